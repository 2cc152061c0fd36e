import { sql } from 'kysely';
import { monthlyPricePerUser, PRICES } from '../../../domain/billing.js';
import type { Tx } from '../../db/tenant.js';
import type { OnPaid } from './billing.charging.js';
import { setPlan, updateSubscription } from './billing.queries.js';

// What paying a charge buys, applied in the transaction that records the payment (attemptCharge,
// resumeCharge, and the lifecycle's boleto settlement all pass `onPaid`). Each effect may run twice
// for one charge (a boleto's plan starts when it is issued and is paid later) and leaves the same
// state: the second run only stamps the first payment.

type PaidCharge = Parameters<OnPaid>[1];

export const onPaid: OnPaid = async (tx, charge) => {
  const { company_id: companyId } = await tx.selectFrom('charges').select('company_id').where('id', '=', charge.id).executeTakeFirstOrThrow();
  if (charge.kind === 'purchase') {
    await startPaidPeriod(tx, companyId, charge);
    // The withdrawal right runs from the first payment ever, not from a purchase after a cancel.
    await tx
      .updateTable('subscriptions')
      .set({ first_paid_at: sql`coalesce(first_paid_at, now())` })
      .where('company_id', '=', companyId)
      .execute();
  } else if (charge.kind === 'licences') {
    // The licences charge carries the new total, bought for the rest of the period it covers: paid
    // after that period ended (a boleto paid after the renewal) it buys nothing in the next one, which
    // was charged for the licences it started with. Never fewer than bought since (a later charge paid first).
    await tx
      .updateTable('subscriptions')
      .set({ licenses: sql`greatest(licenses, ${charge.licenses})`, updated_at: sql`now()` })
      .where('company_id', '=', companyId)
      .where('period_end', '=', charge.covers_to)
      .execute();
  }
  // A renewal's period was advanced when the lifecycle made it (a new period applies there, through next_period).
};

/**
 * The paid plan from a purchase: the period it covers, its licences and price. A purchase whose
 * period already started (a boleto, activated when issued) is left as the company has it since.
 */
export async function startPaidPeriod(tx: Tx, companyId: string, charge: PaidCharge): Promise<void> {
  const current = await tx
    .selectFrom('companies as c')
    .innerJoin('subscriptions as s', 's.company_id', 'c.id')
    .select(['c.plan', 's.period_start'])
    .where('c.id', '=', companyId)
    .executeTakeFirstOrThrow();
  if (current.plan === 'enterprise' && current.period_start === charge.covers_from) return;
  await setPlan(tx, companyId, 'enterprise');
  await updateSubscription(tx, companyId, { ...paidPeriod(charge), cancel_at_period_end: false });
}

/** The subscription of a period paid for (a purchase or a renewal): its period, licences, price and days, no change of period pending. */
export function paidPeriod(charge: Pick<PaidCharge, 'period' | 'licenses' | 'covers_from' | 'covers_to'>) {
  return {
    period: charge.period,
    next_period: null,
    licenses: charge.licenses,
    price_per_user_cents: monthlyPricePerUser(charge.period),
    discount_per_user_cents: charge.period === 'annuity' ? PRICES.annualDiscountPerUserCents : 0,
    period_start: charge.covers_from,
    period_end: charge.covers_to,
  };
}
