import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { accountView, todayOf } from './billing.account.js';
import type { BillingCalloutCtx } from './billing.ctx.js';
import { auditCompany, payBack } from './billing.paying.js';
import { accountRow, attemptUnanswered, dropUnpaidCharges, endPaidPeriod, markRefundOwed, updateSubscription } from './billing.queries.js';
import { leavingTerms } from './billing.terms.js';
import type { ZCancelOutput } from './billing.schemas.js';

// Leaving the paid plan, as the terms shown in the product say (people §1; billing.terms.ts): a
// withdrawal, a refund of the last charge, or else the plan runs to the period's end (the lifecycle
// moves the company to the free plan then). Paid back or withdrawn, it is on the free plan at once.

type Outcome = z.infer<typeof ZCancelOutput>['outcome'];

const totalOf = (c: { amount_cents: number; fee_cents: number; interest_cents: number }) => c.amount_cents + c.fee_cents + c.interest_cents;

export async function cancelSubscription(ctx: BillingCalloutCtx): Promise<z.input<typeof ZCancelOutput>> {
  const companyId = ctx.auth.companyId;
  const today = todayOf(ctx.deps.clock);
  const plan = await ctx.withTx(async (tx) => {
    const row = await accountRow(tx, companyId, true);
    if (row.plan !== 'enterprise' || !row.period_end || row.cancel_at_period_end) throw new AppError('SUBSCRIPTION_STATE');
    // A payment whose answer is not in yet (licences being bought, a renewal being charged) could be
    // taken after the unpaid charges are dropped below, with nothing left to record or pay it back.
    if (await attemptUnanswered(tx, companyId)) throw new AppError('SUBSCRIPTION_STATE');
    const { paid, last, withdrawUntil, refundUntil } = await leavingTerms(tx, companyId, row, today);
    const withdrawal = withdrawUntil !== null;
    const refund = !withdrawal && refundUntil !== null && last !== null;
    if (!withdrawal && !refund) {
      await updateSubscription(tx, companyId, { cancel_at_period_end: true });
      await auditCompany(tx, ctx.auth, 'cancel', `Canceled the paid plan from the period's end on ${row.period_end}`, {
        cancellation: { from: null, to: 'at-period-end' },
      });
      return { outcome: 'at-period-end' as Outcome, refunds: [] };
    }
    const outcome: Outcome = withdrawal ? 'withdrawn' : 'refunded';
    const refunds = withdrawal ? paid : [last!];
    // The refunds are owed, and the plan given up, in the one transaction that decides them: a
    // second cancel (two at once, a retry) finds the free plan and nothing to pay back. The provider
    // is asked after the commit; the billing day asks again for any refund it did not confirm.
    for (const charge of refunds) await markRefundOwed(tx, companyId, charge.id, today);
    // What was still unpaid belonged to the period given up: it is no longer owed.
    const unpaid = await tx.selectFrom('charges').select('id').where('company_id', '=', companyId).where('status', 'in', ['pending', 'failed']).execute();
    await dropUnpaidCharges(
      tx,
      companyId,
      unpaid.map((c) => c.id),
    );
    await endPaidPeriod(tx, companyId);
    const refundedCents = refunds.reduce((sum, c) => sum + totalOf(c), 0);
    await auditCompany(tx, ctx.auth, 'cancel', `Canceled the paid plan (${outcome}, ${refundedCents} cents paid back)`, {
      plan: { from: 'enterprise', to: 'basic' },
      cancellation: { from: null, to: outcome },
    });
    return { outcome, refunds };
  });

  for (const charge of plan.refunds) {
    try {
      await payBack(ctx.deps, companyId, charge);
    } catch {
      // The cancel stands and the refund stays owed: the billing day pays it back (and logs why it could not).
      break;
    }
  }

  return ctx.withTx(async (tx) => ({
    outcome: plan.outcome,
    refundedCents: plan.refunds.reduce((sum, c) => sum + totalOf(c), 0),
    account: await accountView(tx, companyId, today),
  }));
}
