import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// People and organisation: groups (a tree of any depth), their managers and members, demographic
// attributes with ordered options, each person's option per attribute, licences and the audit log.
export async function up(db: Kysely<unknown>): Promise<void> {
  // An anonymized person keeps their row (their anonymous answers keep counting) without
  // anything that identifies them: neither e-mail nor code.
  await sql`alter table users add column anonymized_at timestamptz`.execute(db);
  await sql`alter table users add column invited_at timestamptz`.execute(db);
  await sql`alter table users drop constraint users_check`.execute(db);
  await sql`alter table users add constraint users_identity_check check (email is not null or code is not null or anonymized_at is not null)`.execute(db);

  await sql`
    create table subscriptions (
      company_id uuid primary key references companies(id) on delete cascade,
      licenses int not null default 11 check (licenses >= 0),
      period text not null default 'monthly' check (period in ('monthly', 'annuity')),
      price_per_user_cents int not null default 890 check (price_per_user_cents >= 0),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await protect(db, 'subscriptions');
  await sql`insert into subscriptions (company_id) select id from companies`.execute(db);

  await sql`
    create table groups (
      company_id uuid not null references companies(id) on delete cascade,
      id uuid not null,
      name text not null,
      parent_id uuid,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (company_id, id),
      unique (id),
      foreign key (company_id, parent_id) references groups (company_id, id) on delete set null (parent_id),
      check (parent_id is null or parent_id <> id)
    )`.execute(db);
  await sql`create unique index groups_name_key on groups (company_id, lower(name))`.execute(db);
  await sql`create index groups_parent_idx on groups (company_id, parent_id)`.execute(db);
  await protect(db, 'groups');

  for (const table of ['group_members', 'group_managers']) {
    await sql`
      create table ${sql.raw(table)} (
        company_id uuid not null,
        group_id uuid not null,
        user_id uuid not null,
        primary key (company_id, group_id, user_id),
        foreign key (company_id, group_id) references groups (company_id, id) on delete cascade,
        foreign key (company_id, user_id) references users (company_id, id) on delete cascade
      )`.execute(db);
    await sql`create index ${sql.raw(`${table}_user_idx`)} on ${sql.raw(table)} (company_id, user_id)`.execute(db);
    await protect(db, table);
  }

  await sql`
    create table user_attributes (
      company_id uuid not null references companies(id) on delete cascade,
      id uuid not null,
      labels jsonb not null,
      position int not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (company_id, id),
      unique (id)
    )`.execute(db);
  await protect(db, 'user_attributes');

  await sql`
    create table user_attribute_options (
      company_id uuid not null,
      id uuid not null,
      attribute_id uuid not null,
      labels jsonb not null,
      position int not null,
      primary key (company_id, id),
      unique (id),
      foreign key (company_id, attribute_id) references user_attributes (company_id, id) on delete cascade
    )`.execute(db);
  await sql`create index user_attribute_options_attr_idx on user_attribute_options (company_id, attribute_id, position)`.execute(db);
  await protect(db, 'user_attribute_options');

  await sql`
    create table user_attribute_values (
      company_id uuid not null,
      user_id uuid not null,
      attribute_id uuid not null,
      option_id uuid not null,
      primary key (company_id, user_id, attribute_id),
      foreign key (company_id, user_id) references users (company_id, id) on delete cascade,
      foreign key (company_id, attribute_id) references user_attributes (company_id, id) on delete cascade,
      foreign key (company_id, option_id) references user_attribute_options (company_id, id) on delete cascade
    )`.execute(db);
  await protect(db, 'user_attribute_values');

  await sql`
    create table audit_logs (
      company_id uuid not null references companies(id) on delete cascade,
      id bigserial not null,
      created_at timestamptz not null default now(),
      actor_id uuid,
      actor_name text not null,
      entity text not null check (entity in ('users', 'groups', 'company', 'user-attributes', 'integrations')),
      action text not null,
      entity_id text,
      summary text not null,
      changes jsonb not null default '{}',
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index audit_logs_recent_idx on audit_logs (company_id, created_at desc)`.execute(db);
  await protect(db, 'audit_logs');
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
