import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// Whom a custom survey goes to, and where each person counts, fixed when it is launched
// (ANONYMITY.md, rules 7 and 11): rule 11 checks a launch against exactly the people who may ever
// answer it, and a new survey is compared with the people earlier ones went to, not with whoever
// their audiences name today. Answers are placed where the survey found their authors, in the tree
// as it was. The same
// people and groups are in group_members and participation; nothing here says who answered.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table custom_survey_reach (
      company_id uuid not null,
      survey_id uuid not null,
      user_id uuid not null,
      group_ids uuid[] not null,
      primary key (company_id, survey_id, user_id),
      foreign key (company_id, survey_id) references custom_surveys (company_id, id) on delete cascade
    )`.execute(db);
  await protect(db, 'custom_survey_reach');
  // The group tree as the survey was launched (id, name, parent_id of every group): its results are
  // placed and gated in it, whatever moves later (a group moved after the close would otherwise
  // make a figure before the move less the same figure after it one person's answers).
  await sql`alter table custom_surveys add column launch_groups jsonb`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
