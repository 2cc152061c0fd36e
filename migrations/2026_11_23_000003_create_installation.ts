import { sql, type Kysely } from 'kysely';

// Names this database for the analytics engine: a DuckDB file built from another database (a
// fresh embedded one, a restored backup) is noticed and rebuilt rather than trusted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table installation (
      id uuid primary key default gen_random_uuid(),
      singleton boolean not null default true unique check (singleton)
    )`.execute(db);
  await sql`insert into installation default values`.execute(db);
  await sql`revoke insert, update, delete on installation from clima_app, clima_system`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
