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
