import type { TFunction } from 'i18next';
import { errorCodeOf, fieldErrorsOf } from './trpc';

/** The translated text for a failed call, by its AppError code (locales/<lang>/errors.json). */
export function errorText(t: TFunction, error: unknown): string {
  return t(`errors:${errorCodeOf(error)}`);
}

/**
 * Translated field errors of a failed call. The server names broken password rules
 * (passwordRule.*) and some codes; any other message becomes the field's generic text.
 */
export function fieldErrorTexts(t: TFunction, error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
    const first = messages[0] ?? '';
    if (first.startsWith('passwordRule.')) out[field] = messages.map((m) => t(`errors:${m}`)).join(' ');
    else if (/^[A-Z_]+$/.test(first)) out[field] = t(`errors:${first}`);
    else out[field] = t('errors:invalidField');
  }
  return out;
}
