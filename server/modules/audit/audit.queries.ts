import type { Tx } from '../../db/tenant.js';
import type { TListAuditInput } from './audit.schemas.js';

/** A LIKE pattern that matches the text literally, anywhere. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(tx: Tx, companyId: string, input: TListAuditInput) {
  let q = tx.selectFrom('audit_logs').where('company_id', '=', companyId);
  if (input.entity) q = q.where('entity', '=', input.entity);
  if (input.action) q = q.where('action', '=', input.action);
  if (input.text) {
    const pattern = contains(input.text);
    q = q.where((eb) => eb.or([eb('summary', 'ilike', pattern), eb('actor_name', 'ilike', pattern)]));
  }
  return q;
}

export async function countAudit(tx: Tx, companyId: string, input: TListAuditInput): Promise<number> {
  const row = await filtered(tx, companyId, input)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first; rows of one transaction share created_at, so the id breaks the tie. */
export function pageAudit(tx: Tx, companyId: string, input: TListAuditInput) {
  return filtered(tx, companyId, input)
    .select(['id', 'created_at', 'actor_id', 'actor_name', 'entity', 'action', 'entity_id', 'summary', 'changes'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(input.offset)
    .limit(input.limit)
    .execute();
}

/** The actions recorded so far, for the screen's filter. */
export async function auditActions(tx: Tx, companyId: string): Promise<string[]> {
  const rows = await tx.selectFrom('audit_logs').select('action').distinct().where('company_id', '=', companyId).orderBy('action').execute();
  return rows.map((r) => r.action);
}
