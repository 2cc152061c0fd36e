import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// Action plans (measurement §3–§5): what a company (group_id null) or one of its groups will do
// about one pillar or smart pillar by a date, as a list of tasks. The plan keeps the day it started
// and the gated score its scope had then (null when the report withheld it or had none), so its
// effect is measured from where it began; its status (doing, done, expired) is worked out when it
// is read, from its tasks and the day, never stored. open_tasks is kept with the tasks on every
// write, so a list can filter by status in SQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table action_plans (
      company_id uuid not null references companies (id) on delete cascade,
      id uuid not null,
      group_id uuid,
      metric text not null check (metric in (
        'peersRelationship', 'ambassadorship', 'happiness', 'personalGrowth', 'wellness', 'feedback',
        'managerRelationship', 'recognition', 'satisfaction', 'alignment',
        'diversity', 'innovationCulture', 'burnoutRisk', 'psychosocialRisks')),
      title text not null check (length(title) between 1 and 200),
      description text not null default '',
      expires_on date not null,
      goal numeric check (goal between 0 and 10),
      tasks jsonb not null check (jsonb_typeof(tasks) = 'array' and jsonb_array_length(tasks) > 0),
      open_tasks integer not null check (open_tasks >= 0),
      template_id text,
      initial_score numeric,
      started_on date not null,
      created_by uuid,
      created_at timestamptz not null default now(),
      primary key (company_id, id),
      foreign key (company_id, group_id) references groups (company_id, id) on delete cascade,
      foreign key (company_id, created_by) references users (company_id, id) on delete set null (created_by)
    )`.execute(db);
  await sql`create index action_plans_recent_idx on action_plans (company_id, created_at desc, id)`.execute(db);
  await sql`create index action_plans_metric_idx on action_plans (company_id, metric, started_on)`.execute(db);
  await protect(db, 'action_plans');
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
