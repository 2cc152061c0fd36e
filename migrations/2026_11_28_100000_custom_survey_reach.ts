import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// Whom each cycle of a custom survey was sent to, and where each person counted, as the cycle
// began (ANONYMITY.md, rules 7 and 11): a cycle is gated by its own people as well as today's, and
// a new survey's audience is compared with the people earlier surveys went to, not with whoever
// their audiences name today. The same people and groups are in group_members and participation;
// nothing here says who answered.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table custom_survey_reach (
      company_id uuid not null,
      survey_id uuid not null,
      cycle integer not null,
      user_id uuid not null,
      group_ids uuid[] not null,
      primary key (company_id, survey_id, cycle, user_id),
      foreign key (company_id, survey_id) references custom_surveys (company_id, id) on delete cascade
    )`.execute(db);
  await protect(db, 'custom_survey_reach');
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
