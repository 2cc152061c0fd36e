import { describe, expect, it } from 'vitest';
import { periodCharge, periodEnd, type Period } from '../../../domain/billing.js';
import { makeCompany, makeUser } from '../../../seeds/factories.js';
import { validateSession } from '../../../server/auth/sessions.js';
import { withTenant } from '../../../server/db/tenant.js';
import type { Plan } from '../../../server/db/types.js';
import { TEST_CARDS } from '../../../server/dev/fake-payment-provider.js';
import { insertCharge } from '../../../server/modules/billing/billing.charging.js';
import { runBillingDay } from '../../../server/modules/billing/billing.lifecycle.js';
import { testPayments } from '../../setup/payments.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { failureOf, sessionFor } from '../auth/helpers.js';

// The billing day (billing.lifecycle.ts) on days of the test's choosing: each test runs the pass for
// its own company only, on the run's database, against this worker's fake payment provider.

interface Setup {
  plan?: Plan;
  period?: Period;
  nextPeriod?: Period;
  licenses?: number;
  people?: number;
  /** The paid period's first day (none: no period, a trial). */
  start?: string;
  card?: string | null;
  method?: 'credit_card' | 'boleto';
  trialEndsAt?: string;
  cancelAtPeriodEnd?: boolean;
}

/** A company and its subscription as the checkout would have left them, written directly. */
async function company(s: Setup = {}) {
  const { db, deps } = await testDeps();
  const plan = s.plan ?? 'enterprise';
  const c = await makeCompany(db, { plan, trial_ends_at: s.trialEndsAt ? new Date(s.trialEndsAt) : null });
  const admin = await makeUser(db, c.id, { role: 'admin' });
  for (let i = 1; i < (s.people ?? 3); i++) await makeUser(db, c.id, { role: 'user', password: null });
  const number = s.card === undefined ? TEST_CARDS.pays[0] : s.card;
  const card = number ? await deps.payments.saveCard((await (await testPayments()).tokenise({ number })).id, { name: 'Acme', document: '11222333000181' }) : null;
  const period = s.period ?? 'annuity';
  await withTenant(db, c.id, (tx) =>
    tx
      .updateTable('subscriptions')
      .set({
        licenses: s.licenses ?? 10,
        period,
        next_period: s.nextPeriod ?? null,
        period_start: s.start ?? null,
        period_end: s.start ? periodEnd(s.start, period) : null,
        cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
        payment_method: s.method ?? (card ? 'credit_card' : null),
        card: card && JSON.stringify(card),
        billing_name: 'Acme Ltda',
        document: '11222333000181',
      })
      .where('company_id', '=', c.id)
      .execute(),
  );
  return { companyId: c.id, admin, card };
}

/** The billing day `day` for one company, its clock at the job's time; nothing may fail. */
async function runDay(companyId: string, day: string) {
  const { deps } = await testDeps();
  const result = await runBillingDay({ ...deps, clock: () => new Date(`${day}T00:05:00Z`) }, day, [companyId]);
  expect(result.failures).toEqual([]);
}

async function state(companyId: string) {
  const { db } = await testDeps();
  return withTenant(db, companyId, async (tx) => ({
    company: await tx.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow(),
    sub: await tx.selectFrom('subscriptions').selectAll().where('company_id', '=', companyId).executeTakeFirstOrThrow(),
    charges: await tx.selectFrom('charges').selectAll().orderBy('created_at').execute(),
    notices: (await tx.selectFrom('notices').select(['kind', 'subject']).orderBy('created_at').execute()).map((n) => `${n.kind} ${n.subject}`),
  }));
}

async function mails(to: string) {
  const { db } = await testDeps();
  const rows = await db.selectFrom('mail_outbox').select('template').where('to_address', '=', to).orderBy('id').execute();
  return rows.map((r) => r.template);
}

const ledger = async (chargeId: string) => (await testPayments()).charges(`${chargeId}:`);

/** The plan the ladder serves the session on; the client's session info must say the same. */
async function sessionPlan(token: string) {
  const { db } = await testDeps();
  const served = (await validateSession(db, token))?.auth.plan;
  const { caller } = await callerFor({ token });
  expect((await caller.auth.session()).plan).toBe(served);
  return served;
}

/** Whether a paid procedure serves the person (PLAN_REQUIRED when it does not). */
async function paidFeature(token: string) {
  const { caller } = await callerFor({ token });
  return failureOf(caller.actionPlans.list()).then(
    (e) => e.code,
    () => 'served',
  );
}

describe('the renewal', () => {
  it('is noticed 15 days before, by notice and mail to the administrators, once', async () => {
    const { companyId, admin } = await company({ start: '2031-01-10', licenses: 10 });
    await runDay(companyId, '2031-12-25');
    expect((await state(companyId)).notices).toEqual([]);
    await runDay(companyId, '2031-12-26');
    await runDay(companyId, '2031-12-27');
    expect((await state(companyId)).notices).toEqual(['renewal 2032-01-10']);
    expect(await mails(admin.email!)).toEqual(['renewalNotice']);
  });

  it('charges the period on its day and advances it, once however often the day runs', async () => {
    const { companyId } = await company({ start: '2031-01-10', licenses: 10 });
    await runDay(companyId, '2032-01-09');
    expect((await state(companyId)).charges).toEqual([]);
    await runDay(companyId, '2032-01-10');
    await runDay(companyId, '2032-01-10');
    await runDay(companyId, '2032-01-11');
    const { sub, charges } = await state(companyId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      kind: 'renewal',
      status: 'paid',
      licenses: 10,
      covers_from: '2032-01-10',
      covers_to: '2033-01-10',
      amount_cents: 70_800,
      attempts: 1,
    });
    expect(await ledger(charges[0]!.id)).toMatchObject([{ status: 'paid', amount_cents: 70_800 }]);
    expect(sub).toMatchObject({ period_start: '2032-01-10', period_end: '2033-01-10', licenses: 10, past_due_since: null });
  });

  it('follows the people on a monthly plan, and applies a change of period asked for', async () => {
    const { companyId } = await company({ start: '2031-02-15', period: 'annuity', nextPeriod: 'monthly', licenses: 3, people: 5 });
    await runDay(companyId, '2032-02-15');
    const { sub, charges } = await state(companyId);
    expect(charges[0]).toMatchObject({ kind: 'renewal', period: 'monthly', licenses: 5, covers_to: '2032-03-15', amount_cents: 5 * 890, status: 'paid' });
    expect(sub).toMatchObject({ period: 'monthly', next_period: null, licenses: 5, price_per_user_cents: 890, period_start: '2032-02-15', period_end: '2032-03-15' });
  });

  it('ends a subscription cancelled at its period end on that day, without charging', async () => {
    const { companyId, admin } = await company({ start: '2030-08-01', cancelAtPeriodEnd: true });
    await runDay(companyId, '2031-07-20');
    await runDay(companyId, '2031-07-31');
    expect((await state(companyId)).company.plan).toBe('enterprise');
    await runDay(companyId, '2031-08-01');
    const { company: c, sub, charges, notices } = await state(companyId);
    expect(c.plan).toBe('basic');
    expect(sub).toMatchObject({ period_start: null, period_end: null, cancel_at_period_end: false });
    expect(charges).toEqual([]);
    expect(notices).toEqual([]);
    expect(await mails(admin.email!)).toEqual([]);
  });
});

describe('a refused payment', () => {
  it('is noticed, retried daily with fee and interest, suspends at 10 days late, and a payment brings access back', async () => {
    const { companyId, admin, card } = await company({ start: '2031-01-10', licenses: 10, card: TEST_CARDS.declined });
    const token = await sessionFor(admin);
    await runDay(companyId, '2032-01-10');
    await runDay(companyId, '2032-01-10');
    let s = await state(companyId);
    const charge = s.charges[0]!;
    expect(s.charges).toHaveLength(1);
    expect(charge).toMatchObject({ status: 'failed', attempts: 1, fee_cents: 0, interest_cents: 0 });
    expect(s.sub.past_due_since).toBe('2032-01-10');
    expect(s.notices).toEqual([`payment-failed ${charge.id}`]);
    expect(await mails(admin.email!)).toEqual(['paymentFailed']);

    // A day late: 2 % of 708.00 = 14.16, and a thirtieth of 1 % = 0.236 → 0.24.
    await runDay(companyId, '2032-01-11');
    await runDay(companyId, '2032-01-11');
    s = await state(companyId);
    expect(s.charges[0]).toMatchObject({ status: 'failed', attempts: 2, fee_cents: 1416, interest_cents: 24 });
    expect((await ledger(charge.id)).map((c) => c.amount_cents)).toEqual([70_800, 72_240]);

    await runDay(companyId, '2032-01-19');
    expect((await state(companyId)).company.suspended_at).toBeNull();
    expect(await sessionPlan(token)).toBe('enterprise');
    await runDay(companyId, '2032-01-20');
    s = await state(companyId);
    expect(s.company.suspended_at).not.toBeNull();
    expect(s.company.plan).toBe('enterprise');
    expect(s.notices).toEqual([`payment-failed ${charge.id}`, 'suspended 2032-01-10']);
    expect(await mails(admin.email!)).toEqual(['paymentFailed', 'accountSuspended']);
    expect(await sessionPlan(token)).toBe('basic');
    expect(await paidFeature(token)).toBe('PLAN_REQUIRED');

    // The card pays again: 11 days late, 708.00 + 14.16 + 2.596 → 2.60 = 724.76.
    await (await testPayments()).setCardBehaviour(card!.providerCardId, 'pay');
    await runDay(companyId, '2032-01-21');
    s = await state(companyId);
    expect(s.charges[0]).toMatchObject({ status: 'paid', attempts: 5, fee_cents: 1416, interest_cents: 260 });
    expect((await ledger(charge.id)).at(-1)).toMatchObject({ status: 'paid', amount_cents: 72_476 });
    expect(s.company.suspended_at).toBeNull();
    expect(s.sub.past_due_since).toBeNull();
    expect(await sessionPlan(token)).toBe('enterprise');
    expect(await paidFeature(token)).toBe('served');
  });

  it('resumes an attempt a crash left without its answer with the same key, charging once', async () => {
    const { deps, db } = await testDeps();
    const { companyId, card } = await company({ start: '2031-06-01', licenses: 4 });
    // The pass of 06-01 made the renewal and asked the provider, and the server died before the answer.
    const id = await withTenant(db, companyId, async (tx) => {
      const chargeId = await insertCharge(tx, companyId, {
        kind: 'renewal',
        period: 'annuity',
        licenses: 4,
        coversFrom: '2032-06-01',
        coversTo: '2033-06-01',
        amountCents: periodCharge('annuity', 4),
        instalments: 1,
        method: 'credit_card',
        dueOn: '2032-06-01',
      });
      await tx.updateTable('charges').set({ attempts: 1, last_attempt_on: '2032-06-01' }).where('id', '=', chargeId).execute();
      await tx.updateTable('subscriptions').set({ period_start: '2032-06-01', period_end: '2033-06-01' }).where('company_id', '=', companyId).execute();
      return chargeId;
    });
    const request = {
      idempotencyKey: `${id}:1`,
      amountCents: periodCharge('annuity', 4),
      instalments: 1,
      description: 'renewal',
      customer: { name: 'Acme', document: '' },
    };
    expect(await deps.payments.chargeCard(card!.providerCardId, request)).toMatchObject({ status: 'paid' });
    await runDay(companyId, '2032-06-01');
    expect((await state(companyId)).charges[0]).toMatchObject({ status: 'pending', attempts: 1 });
    await runDay(companyId, '2032-06-02');
    await runDay(companyId, '2032-06-02');
    const { charges } = await state(companyId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'paid', attempts: 1, fee_cents: 0, interest_cents: 0 });
    expect(await ledger(id)).toHaveLength(1);
  });

  it("of one company stops no other's, and a provider away is asked again the next day", async () => {
    const { deps } = await testDeps();
    const away = await company({ start: '2031-04-03', card: TEST_CARDS.processingError });
    const fine = await company({ start: '2031-04-03' });
    const day = '2032-04-03';
    const { failures } = await runBillingDay({ ...deps, clock: () => new Date(`${day}T00:05:00Z`) }, day, [away.companyId, fine.companyId]);
    expect(failures).toMatchObject([{ companyId: away.companyId, step: 'renewal' }]);
    expect((await state(fine.companyId)).charges[0]).toMatchObject({ status: 'paid' });
    const [pending] = (await state(away.companyId)).charges;
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    await (await testPayments()).setCardBehaviour(away.card!.providerCardId, 'pay');
    await runDay(away.companyId, '2032-04-04');
    expect((await state(away.companyId)).charges[0]).toMatchObject({ status: 'paid', attempts: 1 });
    expect(await ledger(pending!.id)).toHaveLength(1);
  });

  it('by boleto: an unpaid one makes the company late after its due day, and paying it settles', async () => {
    const { companyId, admin } = await company({ start: '2031-09-01', method: 'boleto', card: null });
    await runDay(companyId, '2032-09-01');
    let s = await state(companyId);
    expect(s.charges[0]).toMatchObject({ kind: 'renewal', method: 'boleto', status: 'pending', due_on: '2032-09-04' });
    expect(s.charges[0]!.boleto_url).toBeTruthy();
    await runDay(companyId, '2032-09-04');
    expect((await state(companyId)).sub.past_due_since).toBeNull();
    await runDay(companyId, '2032-09-05');
    s = await state(companyId);
    expect(s.sub.past_due_since).toBe('2032-09-04');
    expect(await mails(admin.email!)).toEqual(['paymentFailed']);
    await (await testPayments()).payBoleto(s.charges[0]!.provider_id!);
    await runDay(companyId, '2032-09-06');
    s = await state(companyId);
    expect(s.charges[0]).toMatchObject({ status: 'paid' });
    expect(s.sub.past_due_since).toBeNull();
    expect(await ledger(s.charges[0]!.id)).toHaveLength(1);
  });
});

describe('the end of a trial', () => {
  it('is noticed 3 days before, and with a card on file starts the paid plan for the licensed people', async () => {
    const { companyId, admin } = await company({ plan: 'trial', trialEndsAt: '2031-05-20T15:00:00Z', licenses: 3, people: 4 });
    await runDay(companyId, '2031-05-16');
    expect((await state(companyId)).notices).toEqual([]);
    await runDay(companyId, '2031-05-17');
    await runDay(companyId, '2031-05-18');
    expect((await state(companyId)).notices).toEqual(['trial-ending 2031-05-20']);
    const before = (await state(companyId)).company.claims_changed_at;
    await runDay(companyId, '2031-05-20');
    await runDay(companyId, '2031-05-20');
    const { company: c, sub, charges } = await state(companyId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ kind: 'purchase', status: 'paid', licenses: 4, covers_from: '2031-05-20', covers_to: '2032-05-20', amount_cents: 4 * 7080 });
    expect(await ledger(charges[0]!.id)).toHaveLength(1);
    expect(c).toMatchObject({ plan: 'enterprise', trial_ends_at: null });
    expect(c.claims_changed_at.getTime()).toBeGreaterThan(before.getTime());
    expect(sub).toMatchObject({ licenses: 4, period_start: '2031-05-20', period_end: '2032-05-20' });
    expect(await mails(admin.email!)).toEqual(['trialEnding']);
  });

  it('without a card, or with one refused, moves to the free plan with a notice and a mail', async () => {
    for (const card of [null, TEST_CARDS.declined]) {
      const { companyId, admin, card: stored } = await company({ plan: 'trial', trialEndsAt: '2031-05-20T00:00:00Z', card });
      const { db } = await testDeps();
      await withTenant(db, companyId, (tx) => tx.updateTable('companies').set({ survey_interval_days: 7 }).where('id', '=', companyId).execute());
      await runDay(companyId, '2031-05-20');
      await runDay(companyId, '2031-05-21');
      const { company: c, charges, notices } = await state(companyId);
      // Weekly surveys are paid-only: the free plan's cycles are biweekly from the next one.
      expect(c).toMatchObject({ plan: 'basic', trial_ends_at: null, survey_interval_days: 14 });
      // The refused purchase is not owed: no charge stays, and the provider refused one.
      expect(charges).toEqual([]);
      expect((await (await testPayments()).charges()).filter((ch) => ch.card_id === stored?.providerCardId).map((ch) => ch.status)).toEqual(card ? ['declined'] : []);
      expect(notices).toEqual(['trial-ended 2031-05-20']);
      expect(await mails(admin.email!)).toEqual(['trialEnded']);
    }
  });
});
