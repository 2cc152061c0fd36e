import { sql, type Kysely } from 'kysely';

// A conversation on a survey comment keeps, sealed, the people its author hides among: those the
// comment's list counted as its respondents. Its author answers only while at least the opinions'
// minimum of them can still sign in, so inactivating the others cannot make an answer name them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tickets add column crowd_sealed bytea`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
