import type { TFunction } from 'i18next';
import { errorText } from '../../lib/errors';
import { fieldErrorsOf } from '../../lib/trpc';
import { OPINIONS_MINIMUM } from './opinion-draft';

/**
 * Why an author's or a leader's action on a conversation failed: an anonymous author refused
 * because too few people who could have written it can still sign in (the server's isAnonymous
 * field error) is told so; anything else after `lead` (what could not be done).
 */
export function actionFailure(t: TFunction, error: unknown, lead = t('feedbacks:conversation.actionFailed')): string {
  if (fieldErrorsOf(error).isAnonymous) return t('feedbacks:conversation.crowdTooSmall', { minimum: OPINIONS_MINIMUM });
  return `${lead} ${errorText(t, error)}`;
}
