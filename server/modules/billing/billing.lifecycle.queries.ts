import { sql } from 'kysely';
import { addDays, TERMS } from '../../../domain/billing.js';
import type { Tx } from '../../db/tenant.js';
import type { Language } from '../../db/types.js';
import type { NoticeKind } from '../../db/types-billing.js';

// The SQL of the billing day pass (billing.lifecycle.ts).

/** Days before a trial ends that its administrators are told. */
export const TRIAL_NOTICE_DAYS = 3;

/**
 * The companies the pass has something to look at on `today` (system role): trials near or past
 * their end, paid plans near their renewal, any company with a charge unpaid or a refund not yet made.
 */
export async function companiesDue(tx: Tx, today: string, only?: readonly string[]): Promise<string[]> {
  if (only?.length === 0) return [];
  const trialHorizon = `${addDays(today, TRIAL_NOTICE_DAYS + 1)}T00:00:00Z`;
  const renewalHorizon = addDays(today, TERMS.renewalNoticeDays);
  const rows = await tx
    .selectFrom('companies as c')
    .leftJoin('subscriptions as s', 's.company_id', 'c.id')
    .select('c.id')
    .$if(only !== undefined, (qb) => qb.where('c.id', 'in', [...only!]))
    .where((eb) =>
      eb.or([
        eb.and([eb('c.plan', '=', 'trial'), eb('c.trial_ends_at', '<', new Date(trialHorizon))]),
        eb.and([eb('c.plan', '=', 'enterprise'), eb.or([eb('s.period_end', '<=', renewalHorizon), eb('s.past_due_since', 'is not', null)])]),
        eb.exists(eb.selectFrom('charges as ch').select('ch.id').whereRef('ch.company_id', '=', 'c.id').where('ch.status', 'in', ['pending', 'failed'])),
        eb.exists(
          eb.selectFrom('charges as ch').select('ch.id').whereRef('ch.company_id', '=', 'c.id').where('ch.status', '=', 'refunded').where('ch.refunded_at', 'is', null),
        ),
      ]),
    )
    .orderBy('c.id')
    .execute();
  return rows.map((r) => r.id);
}

/** The company and its subscription, the row locked: one pass at a time changes a company's billing. */
export function lockAccount(tx: Tx, companyId: string) {
  return tx
    .selectFrom('subscriptions as s')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .select([
      'c.name',
      'c.plan',
      'c.trial_ends_at',
      'c.suspended_at',
      's.licenses',
      's.period',
      's.next_period',
      's.period_start',
      's.period_end',
      's.past_due_since',
      's.cancel_at_period_end',
      's.payment_method',
      's.instalments',
      's.card',
    ])
    .where('s.company_id', '=', companyId)
    .forUpdate('s')
    .executeTakeFirstOrThrow();
}

export type Account = Awaited<ReturnType<typeof lockAccount>>;

/** Leaves a notice for the administrators; false when one of its kind and subject is there already (nothing to mail). */
export async function insertNotice(tx: Tx, companyId: string, kind: NoticeKind, subject: string, params: Record<string, string | number> = {}): Promise<boolean> {
  const { rows } = await sql`
    insert into notices (company_id, id, kind, subject, params) values (${companyId}, gen_random_uuid(), ${kind}, ${subject}, ${JSON.stringify(params)})
    on conflict (company_id, kind, subject) do nothing returning id`.execute(tx);
  return rows.length > 0;
}

/** Who billing mail goes to: the company's confirmed, active administrators. */
export function billingRecipients(tx: Tx) {
  return tx
    .selectFrom('users')
    .select(['email', 'first_name', 'language'])
    .where('role', '=', 'admin')
    .where('status', '=', 'confirmed')
    .where('inactive', '=', false)
    .where('anonymized_at', 'is', null)
    .where('email', 'is not', null)
    .$narrowType<{ email: string; language: Language }>()
    .execute();
}

/** The purchase the pass made when the trial ended (covering from the trial's last day on), if any. */
export function trialPurchase(tx: Tx, trialEnd: string) {
  return tx
    .selectFrom('charges')
    .select(['id', 'status', 'attempts', 'last_attempt_on'])
    .where('kind', '=', 'purchase')
    .where('covers_from', '>=', trialEnd)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/**
 * The unpaid charges the day looks at again: renewals and purchases refused (tried once a day), card
 * attempts a crash left without their answer, renewals a crash left untried, boletos not yet paid.
 */
export function chargesToFollow(tx: Tx) {
  return tx
    .selectFrom('charges')
    .select(['id', 'kind', 'method', 'status', 'attempts', 'last_attempt_on', 'due_on', 'provider_id'])
    .where('status', 'in', ['pending', 'failed'])
    .orderBy('due_on')
    .orderBy('created_at')
    .execute();
}

export async function markPastDue(tx: Tx, companyId: string, since: string): Promise<void> {
  await tx
    .updateTable('subscriptions')
    .set({ past_due_since: sql`coalesce(past_due_since, ${since}::date)` })
    .where('company_id', '=', companyId)
    .execute();
}

export async function markChargeFailed(tx: Tx, chargeId: string): Promise<void> {
  await tx.updateTable('charges').set({ status: 'failed' }).where('id', '=', chargeId).where('status', '=', 'pending').execute();
}

/**
 * The refunds owed and not yet confirmed by the provider that were not asked about today, claimed for
 * today (so a second pass on the same day, or the cancel that made them, does not ask as well).
 */
export async function claimRefundsOwed(tx: Tx, today: string) {
  return tx
    .updateTable('charges')
    .set({ last_attempt_on: today })
    .where('status', '=', 'refunded')
    .where('refunded_at', 'is', null)
    .where((eb) => eb.or([eb('last_attempt_on', 'is', null), eb('last_attempt_on', '<', today)]))
    .returning(['id', 'provider_id', 'amount_cents', 'fee_cents', 'interest_cents'])
    .execute();
}
