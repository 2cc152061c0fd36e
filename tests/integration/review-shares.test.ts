import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEngine } from '../../analytics/engine.js';
import { inShare, type Share } from '../../analytics/source.js';
import { buildApp } from '../../server/app.js';
import { makeDeps } from '../../server/boot.js';
import { analyticsSource } from '../../server/db/analytics-source.js';
import { addDays } from '../../server/modules/survey/survey.cycles.js';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { APP_URL, TEST_ENV, testDeps } from '../setup/test-context.js';
import { addCycle, addResponses, respondents } from './analytics/fixtures.js';
import { sessionFor } from './auth/helpers.js';
import { makeGroup } from './groups/helpers.js';
import { today } from './survey/helpers.js';

// An attacker's read of analytics shares (ANALYTICS_SHARE): a server whose engine holds one share
// of the companies, asked for a company of another share (a request routed to the wrong replica),
// must answer an error on every path that reads figures, never figures of no data ("nobody
// answered", 204, a withheld figure) and never 403, which signs a legacy client out (v1 contract).

const HALF: Share = { index: 0, count: 2 };

function idOutside(share: Share, inside: boolean): string {
  for (;;) {
    const id = randomUUID();
    if (inShare(id, share) === inside) return id;
  }
}

let engine: AnalyticsEngine;
let app: FastifyInstance;

beforeAll(async () => {
  const { db, raw } = await testDeps();
  engine = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB', share: HALF });
  await engine.attach(analyticsSource(db, raw));
  const deps = makeDeps(db, TEST_ENV, APP_URL, () => {}, engine, { autoDeliver: false });
  app = await buildApp({ deps, logLevel: 'silent', serveClient: false, trustProxy: true });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await engine?.close();
});

/** A company with 5 people who answered a closed cycle, an administrator and a group. */
async function companyIn(inside: boolean) {
  const { db } = await testDeps();
  const company = await makeCompany(db, { id: idOutside(HALF, inside), plan: 'enterprise' });
  const admin = await makeUser(db, company.id, { role: 'admin' });
  const group = await makeGroup(company.id);
  const cycle = await addCycle(company.id, 0, addDays(today(), -20), addDays(today(), -13));
  await addResponses(
    company.id,
    cycle,
    respondents(5).map((r, i) => ({ respondent: r, groups: [group.id], scores: { recognition: 4 + i, enps: 6 + i } })),
    addDays(today(), -15),
  );
  await engine.sync();
  return { companyId: company.id, group: group.id, token: await sessionFor(admin, 'web') };
}

async function request(method: 'GET' | 'POST', url: string, token: string, payload?: object, web = false) {
  const res = await app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': '198.51.100.7', ...(web ? { origin: APP_URL } : { authorization: `Bearer ${token}` }) },
    ...(web ? { cookies: { clima_session: token } } : {}),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.body };
}

const query = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

/** Every path that reads figures of the company or a group, with its status and body. */
async function reads(c: { group: string; token: string }) {
  const g = c.group;
  const v1 = (method: 'GET' | 'POST', url: string, payload?: object) => request(method, `/v1${url}`, c.token, payload);
  const web = (path: string, input: unknown) => request('GET', query(path, input), c.token, undefined, true);
  return {
    'v1 company report': await v1('GET', '/reports/company'),
    'v1 group report': await v1('GET', `/reports/${g}`),
    'v1 history': await v1('GET', `/reports/${g}/history`),
    'v1 metric': await v1('GET', `/reports/${g}/metrics/recognition`),
    'v1 enps': await v1('GET', `/enpscores/${g}`),
    'v1 lnps': await v1('GET', `/lnpscores/${g}`),
    'v1 compare': await v1('POST', '/reports/groups', { groups: [g] }),
    'v1 comparison export': await v1('POST', '/reports/groups/export', { groups: [g], format: 'csv' }),
    'v1 people summary': await v1('GET', `/users/summary/${g}`),
    'web participation': await web('reports.participation', { groupId: g }),
    'web correlations': await web('analytics.correlations', { groupId: 'company' }),
    'web benchmark': await web('benchmark.get', { groupId: 'company' }),
    'web report export': await request('POST', '/trpc/reports.exportReport', c.token, { groupId: g, format: 'csv' }, true),
  };
}

describe('review: a server whose engine holds a share, asked for a company outside it', () => {
  it('answers 500 INTERNAL on every path that reads figures (never 403, never an answer of no data), and serves its own companies', async () => {
    const inside = await companyIn(true);
    const outside = await companyIn(false);
    for (const [path, res] of Object.entries(await reads(inside))) expect({ path, status: res.status }).toEqual({ path, status: 200 });
    for (const [path, res] of Object.entries(await reads(outside))) {
      expect({ path, status: res.status }).toEqual({ path, status: 500 });
      expect(res.body).toContain('unexpected error');
      // Nothing of the company's figures, nor the share's name or the company's id, leaves the server.
      expect(res.body).not.toContain(outside.companyId);
      expect(res.body).not.toContain('share');
    }
  });
});
