import type { TFunction } from 'i18next';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../lib/trpc';

export type PasswordRules = inferRouterOutputs<AppRouter>['auth']['passwordRules']['rules'];
export type RuleKey = keyof PasswordRules;

// The defaults of people §5, used only until the server's rules arrive.
export const DEFAULT_RULES: PasswordRules = { length: 8, numbers: 1, lowercase: 0, uppercase: 1, specials: 1 };
export const DEFAULT_SPECIALS = '!@#$%^&*)(+=._-';
export const MIN_PASSWORD_LENGTH = 6;

export interface RuleCheck {
  key: RuleKey;
  count: number;
  met: boolean;
}

/** Each rule that asks for something, and whether the password meets it (as the server counts). */
export function checkRules(password: string, rules: PasswordRules, specials = DEFAULT_SPECIALS): RuleCheck[] {
  const count = (re: RegExp) => (password.match(re) ?? []).length;
  const found: Record<RuleKey, number> = {
    length: password.length,
    numbers: count(/[0-9]/g),
    lowercase: count(/[a-z]/g),
    uppercase: count(/[A-Z]/g),
    specials: [...password].filter((ch) => specials.includes(ch)).length,
  };
  const wanted: Record<RuleKey, number> = { ...rules, length: Math.max(rules.length, MIN_PASSWORD_LENGTH) };
  return (Object.keys(wanted) as RuleKey[])
    .filter((key) => wanted[key] > 0)
    .map((key) => ({ key, count: wanted[key], met: found[key] >= wanted[key] }));
}

/** The password's error: the static minimum first, then the rule set. */
export function passwordError(t: TFunction, password: string, rules: PasswordRules, specials?: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return t('login:validation.passwordShort');
  if (checkRules(password, rules, specials).some((r) => !r.met)) return t('login:validation.passwordRules');
  return undefined;
}

export function confirmationError(t: TFunction, password: string, confirmation: string): string | undefined {
  return confirmation !== password || !confirmation ? t('login:validation.passwordMismatch') : undefined;
}
