import { sql, type Kysely } from 'kysely';

// A survey send wrote three rows that each referenced the cycle by a foreign key (the submission,
// the held response, the participation), and answering wrote a fourth (progress): each check takes
// a share lock on the cycle's row, the same row for everyone answering it. Under load every send
// queued on that one row's page and made a new multixact of its lockers (at 250 sends/s, p99 161 ms
// with the keys, 90 ms without). The rows still go when their cycle goes: a trigger deletes them,
// as the keys' cascade did. What they point at is checked where they are written: the send's first
// statement reads the cycle (survey.queries.ts openSend), a progress save reads it first too
// (survey.service.ts). Responses keep their key (the release step writes them, one at a time).
const TABLES = ['survey_submissions', 'survey_held', 'survey_participation', 'survey_progress'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`alter table ${table} drop constraint ${table}_company_id_cycle_id_fkey`).execute(db);
  await sql
    .raw(
      `create function clima_cycle_rows_cascade() returns trigger language plpgsql as $$
       begin
         ${TABLES.map((t) => `delete from ${t} x using gone g where x.company_id = g.company_id and x.cycle_id = g.id;`).join('\n         ')}
         return null;
       end $$`,
    )
    .execute(db);
  await sql`create trigger survey_cycles_rows_cascade after delete on survey_cycles referencing old table as gone for each statement execute function clima_cycle_rows_cascade()`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
