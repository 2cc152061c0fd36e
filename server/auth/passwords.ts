import { hash, verify } from '@node-rs/argon2';

// The rule set lives beside, free of Node imports, so the client bundles the same code.
export { brokenPasswordRules, DEFAULT_PASSWORD_RULES, PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS, type PasswordRuleKey } from './password-rules.js';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1), as OWASP recommends.
export function hashSecret(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifySecret(stored: string | null, plain: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

// Secret answers are compared without case or surrounding spaces: people retype them from memory.
export function normaliseSecretAnswer(answer: string): string {
  return answer.trim().toLowerCase().replace(/\s+/g, ' ');
}

// Verifying against a real hash when there is none (no such person, no secret answer) keeps
// every answer equally slow, so timing does not tell who has an account.
const DUMMY_HASH = hash('no-such-secret');

/** Verifies against the stored hash, or the dummy one when there is none: the same work either way. */
export async function verifyOrDummy(stored: string | null | undefined, plain: string): Promise<boolean> {
  if (stored) return verifySecret(stored, plain);
  await verifySecret(await DUMMY_HASH, plain);
  return false;
}
