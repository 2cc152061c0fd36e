import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { testDeps } from '../../setup/test-context.js';
import { expectV1Error, failureOf, sessionFor, v1 } from '../auth/helpers.js';
import { addDays, billingCompany } from './helpers.js';

// The account's reads (people §3 "Company / account", "Subscription"; §7 GET /company/account,
// /company/licenses, /plans, /subscription/upgrade-simulation): their shapes and their figures.

/** A paid annual period of 10 licences from 2026-11-01 to 2027-11-01 (365 days), written as the purchase would. */
async function onAnnualPeriod(companyId: string) {
  const { db } = await testDeps();
  await withTenant(db, companyId, (tx) =>
    tx
      .updateTable('subscriptions')
      .set({
        period: 'annuity',
        licenses: 10,
        price_per_user_cents: 590,
        discount_per_user_cents: 300,
        period_start: '2026-11-01',
        period_end: '2027-11-01',
        payment_method: 'credit_card',
      })
      .where('company_id', '=', companyId)
      .execute(),
  );
}

describe('plans', () => {
  it('prices the paid plan at 8.90 a month, or 5.90 × 12 = 70.80 a year, per user; the free plan up to 20', async () => {
    const t = await billingCompany('basic');
    const plans = await (await t.as()).billing.plans();
    const enterprise = plans.plans.find((p) => p.id === 'enterprise')!;
    expect(enterprise.prices).toEqual([
      { period: 'monthly', pricePerUser: 8.9, pricePerUserCents: 890, periodPricePerUserCents: 890 },
      { period: 'annuity', pricePerUser: 5.9, pricePerUserCents: 590, periodPricePerUserCents: 7080 },
    ]);
    expect(plans.plans.find((p) => p.id === 'basic')).toMatchObject({ minUsers: 3, maxUsers: 20 });
    expect(plans).toMatchObject({ contactSalesAbove: 1000, maxInstalments: 12 });

    const res = await v1('GET', '/plans', { token: await sessionFor(t.admin) });
    expect(res.status).toBe(200);
    expect(res.body.plans[1].prices[1].periodPricePerUserCents).toBe(7080);
  });
});

describe('account and licences', () => {
  it('a trial company: status trial, no charge to come, the default 11 licences and 5 people', async () => {
    const t = await billingCompany('trial', 5);
    const caller = await t.as();
    const account = await caller.billing.account();
    expect(account.billing).toMatchObject({
      plan: 'trial',
      status: 'trial',
      period: null,
      licenses: 11,
      pricePerUserCents: 890,
      nextCharge: null,
      owedCents: 0,
      withdrawUntil: null,
      refundUntil: null,
    });
    expect(account.paymentMethod).toBeNull();
    expect(account.modules).toEqual({ engagement: true, culture: true, customSurvey: true });
    expect(account.employeeRange).toBe('12-200');

    expect(await caller.billing.licences()).toEqual({
      availableLicenses: 11,
      remainingLicenses: 6,
      activatedUsersCount: 5,
      licensesPlan: { licenses: 11, price: 8.9, priceCents: 890, discountPerUser: 0, period: 'monthly', planType: 'trial' },
    });

    const token = await sessionFor(t.admin);
    const res = await v1('GET', '/company/account', { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'address',
      'billing',
      'billingName',
      'document',
      'employeeRange',
      'modules',
      'name',
      'paymentMethod',
      'settings',
      'since',
    ]);
    expect((await v1('GET', '/company/licenses', { token })).body.activatedUsersCount).toBe(5);
  });

  it('a paid annual company: active, its renewal on the period end at 10 × 70.80', async () => {
    const t = await billingCompany('enterprise', 4);
    await onAnnualPeriod(t.company.id);
    const account = await (await t.as(t.admin, '2027-05-01')).billing.account();
    expect(account.billing).toMatchObject({ status: 'active', period: 'annuity', periodEnd: '2027-11-01', nextCharge: { on: '2027-11-01', amountCents: 70_800 } });
    expect(account.paymentMethod).toMatchObject({ type: 'credit_card' });
    const licences = await (await t.as()).billing.licences();
    expect(licences.licensesPlan).toEqual({ licenses: 10, price: 5.9, priceCents: 590, discountPerUser: 3, period: 'annuity', planType: 'enterprise' });
    expect(licences).toMatchObject({ availableLicenses: 10, remainingLicenses: 6, activatedUsersCount: 4 });
  });
});

describe('the pricing simulation', () => {
  it('a purchase: a whole period from today, monthly 8.90 or annual 70.80 per user, instalments only annual', async () => {
    const t = await billingCompany('trial', 5);
    const caller = await t.as(t.admin, '2027-03-10');
    expect(await caller.billing.simulation({ period: 'annuity', licenses: 10 })).toEqual({
      period: 'annuity',
      partialPricePerUser: 70.8,
      partialPricePerUserCents: 7080,
      pricePerUser: 5.9,
      pricePerUserCents: 590,
      nextCharge: '2028-03-10',
      licenses: 10,
      todayCents: 70_800,
      periodCents: 70_800,
      instalments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    });
    expect(await caller.billing.simulation({ period: 'monthly', licenses: 7 })).toMatchObject({
      pricePerUserCents: 890,
      nextCharge: '2027-04-10',
      todayCents: 6230,
      periodCents: 6230,
      instalments: [1],
    });
    // Without input: the period on the subscription and the licences it has (never fewer than its people).
    expect(await caller.billing.simulation({})).toMatchObject({ period: 'monthly', licenses: 11, todayCents: 9790 });
  });

  it('licences added to a paid period: the rest of the period per user, worked by hand', async () => {
    const t = await billingCompany('enterprise', 4);
    await onAnnualPeriod(t.company.id);
    // 2027-05-01 to 2027-11-01 is 184 of the period's 365 days: 70.80 × 184 / 365 = 35.69.
    const caller = await t.as(t.admin, '2027-05-01');
    expect(await caller.billing.simulation({ licenses: 12 })).toEqual({
      period: 'annuity',
      partialPricePerUser: 35.69,
      partialPricePerUserCents: 3569,
      pricePerUser: 5.9,
      pricePerUserCents: 590,
      nextCharge: '2027-11-01',
      licenses: 12,
      todayCents: 2 * 3569,
      periodCents: 12 * 7080,
      instalments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    });
    // The period's last day: one day of 365 left (70.80 / 365 = 0.19); a day before it started: the whole period.
    expect((await (await t.as(t.admin, addDays('2027-11-01', -1))).billing.simulation({ licenses: 11 })).todayCents).toBe(19);
    expect((await (await t.as(t.admin, '2026-10-01')).billing.simulation({ licenses: 11 })).todayCents).toBe(7080);
  });

  it('more than 1,000 users is for the sales team: 400 with the field error', async () => {
    const t = await billingCompany('trial');
    const failure = await failureOf((await t.as()).billing.simulation({ period: 'monthly', licenses: 1001 }));
    expect(failure.code).toBe('BAD_INPUT');
    expect(failure.fieldErrors?.licenses?.[0]).toMatch(/contact our sales team/);
    expect((await (await t.as()).billing.simulation({ period: 'monthly', licenses: 1000 })).periodCents).toBe(890_000);

    const res = await v1('GET', '/subscription/upgrade-simulation', { token: await sessionFor(t.admin), query: { period: 'annuity', licenses: '1001' } });
    expectV1Error(res, 400, 'BAD_INPUT');
    expect(res.body.errors.licenses).toHaveLength(1);
    const ok = await v1('GET', '/subscription/upgrade-simulation', { token: await sessionFor(t.admin), query: { period: 'annuity', licenses: '20' } });
    expect(ok.status).toBe(200);
    expect(ok.body.todayCents).toBe(141_600);
  });
});
