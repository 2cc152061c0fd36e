import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// Culture votes ride in the engagement survey: the first cycle of each month asks everyone to pick a
// few values that describe how the organisation works today and a few it should have (issue 15).
// They are stored as the cycle's other answers are (design, anonymity rule 5): sealed with the
// response until the release writes at least k of them at once, shuffled, each vote a row of the
// released response (keyed pseudonym, groups and options as they were; never a user id or a time).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table survey_cycles add column culture boolean not null default false`.execute(db);
  await sql`
    create table survey_culture_votes (
      company_id uuid not null,
      response_id uuid not null,
      question text not null check (question in ('current', 'desired')),
      value_id text not null,
      primary key (company_id, response_id, question, value_id),
      foreign key (company_id, response_id) references survey_responses (company_id, id) on delete cascade
    )`.execute(db);
  await protect(db, 'survey_culture_votes');
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
