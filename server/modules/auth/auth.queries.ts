import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import type { TokenPurpose } from '../../db/types.js';
import { hashToken, newToken } from '../../auth/tokens.js';

export function findUserByEmail(tx: Tx, email: string) {
  return tx
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserByCode(tx: Tx, code: string) {
  return tx.selectFrom('users').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findUser(tx: Tx, companyId: string, userId: string) {
  return tx.selectFrom('users').selectAll().where('company_id', '=', companyId).where('id', '=', userId).executeTakeFirst();
}

export function findCompany(tx: Tx, companyId: string) {
  return tx.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
}

export async function createAuthToken(tx: Tx, params: { companyId: string; userId: string; purpose: TokenPurpose; ttlMs: number }): Promise<string> {
  const token = newToken();
  await tx
    .insertInto('auth_tokens')
    .values({
      id: hashToken(token),
      company_id: params.companyId,
      user_id: params.userId,
      purpose: params.purpose,
      expires_at: new Date(Date.now() + params.ttlMs),
    })
    .execute();
  return token;
}

/** A token still usable for its purpose; run under the system role, before the company is known. */
export function findLiveToken(tx: Tx, token: string, purposes: TokenPurpose[]) {
  return tx
    .selectFrom('auth_tokens')
    .selectAll()
    .where('id', '=', hashToken(token))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Uses a token once: a second use, even concurrent, finds nothing to update. */
export async function consumeToken(tx: Tx, tokenId: string): Promise<boolean> {
  const result = await tx.updateTable('auth_tokens').set({ used_at: new Date() }).where('id', '=', tokenId).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Earlier links of the same kind stop working when a new one is sent. */
export async function retireTokens(tx: Tx, companyId: string, userId: string, purposes: TokenPurpose[]): Promise<void> {
  await tx
    .updateTable('auth_tokens')
    .set({ used_at: new Date() })
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

export function hasPendingToken(tx: Tx, companyId: string, userId: string, purpose: TokenPurpose) {
  return tx.selectFrom('auth_tokens').select('id').where('company_id', '=', companyId).where('user_id', '=', userId).where('purpose', '=', purpose).executeTakeFirst();
}

export function listSecretQuestions(tx: Tx) {
  return tx.selectFrom('secret_questions').selectAll().orderBy('position').execute();
}

export function secretQuestionExists(tx: Tx, id: string) {
  return tx.selectFrom('secret_questions').select('id').where('id', '=', id).executeTakeFirst();
}

export type SecretQuestionReminder = 'ask' | 'remind' | 'off';

// The column came after the typed schema (migration 2026_11_24_200000), as inactive_by_manager did: read through sql.
export async function findSecretQuestionReminder(tx: Tx, companyId: string, userId: string): Promise<SecretQuestionReminder> {
  const row = await tx
    .selectFrom('users')
    .select(sql<SecretQuestionReminder>`secret_question_reminder`.as('reminder'))
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.reminder ?? 'off';
}

/** Moves the prompt on: only forward ('ask' → 'remind' → 'off'), so a late 'shown' never revives a dismissed reminder. */
export async function advanceSecretQuestionReminder(tx: Tx, companyId: string, userId: string, to: 'remind' | 'off'): Promise<void> {
  const from = to === 'remind' ? ['ask'] : ['ask', 'remind'];
  await sql`update users set secret_question_reminder = ${to}
    where company_id = ${companyId} and id = ${userId} and secret_question_reminder in (${sql.join(from)})`.execute(tx);
}
