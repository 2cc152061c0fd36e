import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { periodCharge, periodEnd } from '../../domain/billing.js';
import { withTenant } from '../../server/db/tenant.js';
import { attemptCharge, insertCharge } from '../../server/modules/billing/billing.charging.js';
import { onPaid } from '../../server/modules/billing/billing.effects.js';
import { runBillingDay } from '../../server/modules/billing/billing.lifecycle.js';
import { httpPaymentGateway } from '../../server/modules/billing/payment-gateway.http.js';
import type { PaymentGateway } from '../../server/modules/billing/payment-gateway.js';
import { appErrorOf, createCallerFactory } from '../../server/trpc/init.js';
import { appRouter } from '../../server/trpc/router.js';
import { TEST_PAYMENT_KEYS, testPayments } from '../setup/payments.js';
import { callerFor, testDeps } from '../setup/test-context.js';
import { failureOf, sessionFor, v1 } from '../integration/auth/helpers.js';
import {
  addDays,
  billingCompany,
  CARDS,
  cardToken,
  chargeRows,
  checkout,
  companyRow,
  paidCompany,
  providerCharges,
  realToday,
  subscriptionOf,
} from '../integration/billing/helpers.js';

// An attacker's and an auditor's read of the billing server (issue 17): an administrator after the
// paid plan or licences without paying, or charged wrongly; another company or a lesser role after
// this company's billing; a copy of the database or the logs searched for the card; a server killed
// mid-charge; two servers or two requests at once; bad input. Every test runs against the worker's
// fake provider through the real HTTP adapter, and counts what the provider did.
//
// `it.fails`: a hole still open (the body performs the attack and asserts the safe outcome, so it
// fails today); plain `it`: an attack tried that held (or a hole closed by the fix named beside it).

type Who = { company_id: string; id: string };

/** A caller as `who` on `day` (noon UTC), paying through `payments` (the worker's provider by default). */
async function callerWith(who: Who, day: string, payments?: PaymentGateway) {
  const { ctx } = await callerFor({ token: await sessionFor(who) });
  const clock = () => new Date(`${day}T12:00:00Z`);
  return createCallerFactory(appRouter)({ ...ctx, deps: { ...ctx.deps, clock, ...(payments ? { payments } : {}) } });
}

/** The billing day `day` for one company, as the job runs it; nothing may fail. */
async function runDay(companyId: string, day: string, payments?: PaymentGateway) {
  const { deps } = await testDeps();
  const result = await runBillingDay({ ...deps, clock: () => new Date(`${day}T00:05:00Z`), ...(payments ? { payments } : {}) }, day, [companyId]);
  expect(result.failures).toEqual([]);
}

/** A provider nobody answers at (a closed port): every call is PaymentUnavailable. */
const unreachable = () => httpPaymentGateway({ apiUrl: 'http://127.0.0.1:9', apiKey: 'sk_none', publicUrl: 'http://127.0.0.1:9', publicKey: 'pk_none', timeoutMs: 2000 });

/** What a settled call ended as: 'ok', or the error code it failed with. */
const codeOf = (r: PromiseSettledResult<unknown>) => (r.status === 'fulfilled' ? 'ok' : appErrorOf(r.reason).code);

const paidAtProvider = async (chargeId: string) => (await providerCharges(chargeId)).filter((c) => c.status === 'paid' || c.status === 'refunded');

describe('(e) two requests at once', () => {
  it('two purchases at once: one paid, the other refused, the provider charged once', async () => {
    const t = await billingCompany('trial', 5);
    const [a, b] = await Promise.allSettled([
      (await t.as()).billing.subscribe(await checkout({ licenses: 10 })),
      (await t.as()).billing.subscribe(await checkout({ licenses: 11 })),
    ]);
    expect([codeOf(a), codeOf(b)].sort()).toEqual(['SUBSCRIPTION_STATE', 'ok']);
    const charges = await chargeRows(t.company.id);
    expect(charges.map((c) => [c.kind, c.status])).toEqual([['purchase', 'paid']]);
    expect(await paidAtProvider(charges[0]!.id)).toHaveLength(1);
  });

  // Hole fixed (billing.cancel.ts): both cancels read the paid charges before either refunded, so
  // both asked the provider to pay them back (the fake refuses the second, a 500 to the person).
  it('two cancels at once: one withdrawal, one refund at the provider, the other refused', async () => {
    const t = await paidCompany();
    const day = addDays(realToday(), 2);
    const results = await Promise.allSettled([(await t.as(t.admin, day)).billing.cancel(), (await t.as(t.admin, day)).billing.cancel()]);
    expect(results.map(codeOf).sort()).toEqual(['SUBSCRIPTION_STATE', 'ok']);
    const [purchase] = await chargeRows(t.company.id);
    expect(purchase!.status).toBe('refunded');
    expect(await providerCharges(purchase!.id)).toMatchObject([{ status: 'refunded', refunded_cents: 70_800 }]);
    expect((await companyRow(t.company.id)).plan).toBe('basic');
  });

  // Hole fixed (billing.licences.ts): both requests read 10 licences and each charged 5 more, so the
  // company paid twice for the same 5 licences.
  it('the same licences added twice at once (a double click): charged once', async () => {
    const t = await paidCompany();
    const day = addDays(realToday(), 40);
    const results = await Promise.allSettled([
      (await t.as(t.admin, day)).billing.setLicences({ licenses: 15 }),
      (await t.as(t.admin, day)).billing.setLicences({ licenses: 15 }),
    ]);
    expect(results.map(codeOf)).toContain('ok');
    const licences = (await chargeRows(t.company.id)).filter((c) => c.kind === 'licences');
    expect(licences.filter((c) => c.status === 'paid')).toHaveLength(1);
    expect((await subscriptionOf(t.company.id)).licenses).toBe(15);
  });
});

describe('(d, e) a charge asked twice', () => {
  // Hole fixed (billing.charging.ts): a fresh attempt on a charge whose attempt was in flight (a
  // second server's pass, or a card change, that read the list before the first attempt committed)
  // made a new attempt with a new key: the provider charged both.
  it('a stale reader trying a charge whose attempt is in flight asks that attempt again, never a second charge', async () => {
    const t = await paidCompany();
    const { deps } = await testDeps();
    const day = addDays(realToday(), 3);
    const chargeId = await inFlightLicences(t.company.id, day);
    // The stale reader tries it as if it were still to try.
    expect(await attemptCharge({ ...deps, clock: () => new Date(`${day}T12:00:00Z`) }, t.company.id, chargeId, day, onPaid)).toBe('paid');
    expect((await providerCharges(chargeId)).map((c) => c.idempotency_key)).toEqual([`${chargeId}:1`]);
  });

  // Hole fixed (billing.cancel.ts): a cancel while licences were being paid for dropped their charge
  // as unpaid; the provider's payment then had nothing to be recorded on (or paid back from).
  it('a cancel while a payment is in flight is refused; the payment is recorded, not orphaned', async () => {
    const t = await paidCompany();
    const day = addDays(realToday(), 2);
    const chargeId = await inFlightLicences(t.company.id, day);
    expect((await failureOf((await t.as(t.admin, day)).billing.cancel())).code).toBe('SUBSCRIPTION_STATE');
    await runDay(t.company.id, addDays(day, 1));
    expect((await chargeRows(t.company.id)).find((c) => c.id === chargeId)?.status).toBe('paid');
    expect((await subscriptionOf(t.company.id)).licenses).toBe(12);
    // Answered: the cancel goes through, and pays the licences back with the purchase.
    const result = await (await t.as(t.admin, addDays(day, 1))).billing.cancel();
    expect(result).toMatchObject({ outcome: 'withdrawn', refundedCents: 70_800 + 1000 });
    expect(await providerCharges(chargeId)).toMatchObject([{ status: 'refunded', refunded_cents: 1000 }]);
  });

  // Hole fixed (billing.subscription.ts): a checkout killed after writing its charge and before asking
  // the provider left a purchase nobody would ever ask about, and every later checkout was refused.
  it('a checkout killed before it asked the provider does not block the next one', async () => {
    const t = await billingCompany('trial', 5);
    const { db } = await testDeps();
    const day = realToday();
    const left = await withTenant(db, t.company.id, async (tx) => {
      const id = await insertCharge(tx, t.company.id, {
        kind: 'purchase',
        period: 'annuity',
        licenses: 10,
        coversFrom: day,
        coversTo: periodEnd(day, 'annuity'),
        amountCents: periodCharge('annuity', 10),
        instalments: 1,
        method: 'credit_card',
        dueOn: day,
      });
      await tx
        .updateTable('charges')
        .set({ created_at: new Date(Date.now() - 3_600_000) })
        .where('id', '=', id)
        .execute();
      return id;
    });
    const { charge } = await (await t.as()).billing.subscribe(await checkout());
    expect(charge.status).toBe('paid');
    expect((await chargeRows(t.company.id)).map((c) => c.id)).toEqual([charge._id]);
    expect(await providerCharges(left)).toEqual([]);
  });

  it('two billing days at once on the renewal day: one renewal, charged once', async () => {
    const t = await paidCompany();
    const end = (await subscriptionOf(t.company.id)).period_end!;
    await Promise.all([runDay(t.company.id, end), runDay(t.company.id, end)]);
    const renewals = (await chargeRows(t.company.id)).filter((c) => c.kind === 'renewal');
    expect(renewals.map((c) => c.status)).toEqual(['paid']);
    expect(await paidAtProvider(renewals[0]!.id)).toHaveLength(1);
  });

  it('two billing days at once on a refused renewal: the retry charged once', async () => {
    const t = await paidCompany();
    const payments = await testPayments();
    const end = (await subscriptionOf(t.company.id)).period_end!;
    const card = (await subscriptionOf(t.company.id)).card!;
    await payments.setCardBehaviour(card.providerCardId, 'decline');
    await Promise.all([runDay(t.company.id, end), runDay(t.company.id, end)]);
    const renewal = (await chargeRows(t.company.id)).find((c) => c.kind === 'renewal')!;
    expect(await providerCharges(renewal.id)).toHaveLength(1);
    expect(renewal.status).toBe('failed');
    await payments.setCardBehaviour(card.providerCardId, 'pay');
    const next = addDays(end, 1);
    await Promise.all([runDay(t.company.id, next), runDay(t.company.id, next)]);
    expect(await paidAtProvider(renewal.id)).toHaveLength(1);
    expect((await chargeRows(t.company.id)).find((c) => c.id === renewal.id)!.status).toBe('paid');
  });

  // Hole fixed (billing.cancel.ts, billing.lifecycle.ts): a refund the provider could not be asked
  // for (unreachable, or the server killed before it) was either a 503 with the plan still paid, or,
  // after a crash between the provider's refund and ours, a second refund asked on the retry.
  it('a cancel while the provider is away: the free plan at once, the refund owed and made once by the billing day', async () => {
    const t = await paidCompany();
    const day = addDays(realToday(), 2);
    const result = await (await callerWith(t.admin, day, unreachable())).billing.cancel();
    expect(result).toMatchObject({ outcome: 'withdrawn', refundedCents: 70_800, account: { billing: { plan: 'basic' } } });
    const [purchase] = await chargeRows(t.company.id);
    expect(purchase).toMatchObject({ status: 'refunded', refunded_at: null });
    expect(await providerCharges(purchase!.id)).toMatchObject([{ status: 'paid', refunded_cents: 0 }]);
    // A second cancel has nothing to pay back.
    expect((await failureOf((await t.as(t.admin, day)).billing.cancel())).code).toBe('SUBSCRIPTION_STATE');

    await runDay(t.company.id, day); // asked today already: tomorrow
    expect(await providerCharges(purchase!.id)).toMatchObject([{ refunded_cents: 0 }]);
    // Another company owed a refund too: one company's pass (its own transactions) never pays back another's.
    const other = await paidCompany();
    await (await callerWith(other.admin, day, unreachable())).billing.cancel();
    await runDay(t.company.id, addDays(day, 1));
    expect(await providerCharges(other.purchase._id)).toMatchObject([{ refunded_cents: 0 }]);
    expect((await chargeRows(other.company.id))[0]).toMatchObject({ status: 'refunded', refunded_at: null, last_attempt_on: day });
    await runDay(t.company.id, addDays(day, 2));
    expect(await providerCharges(purchase!.id)).toMatchObject([{ status: 'refunded', refunded_cents: 70_800 }]);
    expect((await chargeRows(t.company.id))[0]!.refunded_at).not.toBeNull();
  });

  it('a refund the provider made but we never recorded (killed in between) is recorded, not made again', async () => {
    const t = await paidCompany();
    const day = addDays(realToday(), 2);
    await (await callerWith(t.admin, day, unreachable())).billing.cancel();
    const [purchase] = await chargeRows(t.company.id);
    // The provider paid it back; the server died before writing so.
    await (await testDeps()).deps.payments.refund(purchase!.provider_id!, 70_800);
    await runDay(t.company.id, addDays(day, 1));
    expect(await providerCharges(purchase!.id)).toMatchObject([{ status: 'refunded', refunded_cents: 70_800 }]);
    expect((await chargeRows(t.company.id))[0]!.refunded_at).not.toBeNull();
  });

  // OPEN: an answer lost on the way back (a timeout, a 502 from a proxy) after the provider charged
  // is taken for "nothing was charged": the checkout puts everything back and deletes its charge, so
  // no pass can ask its key again and the payment is lost (the company paid, no plan). The fix keeps
  // the charge and the card when the outcome is unknown and settles it by its key (at the next
  // checkout and on the billing day) before anything else is bought; it changes the checkout's
  // "unavailable changes nothing" rule the subscribe tests hold, so it is left to a decision.
  it.fails('a checkout whose answer was lost after the provider charged: the payment is not lost', async () => {
    const payments = await testPayments();
    const lossy = await lossyProvider(payments.provider.url);
    try {
      const gateway = httpPaymentGateway({
        apiUrl: lossy.url,
        apiKey: TEST_PAYMENT_KEYS.apiKey,
        publicUrl: payments.provider.url,
        publicKey: TEST_PAYMENT_KEYS.publicKey,
      });
      const t = await billingCompany('trial', 5);
      const day = realToday();
      const failure = await failureOf((await callerWith(t.admin, day, gateway)).billing.subscribe(await checkout({ licenses: 37 })));
      expect(failure.code).toBe('PAYMENT_UNAVAILABLE');
      const amount = periodCharge('annuity', 37);
      // The provider did charge the card.
      expect((await payments.charges()).filter((c) => c.amount_cents === amount && c.status === 'paid').length).toBeGreaterThan(0);
      await runDay(t.company.id, addDays(day, 1));
      expect((await chargeRows(t.company.id)).map((c) => [c.amount_cents, c.status])).toEqual([[amount, 'paid']]);
    } finally {
      await lossy.close();
    }
  });
});

describe('paid plan or licences without paying', () => {
  // Hole fixed (billing.effects.ts): licences bought by boleto on the period's last day (a day's
  // price) and paid after the renewal raised the licences of the new period, which was charged for
  // fewer: a year of licences for a day's price.
  it('licences bought for the rest of a period and paid after it ended add nothing to the next one', async () => {
    const t = await billingCompany('trial', 5);
    const start = realToday();
    const payments = await testPayments();
    await (await t.as(t.admin, start)).billing.subscribe(await checkout({ method: 'boleto', card: undefined, licenses: 10 }));
    await payments.payBoleto((await chargeRows(t.company.id))[0]!.provider_id!);
    await runDay(t.company.id, addDays(start, 1));
    expect((await chargeRows(t.company.id))[0]!.status).toBe('paid');

    const end = periodEnd(start, 'annuity');
    await (await t.as(t.admin, addDays(end, -1))).billing.setLicences({ licenses: 15 });
    const licences = (await chargeRows(t.company.id)).find((c) => c.kind === 'licences')!;
    expect(licences).toMatchObject({ status: 'pending', method: 'boleto', licenses: 15, covers_to: end });
    expect(licences.amount_cents).toBeLessThan(5 * 100);

    await runDay(t.company.id, end);
    const renewal = (await chargeRows(t.company.id)).find((c) => c.kind === 'renewal')!;
    expect(renewal).toMatchObject({ licenses: 10, amount_cents: periodCharge('annuity', 10) });
    await payments.payBoleto(licences.provider_id!);
    await runDay(t.company.id, addDays(end, 1));
    expect((await chargeRows(t.company.id)).find((c) => c.id === licences.id)!.status).toBe('paid');
    expect((await subscriptionOf(t.company.id)).licenses).toBe(10);
  });

  // Hole fixed (billing.queries.ts setPlan): the free plan (3 to 20 people) kept the licences bought
  // on the paid plan, even when all was paid back, or set free of charge on a trial: 1,000 licences
  // bought, a withdrawal, and a free plan for 1,000 people.
  it('back on the free plan, at most its 20 licences: after a withdrawal, and after a trial set to many', async () => {
    const t = await billingCompany('trial', 5);
    await (await t.as()).billing.subscribe(await checkout({ licenses: 300 }));
    const withdrawn = await (await t.as(t.admin, addDays(realToday(), 1))).billing.cancel();
    expect(withdrawn).toMatchObject({ outcome: 'withdrawn', refundedCents: periodCharge('annuity', 300) });
    expect((await subscriptionOf(t.company.id)).licenses).toBe(20);
    expect((await (await t.as()).billing.licences()).availableLicenses).toBe(20);

    const trial = await billingCompany('trial', 5);
    await (await trial.as()).billing.setLicences({ licenses: 500 });
    expect((await subscriptionOf(trial.company.id)).licenses).toBe(500);
    await runDay(trial.company.id, addDays(realToday(), 11));
    expect((await companyRow(trial.company.id)).plan).toBe('basic');
    expect((await subscriptionOf(trial.company.id)).licenses).toBe(20);
  });

  // Hole fixed (billing.lifecycle.ts renew): a change from the annual to the monthly period kept the
  // annual discount on the account (and the monthly to the annual none), shown as the price paid.
  it('a change of period at the renewal brings the price and its discount with it', async () => {
    const t = await paidCompany();
    const end = (await subscriptionOf(t.company.id)).period_end!;
    await (await t.as(t.admin, addDays(end, -3))).billing.changeSubscription({ licenses: 10, period: 'monthly' });
    await runDay(t.company.id, end);
    const monthly = (await (await t.as(t.admin, end)).billing.account()).billing;
    expect(monthly).toMatchObject({ period: 'monthly', pricePerUserCents: 890, discountPerUserCents: 0 });
    const next = monthly.periodEnd!;
    await (await t.as(t.admin, addDays(next, -3))).billing.changeSubscription({ licenses: 10, period: 'annuity' });
    await runDay(t.company.id, next);
    expect((await (await t.as(t.admin, next)).billing.account()).billing).toMatchObject({ period: 'annuity', pricePerUserCents: 590, discountPerUserCents: 300 });
  });

  it('a declined card buys nothing: no plan, no licences, no charge kept', async () => {
    const t = await billingCompany('trial', 5);
    expect((await failureOf((await t.as()).billing.subscribe(await checkout({ licenses: 30 }, CARDS.declined)))).code).toBe('CARD_DECLINED');
    expect(await chargeRows(t.company.id)).toEqual([]);
    expect((await companyRow(t.company.id)).plan).toBe('trial');
    const paid = await paidCompany();
    const day = addDays(realToday(), 40);
    await (await testPayments()).setCardBehaviour((await subscriptionOf(paid.company.id)).card!.providerCardId, 'decline');
    expect((await failureOf((await paid.as(paid.admin, day)).billing.setLicences({ licenses: 40 }))).code).toBe('CARD_DECLINED');
    expect((await subscriptionOf(paid.company.id)).licenses).toBe(10);
    expect((await chargeRows(paid.company.id)).map((c) => c.kind)).toEqual(['purchase']);
  });
});

describe('(a) the checkout as a card tester', () => {
  // A trial account could tokenise stolen numbers at the provider (any origin may) and tell the good
  // from the bad by the checkout's answer: past five refused cards an hour, the company's next card
  // is refused before the provider is asked (deps.cardThrottle).
  it('the sixth refused card in a row within minutes is not tried at the provider', async () => {
    const t = await billingCompany('trial', 5);
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push((await failureOf((await t.as()).billing.subscribe(await checkout({}, CARDS.declined)))).code);
    expect(codes).toEqual([...Array(5).fill('CARD_DECLINED'), 'TOO_MANY_ATTEMPTS']);
    // A good card waits too: the answer tells nothing about the card.
    expect((await failureOf((await t.as()).billing.subscribe(await checkout({}, CARDS.pays)))).code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('(b) another company, a manager, a user', () => {
  it("another company's administrator cannot read or dismiss this company's notices or see its charges", async () => {
    const t = await paidCompany();
    const end = (await subscriptionOf(t.company.id)).period_end!;
    await runDay(t.company.id, addDays(end, -10));
    const [notice] = (await (await t.as(t.admin, addDays(end, -10))).billing.notices()).notices;
    expect(notice?.kind).toBe('renewal');

    const other = await paidCompany();
    const theirs = await other.as(other.admin, addDays(end, -10));
    expect((await failureOf(theirs.billing.dismissNotice({ id: notice!._id }))).code).toBe('NOT_FOUND');
    expect((await theirs.billing.notices()).notices.map((n) => n._id)).not.toContain(notice!._id);
    expect((await theirs.billing.charges()).charges.map((c) => c._id)).not.toContain(t.purchase._id);
    expect((await (await t.as(t.admin, addDays(end, -10))).billing.notices()).notices.map((n) => n._id)).toEqual([notice!._id]);
  });

  it('a manager and a user: every billing read and write refused (notices an empty list), nothing reaches the provider', async () => {
    const t = await paidCompany();
    for (const who of [t.manager, t.user]) {
      const caller = await t.as(who);
      const token = await cardToken(CARDS.pays2);
      expect((await caller.billing.notices()).notices).toEqual([]);
      const purchase = await checkout();
      for (const call of [
        () => caller.billing.account(),
        () => caller.billing.charges(),
        () => caller.billing.licences(),
        () => caller.billing.cancel(),
        () => caller.billing.setLicences({ licenses: 50 }),
        () => caller.billing.changeSubscription({ licenses: 10, period: 'monthly' }),
        () => caller.billing.changeCard(token),
        () => caller.billing.subscribe(purchase),
      ]) {
        expect((await failureOf(call())).code).toBe('FORBIDDEN');
      }
      // The token was never traded: the administrator can still use it.
      expect((await (await t.as()).billing.changeCard(token)).paymentMethod?.displayNumber).toMatch(/4444$/);
    }
    expect((await chargeRows(t.company.id)).map((c) => [c.kind, c.status])).toEqual([['purchase', 'paid']]);
    expect(await subscriptionOf(t.company.id)).toMatchObject({ licenses: 10, cancel_at_period_end: false });
  });
});

describe('(c) the card at rest', () => {
  it('a client that sends the whole number as the display number: only the provider’s masked one is kept', async () => {
    const t = await billingCompany('trial', 5);
    const token = await cardToken(CARDS.pays);
    await (await t.as()).billing.subscribe(await checkout({ card: { ...token, display_number: CARDS.pays } }));
    const { db } = await testDeps();
    const rows = await withTenant(db, t.company.id, (tx) =>
      tx
        .selectFrom('subscriptions')
        .select((eb) => eb.cast<string>('card', 'text').as('card'))
        .where('company_id', '=', t.company.id)
        .execute(),
    );
    expect(rows[0]!.card).not.toContain(CARDS.pays);
    expect(rows[0]!.card).toContain('**** **** **** 1111');
  });
});

describe('(f) bad input', () => {
  it('a purchase with an invalid document: 400 with the field, the card token never traded, nothing written', async () => {
    const t = await billingCompany('trial', 5);
    const token = await sessionFor(t.admin);
    const body = await checkout({ doc: '11.222.333/0001-80', licenses: 2 });
    const res = await v1('POST', '/subscription', { token, body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['doc', 'licenses']);
    expect(await chargeRows(t.company.id)).toEqual([]);
    expect((await subscriptionOf(t.company.id)).card).toBeNull();
    // The provider never saw the token: it still trades for a card.
    expect((await v1('PUT', '/subscription/credit-card', { token, body: body.card })).status).toBe(200);
  });

  it('licences as a string of SQL, a negative number, an object: 400, the licences as they were', async () => {
    const t = await paidCompany();
    const token = await sessionFor(t.admin);
    for (const licenses of ['10; update subscriptions set licenses = 999 --', -5, { $gt: 1 }, 1e9]) {
      const res = await v1('PUT', '/subscription/licenses', { token, body: { licenses } });
      expect(res.status, JSON.stringify(licenses)).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['licenses']);
    }
    expect((await subscriptionOf(t.company.id)).licenses).toBe(10);
    expect((await chargeRows(t.company.id)).map((c) => c.kind)).toEqual(['purchase']);
  });
});

/**
 * Licences (10 → 12, 10.00) being paid for on `day`: the attempt committed and the provider asked
 * with its key (and paid), the answer not yet recorded, as a request in flight or killed leaves it.
 */
async function inFlightLicences(companyId: string, day: string): Promise<string> {
  const { deps, db } = await testDeps();
  const sub = await subscriptionOf(companyId);
  const chargeId = await withTenant(db, companyId, async (tx) => {
    const id = await insertCharge(tx, companyId, {
      kind: 'licences',
      period: 'annuity',
      licenses: 12,
      coversFrom: day,
      coversTo: sub.period_end!,
      amountCents: 1000,
      instalments: 1,
      method: 'credit_card',
      dueOn: day,
    });
    await tx.updateTable('charges').set({ attempts: 1, last_attempt_on: day }).where('id', '=', id).execute();
    return id;
  });
  await deps.payments.chargeCard(sub.card!.providerCardId, {
    idempotencyKey: `${chargeId}:1`,
    amountCents: 1000,
    instalments: 1,
    description: 'in flight',
    customer: { name: 'Acme', document: '' },
  });
  return chargeId;
}

/** A proxy in front of the provider that forwards every call and loses the answer of card charges (a 502 once the provider charged). */
async function lossyProvider(target: string) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += String(chunk)));
    req.on('end', () => {
      void fetch(`${target}${req.url}`, {
        method: req.method,
        headers: { authorization: String(req.headers.authorization ?? ''), 'content-type': 'application/json' },
        body: req.method === 'GET' ? undefined : body,
      }).then(async (answer) => {
        const text = await answer.text();
        if (req.method === 'POST' && req.url === '/charges') return void res.writeHead(502).end();
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
