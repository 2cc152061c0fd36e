import { hash, verify } from '@node-rs/argon2';
import type { PasswordRules } from '../db/types.js';

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

export const DEFAULT_PASSWORD_RULES: PasswordRules = { length: 8, numbers: 1, lowercase: 0, uppercase: 1, specials: 1 };
export const PASSWORD_SPECIALS = '!@#$%^&*)(+=._-';
export const PASSWORD_MIN_LENGTH = 6;

export type PasswordRuleKey = keyof PasswordRules;

// Returns the rules a password breaks, each by its name, so the client can tick them off.
export function brokenPasswordRules(password: string, rules: PasswordRules): PasswordRuleKey[] {
  const count = (re: RegExp) => (password.match(re) ?? []).length;
  const specials = [...password].filter((ch) => PASSWORD_SPECIALS.includes(ch)).length;
  const broken: PasswordRuleKey[] = [];
  if (password.length < Math.max(rules.length, PASSWORD_MIN_LENGTH)) broken.push('length');
  if (count(/[0-9]/g) < rules.numbers) broken.push('numbers');
  if (count(/[a-z]/g) < rules.lowercase) broken.push('lowercase');
  if (count(/[A-Z]/g) < rules.uppercase) broken.push('uppercase');
  if (specials < rules.specials) broken.push('specials');
  return broken;
}
