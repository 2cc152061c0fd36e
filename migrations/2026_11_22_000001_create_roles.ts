import { sql, type Kysely } from 'kysely';

// Two non-owner roles: clima_app (one company per transaction, through row-level security) and
// clima_system (the few cross-company look-ups of sign-in). Roles are cluster-wide, so creation
// tolerates another database of the same cluster having made them first.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const role of ['clima_app', 'clima_system']) {
    await sql`
      do $$ begin
        create role ${sql.raw(role)} nologin;
      exception when duplicate_object or unique_violation then null;
      end $$`.execute(db);
    await sql`grant ${sql.raw(role)} to current_user`.execute(db);
  }
  await sql`grant usage on schema public to clima_app, clima_system`.execute(db);
  await sql`alter default privileges in schema public grant select, insert, update, delete on tables to clima_app, clima_system`.execute(db);
  await sql`alter default privileges in schema public grant usage, select on sequences to clima_app, clima_system`.execute(db);
  await sql`
    create function app_company_id() returns uuid language sql stable as $$
      select nullif(current_setting('app.company_id', true), '')::uuid
    $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
