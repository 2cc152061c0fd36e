import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// What a leader keeps of their report screens: the saved filter sets of the group comparison, and
// the demographic attribute chosen per report (people §3: groupsFilters, userAttributes).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table report_filters (
      company_id uuid not null,
      user_id uuid not null,
      filters jsonb not null default '[]',
      updated_at timestamptz not null default now(),
      primary key (company_id, user_id),
      foreign key (company_id, user_id) references users (company_id, id) on delete cascade
    )`.execute(db);
  await protect(db, 'report_filters');
  await sql`
    create table report_attributes (
      company_id uuid not null,
      user_id uuid not null,
      report_id text not null,
      attribute_ids uuid[] not null default '{}',
      primary key (company_id, user_id, report_id),
      foreign key (company_id, user_id) references users (company_id, id) on delete cascade
    )`.execute(db);
  await protect(db, 'report_attributes');
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
