import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Answers waiting in survey_held are sealed with AES-256-GCM under a key kept outside the database
// (server/lib/keys.ts): a copy of the database shows that someone's answers wait, never what they
// say. The row's own identity is bound in as associated data, so a sealed payload moved to another
// company's or cycle's row does not open.

const IV_BYTES = 12;
const TAG_BYTES = 16;

const bound = (context: string) => Buffer.from(`clima-held:${context}`);

/** iv ‖ tag ‖ ciphertext of the JSON of `value`. */
export function seal(key: Buffer, context: string, value: unknown): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(bound(context));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The value sealed by `seal` with the same key and context; throws on any other. */
export function unseal<T>(key: Buffer, context: string, sealed: Buffer): T {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(bound(context));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as T;
}

/**
 * Held items are padded to a whole number of blocks: sealing hides what they say, not how long they
 * are, and a held row shares its transaction with its author's request. Every item fits one block
 * unless it holds long texts; then only their total length, in blocks, shows.
 */
export const HELD_BLOCK = 16_384;
/** A sealed send result's block: its answer count must not tell a long response from a short one (nor a poll's signer from the rest). */
export const RESULT_BLOCK = 256;

/** `value` with a `pad` of spaces that brings its JSON (in UTF-8 bytes, as it is sealed) to a whole number of `block`s. */
export function padded<T extends object>(value: T, block: number): T & { pad: string } {
  const length = Buffer.byteLength(JSON.stringify({ ...value, pad: '' }));
  return { ...value, pad: ' '.repeat(Math.ceil(length / block) * block - length) };
}
