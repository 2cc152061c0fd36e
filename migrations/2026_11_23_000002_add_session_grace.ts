import { sql, type Kysely } from 'kysely';

// A refreshed session lives on for a few seconds, so requests already in flight with the old token
// (a language switch refreshes the token while the page still loads) do not sign the person out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column replaced_at timestamptz`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
