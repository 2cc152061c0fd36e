import { describe, expect, it } from 'vitest';
import { periodEnd } from '../../../domain/billing.js';
import { validateSession } from '../../../server/auth/sessions.js';
import { httpPaymentGateway } from '../../../server/modules/billing/payment-gateway.http.js';
import { createCallerFactory } from '../../../server/trpc/init.js';
import { appRouter } from '../../../server/trpc/router.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { expectV1Error, failureOf, sessionFor, v1 } from '../auth/helpers.js';
import { addDays, auditActions, billingCompany, CARDS, cardToken, chargeRows, checkout, companyRow, CPF, providerCharges, realToday, subscriptionOf } from './helpers.js';

// Buying the paid plan (people §7 POST /subscription; issue 17 "subscribe"): by card the plan starts
// when the charge is paid; a refused card or an unreachable provider changes nothing; a boleto
// (annual only) starts the plan at once and is paid later.

describe('subscribe by card', () => {
  it('a trial company buys the annual plan: charge paid, account active, sessions told to refresh into enterprise', async () => {
    const t = await billingCompany('trial', 5);
    const token = await sessionFor(t.admin);
    const { account, charge } = await (await t.as()).billing.subscribe(await checkout({ licenses: 10, instalments: 3 }));
    const today = realToday();

    expect(charge).toMatchObject({ kind: 'purchase', status: 'paid', amountCents: 70_800, instalments: 3, coversFrom: today, coversTo: periodEnd(today, 'annuity') });
    expect(account.billing).toMatchObject({
      plan: 'enterprise',
      status: 'active',
      period: 'annuity',
      licenses: 10,
      pricePerUserCents: 590,
      discountPerUserCents: 300,
      periodStart: today,
      trialEndsAt: null,
      withdrawUntil: addDays(today, 7),
      refundUntil: addDays(today, 30),
      nextCharge: { on: charge.coversTo, amountCents: 70_800 },
    });
    expect(account.paymentMethod).toMatchObject({ type: 'credit_card', brand: 'visa', displayNumber: expect.stringMatching(/1111$/) });
    expect(account).toMatchObject({ billingName: 'Acme Ltda', document: '11222333000181', address: { zip: '01310-100', city: 'São Paulo' } });

    // The provider was asked once, with the charge's first attempt as the key, for the whole year.
    const asked = await providerCharges(charge._id);
    expect(asked.map((c) => [c.idempotency_key, c.status, c.amount_cents, c.instalments])).toEqual([[`${charge._id}:1`, 'paid', 70_800, 3]]);
    expect(await auditActions(t.company.id)).toContain('company.subscribe');

    // The session still carries the trial: it is told to refresh, and the refreshed one says enterprise.
    const { db } = await testDeps();
    const valid = await validateSession(db, token);
    expect(valid?.auth).toMatchObject({ plan: 'enterprise', stale: true });
    const refreshed = await v1('POST', '/auth/refresh-token', { token, body: { token } });
    expect(refreshed.status).toBe(200);
    expect((await validateSession(db, refreshed.body.token))?.auth).toMatchObject({ plan: 'enterprise', stale: false });

    // Once paying, a second purchase is refused.
    expect((await failureOf((await t.as()).billing.subscribe(await checkout()))).code).toBe('SUBSCRIPTION_STATE');
  });

  it('a declined card: 422 with the card message, and nothing changed', async () => {
    const t = await billingCompany('trial', 5);
    const before = await subscriptionOf(t.company.id);
    const failure = await failureOf((await t.as()).billing.subscribe(await checkout({}, CARDS.declined)));
    expect(failure.code).toBe('CARD_DECLINED');
    expect(failure.message).toBe('Please, check your card information.');
    expect(await subscriptionOf(t.company.id)).toEqual(before);
    expect((await companyRow(t.company.id)).plan).toBe('trial');
    expect(await chargeRows(t.company.id)).toEqual([]);
    expect(await auditActions(t.company.id)).toEqual([]);

    // Over v1 too; and the company may buy with a good card right after.
    const res = await v1('POST', '/subscription', { token: await sessionFor(t.admin), body: await checkout({}, CARDS.declined) });
    expectV1Error(res, 422, 'CARD_DECLINED', 'Please, check your card information.');
    const ok = await v1('POST', '/subscription', { token: await sessionFor(t.admin), body: await checkout() });
    expect(ok.status).toBe(201);
    expect(ok.body.account.billing.plan).toBe('enterprise');
  });

  it('a provider that fails or cannot be reached: 503, and the plan does not change', async () => {
    const t = await billingCompany('basic', 5);
    const before = await subscriptionOf(t.company.id);
    expect((await failureOf((await t.as()).billing.subscribe(await checkout({}, CARDS.processingError)))).code).toBe('PAYMENT_UNAVAILABLE');
    expect(await subscriptionOf(t.company.id)).toEqual(before);
    expect(await chargeRows(t.company.id)).toEqual([]);

    const res = await v1('POST', '/subscription', { token: await sessionFor(t.admin), body: await checkout({}, CARDS.processingError) });
    expect(res.status).toBe(503);

    // Nobody answers at the provider's address: the card cannot even be saved.
    const { ctx } = await callerFor({ token: await sessionFor(t.admin) });
    const down = httpPaymentGateway({ apiUrl: 'http://127.0.0.1:9', apiKey: 'sk', publicUrl: 'http://127.0.0.1:9', publicKey: 'pk' });
    const caller = createCallerFactory(appRouter)({ ...ctx, deps: { ...ctx.deps, payments: down } });
    expect((await failureOf(caller.billing.subscribe(await checkout()))).code).toBe('PAYMENT_UNAVAILABLE');
    expect((await companyRow(t.company.id)).plan).toBe('basic');
    expect(await subscriptionOf(t.company.id)).toEqual(before);
  });

  it('a card token already used, or expired, is refused (the first with the card message, the second with field errors)', async () => {
    const t = await billingCompany('trial', 5);
    const input = await checkout();
    await (await t.as()).billing.subscribe(input);
    const other = await billingCompany('trial', 5);
    // The provider traded this one-time token for a card already.
    expect((await failureOf((await other.as()).billing.subscribe({ ...input }))).code).toBe('CARD_DECLINED');

    const expired = { ...(await cardToken()), month: 1, year: 2020 };
    const failure = await failureOf((await other.as()).billing.subscribe(await checkout({ card: expired })));
    expect(failure.code).toBe('BAD_INPUT');
    expect(failure.fieldErrors).toHaveProperty(['card.month']);
    expect((await companyRow(other.company.id)).plan).toBe('trial');
  });

  it('licences fewer than the people refused; CPF and CNPJ need their check digits', async () => {
    const t = await billingCompany('trial', 6);
    const caller = await t.as();
    const below = await failureOf(caller.billing.subscribe(await checkout({ licenses: 5 })));
    expect(below.code).toBe('LICENCES_BELOW_USERS');
    expect(below.fieldErrors).toHaveProperty(['licenses']);

    for (const doc of ['529.982.247-24', '111.111.111-11', '11.222.333/0001-80', '1234']) {
      const failure = await failureOf(caller.billing.subscribe(await checkout({ doc })));
      expect({ doc, code: failure.code, fields: Object.keys(failure.fieldErrors ?? {}) }).toEqual({ doc, code: 'BAD_INPUT', fields: ['doc'] });
    }
    expect(await chargeRows(t.company.id)).toEqual([]);
    const { account } = await caller.billing.subscribe(await checkout({ doc: CPF, licenses: 6, period: 'monthly' }));
    expect(account.document).toBe('52998224725');
    expect(account.billing).toMatchObject({ plan: 'enterprise', period: 'monthly', licenses: 6, pricePerUserCents: 890, discountPerUserCents: 0 });
  });
});

describe('subscribe by boleto', () => {
  it('annual only: the plan starts at once, the charge pending with its boleto, due in 3 days', async () => {
    const t = await billingCompany('trial', 5);
    const caller = await t.as();
    const monthly = await failureOf(caller.billing.subscribe(await checkout({ method: 'boleto', period: 'monthly', card: undefined })));
    expect(monthly.code).toBe('BAD_INPUT');
    expect(monthly.fieldErrors).toHaveProperty(['method']);

    const { account, charge } = await caller.billing.subscribe(await checkout({ method: 'boleto', card: undefined, licenses: 8 }));
    expect(charge).toMatchObject({
      status: 'pending',
      method: 'boleto',
      amountCents: 8 * 7080,
      dueOn: addDays(realToday(), 3),
      boletoUrl: expect.stringMatching(/^http/),
    });
    expect(account.billing).toMatchObject({ plan: 'enterprise', status: 'active', licenses: 8, owedCents: 0, withdrawUntil: null });
    expect(account.paymentMethod).toEqual({ type: 'boleto', displayNumber: null, holderName: null, month: null, year: null, brand: null });
    expect((await subscriptionOf(t.company.id)).first_paid_at).toBeNull();
    // Nothing paid yet: the boleto is owed from its due day, late after it.
    const later = await (await t.as(t.admin, addDays(realToday(), 5))).billing.account();
    expect(later.billing.owedCents).toBeGreaterThan(8 * 7080);
  });
});
