import { sql, type Kysely } from 'kysely';

// The secret-question prompt of the shell (issue #10): asked once in full ('ask'), then a reminder at
// later sign-ins ('remind') until the person chooses a question or dismisses it for good ('off').
// Kept per person on the server, so it follows them across browsers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column secret_question_reminder text not null default 'ask'
    check (secret_question_reminder in ('ask', 'remind', 'off'))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
