import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import type { AuditEntity } from '../../db/types.js';
import { SUBJECT_KEY, type AuditActionOf, type AuditChanges } from './audit.actions.js';

interface EntryOf<E extends AuditEntity> {
  entity: E;
  /** A verb of the spec's vocabulary, one of AUDIT_ACTIONS for the entity. */
  action: AuditActionOf<E>;
  entityId?: string | null;
  /** The name of what the action is about (a person, a group…), for the screen's translated sentence. */
  subject?: string;
  /** One readable sentence, in English: what v1 clients read, and the screen's fallback. */
  summary: string;
  changes?: AuditChanges;
}

/** One entry; the action must belong to the entity (a group cannot be "invited"). */
export type AuditEntry = { [E in AuditEntity]: EntryOf<E> }[AuditEntity];

export type Change = { from: unknown; to: unknown };
export type Changes = Record<string, Change>;

/** The fields whose value differs between two versions of a record, as from/to pairs. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const out: Changes = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) out[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return out;
}

/**
 * Writes one audit row in the caller's transaction, so an administrative change and its record
 * commit (or roll back) together. The actor's name is copied: it stays readable after the actor
 * is anonymized or deleted.
 */
export async function recordAudit(tx: Tx, actor: { companyId: string; userId: string | null }, entry: AuditEntry): Promise<void> {
  const actorName = actor.userId
    ? sql<string>`(select coalesce(nullif(trim(first_name || ' ' || last_name), ''), email, 'Unknown') from users where company_id = ${actor.companyId} and id = ${actor.userId})`
    : sql<string>`'Clima'`;
  await tx
    .insertInto('audit_logs')
    .values({
      company_id: actor.companyId,
      actor_id: actor.userId,
      actor_name: actorName,
      entity: entry.entity,
      action: entry.action,
      entity_id: entry.entityId ?? null,
      summary: entry.summary,
      changes: JSON.stringify(entry.subject ? { ...entry.changes, [SUBJECT_KEY]: entry.subject } : (entry.changes ?? {})),
    })
    .execute();
}
