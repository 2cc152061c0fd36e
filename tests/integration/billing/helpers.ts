import { addDays } from '../../../domain/billing.js';
import { makeCompany, makeUser } from '../../../seeds/factories.js';
import { withTenant } from '../../../server/db/tenant.js';
import type { Plan } from '../../../server/db/types.js';
import { TEST_CARDS } from '../../../server/dev/fake-payment-provider.js';
import { createCallerFactory } from '../../../server/trpc/init.js';
import { appRouter } from '../../../server/trpc/router.js';
import { testPayments, type TestCard } from '../../setup/payments.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { sessionFor } from '../auth/helpers.js';

// Billing's tests: a company with an administrator, a manager, a user and more people; callers
// signed in as each on a day of the test's choosing (the services read "today" from deps.clock);
// cards tokenised at this worker's local provider exactly as the browser does.

export const realToday = () => new Date().toISOString().slice(0, 10);
export const CARDS = { pays: TEST_CARDS.pays[0], pays2: TEST_CARDS.pays[1], declined: TEST_CARDS.declined, processingError: TEST_CARDS.processingError };
export const CNPJ = '11.222.333/0001-81';
export const CPF = '529.982.247-25';
export const PAULISTA = { zip: '01310-100', address: 'Avenida Paulista', number: '1000', complement: 'Sala 5', state: 'SP', city: 'São Paulo' };

/** A company on `plan` with `people` people who hold licences (an administrator, a manager and a user among them). */
export async function billingCompany(plan: Plan = 'trial', people = 5) {
  const { db } = await testDeps();
  const company = await makeCompany(db, { plan, trial_ends_at: plan === 'trial' ? new Date(Date.now() + 10 * 86_400_000) : null });
  const admin = await makeUser(db, company.id, { role: 'admin', password: null });
  const manager = await makeUser(db, company.id, { role: 'manager', password: null });
  const user = await makeUser(db, company.id, { role: 'user', password: null });
  for (let i = 3; i < people; i++) await makeUser(db, company.id, { password: null });
  /** A caller as `who` (the administrator by default) on `day` (today by default). */
  const as = async (who: { company_id: string; id: string } = admin, day?: string) => callerOn(await sessionFor(who), day);
  return { company, admin, manager, user, as };
}
export type BillingCompany = Awaited<ReturnType<typeof billingCompany>>;

/** A caller with a session token whose clock shows `day` (noon UTC). */
export async function callerOn(token: string, day?: string) {
  const { ctx } = await callerFor({ token });
  const clock = day ? () => new Date(`${day}T12:00:00Z`) : () => new Date();
  return createCallerFactory(appRouter)({ ...ctx, deps: { ...ctx.deps, clock } });
}

/** The token data the browser gets from the provider for a card (ZCardToken). */
export async function cardToken(number: string = CARDS.pays, over: Partial<TestCard> = {}) {
  return (await testPayments()).tokenise({ number, ...over });
}

/** A complete checkout: `licenses` licences, annual, by card, with a CNPJ and a São Paulo address. */
export async function checkout(over: Record<string, unknown> = {}, number: string = CARDS.pays) {
  return {
    licenses: 10,
    period: 'annuity' as const,
    method: 'credit_card' as const,
    name: 'Acme Ltda',
    doc: CNPJ,
    address: PAULISTA,
    card: await cardToken(number),
    ...over,
  };
}

export async function subscriptionOf(companyId: string) {
  const { db } = await testDeps();
  return withTenant(db, companyId, (tx) => tx.selectFrom('subscriptions').selectAll().where('company_id', '=', companyId).executeTakeFirstOrThrow());
}

export async function companyRow(companyId: string) {
  const { db } = await testDeps();
  return withTenant(db, companyId, (tx) => tx.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow());
}

export async function chargeRows(companyId: string) {
  const { db } = await testDeps();
  return withTenant(db, companyId, (tx) => tx.selectFrom('charges').selectAll().where('company_id', '=', companyId).orderBy('created_at').execute());
}

export async function auditActions(companyId: string) {
  const { db } = await testDeps();
  const rows = await withTenant(db, companyId, (tx) =>
    tx.selectFrom('audit_logs').select(['entity', 'action']).where('company_id', '=', companyId).orderBy('created_at').execute(),
  );
  return rows.map((r) => `${r.entity}.${r.action}`);
}

/** The provider's charges for one of our charges (its idempotency keys are `<charge id>:<attempt>`). */
export async function providerCharges(chargeId: string) {
  return (await testPayments()).charges(`${chargeId}:`);
}

/** A trial company that bought the annual plan (10 licences) by card on `day` (today by default). */
export async function paidCompany(people = 5, day = realToday()) {
  const t = await billingCompany('trial', people);
  const { charge } = await (await t.as(t.admin, day)).billing.subscribe(await checkout());
  return { ...t, purchase: charge };
}

export { addDays };
