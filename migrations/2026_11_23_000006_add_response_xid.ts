import { sql, type Kysely } from 'kysely';

// The transaction that wrote each response. Sequence numbers are handed out before commit, so a
// reader going by them alone can pass a number whose transaction commits later and miss its row
// for good; the analytics sync reads instead every response of transactions that have all ended
// (below the oldest one still running), range after range.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table survey_responses add column xid xid8 not null default pg_current_xact_id()`.execute(db);
  await sql`create index survey_responses_xid_idx on survey_responses (xid)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
