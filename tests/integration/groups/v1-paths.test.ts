import { describe, expect, it } from 'vitest';
import { expectV1Error, v1 } from '../auth/helpers.js';
import { auditRows, groupRow, makeGroup, makeTeam, userFlags } from './helpers.js';

// Every v1 path of the groups area, as a legacy client calls it: `_id` in answers and for delete,
// `id` in the update body.
describe('groups over v1', () => {
  it("POST /v1/groups creates a group (no id) and GET /v1/groups/:id answers the spec's Group", async () => {
    const t = await makeTeam();
    const root = await makeGroup(t.companyId, { name: `Root ${Date.now()}` });
    const member = await t.person();
    const res = await v1('POST', '/groups', {
      token: t.adminToken,
      body: { name: `  Sales ${Date.now()} `, parent: { _id: root.id }, managers: [{ _id: t.manager.id }], members: [member.id] },
    });
    expect(res.status).toBe(201);
    expect(res.body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.name).toMatch(/^Sales \d+$/);

    const got = await v1('GET', `/groups/${res.body._id}`, { token: t.adminToken });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      _id: res.body._id,
      active: true,
      parents: [{ _id: root.id, name: root.name, level: 0 }],
      managers: [{ _id: t.manager.id }],
      members: [{ _id: member.id }],
      children: [],
      respondents: 1,
    });
    expect(typeof got.body.updatedAt).toBe('string');
    expect(got.body).not.toHaveProperty('id');
    expect((await auditRows(t.companyId, res.body._id)).map((r) => r.action)).toEqual(['create']);
  });

  it('PUT /v1/groups updates by the id in the body; the legacy shape it answered can be sent back', async () => {
    const t = await makeTeam();
    const group = await makeGroup(t.companyId);
    const got = await v1('GET', `/groups/${group.id}`, { token: t.adminToken });
    const { _id, ...rest } = got.body;
    const res = await v1('PUT', '/groups', { token: t.adminToken, body: { ...rest, id: _id, name: `Renamed ${Date.now()}`, managers: [{ _id: t.manager.id }] } });
    expect(res.status).toBe(200);
    expect(res.body.name).toMatch(/^Renamed/);
    expect(res.body.managers.map((m: { _id: string }) => m._id)).toEqual([t.manager.id]);
    const [row] = await auditRows(t.companyId, group.id);
    expect(row).toMatchObject({ action: 'update' });
    expect(row!.changes).toHaveProperty('name');
    expect(row!.changes).toHaveProperty('managers');
  });

  it('DELETE /v1/groups/:id deletes and moves the subgroups up to its parent', async () => {
    const t = await makeTeam();
    const top = await makeGroup(t.companyId);
    const middle = await makeGroup(t.companyId, { parentId: top.id });
    const a = await makeGroup(t.companyId, { parentId: middle.id });
    const b = await makeGroup(t.companyId, { parentId: middle.id });
    const res = await v1('DELETE', `/groups/${middle.id}`, { token: t.adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: middle.id, movedChildren: 2, newParent: { _id: top.id } });
    expect(await groupRow(t.companyId, middle.id)).toBeUndefined();
    expect((await groupRow(t.companyId, a.id))!.parent_id).toBe(top.id);
    expect((await groupRow(t.companyId, b.id))!.parent_id).toBe(top.id);
    expectV1Error(await v1('GET', `/groups/${middle.id}`, { token: t.adminToken }), 404, 'NOT_FOUND');
    expect((await auditRows(t.companyId, middle.id)).map((r) => r.action)).toEqual(['delete']);
  });

  it('PUT /v1/groups/:id/users-inactive inactivates the people of the group and its subgroups', async () => {
    const t = await makeTeam();
    const top = await makeGroup(t.companyId);
    const member = await t.person();
    const deep = await t.person();
    await makeGroup(t.companyId, { parentId: (await makeGroup(t.companyId, { parentId: top.id, members: [member.id] })).id, members: [deep.id] });
    const res = await v1('PUT', `/groups/${top.id}/users-inactive`, { token: t.adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: top.id, usersInactivated: 2 });
    expect((await userFlags(t.companyId, member.id)).inactive).toBe(true);
    expect((await userFlags(t.companyId, deep.id)).inactive).toBe(true);
  });

  it("GET /v1/groups/search: limit 15 by default, filter by name; ctx=tickets the caller's own active groups and those above them", async () => {
    const t = await makeTeam();
    const tag = `Zeta${Date.now()}`;
    // The administrator is a member of every third group; every other one is inactive.
    for (let i = 0; i < 17; i++) {
      await makeGroup(t.companyId, { name: `${tag} ${String(i).padStart(2, '0')}`, active: i % 2 === 0, members: i % 3 === 0 ? [t.admin.id] : [] });
    }
    await makeGroup(t.companyId, { name: 'Other thing' });
    const above = await makeGroup(t.companyId, { name: `${tag} parent` });
    await makeGroup(t.companyId, { name: `${tag} child`, parentId: above.id, members: [t.admin.id] });
    const all = await v1('GET', '/groups/search', { token: t.adminToken, query: { filter: tag.toLowerCase() } });
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(15);
    expect(all.body[0]).toHaveProperty('_id');
    const few = await v1('GET', '/groups/search', { token: t.adminToken, query: { filter: tag, limit: '3' } });
    expect(few.body).toHaveLength(3);
    const tickets = await v1('GET', '/groups/search', { token: t.adminToken, query: { filter: tag, ctx: 'tickets', limit: '50' } });
    expect(tickets.body.map((g: { name: string }) => g.name).sort()).toEqual([`${tag} 00`, `${tag} 06`, `${tag} 12`, `${tag} child`, `${tag} parent`]);
    expect(tickets.body.every((g: { active: boolean }) => g.active)).toBe(true);
  });

  it('GET /v1/groups/tree nests children; GET /v1/groups pages with a total', async () => {
    const t = await makeTeam();
    const a = await makeGroup(t.companyId, { name: 'A root' });
    const b = await makeGroup(t.companyId, { name: 'B child', parentId: a.id });
    await makeGroup(t.companyId, { name: 'C grandchild', parentId: b.id });
    await makeGroup(t.companyId, { name: 'D root' });
    const tree = await v1('GET', '/groups/tree', { token: t.adminToken });
    expect(tree.status).toBe(200);
    expect(tree.body.map((n: { name: string }) => n.name)).toEqual(['A root', 'D root']);
    expect(tree.body[0].children[0]).toMatchObject({ _id: b.id, level: 1, children: [{ name: 'C grandchild', level: 2, children: [] }] });

    const page = await v1('GET', '/groups', { token: t.adminToken, query: { limit: '2', offset: '1' } });
    expect(page.status).toBe(200);
    expect(page.body.metadata).toEqual({ total: 4, offset: 1, limit: 2 });
    expect(page.body.groups.map((g: { name: string }) => g.name)).toEqual(['B child', 'C grandchild']);
    expect(page.body.groups[0].parent).toEqual({ _id: a.id, name: 'A root' });
  });

  it('POST /v1/groups/validate/managers, /members and /children answer per item', async () => {
    const t = await makeTeam();
    const ok = await t.person();
    const inactive = await t.person({ inactive: true });
    const removed = await t.person({ status: 'deactivated' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const managers = await v1('POST', '/groups/validate/managers', { token: t.adminToken, body: { managers: [ok.id, { _id: inactive.id }, removed.id, unknown] } });
    expect(managers.status).toBe(200);
    expect(managers.body).toEqual({
      valid: false,
      errors: [
        { _id: inactive.id, message: 'Inactive people cannot be managers' },
        { _id: removed.id, message: 'This person was removed from the company' },
        { _id: unknown, message: 'Unknown person' },
      ],
    });
    const members = await v1('POST', '/groups/validate/members', { token: t.adminToken, body: { members: [ok.id, inactive.id, removed.id] } });
    expect(members.body).toEqual({ valid: false, errors: [{ _id: removed.id, message: 'This person was removed from the company' }] });
    expect((await v1('POST', '/groups/validate/members', { token: t.adminToken, body: { members: [ok.id] } })).body).toEqual({ valid: true, errors: [] });

    const top = await makeGroup(t.companyId);
    const mid = await makeGroup(t.companyId, { parentId: top.id });
    const free = await makeGroup(t.companyId);
    const children = await v1('POST', '/groups/validate/children', { token: t.adminToken, body: { _id: mid.id, children: [top.id, mid.id, free.id, unknown] } });
    expect(children.status).toBe(200);
    expect(children.body).toEqual({
      valid: false,
      errors: [
        { _id: top.id, message: 'This group is above it in the tree: it cannot also be below it' },
        { _id: mid.id, message: 'A group cannot be its own subgroup' },
        { _id: unknown, message: 'Unknown group' },
      ],
    });
  });
});
