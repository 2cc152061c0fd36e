import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { daysBetween, lateCharges, TERMS } from '../../../domain/billing.js';
import { withTenant, type Tx } from '../../db/tenant.js';
import type { ChargeKind, PaymentMethod } from '../../db/types-billing.js';
import type { Period } from '../../../domain/billing.js';
import type { AppDeps } from '../../trpc/context.js';
import type { ChargeResult } from './payment-gateway.js';

// Every charge goes through here, for the first purchase, added licences, renewals and retries
// alike. No charge is lost or made twice, even when the server dies mid-request:
//   1. the charge and its attempt number are committed first (status pending);
//   2. the provider is asked with the key `<charge id>:<attempt>`, which it answers the same way
//      however often it is asked;
//   3. the answer is recorded in a second transaction, with what paying buys (charge-effects).
// A server killed between 1 and 3 leaves the charge pending with its attempt: the lifecycle pass
// asks again with the same key (resumeCharge) and gets the first answer, never a second charge.

export interface ChargeDraft {
  kind: ChargeKind;
  period: Period;
  licenses: number;
  coversFrom: string;
  coversTo: string;
  amountCents: number;
  instalments: number;
  method: PaymentMethod;
  dueOn: string;
}

export type Outcome = 'paid' | 'declined' | 'pending';

/** What paying a charge buys, applied in the transaction that records the payment (billing.effects.ts). */
export type OnPaid = (tx: Tx, charge: { id: string; kind: ChargeKind; period: Period; licenses: number; covers_from: string; covers_to: string }) => Promise<void>;

/** Writes a new charge, pending and not yet tried. */
export async function insertCharge(tx: Tx, companyId: string, draft: ChargeDraft): Promise<string> {
  const id = randomUUID();
  await tx
    .insertInto('charges')
    .values({
      company_id: companyId,
      id,
      kind: draft.kind,
      period: draft.period,
      licenses: draft.licenses,
      covers_from: draft.coversFrom,
      covers_to: draft.coversTo,
      amount_cents: draft.amountCents,
      instalments: draft.instalments,
      method: draft.method,
      due_on: draft.dueOn,
    })
    .execute();
  return id;
}

/**
 * Tries a charge once more (a new attempt: its late fee and interest brought to `today`) and
 * records the answer. A provider that cannot be reached throws PaymentUnavailable, the charge left
 * pending with its attempt, to be resumed. `seenAttempts`: the attempts the caller read when it
 * chose to try; another attempt made since (a second server's pass) stands for this one.
 */
export function attemptCharge(deps: AppDeps, companyId: string, chargeId: string, today: string, onPaid: OnPaid, seenAttempts?: number): Promise<Outcome> {
  return tryCharge(deps, companyId, chargeId, today, onPaid, true, seenAttempts);
}

/** Asks the provider again about an attempt a crash left without its answer (same key: same answer). */
export function resumeCharge(deps: AppDeps, companyId: string, chargeId: string, today: string, onPaid: OnPaid): Promise<Outcome> {
  return tryCharge(deps, companyId, chargeId, today, onPaid, false);
}

/** What a charge someone else answered (or is answering) stands at, for a caller that does not ask again. */
const standing = (status: string): Outcome => (status === 'failed' ? 'declined' : status === 'pending' ? 'pending' : 'paid');

async function tryCharge(deps: AppDeps, companyId: string, chargeId: string, today: string, onPaid: OnPaid, fresh: boolean, seenAttempts?: number): Promise<Outcome> {
  const prepared = await withTenant(deps.db, companyId, async (tx) => {
    const charge = await tx.selectFrom('charges').selectAll().where('id', '=', chargeId).forUpdate().executeTakeFirstOrThrow();
    if (charge.status === 'paid' || charge.status === 'refunded') return standing(charge.status);
    if (!fresh && charge.status !== 'pending') return standing(charge.status);
    if (seenAttempts !== undefined && charge.attempts !== seenAttempts) return standing(charge.status);
    // A pending charge already tried has an attempt in flight or unanswered: whoever asks now (a
    // resume, or a second server or a card change that read the charge before that attempt began)
    // asks that attempt again with its key, never a new one the provider would charge as well.
    const attempts = charge.status === 'pending' && charge.attempts > 0 ? charge.attempts : charge.attempts + 1;
    // An attempt asked again keeps the amount it was asked with: its key answers that amount.
    const late =
      attempts === charge.attempts
        ? { feeCents: charge.fee_cents, interestCents: charge.interest_cents }
        : lateCharges(charge.amount_cents, daysBetween(charge.due_on, today));
    const updated = await tx
      .updateTable('charges')
      .set({ attempts, last_attempt_on: today, status: 'pending', fee_cents: late.feeCents, interest_cents: late.interestCents })
      .where('id', '=', chargeId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const sub = await tx.selectFrom('subscriptions').select(['card', 'billing_name', 'document']).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    return { charge: updated, sub };
  });
  if (typeof prepared === 'string') return prepared;
  const { charge, sub } = prepared;
  const request = {
    idempotencyKey: `${charge.id}:${charge.attempts}`,
    amountCents: charge.amount_cents + charge.fee_cents + charge.interest_cents,
    instalments: charge.instalments,
    description: `Clima ${charge.kind} ${charge.covers_from}–${charge.covers_to}`,
    customer: { name: sub.billing_name ?? '', document: sub.document ?? '' },
  };
  let result: ChargeResult;
  if (charge.method === 'boleto') result = await deps.payments.issueBoleto({ ...request, dueOn: charge.due_on });
  else if (!sub.card) result = { status: 'declined', providerId: '', reason: 'no card on file' };
  else result = await deps.payments.chargeCard(sub.card.providerCardId, request);
  return withTenant(deps.db, companyId, (tx) => recordOutcome(tx, companyId, charge, result, onPaid));
}

/** Records a charge the provider says was paid since it was asked (a boleto paid at the bank): what paying buys, and the arrears settled. */
export function recordPaid(deps: AppDeps, companyId: string, chargeId: string, onPaid: OnPaid): Promise<Outcome> {
  return withTenant(deps.db, companyId, async (tx) => {
    const charge = await tx.selectFrom('charges').selectAll().where('id', '=', chargeId).executeTakeFirstOrThrow();
    return recordOutcome(tx, companyId, charge, { status: 'paid', providerId: charge.provider_id ?? '' }, onPaid);
  });
}

async function recordOutcome(
  tx: Tx,
  companyId: string,
  charge: { id: string; kind: ChargeKind; period: Period; licenses: number; covers_from: string; covers_to: string; due_on: string },
  result: ChargeResult,
  onPaid: OnPaid,
): Promise<Outcome> {
  const current = await tx.selectFrom('charges').select('status').where('id', '=', charge.id).forUpdate().executeTakeFirstOrThrow();
  if (current.status === 'paid') return 'paid';
  if (result.status === 'pending') {
    await tx.updateTable('charges').set({ provider_id: result.providerId, boleto_url: result.boletoUrl }).where('id', '=', charge.id).execute();
    return 'pending';
  }
  if (result.status === 'declined') {
    await tx
      .updateTable('charges')
      .set({ status: 'failed', provider_id: result.providerId || null })
      .where('id', '=', charge.id)
      .execute();
    return 'declined';
  }
  await tx.updateTable('charges').set({ status: 'paid', provider_id: result.providerId, paid_at: new Date() }).where('id', '=', charge.id).execute();
  await onPaid(tx, charge);
  await settleArrears(tx, companyId);
  return 'paid';
}

/**
 * After a payment: the oldest unpaid renewal or purchase decides whether the company is still late,
 * and a company no longer late has its paid features back at once (its people's sessions refresh).
 */
export async function settleArrears(tx: Tx, companyId: string): Promise<void> {
  const oldest = await tx
    .selectFrom('charges')
    .select(sql<string>`min(due_on)::text`.as('due'))
    .where('status', 'in', ['pending', 'failed'])
    .where('kind', 'in', ['purchase', 'renewal'])
    .where('attempts', '>', 0)
    .executeTakeFirst();
  await tx
    .updateTable('subscriptions')
    .set({ past_due_since: oldest?.due ?? null })
    .where('company_id', '=', companyId)
    .execute();
  if (!oldest?.due) {
    await tx
      .updateTable('companies')
      .set({ suspended_at: null, claims_changed_at: sql`now()` })
      .where('id', '=', companyId)
      .where('suspended_at', 'is not', null)
      .execute();
  }
}

/** Whether a company `daysLate` days behind loses its paid features (the terms: at 10 days late). */
export const suspends = (daysLate: number) => daysLate >= TERMS.suspendAfterDaysLate;
