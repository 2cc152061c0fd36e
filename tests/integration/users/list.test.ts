import { beforeAll, describe, expect, it } from 'vitest';
import { expectV1Error, failureOf, v1 } from '../auth/helpers.js';
import { callerAs, makeAttribute, makeGroup, makeTeam, type Team } from './helpers.js';

// The users list (people §7, §9): filters by status, role and name with empty ones dropped, pages
// of 25 with the total, the survey search (activated, limit 5) and managers' scope.
describe('users list', () => {
  let team: Team;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    team = await makeTeam();
    ids.pending = (await team.person('user', { first_name: 'Paz', last_name: 'Pending', status: 'unconfirmed', password: null })).id;
    ids.inactive = (await team.person('user', { first_name: 'Ivo', last_name: 'Inactive', inactive: true })).id;
    ids.deleted = (await team.person('manager', { first_name: 'Dora', last_name: 'Deleted', status: 'deactivated' })).id;
    ids.coded = (await team.person('user', { first_name: 'Caio', last_name: 'Coded', code: `X${Date.now()}`, email: null })).id;
    for (let i = 0; i < 30; i++) await team.person('user', { first_name: `Bulk${String(i).padStart(2, '0')}`, last_name: 'Person' });
  });

  it('pages by 25 by default, with the total of the whole list, in name order', async () => {
    const first = await team.asAdmin.users.list();
    expect(first.total).toBe(37);
    expect(first.users).toHaveLength(25);
    const second = await team.asAdmin.users.list({ offset: 25 });
    expect(second.users).toHaveLength(12);
    const names = [...first.users, ...second.users].map((u) => u.profile.firstname);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(new Set([...first.users, ...second.users].map((u) => u.id)).size).toBe(37);
  });

  it('filters by each status', async () => {
    const byStatus = async (status: 'unconfirmed' | 'confirmed' | 'deactivated' | 'inactive' | 'activated') =>
      (await team.asAdmin.users.list({ status, limit: 100 })).users.map((u) => u.id);
    expect(await byStatus('unconfirmed')).toEqual([ids.pending]);
    expect(await byStatus('deactivated')).toEqual([ids.deleted]);
    expect(await byStatus('inactive')).toEqual([ids.inactive]);
    const confirmed = await byStatus('confirmed');
    const activated = await byStatus('activated');
    expect(confirmed).toContain(ids.inactive);
    expect(activated).not.toContain(ids.inactive);
    expect(confirmed).toHaveLength(35);
    expect(activated).toHaveLength(34);
  });

  it('filters by role and by name (first and last name, e-mail or code), together', async () => {
    const managers = await team.asAdmin.users.list({ role: 'manager' });
    expect(managers.users.map((u) => u.profile.firstname).sort()).toEqual(['Dora', 'Manu']);
    expect((await team.asAdmin.users.list({ name: 'ivo inact' })).users.map((u) => u.id)).toEqual([ids.inactive]);
    expect((await team.asAdmin.users.list({ name: team.user.email!.toUpperCase() })).users.map((u) => u.id)).toEqual([team.user.id]);
    // Generated e-mails may hold an x too, so the page must be large enough to hold every match.
    expect((await team.asAdmin.users.list({ name: 'X', limit: 100 })).users.map((u) => u.id)).toContain(ids.coded);
    const both = await team.asAdmin.users.list({ role: 'manager', status: 'activated' });
    expect(both.users.map((u) => u.profile.firstname)).toEqual(['Manu']);
    expect(both.total).toBe(1);
    // LIKE wildcards are taken literally.
    expect((await team.asAdmin.users.list({ name: '%' })).total).toBe(0);
  });

  it('is the survey search: activated people, 5 at a time', async () => {
    const res = await team.asAdmin.users.list({ status: 'activated', limit: 5, name: 'bulk' });
    expect(res.users).toHaveLength(5);
    expect(res.total).toBe(30);
  });

  it('over v1: query strings, empty filters dropped, users with the total', async () => {
    const res = await v1('GET', '/users', { token: team.adminToken, query: { status: '', role: '', name: '', limit: '10', offset: '0' } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(37);
    expect(res.body.users).toHaveLength(10);
    expect(Object.keys(res.body.users[0]).sort()).toEqual(
      [
        'anonymized',
        'attributes',
        'birthDate',
        'code',
        'createdAt',
        'email',
        'groups',
        'id',
        'inactive',
        'invitedAt',
        'language',
        'phone',
        'preferences',
        'profile',
        'role',
        'status',
      ].sort(),
    );
    const filtered = await v1('GET', '/users', { token: team.adminToken, query: { status: 'unconfirmed' } });
    expect(filtered.body.users.map((u: { id: string }) => u.id)).toEqual([ids.pending]);
    expectV1Error(await v1('GET', '/users', { token: team.adminToken, query: { status: 'gone' } }), 400, 'BAD_INPUT');
  });

  it('carries each person’s demographic attributes', async () => {
    const attr = await makeAttribute(team.companyId, { 'en-US': 'Shift' }, [{ 'en-US': 'Day' }, { 'en-US': 'Night' }]);
    await team.asAdmin.users.update({ id: team.user.id, attributes: [{ key: attr.id, value: attr.optionIds[1]! }] });
    const { users } = await team.asAdmin.users.list({ name: 'Uma User' });
    expect(users[0]!.attributes).toEqual([{ key: attr.id, value: attr.optionIds[1] }]);
  });

  it('shows a manager only the people of their groups and subgroups, without personal data', async () => {
    const scoped = await makeTeam();
    const member = await scoped.person('user', { first_name: 'Mia', last_name: 'Member', birth_date: '1990-01-01', phone: '11987654321' });
    const deep = await scoped.person('user', { first_name: 'Dani', last_name: 'Deep' });
    const outsider = await scoped.person('user', { first_name: 'Otto', last_name: 'Outsider' });
    const top = await makeGroup(scoped.companyId, 'Top', null, { managers: [scoped.manager.id], members: [member.id] });
    const child = await makeGroup(scoped.companyId, 'Child', top);
    await makeGroup(scoped.companyId, 'Grandchild', child, { members: [deep.id] });
    await makeGroup(scoped.companyId, 'Elsewhere', null, { members: [outsider.id] });

    const { caller, token } = await callerAs(scoped.manager);
    const res = await caller.users.list({ status: 'activated', limit: 5 });
    expect(res.users.map((u) => u.profile.firstname).sort()).toEqual(['Dani', 'Manu', 'Mia']);
    expect(res.total).toBe(3);
    const mia = res.users.find((u) => u.id === member.id)!;
    expect(mia).toMatchObject({ birthDate: null, phone: null, code: null, attributes: [] });
    const over = await v1('GET', '/users', { token, query: { name: 'Otto' } });
    expect(over.body).toEqual({ users: [], total: 0 });
  });

  it('carries each person’s groups, as member or leader, and filters by a group with its subgroups', async () => {
    const grouped = await makeTeam();
    const member = await grouped.person('user', { first_name: 'Gil', last_name: 'Grouped' });
    const deep = await grouped.person('user', { first_name: 'Dina', last_name: 'Deep' });
    const top = await makeGroup(grouped.companyId, 'Top', null, { managers: [grouped.manager.id], members: [member.id] });
    const side = await makeGroup(grouped.companyId, 'Side', null, { members: [member.id] });
    const child = await makeGroup(grouped.companyId, 'Child', top, { members: [deep.id] });

    const all = await grouped.asAdmin.users.list({ limit: 100 });
    const groupsOf = (id: string) => all.users.find((u) => u.id === id)!.groups.map((g) => [g.id, g.as]);
    expect(groupsOf(member.id).sort()).toEqual(
      [
        [side, 'member'],
        [top, 'member'],
      ].sort(),
    );
    expect(groupsOf(grouped.manager.id)).toEqual([[top, 'manager']]);
    expect(groupsOf(grouped.user.id)).toEqual([]);
    expect(all.users.find((u) => u.id === deep.id)!.groups[0]!.name).toMatch(/^Child-/);

    const inTop = await grouped.asAdmin.users.list({ groupId: top });
    expect(inTop.users.map((u) => u.id).sort()).toEqual([grouped.manager.id, member.id, deep.id].sort());
    expect((await grouped.asAdmin.users.list({ groupId: child })).users.map((u) => u.id)).toEqual([deep.id]);
    const overV1 = await v1('GET', '/users', { token: grouped.adminToken, query: { groupId: side } });
    expect(overV1.body.users.map((u: { id: string }) => u.id)).toEqual([member.id]);

    // A manager sees only the groups they reach, and a group outside answers like a missing one.
    const { caller } = await callerAs(grouped.manager);
    const seen = await caller.users.list({ name: 'Gil' });
    expect(seen.users[0]!.groups.map((g) => g.id)).toEqual([top]);
    expect((await failureOf(caller.users.list({ groupId: side }))).code).toBe('NOT_FOUND');
  });

  it('is refused to ordinary people and to anonymous callers', async () => {
    const { caller, token } = await callerAs(team.user);
    expect((await failureOf(caller.users.list())).code).toBe('FORBIDDEN');
    expectV1Error(await v1('GET', '/users', { token }), 403, 'deny');
    expectV1Error(await v1('GET', '/users'), 401, 'UNAUTHENTICATED');
  });
});
