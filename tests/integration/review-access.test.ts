import { describe, expect, it } from 'vitest';
import { revokeUserSessions } from '../../server/auth/sessions.js';
import { withTenant } from '../../server/db/tenant.js';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { attachAnalytics, callerFor, testDeps } from '../setup/test-context.js';
import { sessionFor, trpc, v1 } from './auth/helpers.js';
import { makeGroup } from './groups/helpers.js';

// An attacker's read of the reach kept per roster version (groups.scope.ts keptReachOf, read by the
// rung that computes outside the database): after a manager loses a group — removed as its
// manager, the group moved out of their subtree or deleted, a role change, a revoked session — the
// next request on every path that serves figures of a group (tRPC for the web client, v1 for
// legacy clients: report, eNPS, comparison, people summary, exports) must answer as for a group
// they never saw. Each path is read twice before the change, so the second read is served from the
// kept reach: a reach kept past the change would show here.

type Path = readonly [name: string, read: (groupId: string, token: string) => Promise<number>];

const PATHS: readonly Path[] = [
  ['v1 report', async (g, token) => (await v1('GET', `/reports/${g}`, { token })).status],
  ['v1 enps', async (g, token) => (await v1('GET', `/enpscores/${g}`, { token })).status],
  ['v1 compare', async (g, token) => (await v1('POST', '/reports/groups', { token, body: { groups: [g] } })).status],
  ['v1 people summary', async (g, token) => (await v1('GET', `/users/summary/${g}`, { token })).status],
  ['v1 comparison export', async (g, token) => (await v1('POST', '/reports/groups/export', { token, body: { groups: [g], format: 'csv' } })).status],
  ['web report', async (g, token) => (await trpc('query', 'reports.report', { cookie: token, input: { groupId: g } })).status],
  ['web participation', async (g, token) => (await trpc('query', 'reports.participation', { cookie: token, input: { groupId: g } })).status],
  ['web people summary', async (g, token) => (await trpc('query', 'users.summary', { cookie: token, input: { groupId: g } })).status],
  ['web report export', async (g, token) => (await trpc('mutation', 'reports.exportReport', { cookie: token, input: { groupId: g, format: 'csv' } })).status],
  ['web correlations', async (g, token) => (await trpc('query', 'analytics.correlations', { cookie: token, input: { groupId: g } })).status],
  ['web benchmark', async (g, token) => (await trpc('query', 'benchmark.get', { cookie: token, input: { groupId: g } })).status],
];

/** Every path's status for one group, read as the holder of `token` (a v1 bearer token and a web cookie at once). */
async function statuses(groupId: string, token: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, read] of PATHS) out[name] = await read(groupId, token);
  return out;
}

const every = (status: number) => Object.fromEntries(PATHS.map(([name]) => [name, status]));
/** Served: 200, or 204 where a path says "no report yet". */
const served = (s: Record<string, number>) => Object.fromEntries(Object.entries(s).map(([name, status]) => [name, status === 204 ? 200 : status]));

async function company() {
  const { db } = await testDeps();
  const c = await makeCompany(db, { plan: 'enterprise' });
  const admin = await makeUser(db, c.id, { role: 'admin' });
  const manager = await makeUser(db, c.id, { role: 'manager' });
  const top = await makeGroup(c.id, { managers: [manager.id] });
  const child = await makeGroup(c.id, { parentId: top.id });
  const other = await makeGroup(c.id);
  const adminCaller = (await callerFor({ token: await sessionFor(admin) })).caller;
  return { db, companyId: c.id, admin, manager, top, child, other, adminCaller, token: await sessionFor(manager, 'web') };
}

/** Reads every path twice (the second from the kept reach), expecting it served. */
async function warm(groupId: string, token: string) {
  for (let i = 0; i < 2; i++) expect(served(await statuses(groupId, token))).toEqual(every(200));
}

describe('review: a manager who loses a group, at the next request, on every path', () => {
  it('a subgroup moved out of their subtree answers 404 at once', async () => {
    const engine = await attachAnalytics();
    const t = await company();
    await warm(t.child.id, t.token);
    await t.adminCaller.groups.update({ id: t.child.id, parentId: t.other.id });
    expect(await statuses(t.child.id, t.token)).toEqual(every(404));
    // And moved back, into reach again: the kept reach follows both ways. (A move places stored
    // answers anew and rebuilds the analytics file; reads during that rebuild fail: see
    // review-rebuild-window.test.ts. Waited for here, so only the reach is under test.)
    await engine.rebuilt();
    await t.adminCaller.groups.update({ id: t.child.id, parentId: t.top.id });
    await engine.rebuilt();
    expect(served(await statuses(t.child.id, t.token))).toEqual(every(200));
  });

  it('removed as the manager (through the API, and straight in the table as a tool would) answers 404 at once', async () => {
    const t = await company();
    await warm(t.top.id, t.token);
    await t.adminCaller.groups.update({ id: t.top.id, managers: [] });
    expect(await statuses(t.top.id, t.token)).toEqual(every(404));
    expect(await statuses(t.child.id, t.token)).toEqual(every(404));

    const u = await company();
    await warm(u.child.id, u.token);
    await u.db.deleteFrom('group_managers').where('company_id', '=', u.companyId).where('user_id', '=', u.manager.id).execute();
    expect(await statuses(u.child.id, u.token)).toEqual(every(404));
  });

  it('a deleted group answers 404 at once, and its subgroups, moved up, leave the reach with it', async () => {
    const t = await company();
    await warm(t.child.id, t.token);
    await t.adminCaller.groups.remove({ id: t.top.id });
    expect(await statuses(t.top.id, t.token)).toEqual(every(404));
    expect(await statuses(t.child.id, t.token)).toEqual(every(404));
  });

  it('a revoked session answers 401, and a role changed to user signs the person out and refuses them after', async () => {
    const t = await company();
    await warm(t.top.id, t.token);
    await withTenant(t.db, t.companyId, (tx) => revokeUserSessions(tx, t.companyId, t.manager.id));
    expect(await statuses(t.top.id, t.token)).toEqual(every(401));

    const u = await company();
    await warm(u.top.id, u.token);
    await u.adminCaller.users.update({ id: u.manager.id, role: 'user' });
    expect(await statuses(u.top.id, u.token)).toEqual(every(401));
    // Signed in again as a user: refused on every leader path, whatever group_managers still holds.
    const again = await sessionFor(u.manager, 'web');
    for (const status of Object.values(await statuses(u.top.id, again))) expect(status).toBeGreaterThanOrEqual(400);
  });

  it('manager → admin → manager: the company and every group while admin, only the managed subtree after', async () => {
    const t = await company();
    await warm(t.top.id, t.token);
    expect((await v1('GET', '/reports/company', { token: t.token })).status).toBe(404);
    await t.adminCaller.users.update({ id: t.manager.id, role: 'admin' });
    const asAdmin = await sessionFor(t.manager, 'web');
    expect(served(await statuses(t.other.id, asAdmin))).toEqual(every(200));
    expect([200, 204]).toContain((await v1('GET', '/reports/company', { token: asAdmin })).status);
    await t.adminCaller.users.update({ id: t.manager.id, role: 'manager' });
    expect((await v1('GET', `/reports/${t.other.id}`, { token: asAdmin })).status).toBe(401);
    const back = await sessionFor(t.manager, 'web');
    expect(await statuses(t.other.id, back)).toEqual(every(404));
    expect((await v1('GET', '/reports/company', { token: back })).status).toBe(404);
    expect(served(await statuses(t.child.id, back))).toEqual(every(200));
  });

  it("another company's manager never reaches a group of the first, whatever either kept", async () => {
    const a = await company();
    const b = await company();
    await warm(a.top.id, a.token);
    await warm(b.top.id, b.token);
    expect(await statuses(a.top.id, b.token)).toEqual(every(404));
    expect(await statuses(b.child.id, a.token)).toEqual(every(404));
  });
});
