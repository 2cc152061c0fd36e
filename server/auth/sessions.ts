import { sql } from 'kysely';
import type { Database } from '../db/connect.js';
import type { Tx } from '../db/tenant.js';
import { PREPARED } from '../db/prepared.js';
import type { AuthState } from '../trpc/context.js';
import { hashToken, newToken } from './tokens.js';
import type { Language, Plan, Role } from '../db/types.js';

// Sessions after the Lucia guide: a random token, only its hash stored, a 30-day sliding expiry
// renewed once past half-life so an active person is never signed out mid-work.
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'clima_session';

export async function createSession(tx: Tx, params: { companyId: string; userId: string; kind: 'web' | 'api' }) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  await tx
    .insertInto('sessions')
    .values({ id: hashToken(token), company_id: params.companyId, user_id: params.userId, kind: params.kind, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

export interface ValidSession {
  auth: AuthState;
  renewedUntil: Date | null;
  /** Read by the session's statement for the request that checks it (trpc/create-context.ts). */
  read: SessionRead;
}

/**
 * What the session's statement reads of the company besides the session, so that a report read
 * makes one round of statements, not three: its report settings as reports read them
 * (reportCompany), and the roster version that the caller's reach and the reports' rosters are
 * kept by (server/lib/kept-by-version.ts).
 */
export interface SessionRead {
  company: { name: string; report_min_users: number; roster_version: number };
}

interface CheckedRow {
  company_id: string;
  user_id: string;
  claims_at: Date;
  replaced: boolean;
  role: Role;
  is_super: boolean;
  read_only: boolean;
  language: Language;
  user_claims: Date;
  plan: Plan;
  company_claims: Date;
  company_name: string;
  report_min_users: number;
  roster_version: string | number;
  renewed_until: Date | null;
}

/**
 * The session behind a token, renewed when past half-life; null when unknown, expired or the person
 * lost access (an expired or revoked session is deleted). One statement, no transaction of its own:
 * every request makes it (migrations/…_session_check.ts), planned once per connection (server/db/prepared.ts).
 */
export async function validateSession(db: Database, token: string): Promise<ValidSession | null> {
  // Its own statement, never part of a request's transaction (which it would hold up on the embedded database's one connection).
  if (db.isTransaction) throw new Error('the session check runs on its own, not inside a transaction');
  const id = hashToken(token);
  const now = Date.now();
  const renewBefore = new Date(now + (SESSION_DAYS / 2) * DAY_MS);
  const renewUntil = new Date(now + SESSION_DAYS * DAY_MS);
  const { rows } = await sql<CheckedRow>`${sql.raw(PREPARED)} select * from clima_session_check(${id}, ${renewBefore}, ${renewUntil})`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const claimsAt = new Date(row.claims_at).getTime();
  return {
    renewedUntil: row.renewed_until ? new Date(row.renewed_until) : null,
    read: { company: { name: row.company_name, report_min_users: row.report_min_users, roster_version: Number(row.roster_version) } },
    auth: {
      sessionId: id,
      companyId: row.company_id,
      userId: row.user_id,
      role: row.role,
      isSuper: row.is_super,
      readOnly: row.read_only,
      plan: row.plan,
      language: row.language,
      // A replaced token is on its way out: asking its client to refresh again would loop.
      stale: !row.replaced && (new Date(row.user_claims).getTime() > claimsAt || new Date(row.company_claims).getTime() > claimsAt),
    },
  };
}

/** How long a refreshed session still serves the requests already sent with it. */
export const REPLACED_GRACE_MS = 30_000;

/**
 * Retires a session that a refresh replaced: it may no longer be refreshed and expires after a short
 * grace. False when it was already replaced (a token is refreshed once).
 */
export async function retireSession(tx: Tx, sessionId: string): Promise<boolean> {
  const row = await tx
    .updateTable('sessions')
    .set({ replaced_at: sql`now()`, expires_at: sql`least(expires_at, now() + ${`${REPLACED_GRACE_MS} milliseconds`}::interval)` })
    .where('id', '=', sessionId)
    .where('replaced_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function deleteSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Signs a person out everywhere, e.g. after a password or role change; `keep` spares the current session. */
export async function revokeUserSessions(tx: Tx, companyId: string, userId: string, keep?: string): Promise<void> {
  let q = tx.deleteFrom('sessions').where('company_id', '=', companyId).where('user_id', '=', userId);
  if (keep) q = q.where('id', '<>', keep);
  await q.execute();
}

/** Marks the claims a session carries as changed, so clients are told to refresh their token. */
export async function touchUserClaims(tx: Tx, companyId: string, userId: string): Promise<void> {
  await tx
    .updateTable('users')
    .set({ claims_changed_at: sql<Date>`clock_timestamp()` })
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .execute();
}
