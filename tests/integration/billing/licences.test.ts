import { describe, expect, it } from 'vitest';
import { testPayments } from '../../setup/payments.js';
import { failureOf, sessionFor, v1 } from '../auth/helpers.js';
import { auditActions, billingCompany, chargeRows, checkout, providerCharges, subscriptionOf } from './helpers.js';

// Licences (people §5 "Licences cannot be fewer than users"; PUT /subscription/licenses and PUT
// /subscription): on the paid plan those added are charged for the rest of the period; fewer are
// set at once; on a trial or the free plan nothing is charged, and the free plan stops at 20.

/** A company of 5 people that bought 10 annual licences by card on 2027-01-01 (a period of 365 days). */
async function paidOn20270101() {
  const t = await billingCompany('trial', 5);
  await (await t.as(t.admin, '2027-01-01')).billing.subscribe(await checkout({ licenses: 10 }));
  return t;
}

describe('licences on the paid plan', () => {
  it('added ones are charged for the rest of the period (worked by hand) and the total is set when paid', async () => {
    const t = await paidOn20270101();
    // 2027-07-02 to 2028-01-01 is 183 of 365 days: 70.80 × 183 / 365 = 35.50 per licence, 2 added.
    const account = await (await t.as(t.admin, '2027-07-02')).billing.setLicences({ licenses: 12 });
    expect(account.billing.licenses).toBe(12);
    const charge = (await chargeRows(t.company.id)).find((c) => c.kind === 'licences')!;
    expect(charge).toMatchObject({ status: 'paid', amount_cents: 7100, licenses: 12, covers_from: '2027-07-02', covers_to: '2028-01-01', period: 'annuity' });
    expect((await providerCharges(charge.id)).map((c) => [c.status, c.amount_cents])).toEqual([['paid', 7100]]);
    expect(await auditActions(t.company.id)).toEqual(['company.subscribe', 'company.licences']);
  });

  it('fewer are set at once without a charge, never fewer than the people', async () => {
    const t = await paidOn20270101();
    const caller = await t.as(t.admin, '2027-03-01');
    const below = await failureOf(caller.billing.setLicences({ licenses: 4 }));
    expect(below.code).toBe('LICENCES_BELOW_USERS');
    expect(below.fieldErrors?.licenses?.[0]).toMatch(/5/);
    expect((await caller.billing.setLicences({ licenses: 5 })).billing.licenses).toBe(5);
    expect((await chargeRows(t.company.id)).map((c) => c.kind)).toEqual(['purchase']);

    const res = await v1('PUT', '/subscription/licenses', { token: await sessionFor(t.admin), body: { licenses: 3 } });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 422, code: 'LICENCES_BELOW_USERS' });
  });

  it('a card that starts declining: the card message, the licences as they were, no charge left to retry', async () => {
    const t = await paidOn20270101();
    const { card } = await subscriptionOf(t.company.id);
    await (await testPayments()).setCardBehaviour(card!.providerCardId, 'decline');
    const failure = await failureOf((await t.as(t.admin, '2027-02-01')).billing.setLicences({ licenses: 11 }));
    expect(failure.code).toBe('CARD_DECLINED');
    expect((await subscriptionOf(t.company.id)).licenses).toBe(10);
    expect((await chargeRows(t.company.id)).map((c) => c.kind)).toEqual(['purchase']);
  });

  it('a new period applies from the renewal; licences and period change together', async () => {
    const t = await paidOn20270101();
    const account = await (await t.as(t.admin, '2027-12-31')).billing.changeSubscription({ licenses: 11, period: 'monthly' });
    expect(account.billing).toMatchObject({ period: 'annuity', nextPeriod: 'monthly', licenses: 11, periodEnd: '2028-01-01' });
    // The renewal follows the people each month on the monthly plan: 11 × 8.90.
    expect(account.billing.nextCharge).toEqual({ on: '2028-01-01', amountCents: 9790 });
    // One day of 365 left: 70.80 / 365 = 0.19 for the licence added.
    expect((await chargeRows(t.company.id)).find((c) => c.kind === 'licences')?.amount_cents).toBe(19);
    // Back to the period it has: nothing changes at the renewal.
    const back = await (await t.as(t.admin, '2027-12-31')).billing.changeSubscription({ licenses: 11, period: 'annuity' });
    expect(back.billing.nextPeriod).toBeNull();
    expect(await auditActions(t.company.id)).toEqual(['company.subscribe', 'company.licences', 'company.change-period', 'company.change-period']);
  });
});

describe('licences on a trial or the free plan', () => {
  it('a trial sets any number without a charge; the free plan at most 20', async () => {
    const trial = await billingCompany('trial', 5);
    const account = await (await trial.as()).billing.changeSubscription({ licenses: 40, period: 'annuity' });
    expect(account.billing).toMatchObject({ plan: 'trial', licenses: 40 });
    expect((await subscriptionOf(trial.company.id)).period).toBe('annuity');
    expect(await chargeRows(trial.company.id)).toEqual([]);

    const free = await billingCompany('basic', 5);
    const caller = await free.as();
    expect((await caller.billing.setLicences({ licenses: 20 })).billing.licenses).toBe(20);
    const over = await failureOf(caller.billing.setLicences({ licenses: 21 }));
    expect(over.code).toBe('BAD_INPUT');
    expect(over.fieldErrors).toHaveProperty(['licenses']);
    expect((await subscriptionOf(free.company.id)).licenses).toBe(20);
    expect(await chargeRows(free.company.id)).toEqual([]);
    expect((await failureOf(caller.billing.setLicences({ licenses: 4 }))).code).toBe('LICENCES_BELOW_USERS');
  });
});
