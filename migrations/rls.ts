import { sql, type Kysely } from 'kysely';

// Tenant tables carry company_id in their keys and get the same two policies: the app role sees
// only the transaction's company, the system role sees all (used by sign-in look-ups only).
export async function protect(db: Kysely<unknown>, table: string, column = 'company_id'): Promise<void> {
  const t = sql.raw(table);
  const c = sql.raw(column);
  await sql`alter table ${t} enable row level security`.execute(db);
  await sql`alter table ${t} force row level security`.execute(db);
  await sql`create policy tenant_isolation on ${t} to clima_app using (${c} = app_company_id()) with check (${c} = app_company_id())`.execute(db);
  await sql`create policy system_access on ${t} to clima_system using (true) with check (true)`.execute(db);
}
