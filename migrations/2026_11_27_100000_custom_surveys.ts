import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// Custom surveys (measurement §3): what the builder made, as one document (its pillars, questions
// and answers are edited together and read together), who answers, who reads the results, and when
// it starts and ends. The status is not stored: it follows from the launch, end and close instants
// and the clock (draft, scheduled, active, closed), so no job has to move it at the launch time
// and no reader can see a survey that should have started as still scheduled.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table custom_surveys (
      company_id uuid not null references companies(id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      creator_id uuid,
      definition jsonb not null,
      audience jsonb not null,
      access jsonb not null,
      launch jsonb,
      launch_at timestamptz,
      ends_at timestamptz,
      closed_at timestamptz,
      status_updated_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (company_id, id),
      unique (id),
      foreign key (company_id, creator_id) references users (company_id, id) on delete set null (creator_id),
      check (launch_at is null or launch is not null),
      check (ends_at is null or launch_at is not null)
    )`.execute(db);
  await sql`create index custom_surveys_recent_idx on custom_surveys (company_id, created_at desc)`.execute(db);
  await protect(db, 'custom_surveys');

  await sql`alter table audit_logs drop constraint audit_logs_entity_check`.execute(db);
  await sql`
    alter table audit_logs add constraint audit_logs_entity_check
    check (entity in ('users', 'groups', 'company', 'user-attributes', 'integrations', 'custom-surveys'))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
