import { addDays, TERMS } from '../../../domain/billing.js';
import type { Tx } from '../../db/tenant.js';
import { toDay } from '../survey/survey.cycles.js';
import { paidCharges, refundedSince, type AccountRow } from './billing.queries.js';

// How a paid company may leave (people §1, the terms): within 7 days of its first payment, a
// withdrawal (everything paid back); within 30 days of its last purchase or renewal, that charge
// paid back — once a year: buying again right after a refund would otherwise make every month free.

export interface LeavingTerms {
  /** The last day a withdrawal is possible, or null. */
  withdrawUntil: string | null;
  /** The last day the last charge may be paid back, or null. */
  refundUntil: string | null;
  /** The company's paid charges, newest first (a withdrawal pays them all back). */
  paid: Awaited<ReturnType<typeof paidCharges>>;
  /** The charge a refund pays back. */
  last: Awaited<ReturnType<typeof paidCharges>>[number] | null;
}

export async function leavingTerms(tx: Tx, companyId: string, row: Pick<AccountRow, 'plan' | 'first_paid_at'>, today: string): Promise<LeavingTerms> {
  const paid = await paidCharges(tx, companyId);
  const last = paid.find((c) => c.kind === 'purchase' || c.kind === 'renewal') ?? null;
  const paying = row.plan === 'enterprise';
  const withdrawUntil = paying && row.first_paid_at ? addDays(toDay(row.first_paid_at), TERMS.withdrawalDays) : null;
  const refundedThisYear = await refundedSince(tx, companyId, addDays(today, -365));
  const refundUntil = paying && last?.paid_at && !refundedThisYear ? addDays(toDay(last.paid_at), TERMS.refundDays) : null;
  return {
    withdrawUntil: withdrawUntil && withdrawUntil >= today ? withdrawUntil : null,
    refundUntil: refundUntil && refundUntil >= today ? refundUntil : null,
    paid,
    last,
  };
}
