import { sql, type Kysely } from 'kysely';
import { SECRET_QUESTIONS } from '../seeds/secret-questions.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [position, q] of SECRET_QUESTIONS.entries()) {
    await sql`insert into secret_questions (id, position, labels) values (${q.id}, ${position}, ${JSON.stringify(q.labels)})`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
