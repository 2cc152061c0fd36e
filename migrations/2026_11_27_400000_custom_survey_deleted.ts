import { sql, type Kysely } from 'kysely';

// A launched custom survey that is deleted loses its answers but keeps its row, marked deleted,
// for anonymity rule 11: a later survey to almost the same people, beside the deleted one's
// figures kept by a reader (an export), would give away the few people apart.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table custom_surveys add column deleted_at timestamptz`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
