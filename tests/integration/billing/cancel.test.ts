import { describe, expect, it } from 'vitest';
import { testPayments } from '../../setup/payments.js';
import { failureOf } from '../auth/helpers.js';
import { addDays, auditActions, billingCompany, chargeRows, checkout, companyRow, paidCompany, realToday, subscriptionOf } from './helpers.js';

// Leaving the paid plan as the terms in the product say: a withdrawal within 7 days of the first
// payment, a refund within 30 days of the last purchase or renewal (once a year), else at the period's end.

const ledger = async (providerId: string | null) => (await (await testPayments()).charges()).find((c) => c.id === providerId);

describe('cancel', () => {
  it('within 7 days of the first payment: a withdrawal, everything paid back, the free plan at once', async () => {
    const t = await paidCompany();
    const day = addDays(realToday(), 7);
    // Licences bought since are paid back too.
    await (await t.as(t.admin, day)).billing.setLicences({ licenses: 12 });
    const before = await (await t.as(t.admin, day)).billing.account();
    expect(before.billing.withdrawUntil).toBe(day);

    const result = await (await t.as(t.admin, day)).billing.cancel();
    const charges = await chargeRows(t.company.id);
    const licences = charges.find((c) => c.kind === 'licences')!;
    expect(result.outcome).toBe('withdrawn');
    expect(result.refundedCents).toBe(70_800 + licences.amount_cents);
    expect(charges.map((c) => c.status)).toEqual(['refunded', 'refunded']);
    for (const charge of charges) expect(await ledger(charge.provider_id)).toMatchObject({ status: 'refunded', refunded_cents: charge.amount_cents });
    expect(result.account.billing).toMatchObject({ plan: 'basic', status: 'free', periodEnd: null, nextCharge: null });
    expect((await companyRow(t.company.id)).plan).toBe('basic');
    expect(await auditActions(t.company.id)).toEqual(['company.subscribe', 'company.licences', 'company.cancel']);
  });

  it('within 30 days of the purchase: that charge paid back, the free plan at once', async () => {
    const t = await paidCompany();
    const result = await (await t.as(t.admin, addDays(realToday(), 8))).billing.cancel();
    expect(result).toMatchObject({ outcome: 'refunded', refundedCents: 70_800, account: { billing: { plan: 'basic', status: 'free' } } });
    const [purchase] = await chargeRows(t.company.id);
    expect(await ledger(purchase!.provider_id)).toMatchObject({ status: 'refunded', refunded_cents: 70_800 });

    // The withdrawal right is the first purchase's, and a refund comes once a year: bought again and
    // left the next day, the new month runs to its end (else every month could be had for free).
    const { first_paid_at: first } = await subscriptionOf(t.company.id);
    const again = await (await t.as(t.admin, addDays(realToday(), 9))).billing.subscribe(await checkout({ licenses: 6, period: 'monthly' }));
    expect((await subscriptionOf(t.company.id)).first_paid_at).toEqual(first);
    expect(again.account.billing).toMatchObject({ withdrawUntil: null, refundUntil: null });
    const second = await (await t.as(t.admin, addDays(realToday(), 10))).billing.cancel();
    expect(second).toMatchObject({ outcome: 'at-period-end', refundedCents: 0 });
    expect((await chargeRows(t.company.id)).map((c) => c.status).sort()).toEqual(['paid', 'refunded']);
  });

  it('after 30 days: the plan runs to the period end, nothing paid back; a second cancel is refused', async () => {
    const t = await paidCompany();
    const day = addDays(realToday(), 31);
    const result = await (await t.as(t.admin, day)).billing.cancel();
    expect(result.outcome).toBe('at-period-end');
    expect(result.refundedCents).toBe(0);
    expect(result.account.billing).toMatchObject({ plan: 'enterprise', status: 'canceling', nextCharge: null, refundUntil: null });
    expect((await subscriptionOf(t.company.id)).cancel_at_period_end).toBe(true);
    expect((await chargeRows(t.company.id)).map((c) => c.status)).toEqual(['paid']);
    expect((await failureOf((await t.as(t.admin, day)).billing.cancel())).code).toBe('SUBSCRIPTION_STATE');
  });

  it('is only for the paid plan: SUBSCRIPTION_STATE on a trial or the free plan', async () => {
    for (const plan of ['trial', 'basic'] as const) {
      const t = await billingCompany(plan);
      expect((await failureOf((await t.as()).billing.cancel())).code, plan).toBe('SUBSCRIPTION_STATE');
    }
  });
});
