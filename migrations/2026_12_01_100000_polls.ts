import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// Custom polls (measurement §3, issue 16) are stored as custom surveys of kind 'poll': the same
// rows, sends, held answers, release and engine instance, so every figure of a poll goes through
// the one gate. `poll` keeps the fields as the poll's author wrote them (domain/poll.ts); the
// survey definition is derived from it. Custom-survey lists and deliveries read kind 'survey' only.
//
// A paragraph answered by name (the person's choice) is kept apart from the anonymous response,
// sealed with the server's key (author and text). Every send writes one row here, signed or not,
// all of one size (polls.named.ts): a copy of the database cannot tell who signed, and so cannot
// pick a signer's anonymous response (the one without that answer) out of its release batch.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table custom_surveys add column kind text not null default 'survey' check (kind in ('survey', 'poll'))`.execute(db);
  await sql`alter table custom_surveys add column poll jsonb`.execute(db);
  await sql`alter table custom_surveys add constraint custom_surveys_poll_fields check ((kind = 'poll') = (poll is not null))`.execute(db);
  await sql`create index custom_surveys_kind_idx on custom_surveys (company_id, kind, created_at desc)`.execute(db);
  await sql`
    create table poll_named_answers (
      company_id uuid not null,
      id uuid not null,
      survey_id uuid not null,
      sealed bytea not null,
      primary key (company_id, id),
      foreign key (company_id, survey_id) references custom_surveys (company_id, id) on delete cascade
    )`.execute(db);
  await sql`create index poll_named_answers_survey_idx on poll_named_answers (company_id, survey_id)`.execute(db);
  await protect(db, 'poll_named_answers');
  await sql`alter table audit_logs drop constraint audit_logs_entity_check`.execute(db);
  await sql`
    alter table audit_logs add constraint audit_logs_entity_check
    check (entity in ('users', 'groups', 'company', 'user-attributes', 'integrations', 'custom-surveys', 'desired-values', 'action-plans', 'polls'))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
