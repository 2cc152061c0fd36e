import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEngine } from '../../analytics/engine.js';
import { buildApp } from '../../server/app.js';
import { createSession } from '../../server/auth/sessions.js';
import { makeDeps } from '../../server/boot.js';
import type { Database } from '../../server/db/connect.js';
import { withTenant } from '../../server/db/tenant.js';
import { appRouter } from '../../server/trpc/router.js';
import { isolatedDatabase, TEST_ENV } from '../setup/test-context.js';
import { walkProcedures, type ProcedureEntry } from '../../server/trpc/walk.js';
import { makeCompany, makeToken, makeUser } from '../../seeds/factories.js';
import { allTables, fingerprint as fingerprintOf } from './bad-input/database.js';
import { DOMAINS } from './bad-input/index.js';
import { validSignUp, type Case, type Fixture } from './bad-input/shared.js';

// Bad input gets 400 with field errors and changes nothing. "Nothing" is measured on a database of
// this file's own, so that other test files writing at the same time cannot blur the count: every
// row of every table is fingerprinted before and after.
//
// Every procedure that takes input needs cases (per domain in bad-input/<domain>.ts, listed in
// bad-input/index.ts): under `cases` by its v1 path when it has one, else under `procedures` by its
// tRPC path (sent to /trpc as the web client sends it). A new one fails the suite until it has them.
// Cases with signedIn: 'admin' call as an administrator; a domain's `setup` makes records its cases
// need (fx.extra.<domain>).

const BAD_INPUT_MESSAGE = 'Fill all the fields correctly';

const CASES: Record<string, Case[]> = Object.assign({}, ...Object.values(DOMAINS).map((d) => d.cases));
const PROCEDURE_CASES: Record<string, Case[]> = Object.assign({}, ...Object.values(DOMAINS).map((d) => d.procedures ?? {}));

const withInput = walkProcedures(appRouter).filter((p) => p.input);
const routes = withInput.filter((p) => p.meta.v1);
const trpcOnly = withInput.filter((p) => !p.meta.v1);
const keyOf = (p: ProcedureEntry) => `${p.meta.v1!.method} ${p.meta.v1!.path}`;

/** Field errors as the v1 body and the tRPC error data both carry them: non-empty lists of plain messages. */
function expectFieldErrors(errors: Record<string, unknown>, fields: string[]) {
  for (const field of fields) expect(errors, `errors.${field}`).toHaveProperty([field]);
  for (const messages of Object.values(errors)) {
    expect(Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'string' && !m.includes('    at '))).toBe(true);
  }
}

describe('bad input on every procedure', () => {
  let db: Database;
  let app: FastifyInstance;
  let analytics: AnalyticsEngine;
  let drop: () => Promise<void>;
  let fx: Fixture;
  let tables: string[];
  const fingerprint = (database: Database) => fingerprintOf(database, tables);

  beforeAll(async () => {
    ({ db, drop } = await isolatedDatabase('bad_input'));
    tables = await allTables(db);
    analytics = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB' });
    const deps = makeDeps(db, TEST_ENV, 'http://clima.test', () => {}, analytics);
    app = await buildApp({ deps, logLevel: 'silent', serveClient: false });
    await app.ready();

    const company = await makeCompany(db);
    const user = await makeUser(db, company.id, { email: 'someone@acme.test', code: '12345678900', birth_date: '1990-03-15' });
    const pending = await makeUser(db, company.id, { status: 'unconfirmed', password: null });
    const admin = await makeUser(db, company.id, { role: 'admin', is_super: true });
    const { token: session } = await withTenant(db, company.id, (tx) => createSession(tx, { companyId: company.id, userId: user.id, kind: 'api' }));
    const { token: adminSession } = await withTenant(db, company.id, (tx) => createSession(tx, { companyId: company.id, userId: admin.id, kind: 'api' }));
    fx = {
      session,
      adminSession,
      companyId: company.id,
      extra: {},
      tokens: {
        confirm: await makeToken(db, company.id, pending.id, 'confirm-email'),
        login: await makeToken(db, company.id, user.id, 'login'),
        invite: await makeToken(db, company.id, pending.id, 'invite'),
        account: await makeToken(db, company.id, pending.id, 'account'),
        reset: await makeToken(db, company.id, user.id, 'reset-password'),
      },
    };
    for (const [name, domain] of Object.entries(DOMAINS)) if (domain.setup) fx.extra[name] = await domain.setup(db, fx);
  });

  afterAll(async () => {
    await app?.close();
    await analytics?.close();
    await drop?.();
  });

  it('has cases for every procedure that takes input', () => {
    expect(
      routes.map(keyOf).filter((k) => !CASES[k]?.length),
      'v1 paths without bad-input cases',
    ).toEqual([]);
    expect(
      Object.keys(CASES).filter((k) => !routes.some((r) => keyOf(r) === k)),
      'cases for paths that are gone',
    ).toEqual([]);
    expect(
      trpcOnly.map((p) => p.path).filter((k) => !PROCEDURE_CASES[k]?.length),
      'tRPC-only procedures without bad-input cases',
    ).toEqual([]);
    expect(
      Object.keys(PROCEDURE_CASES).filter((k) => !trpcOnly.some((p) => p.path === k)),
      'cases for procedures that are gone or have a v1 path',
    ).toEqual([]);
  });

  for (const route of routes) {
    const v1 = route.meta.v1!;
    for (const c of CASES[keyOf(route)] ?? []) {
      it(`${v1.method} ${v1.path}: ${c.name} → 400 with field errors, nothing changed`, async () => {
        const raw = c.input(fx);
        const params = new Set<string>();
        const url = `/v1${v1.path}`.replace(/:(\w+)/g, (_, name: string) => {
          params.add(name);
          return encodeURIComponent(String((raw as Record<string, unknown>)[name]));
        });
        const rest = typeof raw === 'string' ? raw : Object.fromEntries(Object.entries(raw).filter(([k]) => !params.has(k)));
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (c.signedIn) headers.authorization = `Bearer ${c.signedIn === 'admin' ? fx.adminSession : fx.session}`;

        const before = await fingerprint(db);
        const res =
          v1.method === 'GET'
            ? await app.inject({ method: 'GET', url, headers: c.signedIn ? { authorization: headers.authorization! } : {}, query: rest as Record<string, string> })
            : await app.inject({ method: v1.method, url, headers, payload: typeof rest === 'string' ? rest : JSON.stringify(rest) });
        const after = await fingerprint(db);

        const body = JSON.parse(res.body);
        expect(res.statusCode, res.body).toBe(400);
        expect(body.code).toBe('BAD_INPUT');
        expect(body.message).toBe(BAD_INPUT_MESSAGE);
        // Nothing beyond the code, the catalogue message and the field errors leaves the server.
        expect(Object.keys(body).sort()).toEqual(['code', 'errors', 'message']);
        expectFieldErrors(body.errors, c.fields);
        expect(after).toEqual(before);
      });
    }
  }

  for (const procedure of trpcOnly) {
    for (const c of PROCEDURE_CASES[procedure.path] ?? []) {
      it(`/trpc/${procedure.path}: ${c.name} → 400 with field errors, nothing changed`, async () => {
        const raw = c.input(fx);
        const json = typeof raw === 'string' ? raw : JSON.stringify(raw);
        const headers: Record<string, string> = { origin: 'http://clima.test', 'content-type': 'application/json' };
        if (c.signedIn) headers.authorization = `Bearer ${c.signedIn === 'admin' ? fx.adminSession : fx.session}`;

        const before = await fingerprint(db);
        const res =
          procedure.type === 'query'
            ? await app.inject({ method: 'GET', url: `/trpc/${procedure.path}`, query: { input: json }, headers })
            : await app.inject({ method: 'POST', url: `/trpc/${procedure.path}`, payload: json, headers });
        const after = await fingerprint(db);

        expect(res.statusCode, res.body).toBe(400);
        const { error } = JSON.parse(res.body);
        expect(error.message).toBe(BAD_INPUT_MESSAGE);
        expect(error.data).toMatchObject({ appCode: 'BAD_INPUT', httpStatus: 400 });
        expectFieldErrors(error.data.fieldErrors, c.fields);
        expect(JSON.stringify(error)).not.toMatch(/stack|\.ts:\d+/);
        expect(after).toEqual(before);
      });
    }
  }

  it('the web client gets the same field errors over /trpc', async () => {
    const before = await fingerprint(db);
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.signUp',
      headers: { origin: 'http://clima.test' },
      payload: { ...validSignUp, firstName: 'A', email: 'bad' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = JSON.parse(res.body);
    expect(error.message).toBe(BAD_INPUT_MESSAGE);
    expect(error.data).toMatchObject({ appCode: 'BAD_INPUT', httpStatus: 400 });
    expect(Object.keys(error.data.fieldErrors).sort()).toEqual(['email', 'firstName']);
    expect(JSON.stringify(error)).not.toMatch(/stack|\.ts:\d+/);
    expect(await fingerprint(db)).toEqual(before);
  });

  it('the fingerprint notices a change (the guard above is real)', async () => {
    const before = await fingerprint(db);
    await db.updateTable('users').set({ first_name: 'Changed' }).where('email', '=', 'someone@acme.test').execute();
    expect(await fingerprint(db)).not.toEqual(before);
  });
});
