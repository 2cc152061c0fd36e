import { sql, type Kysely } from 'kysely';

// Stored responses rewritten in place (placed anew after groups moved) keep their seq, so the
// analytics engine's sync, which reads rows by seq, would never see them. Each such rewrite takes
// a number from this sequence, and the number is part of the source's identity: an analytics file
// built before it (a server stopped between the commit and the rebuild it asked for) is rebuilt at
// the next start rather than trusted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence analytics_generation`.execute(db);
  await sql`grant usage, select on sequence analytics_generation to clima_app, clima_system`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('forward-only');
}
