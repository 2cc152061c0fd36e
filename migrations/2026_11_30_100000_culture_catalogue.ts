import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// Culture (measurement §3, §4). The values people vote on are a platform catalogue (no company),
// kept in step with seeds/culture-values at every start by the owner; requests only read it. A
// value that leaves the catalogue is retired, not deleted: votes and desired values keep pointing
// at it. A company's desired values are its own: a name, the behaviours that show it, and
// optionally the catalogue value it stands for.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table culture_values (
      id text primary key,
      kind text not null check (kind in ('positive', 'limiting')),
      names jsonb not null,
      descriptions jsonb not null,
      position int not null,
      retired boolean not null default false
    )`.execute(db);
  await sql`revoke insert, update, delete on culture_values from clima_app, clima_system`.execute(db);

  await sql`
    create table culture_desired_values (
      company_id uuid not null references companies (id) on delete cascade,
      id uuid not null,
      name text not null check (length(name) between 1 and 80),
      culture_values jsonb not null default '[]' check (jsonb_typeof(culture_values) = 'array'),
      value_id text references culture_values (id),
      position int not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index culture_desired_values_position_idx on culture_desired_values (company_id, position)`.execute(db);
  // Two values of one name would be one value twice in every screen and vote.
  await sql`create unique index culture_desired_values_name_idx on culture_desired_values (company_id, lower(name))`.execute(db);
  await protect(db, 'culture_desired_values');

  await sql`alter table audit_logs drop constraint audit_logs_entity_check`.execute(db);
  await sql`
    alter table audit_logs add constraint audit_logs_entity_check
    check (entity in ('users', 'groups', 'company', 'user-attributes', 'integrations', 'custom-surveys', 'desired-values'))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
