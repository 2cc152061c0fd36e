import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// Storage that a copy of the database cannot link to people (issue #11, item 8).
//
// New answers: the final send seals them (AES-256-GCM, key outside the database) into survey_held
// in the participation transaction; a release step later writes held answers of one company and
// cycle, at least k at a time and shuffled, into survey_responses/survey_answers in a transaction
// of its own and deletes them from survey_held (server/modules/survey/survey.release.ts). So no
// answer row shares a transaction id (xmin), a position or a time with its author's participation.
//
// Existing answers are cleaned here, in this one transaction: the xid column goes; every response
// and answer is written anew in random order with new sequence numbers, so all of them carry this
// migration's transaction id and neither disk order nor seq follows arrival any more; idempotency
// digests of answers (unkeyed, so computable from a response) are cleared; daily participation
// counts under the company's report minimum are dropped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table survey_held (
      company_id uuid not null,
      id uuid not null,
      cycle_id uuid not null,
      sealed bytea not null,
      primary key (company_id, id),
      foreign key (company_id, cycle_id) references survey_cycles (company_id, id) on delete cascade
    )`.execute(db);
  await sql`create index survey_held_cycle_idx on survey_held (company_id, cycle_id)`.execute(db);
  await protect(db, 'survey_held');

  // The analytics horizon without a transaction id: every insert into survey_responses takes this
  // lock until its transaction ends, so sequence numbers are handed out in commit order and a
  // reader that sees seq n has every committed response below n (server/db/analytics-source.ts).
  // A statement trigger covers every writer (release step, seeds, tools) and runs before the
  // statement evaluates its rows' defaults, nextval included.
  await sql`
    create function survey_responses_in_commit_order() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(hashtextextended('survey-responses-seq', 0));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger survey_responses_in_commit_order before insert on survey_responses
    for each statement execute function survey_responses_in_commit_order()`.execute(db);

  await sql`drop index if exists survey_responses_xid_idx`.execute(db);
  await sql`alter table survey_responses drop column if exists xid`.execute(db);

  await sql`create temporary table old_responses on commit drop as select company_id, id, cycle_id, respondent, group_ids, option_ids from survey_responses`.execute(db);
  await sql`create temporary table old_answers on commit drop as select * from survey_answers`.execute(db);
  await sql`delete from survey_responses`.execute(db); // answers go with them (on delete cascade)
  await sql`
    insert into survey_responses (company_id, id, cycle_id, respondent, group_ids, option_ids)
    select company_id, id, cycle_id, respondent, group_ids, option_ids from old_responses order by random()`.execute(db);
  await sql`insert into survey_answers select * from old_answers order by random()`.execute(db);

  await sql`update survey_submissions set payload_hash = 'cleared'`.execute(db);
  await sql`
    delete from participation_days d using companies c
    where c.id = d.company_id and d.respondents < c.report_min_users`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
