import type { TFunction } from 'i18next';
import { TRPCClientError } from '@trpc/client';
import { errorCodeOf, fieldErrorsOf } from '../../lib/trpc';
import { CardRefused } from './card-token';

/**
 * What a failed payment call tells the person (people §8): card problems, at the provider or at
 * our server, "Please, check your card information."; any other 400 the unexpected-error text,
 * with the fields the server named; the provider out of reach, that nothing was charged.
 */
export function paymentFailure(t: TFunction, error: unknown): { message: string; fields: Record<string, string[]> } {
  if (error instanceof CardRefused) return { message: t('errors:CARD_DECLINED'), fields: {} };
  if (!(error instanceof TRPCClientError)) return { message: t('errors:PAYMENT_UNAVAILABLE'), fields: {} };
  const code = errorCodeOf(error);
  if (code === 'BAD_INPUT') return { message: t('errors:unexpected'), fields: fieldErrorsOf(error) };
  return { message: t(`errors:${code}`), fields: {} };
}
