import type { Role } from '../../../server/db/types.js';
import { makeToken } from '../../../seeds/factories.js';
import { testDeps } from '../../setup/test-context.js';

// Shapes and presets of the authorization matrix; each domain's rows live beside this file.

export type CallerKind = 'admin' | 'manager' | 'user' | 'anonymous' | 'otherAdmin';
/** allowed: passes the access checks; refused: stopped by them; not-found: answered like a missing record (another tenant). */
export type Outcome = 'allowed' | 'refused' | 'not-found';
export type Who = Record<CallerKind, Outcome>;

export const CALLERS: CallerKind[] = ['admin', 'manager', 'user', 'anonymous', 'otherAdmin'];

/** Anyone, signed in or not. */
export const everyone: Who = { admin: 'allowed', manager: 'allowed', user: 'allowed', anonymous: 'allowed', otherAdmin: 'allowed' };
/** Any signed-in person, on their own company's data. */
export const signedIn: Who = { ...everyone, anonymous: 'refused' };
/** Signed-in people of these roles; another company's admin acts on their own company (or gets not-found for A's records). */
export const roles = (allowed: Role[], otherAdmin: Outcome = allowed.includes('admin') ? 'allowed' : 'refused'): Who => ({
  admin: allowed.includes('admin') ? 'allowed' : 'refused',
  manager: allowed.includes('manager') ? 'allowed' : 'refused',
  user: allowed.includes('user') ? 'allowed' : 'refused',
  anonymous: 'refused',
  otherAdmin,
});

export interface Fixture {
  companyA: string;
  companyB: string;
  users: Record<Exclude<CallerKind, 'anonymous'>, { id: string; company_id: string; email: string | null }>;
  /** A person of company A waiting to confirm (for link tokens). */
  pending: { id: string; company_id: string };
  /** Records a domain's rows need, made by that domain's `setup` (keyed by domain). */
  extra: Record<string, any>;
}

/** A domain's rows, and the records of company A they need before the matrix runs. */
export interface MatrixDomain {
  rows: Record<string, Row>;
  setup?: (fx: Fixture) => Promise<Record<string, any>>;
}

export interface Row {
  who: Who;
  /**
   * Procedure input, or a promise of it; called afresh for every call, so unique values stay unique. The caller is
   * given for inputs that name company A's records only A's people may use (a manager's group).
   */
  input?: (fx: Fixture, caller: CallerKind) => unknown;
  /** The legacy request (query, body and path params together, or a promise of it) when it differs from the procedure input. */
  v1Input?: (fx: Fixture, caller: CallerKind) => unknown;
}

export const linkToken = async (fx: Fixture, purpose: 'invite' | 'account' | 'reset-password' | 'confirm-email' | 'login') => {
  const { db } = await testDeps();
  return makeToken(db, fx.pending.company_id, fx.pending.id, purpose);
};
