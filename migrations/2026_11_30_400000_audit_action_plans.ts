import { sql, type Kysely } from 'kysely';

// Action plans are written by administrators and managers (measurement §5, §7); each create,
// update and delete leaves an audit row in the same transaction, as every other admin change does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_logs drop constraint audit_logs_entity_check`.execute(db);
  await sql`
    alter table audit_logs add constraint audit_logs_entity_check
    check (entity in ('users', 'groups', 'company', 'user-attributes', 'integrations', 'custom-surveys', 'desired-values', 'action-plans'))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
