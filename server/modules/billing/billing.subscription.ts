import { sql } from 'kysely';
import type { z } from 'zod';
import { documentDigits, dueDay, periodCharge, periodEnd } from '../../../domain/billing.js';
import type { Tx } from '../../db/tenant.js';
import type { StoredCard } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { countLicensedUsers } from '../users/users.queries.js';
import { accountView, chargeOut, todayOf } from './billing.account.js';
import { insertCharge } from './billing.charging.js';
import type { BillingCalloutCtx, BillingTxCtx } from './billing.ctx.js';
import { startPaidPeriod } from './billing.effects.js';
import { assertCardTries, auditCompany, chargeNow, refusal, viaProvider } from './billing.paying.js';
import { accountRow, chargeById, dropUnpaidCharges, failedChargeIds, updateSubscription, type SubscriptionSnapshot } from './billing.queries.js';
import type { TAccount, TCardToken, TSubscribeInput, ZPaymentConfig, ZPostalAddress, ZSubscribeOutput } from './billing.schemas.js';

// Buying the paid plan and changing the card (people §7 POST /subscription, PUT
// /subscription/credit-card). The provider is called outside any transaction: what must survive a
// crash is committed before the call (billing.charging.ts), and a checkout the provider refuses
// puts the subscription back as it was, so a refused card changes nothing.

/** Trades the browser's one-time token for the provider's saved card: the token itself is never stored. */
async function saveCard(ctx: BillingCalloutCtx, token: TCardToken, customer: { name: string; document: string }): Promise<StoredCard> {
  assertCardTries(ctx);
  const card = await viaProvider(() => ctx.deps.payments.saveCard(token.id, customer));
  if (!card) throw refusal(ctx, 'declined', { card: ['Please, check your card information.'] });
  return card;
}

/** Whether the company may buy now: not already paying, licences for everyone, no payment still being confirmed. */
async function checkCheckout(tx: Tx, companyId: string, licenses: number) {
  const row = await accountRow(tx, companyId, true);
  if (row.plan === 'enterprise') throw new AppError('SUBSCRIPTION_STATE');
  const used = await countLicensedUsers(tx, companyId);
  if (licenses < used) throw new AppError('LICENCES_BELOW_USERS', { licenses: [`At least ${used} licences: the company has ${used} users`] });
  const earlier = await tx
    .selectFrom('charges')
    .select(['id', 'status', 'attempts', sql<boolean>`created_at < now() - interval '10 minutes'`.as('stale')])
    .where('company_id', '=', companyId)
    .where('kind', '=', 'purchase')
    .where('status', 'in', ['pending', 'failed'])
    .execute();
  // A checkout killed before it asked the provider left its purchase never asked: nothing to settle,
  // it goes like a refused one (a checkout under way asks within moments of writing its charge).
  const abandoned = (c: (typeof earlier)[number]) => c.status === 'pending' && c.attempts === 0 && c.stale;
  // A purchase tried and not answered (a crash) is settled by the lifecycle with the same key first.
  if (earlier.some((c) => c.status === 'pending' && !abandoned(c))) throw new AppError('SUBSCRIPTION_STATE');
  return { row, refused: earlier.map((c) => c.id) };
}

const snapshotOf = (row: SubscriptionSnapshot): SubscriptionSnapshot => ({
  licenses: row.licenses,
  period: row.period,
  instalments: row.instalments,
  payment_method: row.payment_method,
  card: row.card,
  billing_name: row.billing_name,
  document: row.document,
  address: row.address,
  updated_at: row.updated_at,
});

export async function subscribe(ctx: BillingCalloutCtx, input: TSubscribeInput): Promise<z.input<typeof ZSubscribeOutput>> {
  const companyId = ctx.auth.companyId;
  const today = todayOf(ctx.deps.clock);
  const document = documentDigits(input.doc);
  // Checked before the provider keeps a card for a company that may not buy.
  await ctx.withTx((tx) => checkCheckout(tx, companyId, input.licenses));
  const card = input.method === 'credit_card' ? await saveCard(ctx, input.card!, { name: input.name, document }) : null;

  const { chargeId, before } = await ctx.withTx(async (tx) => {
    const { row, refused } = await checkCheckout(tx, companyId, input.licenses);
    // A purchase refused earlier (a declined trial's end) was never owed: it must not block this one.
    await dropUnpaidCharges(tx, companyId, refused);
    await updateSubscription(tx, companyId, {
      payment_method: input.method,
      instalments: input.instalments,
      card,
      billing_name: input.name,
      document,
      address: input.address,
    });
    const id = await insertCharge(tx, companyId, {
      kind: 'purchase',
      period: input.period,
      licenses: input.licenses,
      coversFrom: today,
      coversTo: periodEnd(today, input.period),
      amountCents: periodCharge(input.period, input.licenses),
      instalments: input.instalments,
      method: input.method,
      dueOn: dueDay(input.method, today),
    });
    return { chargeId: id, before: row };
  });

  const outcome = await chargeNow(ctx.deps, companyId, chargeId, today);
  if (outcome === 'declined' || outcome === 'unavailable') {
    await ctx.withTx(async (tx) => {
      await accountRow(tx, companyId, true);
      // Put back only while this checkout's charge is still there: a checkout that came after the
      // refusal was recorded dropped it and wrote (and may have paid for) what is there now.
      if (await dropUnpaidCharges(tx, companyId, [chargeId])) await updateSubscription(tx, companyId, snapshotOf(before));
    });
    throw refusal(ctx, outcome);
  }

  return ctx.withTx(async (tx) => {
    const charge = await chargeById(tx, companyId, chargeId);
    // A boleto's plan starts when it is issued; its payment, later, only stamps it (billing.effects.ts).
    if (outcome === 'pending') await startPaidPeriod(tx, companyId, charge);
    await auditCompany(tx, ctx.auth, 'subscribe', `Bought the paid plan: ${input.licenses} licences, ${input.period}, by ${input.method}`, {
      plan: { from: before.plan, to: 'enterprise' },
      licenses: { from: before.licenses, to: input.licenses },
      period: { from: before.period, to: input.period },
      paymentMethod: { from: before.payment_method, to: input.method },
    });
    return { account: await accountView(tx, companyId, today), charge: chargeOut(charge) };
  });
}

/**
 * Pays with another card from now on. A charge that is late is tried on it at once; when the new
 * card is refused for it too, the card on file stays the old one (CARD_DECLINED).
 */
export async function changeCard(ctx: BillingCalloutCtx, input: TCardToken): Promise<TAccount> {
  const companyId = ctx.auth.companyId;
  const today = todayOf(ctx.deps.clock);
  const current = await ctx.withTx((tx) => accountRow(tx, companyId));
  // The free plan has nothing to pay; a trial may keep a card for its end.
  if (current.plan === 'basic') throw new AppError('SUBSCRIPTION_STATE');
  const card = await saveCard(ctx, input, { name: current.billing_name ?? input.holder_name, document: current.document ?? '' });

  const { before, late } = await ctx.withTx(async (tx) => {
    const row = await accountRow(tx, companyId, true);
    await updateSubscription(tx, companyId, { card, payment_method: 'credit_card' });
    return { before: row, late: await failedChargeIds(tx, companyId) };
  });
  for (const chargeId of late) {
    const outcome = await chargeNow(ctx.deps, companyId, chargeId, today);
    if (outcome === 'declined') {
      await ctx.withTx((tx) => updateSubscription(tx, companyId, { card: before.card, payment_method: before.payment_method }));
      throw refusal(ctx, outcome);
    }
    // Unreachable now: the card is good and the lifecycle tries the charge again tomorrow.
    if (outcome === 'unavailable') break;
  }
  return ctx.withTx(async (tx) => {
    await auditCompany(tx, ctx.auth, 'change-card', `Changed the payment card to ${card.brand} ${card.displayNumber}`, {
      card: { from: before.card?.displayNumber ?? null, to: card.displayNumber },
    });
    return accountView(tx, companyId, today);
  });
}

/** The address of a Brazilian postal code, to fill the billing address. */
export async function postalCode(ctx: BillingCalloutCtx, zip: string): Promise<z.input<typeof ZPostalAddress>> {
  const found = await viaProvider(() => ctx.deps.payments.postalCode(documentDigits(zip)));
  if (!found) throw new AppError('POSTAL_CODE_NOT_FOUND', { zip: ['Postal code not found'] });
  return found;
}

/** Where the browser sends the card to be tokenised (the number never comes here). */
export function paymentConfig(ctx: BillingTxCtx): z.input<typeof ZPaymentConfig> {
  return { tokenUrl: ctx.deps.payments.browser.tokenUrl, publicKey: ctx.deps.payments.browser.publicKey };
}
