import type { TFunction } from 'i18next';
import i18next from 'i18next';
import { errorText } from '../../lib/errors';
import { errorCodeOf, fieldErrorsOf } from '../../lib/trpc';

/** The message for a failed call in this area's words, else the app-wide text for its code. */
export function loginErrorText(t: TFunction, error: unknown): string {
  const code = errorCodeOf(error);
  if (i18next.exists(`login:errors.${code}`)) return t(`login:errors.${code}`);
  if (i18next.exists(`errors:${code}`)) return errorText(t, error);
  return t('login:errors.generic');
}

/** A link that is malformed, used or expired answers BAD_INPUT or TOKEN_INVALID alike. */
export const isBadLink = (error: unknown) => ['TOKEN_INVALID', 'BAD_INPUT', 'NOT_FOUND'].includes(errorCodeOf(error));

/**
 * The server's field errors as form errors. Known fields get this area's message (the server's
 * English text is for v1 clients); broken password rules read as the rules message unless the form names them.
 */
export function serverFieldErrors(t: TFunction, error: unknown, known: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
    out[field] = known[field] ?? (messages[0]?.startsWith('passwordRule.') ? t('login:validation.passwordRules') : t('login:validation.invalid'));
  }
  return out;
}
