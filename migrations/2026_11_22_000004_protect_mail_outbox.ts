import { sql, type Kysely } from 'kysely';

// Mail carries reset and invite links: one company must never read another's. Mail without a
// company (none today) is visible to the system role only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox enable row level security`.execute(db);
  await sql`alter table mail_outbox force row level security`.execute(db);
  await sql`create policy tenant_isolation on mail_outbox to clima_app using (company_id = app_company_id()) with check (company_id = app_company_id())`.execute(db);
  await sql`create policy system_access on mail_outbox to clima_system using (true) with check (true)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
