import type { z } from 'zod';
import { daysBetween, TERMS } from '../../../domain/billing.js';
import { AppError } from '../../lib/errors.js';
import { accountView, todayOf } from './billing.account.js';
import type { BillingCalloutCtx } from './billing.ctx.js';
import { auditCompany, viaProvider } from './billing.paying.js';
import { accountRow, dropUnpaidCharges, endPaidPeriod, markRefunded, paidCharges, updateSubscription } from './billing.queries.js';
import type { ZCancelOutput } from './billing.schemas.js';

// Leaving the paid plan, as the terms shown in the product say (people §1): within 7 days of the
// first payment a withdrawal (everything paid back); within 30 days of the last purchase or renewal
// that charge paid back; after that the plan runs to the period's end (the lifecycle moves the
// company to the free plan then). Paid back or withdrawn, the company is on the free plan at once.

type Outcome = z.infer<typeof ZCancelOutput>['outcome'];

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
const totalOf = (c: { amount_cents: number; fee_cents: number; interest_cents: number }) => c.amount_cents + c.fee_cents + c.interest_cents;

export async function cancelSubscription(ctx: BillingCalloutCtx): Promise<z.input<typeof ZCancelOutput>> {
  const companyId = ctx.auth.companyId;
  const today = todayOf(ctx.deps.clock);
  const plan = await ctx.withTx(async (tx) => {
    const row = await accountRow(tx, companyId, true);
    if (row.plan !== 'enterprise' || !row.period_end || row.cancel_at_period_end) throw new AppError('SUBSCRIPTION_STATE');
    const paid = await paidCharges(tx, companyId);
    if (row.first_paid_at && daysBetween(dayOf(row.first_paid_at), today) <= TERMS.withdrawalDays) {
      return { outcome: 'withdrawn' as Outcome, refunds: paid };
    }
    const last = paid.find((c) => c.kind === 'purchase' || c.kind === 'renewal');
    if (last?.paid_at && daysBetween(dayOf(last.paid_at), today) <= TERMS.refundDays) return { outcome: 'refunded' as Outcome, refunds: [last] };
    await updateSubscription(tx, companyId, { cancel_at_period_end: true });
    await auditCompany(tx, ctx.auth, 'cancel', `Canceled the paid plan from the period's end on ${row.period_end}`, {
      cancellation: { from: null, to: 'at-period-end' },
    });
    return { outcome: 'at-period-end' as Outcome, refunds: [] };
  });

  let refundedCents = 0;
  // Each refund is recorded as soon as the provider made it, so a retry after a failure never pays one back twice.
  for (const charge of plan.refunds) {
    if (charge.provider_id) await viaProvider(() => ctx.deps.payments.refund(charge.provider_id!, totalOf(charge)));
    await ctx.withTx((tx) => markRefunded(tx, companyId, charge.id));
    refundedCents += totalOf(charge);
  }

  return ctx.withTx(async (tx) => {
    if (plan.outcome !== 'at-period-end') {
      // What was still unpaid belonged to the period given up: it is no longer owed.
      const unpaid = await tx.selectFrom('charges').select('id').where('company_id', '=', companyId).where('status', 'in', ['pending', 'failed']).execute();
      await dropUnpaidCharges(
        tx,
        companyId,
        unpaid.map((c) => c.id),
      );
      await endPaidPeriod(tx, companyId);
      await auditCompany(tx, ctx.auth, 'cancel', `Canceled the paid plan (${plan.outcome}, ${refundedCents} cents paid back)`, {
        plan: { from: 'enterprise', to: 'basic' },
        cancellation: { from: null, to: plan.outcome },
      });
    }
    return { outcome: plan.outcome, refundedCents, account: await accountView(tx, companyId, today) };
  });
}
