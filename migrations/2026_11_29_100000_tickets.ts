import { sql, type Kysely } from 'kysely';
import { protect } from './rls.js';

// Opinions (feedback tickets, people §3–§5): conversations between a person and the leaders of one
// of their groups, the company's administrators, or a leader who answered their survey comment.
//
// An anonymous author is stored sealed (AES-256-GCM, key outside the database): only the server can
// route replies and notices to them. What an anonymous author writes waits sealed in ticket_held,
// with no ticket id in clear, and reaches the tickets at the next delivery hour in a transaction of
// its own that writes everything due (server/modules/tickets/tickets.delivery.ts): no ticket or
// message row shares a transaction, a position or a time finer than the hour with its author's
// request. Messages keep their day only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence ticket_activity`.execute(db);
  await sql`
    create table tickets (
      company_id uuid not null references companies (id) on delete cascade,
      id uuid not null,
      activity bigint not null default nextval('ticket_activity'),
      origin text not null check (origin in ('opinion', 'comment')),
      group_id uuid,
      leader_id uuid,
      subject jsonb,
      anonymous boolean not null,
      positive boolean not null,
      author_id uuid,
      author_sealed bytea,
      completed boolean not null default false,
      rating text check (rating in ('very-unhappy', 'unhappy', 'no-comments', 'good', 'love-it')),
      author_read boolean not null default true,
      leader_read boolean not null default false,
      author_notice boolean not null default false,
      last_message text not null,
      last_on date not null,
      last_reply_on date,
      primary key (company_id, id),
      check ((anonymous and author_id is null and author_sealed is not null) or (not anonymous and author_id is not null and author_sealed is null)),
      check ((origin = 'opinion' and leader_id is null) or (origin = 'comment' and leader_id is not null and group_id is null))
    )`.execute(db);
  await sql`create index tickets_activity_idx on tickets (company_id, activity desc)`.execute(db);
  await sql`create index tickets_notice_idx on tickets (company_id) where author_notice`.execute(db);
  await sql`
    create table ticket_messages (
      company_id uuid not null,
      ticket_id uuid not null,
      position integer not null,
      id uuid not null,
      side text not null check (side in ('author', 'leader')),
      anonymous boolean not null,
      sender_id uuid,
      body text not null,
      sent_on date not null,
      primary key (company_id, ticket_id, position),
      unique (company_id, id),
      foreign key (company_id, ticket_id) references tickets (company_id, id) on delete cascade,
      check (not anonymous or sender_id is null)
    )`.execute(db);
  await sql`
    create table ticket_held (
      company_id uuid not null references companies (id) on delete cascade,
      id uuid not null,
      due_at timestamptz not null,
      sealed bytea not null,
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index ticket_held_due_idx on ticket_held (due_at)`.execute(db);
  for (const table of ['tickets', 'ticket_messages', 'ticket_held']) await protect(db, table);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
