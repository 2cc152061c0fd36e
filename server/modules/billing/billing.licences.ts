import type { z } from 'zod';
import { dueDay, partialPricePerUser, PLAN_LIMITS } from '../../../domain/billing.js';
import { AppError } from '../../lib/errors.js';
import { countLicensedUsers } from '../users/users.queries.js';
import { accountView, todayOf } from './billing.account.js';
import { insertCharge } from './billing.charging.js';
import type { BillingCalloutCtx } from './billing.ctx.js';
import { auditCompany, chargeNow, refusal } from './billing.paying.js';
import { accountRow, dropUnpaidCharges, licencesAwaiting, updateSubscription } from './billing.queries.js';
import type { TAccount, ZChangeSubscriptionInput, ZLicencesInput } from './billing.schemas.js';

// The number of licences and the period (people §5 "Licences cannot be fewer than users"; PUT
// /subscription/licenses and PUT /subscription). On the paid plan, licences added are charged at
// once for the rest of the period and count from their payment; fewer are set at once. On a trial
// or the free plan nothing is charged (the free plan stops at 20). A new period on the paid plan
// applies from the renewal.

export async function setLicences(ctx: BillingCalloutCtx, input: z.infer<typeof ZLicencesInput>): Promise<TAccount> {
  const today = todayOf(ctx.deps.clock);
  await changeLicences(ctx, input.licenses, today);
  return ctx.withTx((tx) => accountView(tx, ctx.auth.companyId, today));
}

export async function changeSubscription(ctx: BillingCalloutCtx, input: z.infer<typeof ZChangeSubscriptionInput>): Promise<TAccount> {
  const companyId = ctx.auth.companyId;
  const today = todayOf(ctx.deps.clock);
  // The licences first: a refused charge leaves the period as it was too.
  await changeLicences(ctx, input.licenses, today);
  return ctx.withTx(async (tx) => {
    const row = await accountRow(tx, companyId, true);
    if (row.plan === 'enterprise' && row.period_end) {
      const next = input.period === row.period ? null : input.period;
      if (next !== row.next_period) {
        await updateSubscription(tx, companyId, { next_period: next });
        await auditCompany(tx, ctx.auth, 'change-period', `Changed the period from the renewal on ${row.period_end} to ${input.period}`, {
          nextPeriod: { from: row.next_period, to: next },
        });
      }
    } else if (input.period !== row.period) {
      await updateSubscription(tx, companyId, { period: input.period });
      await auditCompany(tx, ctx.auth, 'change-period', `Changed the period to ${input.period}`, { period: { from: row.period, to: input.period } });
    }
    return accountView(tx, companyId, today);
  });
}

/** Sets the number of licences, charging the ones added on the paid plan; nothing when it is the same. */
async function changeLicences(ctx: BillingCalloutCtx, licenses: number, today: string): Promise<void> {
  const companyId = ctx.auth.companyId;
  const pending = await ctx.withTx(async (tx) => {
    const row = await accountRow(tx, companyId, true);
    const used = await countLicensedUsers(tx, companyId);
    if (licenses < used) throw new AppError('LICENCES_BELOW_USERS', { licenses: [`At least ${used} licences: the company has ${used} users`] });
    if (licenses === row.licenses) return null;
    // A licences payment still being confirmed sets its total when paid: a change meanwhile would be
    // charged again for the same licences (a double click) or undone by that payment.
    if (row.plan === 'enterprise' && row.period_end && (await licencesAwaiting(tx, companyId, row.period_end, today))) throw new AppError('SUBSCRIPTION_STATE');
    if (row.plan === 'basic' && licenses > PLAN_LIMITS.freeMaxUsers) {
      throw new AppError('BAD_INPUT', { licenses: [`The free plan is for up to ${PLAN_LIMITS.freeMaxUsers} users`] });
    }
    const added = licenses - row.licenses;
    if (row.plan === 'enterprise' && added > 0) {
      if (!row.period_start || !row.period_end) throw new AppError('SUBSCRIPTION_STATE');
      const amountCents = partialPricePerUser(row.period, row.period_start, row.period_end, today) * added;
      if (amountCents > 0) {
        const method = row.payment_method ?? 'credit_card';
        const chargeId = await insertCharge(tx, companyId, {
          kind: 'licences',
          period: row.period,
          licenses,
          coversFrom: today,
          coversTo: row.period_end,
          amountCents,
          instalments: 1,
          method,
          dueOn: dueDay(method, today),
        });
        return { chargeId, from: row.licenses };
      }
    }
    await updateSubscription(tx, companyId, { licenses });
    await auditLicences(ctx, tx, row.licenses, licenses);
    return null;
  });
  if (!pending) return;

  // The charge's payment sets the new number (billing.effects.ts); a boleto's, when it is paid.
  const outcome = await chargeNow(ctx.deps, companyId, pending.chargeId, today);
  if (outcome === 'declined' || outcome === 'unavailable') {
    // Refused at the checkout: never owed, and never to be retried behind the person's back.
    await ctx.withTx((tx) => dropUnpaidCharges(tx, companyId, [pending.chargeId]));
    throw refusal(ctx, outcome);
  }
  await ctx.withTx((tx) => auditLicences(ctx, tx, pending.from, licenses));
}

function auditLicences(ctx: BillingCalloutCtx, tx: Parameters<typeof auditCompany>[0], from: number, to: number) {
  return auditCompany(tx, ctx.auth, 'licences', `Changed the licences from ${from} to ${to}`, { licenses: { from, to } });
}
