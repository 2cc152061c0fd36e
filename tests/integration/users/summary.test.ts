import { describe, expect, it } from 'vitest';
import { expectV1Error, failureOf, v1 } from '../auth/helpers.js';
import { callerAs, makeGroup, makeTeam } from './helpers.js';

// GET /v1/users/summary/:groupId|company: people counts of a group (with its subgroups) or of the
// company. Managers see only their groups and subgroups; administrators all.
describe('users summary', () => {
  async function orgChart() {
    const team = await makeTeam();
    const pending = await team.person('user', { status: 'unconfirmed', password: null });
    const inactive = await team.person('user', { inactive: true });
    const deleted = await team.person('user', { status: 'deactivated' });
    const deep = await team.person('user');
    const outsider = await team.person('user');
    const top = await makeGroup(team.companyId, 'Top', null, { managers: [team.manager.id], members: [team.user.id, pending.id, inactive.id, deleted.id] });
    const child = await makeGroup(team.companyId, 'Child', top);
    const grandchild = await makeGroup(team.companyId, 'Grandchild', child, { members: [deep.id, team.user.id] });
    const sibling = await makeGroup(team.companyId, 'Sibling', null, { members: [outsider.id] });
    return { team, top, child, grandchild, sibling };
  }

  it('counts invited, confirmed and active people of a group and its subgroups; participation withheld under k people', async () => {
    const { team, top, grandchild } = await orgChart();
    const summary = await team.asAdmin.users.summary({ groupId: top });
    // Members: user, pending, inactive, deleted (top) and deep, user again (grandchild): distinct people.
    // 2 people can answer, fewer than k: participation is withheld (null) whether or not anyone answered.
    expect(summary).toMatchObject({ invitedCount: 4, confirmedCount: 3, activeCount: 2, participationRate: null });
    expect(Date.parse(summary.createdAt)).not.toBeNaN();
    expect(await team.asAdmin.users.summary({ groupId: grandchild })).toMatchObject({ invitedCount: 2, confirmedCount: 2, activeCount: 2 });
  });

  it('company: everyone, for administrators, over v1 too', async () => {
    const { team } = await orgChart();
    const res = await v1('GET', '/users/summary/company', { token: team.adminToken });
    expect(res.status).toBe(200);
    // admin, manager, user, pending, inactive, deleted, deep, outsider.
    expect(res.body).toEqual({ invitedCount: 7, confirmedCount: 6, activeCount: 5, createdAt: team.company.created_at.toISOString(), participationRate: 0 });
  });

  it('a manager reads their groups and every descendant, nothing else', async () => {
    const { team, top, child, grandchild, sibling } = await orgChart();
    const { caller, token } = await callerAs(team.manager);
    // Each of these has fewer than k people who can answer: withheld, not 0.
    for (const groupId of [top, child, grandchild]) expect((await caller.users.summary({ groupId })).participationRate).toBeNull();
    expect((await failureOf(caller.users.summary({ groupId: sibling }))).code).toBe('NOT_FOUND');
    expectV1Error(await v1('GET', `/users/summary/${sibling}`, { token }), 404, 'NOT_FOUND');
    expectV1Error(await v1('GET', '/users/summary/company', { token }), 404, 'NOT_FOUND');
    const { token: userToken } = await callerAs(team.user);
    expectV1Error(await v1('GET', `/users/summary/${top}`, { token: userToken }), 403, 'deny');
  });

  it('another company’s group answers like a missing one', async () => {
    const { team, top } = await orgChart();
    const other = await makeTeam();
    expectV1Error(await v1('GET', `/users/summary/${top}`, { token: other.adminToken }), 404, 'NOT_FOUND');
    expectV1Error(await v1('GET', `/users/summary/${crypto.randomUUID()}`, { token: team.adminToken }), 404, 'NOT_FOUND');
    expectV1Error(await v1('GET', '/users/summary/sales', { token: team.adminToken }), 400, 'BAD_INPUT');
  });
});
