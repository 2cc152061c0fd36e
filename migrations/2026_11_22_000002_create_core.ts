import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table companies (
      id uuid primary key,
      name text not null,
      size_band text not null check (size_band in ('3-11', '12-200', '201-1000', '1000+')),
      plan text not null default 'trial' check (plan in ('basic', 'enterprise', 'trial')),
      trial_ends_at timestamptz,
      report_min_users int not null default 3 check (report_min_users >= 1),
      early_access_trial boolean not null default false,
      layout_rules jsonb not null default '[]',
      password_rules jsonb,
      password_max_age_days int check (password_max_age_days is null or password_max_age_days > 0),
      claims_changed_at timestamptz not null default now(),
      created_at timestamptz not null default now()
    )`.execute(db);
  await protect(db, 'companies', 'id');

  await sql`
    create table secret_questions (
      id text primary key,
      position int not null,
      labels jsonb not null
    )`.execute(db);

  await sql`
    create table users (
      company_id uuid not null references companies(id) on delete cascade,
      id uuid not null,
      email text,
      code text,
      password_hash text,
      first_name text not null,
      last_name text not null default '',
      phone text,
      role text not null default 'user' check (role in ('admin', 'manager', 'user')),
      position text,
      is_super boolean not null default false,
      read_only boolean not null default false,
      birth_date date,
      status text not null default 'unconfirmed' check (status in ('unconfirmed', 'confirmed', 'deactivated')),
      inactive boolean not null default false,
      language text not null default 'en-US' check (language in ('en-US', 'pt-BR', 'es-AR')),
      secret_question_id text references secret_questions(id),
      secret_answer_hash text,
      password_changed_at timestamptz,
      terms_accepted_at timestamptz,
      claims_changed_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      primary key (company_id, id),
      unique (id),
      check (email is not null or code is not null)
    )`.execute(db);
  // Sign-in is by e-mail or by code across companies, so both are unique platform-wide.
  await sql`create unique index users_email_key on users (lower(email)) where email is not null`.execute(db);
  await sql`create unique index users_code_key on users (code) where code is not null`.execute(db);
  await protect(db, 'users');

  await sql`
    create table sessions (
      id text primary key,
      company_id uuid not null references companies(id) on delete cascade,
      user_id uuid not null,
      kind text not null check (kind in ('web', 'api')),
      expires_at timestamptz not null,
      claims_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      foreign key (company_id, user_id) references users (company_id, id) on delete cascade
    )`.execute(db);
  await sql`create index sessions_user_idx on sessions (company_id, user_id)`.execute(db);
  await protect(db, 'sessions');

  await sql`
    create table auth_tokens (
      id text primary key,
      company_id uuid not null references companies(id) on delete cascade,
      user_id uuid not null,
      purpose text not null check (purpose in ('confirm-email', 'invite', 'account', 'reset-password', 'login')),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      foreign key (company_id, user_id) references users (company_id, id) on delete cascade
    )`.execute(db);
  await sql`create index auth_tokens_user_idx on auth_tokens (company_id, user_id, purpose)`.execute(db);
  await protect(db, 'auth_tokens');

  // What the server would have delivered; the dev log and the tests read links from here.
  await sql`
    create table mail_outbox (
      id bigserial primary key,
      company_id uuid references companies(id) on delete cascade,
      to_address text not null,
      template text not null,
      language text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      delivered_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index mail_outbox_to_idx on mail_outbox (lower(to_address), id desc)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
