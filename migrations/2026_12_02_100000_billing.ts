import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// The account side (issue 17): what a company bought and how it pays, its charges, the notices the
// billing lifecycle leaves it, and the durable job queue that runs that lifecycle.
//
// No card number, security code or one-time card token is ever stored: the browser hands the card to
// the payment provider, which answers a token; the server trades the token for the provider's card
// id, and keeps that id with what the screens show (brand, last digits, holder, expiry).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table subscriptions
      add column discount_per_user_cents int not null default 0 check (discount_per_user_cents >= 0),
      add column period_start date,
      add column period_end date,
      add column first_paid_at timestamptz,
      add column past_due_since date,
      add column cancel_at_period_end boolean not null default false,
      -- A change of period asked for during a paid period: it applies from the renewal.
      add column next_period text check (next_period in ('monthly', 'annuity')),
      add column payment_method text check (payment_method in ('credit_card', 'boleto')),
      add column instalments int not null default 1 check (instalments between 1 and 12),
      add column card jsonb,
      add column billing_name text,
      add column document text,
      add column address jsonb,
      add check ((period_start is null) = (period_end is null))`.execute(db);
  // Paid features stop while a charge is more than the terms' days late; the plan itself stays.
  await sql`alter table companies add column suspended_at timestamptz`.execute(db);

  await sql`
    create table charges (
      company_id uuid not null references companies(id) on delete cascade,
      id uuid not null,
      kind text not null check (kind in ('purchase', 'renewal', 'licences')),
      -- What the charge buys: a period (purchase, renewal) or its rest (licences).
      period text not null check (period in ('monthly', 'annuity')),
      licenses int not null check (licenses > 0),
      covers_from date not null,
      covers_to date not null,
      amount_cents int not null check (amount_cents >= 0),
      fee_cents int not null default 0 check (fee_cents >= 0),
      interest_cents int not null default 0 check (interest_cents >= 0),
      instalments int not null default 1 check (instalments between 1 and 12),
      method text not null check (method in ('credit_card', 'boleto')),
      status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'refunded')),
      due_on date not null,
      attempts int not null default 0,
      last_attempt_on date,
      provider_id text,
      boleto_url text,
      paid_at timestamptz,
      refunded_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (company_id, id),
      unique (id)
    )`.execute(db);
  // One renewal per period: a pass run twice (two servers, a retry after a crash) charges once.
  await sql`create unique index charges_renewal_key on charges (company_id, covers_from) where kind in ('purchase', 'renewal')`.execute(db);
  await sql`create index charges_unpaid_idx on charges (status, due_on) where status in ('pending', 'failed')`.execute(db);
  await protect(db, 'charges');

  await sql`
    create table notices (
      company_id uuid not null references companies(id) on delete cascade,
      id uuid not null,
      kind text not null check (kind in ('renewal', 'payment-failed', 'suspended', 'trial-ending', 'trial-ended')),
      -- What the notice is about (a period's end, a charge's id): one notice of a kind per subject.
      subject text not null,
      params jsonb not null default '{}',
      created_at timestamptz not null default now(),
      dismissed_at timestamptz,
      primary key (company_id, id),
      unique (id),
      unique (company_id, kind, subject)
    )`.execute(db);
  await protect(db, 'notices');

  // The durable queue: a job is claimed for a lease (locked_until) by one server at a time, with
  // FOR UPDATE SKIP LOCKED; a server killed mid-job leaves it to be claimed again when the lease
  // ends. A job's key makes enqueueing it again a no-op. Not a tenant table: the system role runs it.
  await sql`
    create table jobs (
      id bigint generated always as identity primary key,
      kind text not null,
      key text not null unique,
      payload jsonb not null default '{}',
      run_at timestamptz not null,
      attempts int not null default 0,
      locked_until timestamptz,
      done_at timestamptz,
      last_error text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index jobs_due_idx on jobs (run_at) where done_at is null`.execute(db);
  await sql`alter table jobs enable row level security`.execute(db);
  await sql`alter table jobs force row level security`.execute(db);
  await sql`create policy system_access on jobs to clima_system using (true) with check (true)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
