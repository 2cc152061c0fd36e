import type { Tx } from '../../db/tenant.js';
import { SUBJECT_KEY } from './audit.actions.js';
import { auditActions, countAudit, pageAudit } from './audit.queries.js';
import type { TListAuditInput } from './audit.schemas.js';

export async function listAudit(tx: Tx, companyId: string, input: TListAuditInput) {
  const [total, rows] = await Promise.all([countAudit(tx, companyId, input), pageAudit(tx, companyId, input)]);
  return {
    auditLogs: rows.map((r) => {
      const date = new Date(r.created_at).toISOString();
      const { [SUBJECT_KEY]: subject, ...changes } = r.changes ?? {};
      return {
        id: String(r.id),
        date,
        createdAt: date,
        actor: { id: r.actor_id, name: r.actor_name },
        entity: r.entity,
        action: r.action,
        entityId: r.entity_id,
        /** What the action is about (a person's or group's name), when the writer named it. */
        subject: typeof subject === 'string' ? subject : null,
        summary: r.summary,
        changes,
      };
    }),
    metadata: { total },
  };
}

export async function listAuditActions(tx: Tx, companyId: string) {
  return { actions: await auditActions(tx, companyId) };
}
