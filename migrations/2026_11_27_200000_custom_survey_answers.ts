import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// Answers to custom surveys, stored as the engagement survey's are (migration 2026_11_24_600000):
// a final send records who answered which cycle (participation), claims its submission id (a
// keyed digest, for idempotency) and seals its response (key outside the database) into the
// holding table, in one transaction; the release step writes held responses of one survey's cycle,
// at least k at a time and shuffled, into the response and answer tables in a transaction of its
// own. A response carries a pseudonym of its survey (never the engagement survey's, so answers to
// two instruments cannot be joined person by person), the respondent's groups and options as they
// were, and no user id and no time.
export async function up(db: Kysely<unknown>): Promise<void> {
  const survey = sql`foreign key (company_id, survey_id) references custom_surveys (company_id, id) on delete cascade`;
  await sql`
    create table custom_survey_participation (
      company_id uuid not null,
      survey_id uuid not null,
      cycle integer not null check (cycle >= 1),
      user_id uuid not null,
      primary key (company_id, survey_id, cycle, user_id),
      ${survey},
      foreign key (company_id, user_id) references users (company_id, id) on delete cascade
    )`.execute(db);
  await sql`
    create table custom_survey_submissions (
      company_id uuid not null,
      key text not null,
      survey_id uuid not null,
      payload_hash text not null,
      result jsonb,
      primary key (company_id, key),
      ${survey}
    )`.execute(db);
  await sql`
    create table custom_survey_held (
      company_id uuid not null,
      id uuid not null,
      survey_id uuid not null,
      cycle integer not null,
      sealed bytea not null,
      primary key (company_id, id),
      ${survey}
    )`.execute(db);
  await sql`create index custom_survey_held_cycle_idx on custom_survey_held (company_id, survey_id, cycle)`.execute(db);
  await sql`
    create table custom_survey_responses (
      company_id uuid not null,
      id uuid not null,
      seq bigserial not null unique,
      survey_id uuid not null,
      cycle integer not null,
      respondent text not null,
      group_ids uuid[] not null default '{}',
      option_ids uuid[] not null default '{}',
      primary key (company_id, id),
      ${survey}
    )`.execute(db);
  await sql`create index custom_survey_responses_survey_idx on custom_survey_responses (company_id, survey_id, cycle)`.execute(db);
  // A multi-select answer is a row per choice; a text answer (feedback) has its text only.
  await sql`
    create table custom_survey_answers (
      company_id uuid not null,
      response_id uuid not null,
      question_id text not null,
      value double precision,
      choice text,
      text text,
      foreign key (company_id, response_id) references custom_survey_responses (company_id, id) on delete cascade
    )`.execute(db);
  await sql`create index custom_survey_answers_response_idx on custom_survey_answers (company_id, response_id)`.execute(db);
  for (const table of ['custom_survey_participation', 'custom_survey_submissions', 'custom_survey_held', 'custom_survey_responses', 'custom_survey_answers']) {
    await protect(db, table);
  }

  // Sequence numbers in commit order, as for the engagement survey's responses: the analytics sync
  // reads by seq, and a reader that sees seq n has every committed response below n.
  await sql`
    create function custom_survey_responses_in_commit_order() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(hashtextextended('custom-survey-responses-seq', 0));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger custom_survey_responses_in_commit_order before insert on custom_survey_responses
    for each statement execute function custom_survey_responses_in_commit_order()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
