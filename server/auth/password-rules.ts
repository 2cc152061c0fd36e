import type { PasswordRules } from '../db/types.js';

// The one rule set of people §5, shared by the server's check and the client's checklist (the
// client imports this file), so what the list ticks off is exactly what the server accepts.
// Plain TypeScript without Node imports: it is bundled into the browser.

export const DEFAULT_PASSWORD_RULES: PasswordRules = { length: 8, numbers: 1, lowercase: 0, uppercase: 1, specials: 1 };
export const PASSWORD_SPECIALS = '!@#$%^&*)(+=._-';
// The static floor of §5: a company's own rules may ask for more characters, never fewer.
export const PASSWORD_MIN_LENGTH = 6;

export type PasswordRuleKey = keyof PasswordRules;
// A fixed order: rules read from jsonb come back with their keys reordered.
const RULE_ORDER: PasswordRuleKey[] = ['length', 'numbers', 'lowercase', 'uppercase', 'specials'];

export interface RuleCheck {
  key: PasswordRuleKey;
  /** How many the rule asks for (the length with the static floor applied). */
  count: number;
  met: boolean;
}

/** Each rule that asks for something, and whether the password meets it. */
export function checkPasswordRules(password: string, rules: PasswordRules, specials = PASSWORD_SPECIALS): RuleCheck[] {
  const count = (re: RegExp) => (password.match(re) ?? []).length;
  const found: Record<PasswordRuleKey, number> = {
    length: password.length,
    numbers: count(/[0-9]/g),
    lowercase: count(/[a-z]/g),
    uppercase: count(/[A-Z]/g),
    specials: [...password].filter((ch) => specials.includes(ch)).length,
  };
  const wanted: Record<PasswordRuleKey, number> = { ...rules, length: Math.max(rules.length, PASSWORD_MIN_LENGTH) };
  return RULE_ORDER.filter((key) => wanted[key] > 0).map((key) => ({ key, count: wanted[key], met: found[key] >= wanted[key] }));
}

/** The rules a password breaks, each by its name, so the client can tick them off. */
export function brokenPasswordRules(password: string, rules: PasswordRules): PasswordRuleKey[] {
  return checkPasswordRules(password, rules)
    .filter((r) => !r.met)
    .map((r) => r.key);
}
