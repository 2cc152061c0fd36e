import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyRouter } from '@trpc/server';
import type { AppErrorCode } from '../../server/lib/errors.js';
import type { Role } from '../../server/db/types.js';
import { createCallerFactory, router } from '../../server/trpc/init.js';
import { authedProcedure, planProcedure, publicProcedure, roleProcedure, tenantProcedure } from '../../server/trpc/procedures.js';
import { appRouter } from '../../server/trpc/router.js';
import { walkProcedures, type ProcedureEntry } from '../../server/trpc/walk.js';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { DOMAINS } from './matrix/index.js';
import { CALLERS, everyone, roles, signedIn, type CallerKind, type Fixture, type Outcome, type Row, type Who } from './matrix/shared.js';
import { callerFor, testDeps } from '../setup/test-context.js';
import { failureOf, sessionFor, STRONG, v1 } from '../integration/auth/helpers.js';

// The authorization matrix: for every procedure (and its v1 path), who may call it. Each row is
// called as every kind of caller, over tRPC and over v1; an allowed caller must get past the access
// checks, a refused one must be stopped by them. A procedure added to the router without a row here
// fails the suite: decide who may call it, then add the row.
//
// To add a procedure: one row with `who` (a preset below, or your own record) and `input`, a
// function of the fixture that returns input good enough to pass validation (use fx for ids of
// company A's records). Rows live per domain in matrix/<domain>.ts, listed in matrix/index.ts;
// a domain that needs records of its own makes them in its `setup` (read back as fx.extra.<domain>).

const MATRIX: Record<string, Row> = Object.assign({}, ...Object.values(DOMAINS).map((d) => d.rows));

/** Codes that mean "the access checks stopped this call". */
const ACCESS_CODES: AppErrorCode[] = ['UNAUTHENTICATED', 'FORBIDDEN', 'PLAN_REQUIRED'];
const ACCESS_STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, PLAN_REQUIRED: 402 };
/** Codes that mean "no such record" (a poll's answer screen has its own 404 text, measurement §8). */
const MISSING_CODES: AppErrorCode[] = ['NOT_FOUND', 'POLL_NOT_FOUND'];

const procedures = walkProcedures(appRouter);

async function buildFixture(): Promise<Fixture> {
  const { db } = await testDeps();
  const a = await makeCompany(db, { plan: 'enterprise' });
  const b = await makeCompany(db, { plan: 'enterprise' });
  const person = (companyId: string, role: Role) => makeUser(db, companyId, { role, password: STRONG });
  const pending = await makeUser(db, a.id, { status: 'unconfirmed', password: null });
  const fixture: Fixture = {
    companyA: a.id,
    companyB: b.id,
    users: { admin: await person(a.id, 'admin'), manager: await person(a.id, 'manager'), user: await person(a.id, 'user'), otherAdmin: await person(b.id, 'admin') },
    pending,
    extra: {},
  };
  for (const [name, domain] of Object.entries(DOMAINS)) if (domain.setup) fixture.extra[name] = await domain.setup(fixture);
  return fixture;
}

/** A fresh session per call: a logout or a refresh in one call never disturbs the next. */
async function tokenFor(fx: Fixture, kind: CallerKind): Promise<string | undefined> {
  return kind === 'anonymous' ? undefined : sessionFor(fx.users[kind]);
}

/** The outcome of calling `path` of `router` as one kind of caller: the AppError code, or null on success. */
async function codeOf(router: AnyRouter, token: string | undefined, path: string, input: unknown): Promise<AppErrorCode | null> {
  const { ctx } = await callerFor({ token });
  try {
    await call(createCallerFactory(router)(ctx), path, input);
    return null;
  } catch (e) {
    return (await failureOf(Promise.reject(e))).code;
  }
}

function call(caller: unknown, path: string, input: unknown): Promise<unknown> {
  const fn = path.split('.').reduce<any>((node, key) => node[key], caller);
  return fn(input);
}

function v1Url(entry: ProcedureEntry, raw: Record<string, unknown>) {
  const params = new Set<string>();
  const url = entry.meta.v1!.path.replace(/:(\w+)/g, (_, name: string) => {
    params.add(name);
    return encodeURIComponent(String(raw[name]));
  });
  const rest = Object.fromEntries(Object.entries(raw).filter(([k]) => !params.has(k)));
  return { url, rest };
}

function expectOutcome(where: string, outcome: Outcome, code: AppErrorCode | null) {
  if (outcome === 'allowed') {
    // BAD_INPUT would mean the table's input never reached the handler: keep inputs valid.
    expect([...ACCESS_CODES, 'BAD_INPUT', ...MISSING_CODES], `${where}: allowed, but failed with ${code}`).not.toContain(code);
  } else if (outcome === 'not-found') {
    expect(MISSING_CODES, `${where}: should answer like a missing record, got ${code ?? 'success'}`).toContain(code);
  } else {
    expect(ACCESS_CODES, `${where}: should be refused, got ${code ?? 'success'}`).toContain(code);
  }
}

describe('authorization matrix', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await buildFixture();
  });

  it('has a row for every procedure of the router, and no row for a procedure that is gone', () => {
    const paths = procedures.map((p) => p.path);
    expect(
      paths.filter((p) => !(p in MATRIX)),
      'procedures missing from MATRIX',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((p) => !paths.includes(p)),
      'MATRIX rows without a procedure',
    ).toEqual([]);
  });

  it('agrees with the declared access: only public procedures are open to anonymous callers', () => {
    for (const p of procedures) {
      const row = MATRIX[p.path];
      if (!row) continue;
      expect(row.who.anonymous === 'allowed', p.path).toBe(p.meta.access?.kind === 'public');
    }
  });

  for (const entry of procedures) {
    const row = MATRIX[entry.path];
    if (!row) continue;
    describe(entry.path, () => {
      for (const kind of CALLERS) {
        const outcome = row.who[kind];
        it(`tRPC as ${kind}: ${outcome}`, async () => {
          const input = row.input ? await row.input(fx, kind) : undefined;
          const code = await codeOf(appRouter, await tokenFor(fx, kind), entry.path, input);
          expectOutcome(`${entry.path} as ${kind}`, outcome, code);
        });

        const route = entry.meta.v1;
        if (!route) continue;
        it(`v1 ${route.method} ${route.path} as ${kind}: ${outcome}`, async () => {
          const token = await tokenFor(fx, kind);
          const raw = ((row.v1Input ?? row.input) ? await (row.v1Input ?? row.input)!(fx, kind) : {}) as Record<string, unknown>;
          const { url, rest } = v1Url(entry, raw ?? {});
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const res = await v1(route.method, url, {
            token,
            ...(hasBody ? { body: rest } : { query: Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])) }),
          });
          // A v1 403 names the auth code the legacy client routes on (deny), not the AppError code.
          if (res.status === 403) expect(res.body?.code).toBe('deny');
          const code = res.status === 403 ? 'FORBIDDEN' : res.status >= 400 ? (res.body?.code as AppErrorCode) : null;
          expectOutcome(`${route.method} ${route.path} as ${kind}`, outcome, code);
          if (code && ACCESS_CODES.includes(code)) expect(res.status).toBe(ACCESS_STATUS[code]);
          if (outcome === 'not-found') expect(res.status).toBe(404);
        });
      }
    });
  }
});

// The rungs of the ladder, checked on a router of their own: the real router has no role or plan
// procedure yet, and the matrix above is only as good as the rungs it relies on.
describe('procedure ladder', () => {
  const ladder = router({
    open: publicProcedure.query(() => 'ok'),
    authed: authedProcedure.query(() => 'ok'),
    tenant: tenantProcedure.query(() => 'ok'),
    admins: roleProcedure('admin').query(() => 'ok'),
    leaders: roleProcedure('admin', 'manager').query(() => 'ok'),
    paid: planProcedure('enterprise').query(() => 'ok'),
  });
  const LADDER: Record<string, Who> = {
    open: everyone,
    authed: signedIn,
    tenant: signedIn,
    admins: roles(['admin']),
    leaders: roles(['admin', 'manager']),
    paid: signedIn,
  };
  let fx: Fixture;
  beforeAll(async () => {
    fx = await buildFixture();
  });

  it('declares each rung in metadata', () => {
    const kinds = Object.fromEntries(walkProcedures(ladder).map((p) => [p.path, p.meta.access]));
    expect(kinds).toEqual({
      open: { kind: 'public' },
      authed: { kind: 'authed' },
      tenant: { kind: 'tenant' },
      admins: { kind: 'role', roles: ['admin'] },
      leaders: { kind: 'role', roles: ['admin', 'manager'] },
      paid: { kind: 'plan', plans: ['enterprise'] },
    });
  });

  for (const [path, who] of Object.entries(LADDER)) {
    it(`${path}: ${CALLERS.map((k) => `${k} ${who[k]}`).join(', ')}`, async () => {
      for (const kind of CALLERS) expectOutcome(`${path} as ${kind}`, who[kind], await codeOf(ladder, await tokenFor(fx, kind), path, undefined));
    });
  }

  it('anonymous callers get UNAUTHENTICATED and the wrong role FORBIDDEN', async () => {
    expect(await codeOf(ladder, undefined, 'admins', undefined)).toBe('UNAUTHENTICATED');
    expect(await codeOf(ladder, await tokenFor(fx, 'user'), 'admins', undefined)).toBe('FORBIDDEN');
  });

  it('a company on another plan gets PLAN_REQUIRED', async () => {
    const { db } = await testDeps();
    for (const plan of ['basic', 'trial'] as const) {
      const company = await makeCompany(db, { plan });
      const admin = await makeUser(db, company.id, { role: 'admin' });
      expect(await codeOf(ladder, await sessionFor(admin), 'paid', undefined), plan).toBe('PLAN_REQUIRED');
      expect(await codeOf(ladder, await sessionFor(admin), 'admins', undefined), plan).toBeNull();
    }
  });
});
