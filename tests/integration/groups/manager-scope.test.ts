import { describe, expect, it } from 'vitest';
import { failureOf, v1 } from '../auth/helpers.js';
import { groupRow, makeGroup, makeTeam } from './helpers.js';

// Managers see and manage only the groups they manage and their subgroups; anything else answers
// exactly like a group that does not exist.
describe('manager scope', () => {
  async function setup() {
    const t = await makeTeam();
    const company = await makeGroup(t.companyId, { name: `Company ${Date.now()}` });
    const mine = await makeGroup(t.companyId, { parentId: company.id, managers: [t.manager.id] });
    const below = await makeGroup(t.companyId, { parentId: mine.id });
    const deep = await makeGroup(t.companyId, { parentId: below.id });
    const sibling = await makeGroup(t.companyId, { parentId: company.id });
    return { t, company, mine, below, deep, sibling };
  }

  it('lists, searches and shows only the managed subtree', async () => {
    const { t, mine, below, deep, sibling, company } = await setup();
    const groups = await t.asManager();
    const tree = await groups.tree();
    expect(tree.map((n) => n.id)).toEqual([mine.id]);
    expect(tree[0]!.level).toBe(1);
    expect(tree[0]!.children[0]!.children[0]!.id).toBe(deep.id);
    expect((await groups.list({})).items.map((g) => g.id).sort()).toEqual([mine.id, below.id, deep.id].sort());
    expect((await groups.search({})).map((g) => g.id)).not.toContain(sibling.id);
    const got = await groups.get({ id: deep.id });
    expect(got.level).toBe(3);
    // The breadcrumb starts at the group they manage.
    expect(got.parents.map((p) => p.id)).toEqual([mine.id, below.id]);
    expect((await groups.get({ id: mine.id })).parents).toEqual([]);
    expect((await groups.get({ id: mine.id })).parentName).toBeNull();
    void company;
  });

  it('answers NOT_FOUND outside the subtree, exactly like a missing group', async () => {
    const { t, sibling, company } = await setup();
    const groups = await t.asManager();
    for (const id of [sibling.id, company.id, '00000000-0000-4000-8000-000000000000']) {
      expect((await failureOf(groups.get({ id }))).code).toBe('NOT_FOUND');
      expect((await failureOf(groups.update({ id, name: 'Taken over' }))).code).toBe('NOT_FOUND');
      expect((await failureOf(groups.remove({ id }))).code).toBe('NOT_FOUND');
      expect((await failureOf(groups.setActive({ id, active: false }))).code).toBe('NOT_FOUND');
      expect((await failureOf(groups.inactivateUsers({ id }))).code).toBe('NOT_FOUND');
      const res = await v1('GET', `/groups/${id}`, { token: t.managerToken });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
    expect((await groupRow(t.companyId, sibling.id))!.active).toBe(true);
  });

  it('answers 404 on every v1 path with an id outside the subtree', async () => {
    const { t, sibling } = await setup();
    const token = t.managerToken;
    const calls = [
      await v1('GET', `/groups/${sibling.id}`, { token }),
      await v1('PUT', '/groups', { token, body: { id: sibling.id, name: 'Mine now' } }),
      await v1('DELETE', `/groups/${sibling.id}`, { token }),
      await v1('PUT', `/groups/${sibling.id}/users-inactive`, { token }),
      await v1('POST', '/groups', { token, body: { name: `Under theirs ${Date.now()}`, parent: sibling.id } }),
      await v1('POST', '/groups/validate/children', { token, body: { _id: sibling.id, children: [sibling.id] } }),
    ];
    expect(calls.map((r) => [r.status, r.body.code])).toEqual(calls.map(() => [404, 'NOT_FOUND']));
    expect((await groupRow(t.companyId, sibling.id))!.name).toBe(sibling.name);
  });

  it('cannot create a root group, nor move a group outside the subtree', async () => {
    const { t, mine, below, deep, sibling } = await setup();
    const groups = await t.asManager();
    const root = await failureOf(groups.create({ name: `Root ${Date.now()}` }));
    expect(root.fieldErrors).toEqual({ parentId: ['Choose a parent group you manage'] });
    expect((await failureOf(groups.create({ name: `Else ${Date.now()}`, parentId: sibling.id }))).code).toBe('NOT_FOUND');
    expect((await failureOf(groups.update({ id: below.id, parentId: null }))).fieldErrors).toHaveProperty('parentId');
    expect((await failureOf(groups.update({ id: below.id, parentId: sibling.id }))).code).toBe('NOT_FOUND');
    expect((await failureOf(groups.update({ id: mine.id, children: [below.id, sibling.id] }))).fieldErrors).toEqual({ children: ['Unknown group'] });
    // Deleting the top managed group would move its subgroups out of reach.
    expect((await failureOf(groups.remove({ id: mine.id }))).fieldErrors).toHaveProperty('id');

    const created = await groups.create({ name: `Team ${Date.now()}`, parentId: below.id });
    expect(created.parents.map((p) => p.id)).toEqual([mine.id, below.id]);
    await groups.update({ id: deep.id, parentId: mine.id });
    expect((await groupRow(t.companyId, deep.id))!.parent_id).toBe(mine.id);
  });

  it('administrators see every group', async () => {
    const { t, sibling, company } = await setup();
    const groups = await t.asAdmin();
    expect((await groups.tree()).map((n) => n.id)).toEqual([company.id]);
    await expect(groups.get({ id: sibling.id })).resolves.toMatchObject({ id: sibling.id });
  });
});
