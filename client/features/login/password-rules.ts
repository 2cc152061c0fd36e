import type { TFunction } from 'i18next';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../lib/trpc';
// The server's own rule set and check (a file free of Node imports): the checklist ticks off
// exactly what the server accepts, and the error names the same rules.
import { checkPasswordRules, DEFAULT_PASSWORD_RULES, PASSWORD_SPECIALS, type RuleCheck } from '../../../server/auth/password-rules';

export type PasswordRules = inferRouterOutputs<AppRouter>['auth']['passwordRules']['rules'];
export type { RuleCheck };

// Used only until the server's rules arrive.
export const DEFAULT_RULES: PasswordRules = DEFAULT_PASSWORD_RULES;
export const DEFAULT_SPECIALS = PASSWORD_SPECIALS;

export const checkRules = checkPasswordRules;

/** One rule as the checklist shows it. */
export function ruleText(t: TFunction, rule: RuleCheck, specials = DEFAULT_SPECIALS): string {
  return t(`login:rules.${rule.key}`, { count: rule.count, specials: [...specials].join(' ') });
}

/** The password's error: the rules of the checklist it does not meet yet, in the checklist's words. */
export function passwordError(t: TFunction, password: string, rules: PasswordRules, specials?: string): string | undefined {
  const missing = checkRules(password, rules, specials).filter((r) => !r.met);
  if (!missing.length) return undefined;
  const texts = missing.map((r) => ruleText(t, r, specials)).map((text) => text.charAt(0).toLocaleLowerCase() + text.slice(1));
  return t('login:validation.passwordNeeds', { missing: texts.join(', ') });
}

export function confirmationError(t: TFunction, password: string, confirmation: string): string | undefined {
  return confirmation !== password || !confirmation ? t('login:validation.passwordMismatch') : undefined;
}
