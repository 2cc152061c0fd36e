import type { Tx } from '../../db/tenant.js';
import { recordAudit } from '../audit/audit.writer.js';

/** Records that the person accepted the terms of use; the shell's blocking modal asks until then. */
export async function acceptTerms(tx: Tx, companyId: string, userId: string) {
  const before = await tx.selectFrom('users').select('terms_accepted_at').where('company_id', '=', companyId).where('id', '=', userId).executeTakeFirst();
  await tx.updateTable('users').set({ terms_accepted_at: new Date() }).where('company_id', '=', companyId).where('id', '=', userId).execute();
  // Accepting binds the company, so it is a company-level change; a repeat acceptance adds nothing.
  if (before && !before.terms_accepted_at) {
    await recordAudit(tx, { companyId, userId }, { entity: 'company', action: 'accept-terms', entityId: companyId, summary: 'Accepted the terms of use' });
  }
  return { termsAccepted: true as const };
}
