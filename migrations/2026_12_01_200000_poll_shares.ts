import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// A poll's results shared with one of its audience's groups (measurement §4 "Access level", open
// polls): that group's people (members of it and of its subgroups) read its figures, never its
// texts (ANONYMITY.md "Polls"). Removing the row unshares it; deleting the poll removes its shares.
// The audit actions 'share' and 'unshare' need no change here: audit_logs checks entities only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table poll_shares (
      company_id uuid not null,
      survey_id uuid not null,
      group_id uuid not null,
      shared_by uuid,
      shared_at timestamptz not null default now(),
      primary key (company_id, survey_id, group_id),
      foreign key (company_id, survey_id) references custom_surveys (company_id, id) on delete cascade
    )`.execute(db);
  // The shared list and report look shares up by the reader's groups.
  await sql`create index poll_shares_group_idx on poll_shares (company_id, group_id)`.execute(db);
  await protect(db, 'poll_shares');
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
