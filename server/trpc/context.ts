import type { PaymentGateway } from '../modules/billing/payment-gateway.js';
import type { SessionRead } from '../auth/sessions.js';
import type { AnalyticsEngine } from '../../analytics/index.js';
import type { Database } from '../db/connect.js';
import type { Language, Plan, Role } from '../db/types.js';
import type { Mailer } from '../mail/mailer.js';
import type { Throttle } from '../auth/throttle.js';
import type { Releaser } from '../modules/survey/survey.release.js';

export interface AppDeps {
  db: Database;
  /** Every report figure: DuckDB, kept in step with Postgres. */
  analytics: AnalyticsEngine;
  mailer: Mailer;
  /** Public address of the web client, for links in e-mails. */
  appUrl: string;
  /** Report minimum for new companies (environment value, default 3). */
  reportMinUsers: number;
  /** Key of the anonymous respondents' pseudonyms; never stored in the database. */
  pseudonymKey: string;
  /** Key that seals answers waiting for release (AES-256-GCM); never stored in the database. */
  sealingKey: Buffer;
  /** Writes held answers to the answer tables in batches of k (server/modules/survey/survey.release.ts). */
  release: Releaser;
  /** The time of day for date rules (survey cycles); tests move it. */
  clock: () => Date;
  /** The newer application that some sections move to, when layout rules send people there. */
  newAppUrl: string | null;
  /** Layout rules on for every company (NEW_APP_LAYOUT_RULES), besides each company's own. */
  newAppLayoutRules: readonly string[];
  /** Failed sign-ins per account and client address (tight) and per client address (loose: offices share one). */
  loginThrottle: Throttle;
  addressThrottle: Throttle;
  /** Failed sign-ins per account from anywhere: past its limit, only clients with no failure on it may try. */
  accountThrottle: Throttle;
  recoveryThrottle: Throttle;
  /** Links mailed again on an unauthenticated request (sign-up, sign-in of the unconfirmed), per address. */
  linkThrottle: Throttle;
  /** Cards refused per company: past its limit a new card waits (the checkout is no card-testing oracle). */
  cardThrottle: Throttle;
  /** The payment provider (server/modules/billing/payment-gateway.ts): the local fake outside production when none is set. */
  payments: PaymentGateway;
}

export interface AuthState {
  sessionId: string;
  companyId: string;
  userId: string;
  role: Role;
  isSuper: boolean;
  readOnly: boolean;
  plan: Plan;
  /** The person's own language, for a caller that does not say which it wants. */
  language: Language;
  /** The session's claims are older than the user's or company's: the client should refresh. */
  stale: boolean;
}

/** How the session travels: an HttpOnly cookie for the web client, a bearer token for v1. */
export type Channel = 'web' | 'v1';

export interface Transport {
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
  setHeader(name: string, value: string): void;
}

export interface Context {
  deps: AppDeps;
  channel: Channel;
  ip: string;
  language: Language;
  sessionToken: string | null;
  auth: AuthState | null;
  /**
   * What this request's session check read besides the session (the company's report settings and
   * roster version). Every request checks its session anew, so a revoked session or a moved manager
   * counts from the next request on; a context used for many calls (a test's caller) has none, and
   * its rungs read what they need for each call.
   */
  sessionRead: SessionRead | null;
  transport: Transport;
}
