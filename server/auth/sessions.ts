import { sql } from 'kysely';
import type { Database } from '../db/connect.js';
import { withSystem, type Tx } from '../db/tenant.js';
import type { AuthState } from '../trpc/context.js';
import { hashToken, newToken } from './tokens.js';

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

/** The session behind a token, renewed when past half-life; null when unknown, expired or the person lost access. */
export async function validateSession(db: Database, token: string): Promise<ValidSession | null> {
  const id = hashToken(token);
  return withSystem(db, async (tx) => {
    const row = await tx
      .selectFrom('sessions as s')
      .innerJoin('users as u', (j) => j.onRef('u.company_id', '=', 's.company_id').onRef('u.id', '=', 's.user_id'))
      .innerJoin('companies as c', 'c.id', 's.company_id')
      .select([
        's.id',
        's.company_id',
        's.user_id',
        's.expires_at',
        's.claims_at',
        's.replaced_at',
        'u.role',
        'u.is_super',
        'u.read_only',
        'u.status',
        'u.inactive',
        'u.language',
        'u.claims_changed_at as user_claims',
        'c.plan',
        'c.claims_changed_at as company_claims',
        'c.name as company_name',
        'c.report_min_users',
        'c.roster_version',
      ])
      .where('s.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    if (row.expires_at.getTime() <= Date.now() || row.status !== 'confirmed' || row.inactive) {
      await tx.deleteFrom('sessions').where('id', '=', id).execute();
      return null;
    }
    let renewedUntil: Date | null = null;
    const replaced = row.replaced_at !== null;
    if (!replaced && row.expires_at.getTime() - Date.now() < (SESSION_DAYS / 2) * DAY_MS) {
      renewedUntil = new Date(Date.now() + SESSION_DAYS * DAY_MS);
      await tx.updateTable('sessions').set({ expires_at: renewedUntil }).where('id', '=', id).execute();
    }
    const claimsAt = row.claims_at.getTime();
    return {
      renewedUntil,
      read: { company: { name: row.company_name, report_min_users: row.report_min_users, roster_version: row.roster_version } },
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
        stale: !replaced && (row.user_claims.getTime() > claimsAt || row.company_claims.getTime() > claimsAt),
      },
    };
  });
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
