import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// The engagement survey. The question library is a platform catalogue (no company), kept in step
// with seeds/survey-library at every start. Answers are stored so that they cannot be traced back
// to a person (design, anonymity rule 5):
// - survey_responses carry a keyed pseudonym (the key lives outside the database), the groups and
//   demographic options of the respondent as they were, and the cycle — never a user id or a time;
// - survey_participation says who answered which cycle, with no answer id and no time at all;
// - participation_days counts respondents per day and scope, with no person in it.
// No column of one table can be joined to another to find whose answers are whose.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Cycles start on the delivery date and repeat every 7, 14 or 30 days (30 = calendar month).
  await sql`alter table companies add column survey_interval_days int not null default 7 check (survey_interval_days in (7, 14, 30))`.execute(db);
  await sql`alter table companies add column survey_delivery_date date not null default current_date`.execute(db);

  await sql`
    create table survey_metrics (
      id text primary key,
      kind text not null check (kind in ('pillar', 'smart', 'nps')),
      position int not null,
      titles jsonb not null,
      descriptions jsonb not null,
      submetrics jsonb not null default '[]'
    )`.execute(db);
  await sql`
    create table survey_questions (
      id text primary key,
      metric_id text not null references survey_metrics(id),
      submetric_id text,
      type text not null check (type in ('scale', 'stars', 'select', 'multi-select', 'nps')),
      texts jsonb not null,
      answers jsonb not null default '[]',
      scale_labels jsonb,
      feedback boolean not null default true,
      position int not null,
      retired boolean not null default false
    )`.execute(db);
  await sql`create index survey_questions_metric_idx on survey_questions (metric_id, position)`.execute(db);
  // The catalogue is written by the owner at start only; requests read it.
  await sql`revoke insert, update, delete on survey_metrics, survey_questions from clima_app, clima_system`.execute(db);

  await sql`
    create table survey_cycles (
      company_id uuid not null references companies(id) on delete cascade,
      id uuid not null,
      number int not null check (number >= 0),
      starts_on date not null,
      ends_on date not null,
      question_ids text[] not null,
      delivered_at timestamptz,
      primary key (company_id, id),
      unique (id),
      unique (company_id, starts_on),
      unique (company_id, number),
      check (ends_on > starts_on)
    )`.execute(db);
  await protect(db, 'survey_cycles');

  // Where a person stopped in the current cycle (the page only: answers stay in their browser
  // until they finish).
  await sql`
    create table survey_progress (
      company_id uuid not null,
      user_id uuid not null,
      cycle_id uuid not null,
      current_question int not null check (current_question >= 0),
      primary key (company_id, user_id),
      foreign key (company_id, user_id) references users (company_id, id) on delete cascade,
      foreign key (company_id, cycle_id) references survey_cycles (company_id, id) on delete cascade
    )`.execute(db);
  await protect(db, 'survey_progress');

  await sql`
    create table survey_participation (
      company_id uuid not null,
      cycle_id uuid not null,
      user_id uuid not null,
      primary key (company_id, cycle_id, user_id),
      foreign key (company_id, user_id) references users (company_id, id) on delete cascade,
      foreign key (company_id, cycle_id) references survey_cycles (company_id, id) on delete cascade
    )`.execute(db);
  await sql`create index survey_participation_user_idx on survey_participation (company_id, user_id)`.execute(db);
  await protect(db, 'survey_participation');

  // scope: 'company' or a group id (the respondent's groups with their ancestors).
  await sql`
    create table participation_days (
      company_id uuid not null references companies(id) on delete cascade,
      day date not null,
      scope text not null,
      respondents int not null check (respondents > 0),
      primary key (company_id, day, scope)
    )`.execute(db);
  await protect(db, 'participation_days');

  // seq is the analytics sync's watermark; it orders responses only among themselves.
  await sql`
    create table survey_responses (
      company_id uuid not null,
      id uuid not null,
      seq bigserial not null unique,
      cycle_id uuid not null,
      respondent text not null,
      group_ids uuid[] not null default '{}',
      option_ids uuid[] not null default '{}',
      primary key (company_id, id),
      foreign key (company_id, cycle_id) references survey_cycles (company_id, id) on delete cascade
    )`.execute(db);
  await sql`create index survey_responses_cycle_idx on survey_responses (company_id, cycle_id)`.execute(db);
  await protect(db, 'survey_responses');

  await sql`
    create table survey_answers (
      company_id uuid not null,
      response_id uuid not null,
      question_id text not null references survey_questions(id),
      metric_id text not null references survey_metrics(id),
      submetric_id text,
      value numeric(4, 2),
      answer_ids text[],
      score numeric(4, 2) not null check (score between 0 and 10),
      comment text,
      primary key (company_id, response_id, question_id),
      foreign key (company_id, response_id) references survey_responses (company_id, id) on delete cascade
    )`.execute(db);
  await sql`create index survey_answers_metric_idx on survey_answers (company_id, metric_id)`.execute(db);
  await protect(db, 'survey_answers');

  // Idempotent sends: key is a keyed digest of the person and their submission id, so the table
  // names nobody and holds no response id.
  await sql`
    create table survey_submissions (
      company_id uuid not null,
      key text not null,
      cycle_id uuid not null,
      payload_hash text not null,
      result jsonb,
      primary key (company_id, key),
      foreign key (company_id, cycle_id) references survey_cycles (company_id, id) on delete cascade
    )`.execute(db);
  await protect(db, 'survey_submissions');
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
