import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';

// SQL of a poll's named answers (migration 2026_12_01_100000) and of the names a poll shows.
// Row-level security fixes the company of every statement.

export async function insertNamed(tx: Tx, row: { companyId: string; id: string; surveyId: string; sealed: Buffer }): Promise<void> {
  await sql`insert into poll_named_answers (company_id, id, survey_id, sealed) values (${row.companyId}, ${row.id}, ${row.surveyId}, ${row.sealed})`.execute(tx);
}

export async function namedRows(tx: Tx, surveyId: string): Promise<{ id: string; sealed: Buffer }[]> {
  const { rows } = await sql<{ id: string; sealed: Buffer }>`select id, sealed from poll_named_answers where survey_id = ${surveyId}`.execute(tx);
  return rows;
}

/** A person's name as the poll shows it (their e-mail when they have none). */
export async function personOf(tx: Tx, userId: string): Promise<{ name: string; email: string } | undefined> {
  const { rows } = await sql<{ name: string; email: string }>`
    select coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email, code, '') as name, coalesce(email, '') as email
    from users where id = ${userId}`.execute(tx);
  return rows[0];
}

/** The names of these people as the poll shows them now; an anonymized or deleted person has none (their signature is gone with them). */
export async function currentNames(tx: Tx, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql<{ id: string; name: string }>`
    select id, coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email, code, '') as name
    from users where id = any(${[...userIds]}::uuid[]) and anonymized_at is null`.execute(tx);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function companyName(tx: Tx, companyId: string): Promise<string> {
  const { rows } = await sql<{ name: string }>`select name from companies where id = ${companyId}`.execute(tx);
  return rows[0]?.name ?? '';
}
