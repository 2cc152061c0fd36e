import { withTenant, type Tx } from '../../db/tenant.js';
import { AppError, type FieldErrors } from '../../lib/errors.js';
import type { AppDeps, AuthState } from '../../trpc/context.js';
import type { AuditActionOf, AuditChanges } from '../audit/audit.actions.js';
import { recordAudit } from '../audit/audit.writer.js';
import { attemptCharge, type Outcome } from './billing.charging.js';
import { onPaid } from './billing.effects.js';
import { markRefundMade } from './billing.queries.js';
import { PaymentUnavailable } from './payment-gateway.js';

// What the subscription's writes share: calls to the provider, a charge tried once, and the
// company's audit entry.

/** A provider call; an unreachable provider is PAYMENT_UNAVAILABLE (503: nothing was done, try later). */
export async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentUnavailable) throw new AppError('PAYMENT_UNAVAILABLE');
    throw error;
  }
}

/** Tries a charge now, with what paying it buys; an unreachable provider is an outcome of its own. */
export async function chargeNow(deps: AppDeps, companyId: string, chargeId: string, today: string): Promise<Outcome | 'unavailable'> {
  try {
    return await attemptCharge(deps, companyId, chargeId, today, onPaid);
  } catch (error) {
    if (error instanceof PaymentUnavailable) return 'unavailable';
    throw error;
  }
}

/**
 * Pays a charge back whose refund is owed (markRefundOwed), unless the provider already did (its
 * refund made before a crash kept us from writing so), then records it made. Asked again by the
 * billing day until it is; the provider is asked for one refund per charge, never two.
 */
export async function payBack(
  deps: AppDeps,
  companyId: string,
  charge: { id: string; provider_id: string | null; amount_cents: number; fee_cents: number; interest_cents: number },
): Promise<void> {
  if (charge.provider_id && (await deps.payments.chargeStatus(charge.provider_id)) !== 'refunded') {
    await deps.payments.refund(charge.provider_id, charge.amount_cents + charge.fee_cents + charge.interest_cents);
  }
  await withTenant(deps.db, companyId, (tx) => markRefundMade(tx, companyId, charge.id));
}

/**
 * The error a refused or unanswered charge gives the person. A refused card counts against the
 * company's tries (deps.cardThrottle), so the checkout cannot be used to test stolen cards.
 */
export function refusal(ctx: { deps: AppDeps; auth: AuthState }, outcome: 'declined' | 'unavailable', fieldErrors?: FieldErrors): AppError {
  if (outcome === 'declined') ctx.deps.cardThrottle.fail(ctx.auth.companyId);
  return new AppError(outcome === 'declined' ? 'CARD_DECLINED' : 'PAYMENT_UNAVAILABLE', fieldErrors);
}

/** Refuses a new card while the company has had too many refused in the window. */
export function assertCardTries(ctx: { deps: AppDeps; auth: AuthState }): void {
  if (ctx.deps.cardThrottle.isBlocked(ctx.auth.companyId)) throw new AppError('TOO_MANY_ATTEMPTS');
}

export function auditCompany(tx: Tx, auth: AuthState, action: AuditActionOf<'company'>, summary: string, changes: AuditChanges): Promise<void> {
  return recordAudit(tx, { companyId: auth.companyId, userId: auth.userId }, { entity: 'company', action, entityId: auth.companyId, summary, changes });
}
