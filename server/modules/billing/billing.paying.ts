import type { Tx } from '../../db/tenant.js';
import { AppError } from '../../lib/errors.js';
import type { AppDeps, AuthState } from '../../trpc/context.js';
import type { AuditActionOf, AuditChanges } from '../audit/audit.actions.js';
import { recordAudit } from '../audit/audit.writer.js';
import { attemptCharge, type Outcome } from './billing.charging.js';
import { onPaid } from './billing.effects.js';
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

/** The error a refused or unanswered charge gives the person. */
export const refusal = (outcome: 'declined' | 'unavailable') => new AppError(outcome === 'declined' ? 'CARD_DECLINED' : 'PAYMENT_UNAVAILABLE');

export function auditCompany(tx: Tx, auth: AuthState, action: AuditActionOf<'company'>, summary: string, changes: AuditChanges): Promise<void> {
  return recordAudit(tx, { companyId: auth.companyId, userId: auth.userId }, { entity: 'company', action, entityId: auth.companyId, summary, changes });
}
