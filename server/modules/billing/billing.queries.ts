import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import type { Plan } from '../../db/types.js';
import { PLAN_LIMITS, type Period } from '../../../domain/billing.js';

// The account's SQL: the company with its subscription, its charges and its notices. Every query
// names the company besides the tenant transaction's row-level security.

/** The company and its subscription, as the account screens read them; `lock` holds the subscription row for a change. */
export function accountRow(tx: Tx, companyId: string, lock = false) {
  const query = tx
    .selectFrom('companies as c')
    .innerJoin('subscriptions as s', 's.company_id', 'c.id')
    .select([
      'c.name',
      'c.size_band',
      'c.created_at',
      'c.plan',
      'c.trial_ends_at',
      'c.suspended_at',
      'c.survey_interval_days',
      'c.survey_delivery_date',
      's.licenses',
      's.period',
      's.price_per_user_cents',
      's.discount_per_user_cents',
      's.period_start',
      's.period_end',
      's.first_paid_at',
      's.past_due_since',
      's.cancel_at_period_end',
      's.next_period',
      's.payment_method',
      's.instalments',
      's.card',
      's.billing_name',
      's.document',
      's.address',
      's.updated_at',
    ])
    .where('c.id', '=', companyId);
  return (lock ? query.forUpdate('s') : query).executeTakeFirstOrThrow();
}
export type AccountRow = Awaited<ReturnType<typeof accountRow>>;

/** The subscription's columns a refused checkout puts back as they were. */
export type SubscriptionSnapshot = Pick<
  AccountRow,
  'licenses' | 'period' | 'instalments' | 'payment_method' | 'card' | 'billing_name' | 'document' | 'address' | 'updated_at'
>;

export interface SubscriptionChange {
  licenses?: number;
  period?: Period;
  next_period?: Period | null;
  instalments?: number;
  payment_method?: SubscriptionSnapshot['payment_method'];
  card?: SubscriptionSnapshot['card'];
  billing_name?: string | null;
  document?: string | null;
  address?: SubscriptionSnapshot['address'];
  cancel_at_period_end?: boolean;
  /** Now, unless a refused checkout puts back the time of the last real change. */
  updated_at?: Date;
}

/** Writes subscription columns (the jsonb ones as JSON). */
export async function updateSubscription(tx: Tx, companyId: string, change: SubscriptionChange): Promise<void> {
  const { card, address, updated_at, ...plain } = change;
  await tx
    .updateTable('subscriptions')
    .set({
      ...plain,
      ...(card !== undefined ? { card: card && JSON.stringify(card) } : {}),
      ...(address !== undefined ? { address: address && JSON.stringify(address) } : {}),
      updated_at: updated_at ?? sql`now()`,
    })
    .where('company_id', '=', companyId)
    .execute();
}

/**
 * Moves the company to a plan; sessions are told to refresh (their plan changed). The free plan
 * keeps at most its 20 licences: those bought on the paid plan (even paid back) or set on a trial
 * are not the free plan's, and nobody is added beyond them.
 */
export async function setPlan(tx: Tx, companyId: string, plan: Plan): Promise<void> {
  await tx
    .updateTable('companies')
    .set({ plan, trial_ends_at: null, claims_changed_at: sql`now()` })
    .where('id', '=', companyId)
    .where('plan', '<>', plan)
    .execute();
  if (plan === 'basic') {
    // Weekly surveys are paid-only (company.settings.ts): the free plan's next cycle is biweekly.
    await tx.updateTable('companies').set({ survey_interval_days: 14 }).where('id', '=', companyId).where('survey_interval_days', '=', 7).execute();
    await tx
      .updateTable('subscriptions')
      .set({ licenses: sql`least(licenses, ${PLAN_LIMITS.freeMaxUsers})` })
      .where('company_id', '=', companyId)
      .where('licenses', '>', PLAN_LIMITS.freeMaxUsers)
      .execute();
  }
}

/** Back to the free plan: no paid period, nothing pending at its end. */
export async function endPaidPeriod(tx: Tx, companyId: string): Promise<void> {
  await setPlan(tx, companyId, 'basic');
  await tx
    .updateTable('subscriptions')
    .set({ period_start: null, period_end: null, cancel_at_period_end: false, next_period: null, past_due_since: null, updated_at: sql`now()` })
    .where('company_id', '=', companyId)
    .execute();
  await tx.updateTable('companies').set({ suspended_at: null }).where('id', '=', companyId).execute();
}

export function chargesList(tx: Tx, companyId: string) {
  return tx.selectFrom('charges').selectAll().where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('covers_from', 'desc').execute();
}

export function chargeById(tx: Tx, companyId: string, id: string) {
  return tx.selectFrom('charges').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * Whether a licences charge of the period ending on `periodEnd` is still awaiting its answer: a card
 * charge of today (about to be tried, or its attempt in flight), a boleto not past its due day. Its
 * payment sets its own total.
 */
export async function licencesAwaiting(tx: Tx, companyId: string, periodEnd: string, today: string): Promise<boolean> {
  const row = await tx
    .selectFrom('charges')
    .select('id')
    .where('company_id', '=', companyId)
    .where('kind', '=', 'licences')
    .where('status', '=', 'pending')
    .where('covers_to', '=', periodEnd)
    .where('due_on', '>=', today)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a card charge was asked for and its answer is not recorded (in flight, or left by a crash for the billing day to ask again). */
export async function attemptUnanswered(tx: Tx, companyId: string): Promise<boolean> {
  const row = await tx
    .selectFrom('charges')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', '=', 'pending')
    .where('method', '=', 'credit_card')
    .where('attempts', '>', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** Charges tried and not paid: what the company owes. */
export function unpaidCharges(tx: Tx, companyId: string) {
  return tx
    .selectFrom('charges')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('status', 'in', ['pending', 'failed'])
    .where('attempts', '>', 0)
    .orderBy('due_on')
    .execute();
}

/** Charges refused and still owed, oldest due first (a new card tries them at once). */
export async function failedChargeIds(tx: Tx, companyId: string): Promise<string[]> {
  const rows = await tx.selectFrom('charges').select('id').where('company_id', '=', companyId).where('status', '=', 'failed').orderBy('due_on').execute();
  return rows.map((c) => c.id);
}

/** Paid charges, newest first (a withdrawal refunds them all; a refund the newest purchase or renewal). */
export function paidCharges(tx: Tx, companyId: string) {
  return tx.selectFrom('charges').selectAll().where('company_id', '=', companyId).where('status', '=', 'paid').orderBy('paid_at', 'desc').execute();
}

/** Whether a charge was paid back (or is owed back) on or after `day`: the day it was decided is its last attempt's. */
export async function refundedSince(tx: Tx, companyId: string, day: string): Promise<boolean> {
  const row = await tx
    .selectFrom('charges')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', '=', 'refunded')
    .where(sql<boolean>`coalesce(last_attempt_on, refunded_at::date) >= ${day}::date`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A paid charge to be paid back, from the transaction that decides it: refunded from then on (a second
 * cancel finds nothing to pay back), `refunded_at` once the provider made the refund (markRefundMade),
 * `last_attempt_on` the day the provider was last asked.
 */
export async function markRefundOwed(tx: Tx, companyId: string, id: string, today: string): Promise<void> {
  await tx
    .updateTable('charges')
    .set({ status: 'refunded', refunded_at: null, last_attempt_on: today })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .execute();
}

export async function markRefundMade(tx: Tx, companyId: string, id: string): Promise<void> {
  await tx
    .updateTable('charges')
    .set({ refunded_at: sql`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', '=', 'refunded')
    .where('refunded_at', 'is', null)
    .execute();
}

/** A charge that was never owed (a checkout refused) or no longer is (a period given up); how many went. */
export async function dropUnpaidCharges(tx: Tx, companyId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .deleteFrom('charges')
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .where('status', 'in', ['pending', 'failed'])
    .returning('id')
    .execute();
  return rows.length;
}

export function openNotices(tx: Tx, companyId: string) {
  return tx
    .selectFrom('notices')
    .select(['id', 'kind', 'params', 'created_at'])
    .where('company_id', '=', companyId)
    .where('dismissed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Dismisses an open notice; false when there is none by that id (dismissed, another company's, or never made). */
export async function dismissOpenNotice(tx: Tx, companyId: string, id: string): Promise<boolean> {
  const row = await tx
    .updateTable('notices')
    .set({ dismissed_at: sql`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('dismissed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
