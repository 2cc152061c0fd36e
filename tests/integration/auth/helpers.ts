import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../../server/auth/sessions.js';
import { hashToken } from '../../../server/auth/tokens.js';
import { withTenant } from '../../../server/db/tenant.js';
import type { AppError } from '../../../server/lib/errors.js';
import { appErrorOf } from '../../../server/trpc/init.js';
import { makeCompany, makeUser, unique, type UserOverrides } from '../../../seeds/factories.js';
import { APP_URL, testApp, testDeps } from '../../setup/test-context.js';

// Shared by the auth and security tests: people to sign in as, and v1 requests made readable.

export const PASSWORD = 'Secret#123';
export const STRONG = 'Strong#Pass1';
export const DAY_MS = 24 * 60 * 60 * 1000;

export const corporateEmail = (prefix = 'person') => `${unique(prefix)}@acme.test`;

export const signUpInput = (email: string, overrides: Record<string, unknown> = {}) => ({
  companyName: 'Acme Testing',
  companySize: '12-200' as const,
  firstName: 'Paula',
  lastName: 'Prado',
  role: 'hr-manager' as const,
  phone: '(11) 98765-4321',
  email,
  password: STRONG,
  ...overrides,
});

let ipCounter = 0;
/** A distinct client address per request, so the per-address sign-in throttle of one test never blocks another. */
export const freshIp = () => `198.51.${Math.floor(Math.random() * 200)}.${(ipCounter++ % 250) + 1}`;

/** A confirmed person (password `Secret#123`) in a new company, or in `companyId` when given. */
export async function makePerson(overrides: UserOverrides & { companyId?: string } = {}) {
  const { db } = await testDeps();
  const { companyId, ...rest } = overrides;
  const company = companyId ? { id: companyId } : await makeCompany(db);
  const user = await makeUser(db, company.id, { password: PASSWORD, ...rest });
  return { companyId: company.id, user };
}

/** A session for a person without going through the password (no argon2 cost): the bearer token. */
export async function sessionFor(user: { company_id: string; id: string }, kind: 'web' | 'api' = 'api'): Promise<string> {
  const { db } = await testDeps();
  const { token } = await withTenant(db, user.company_id, (tx) => createSession(tx, { companyId: user.company_id, userId: user.id, kind }));
  return token;
}

export async function sessionRow(token: string) {
  const { db } = await testDeps();
  return db.selectFrom('sessions').selectAll().where('id', '=', hashToken(token)).executeTakeFirst();
}

export async function userRow(userId: string) {
  const { db } = await testDeps();
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function mailsTo(address: string) {
  const { db } = await testDeps();
  return db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();
}

/** The AppError a rejected call carries (as the v1 adapter and the error formatter see it). */
export async function failureOf(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (e) {
    return appErrorOf(e);
  }
  throw new Error('expected the call to fail, but it succeeded');
}

export interface V1Options {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  cookie?: string;
}

export interface V1Response {
  status: number;
  body: any;
  headers: LightMyRequestResponse['headers'];
  cookies: LightMyRequestResponse['cookies'];
}

/** A v1 request as a legacy client makes it (bearer token, own address); the JSON body parsed. */
export async function v1(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: V1Options = {}): Promise<V1Response> {
  return v1On(await testApp(), method, url, options);
}

/** `v1` on an app of the caller's (a test's own database). */
export async function v1On(
  app: Awaited<ReturnType<typeof testApp>>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: V1Options = {},
): Promise<V1Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': freshIp(), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await app.inject({
    method,
    url: `/v1${url}`,
    headers,
    query: options.query,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    ...(options.cookie ? { cookies: { [SESSION_COOKIE]: options.cookie } } : {}),
  });
  let body: unknown = null;
  if (res.body) {
    try {
      body = JSON.parse(res.body);
    } catch {
      body = res.body;
    }
  }
  return { status: res.statusCode, body, headers: res.headers, cookies: res.cookies };
}

/** A request to the web client's tRPC endpoint, from our own origin unless told otherwise. */
export async function trpc(
  kind: 'query' | 'mutation',
  path: string,
  options: { input?: unknown; cookie?: string; origin?: string | null; headers?: Record<string, string> } = {},
) {
  const app = await testApp();
  const headers: Record<string, string> = { 'x-forwarded-for': freshIp(), ...options.headers };
  if (options.origin !== null) headers.origin = options.origin ?? APP_URL;
  const cookies = options.cookie ? { [SESSION_COOKIE]: options.cookie } : undefined;
  const res =
    kind === 'query'
      ? await app.inject({
          method: 'GET',
          url: `/trpc/${path}`,
          query: options.input === undefined ? undefined : { input: JSON.stringify(options.input) },
          headers,
          cookies,
        })
      : await app.inject({ method: 'POST', url: `/trpc/${path}`, payload: options.input ?? {}, headers, cookies });
  return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers, cookies: res.cookies };
}

export function sessionCookieOf(res: { cookies: LightMyRequestResponse['cookies'] }) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

/** Asserts a v1 error answer: status, body code and, when given, the catalogue message. */
export function expectV1Error(res: V1Response, status: number, code: string, message?: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(typeof res.body.message).toBe('string');
  if (message !== undefined) expect(res.body.message).toBe(message);
}
