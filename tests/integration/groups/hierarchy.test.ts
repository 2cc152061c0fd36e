import { describe, expect, it } from 'vitest';
import { failureOf } from '../auth/helpers.js';
import { auditRows, groupRow, makeGroup, makeTeam } from './helpers.js';

describe('group hierarchy', () => {
  it('parents run from the root (level 0) at any depth, and the tree nests every level', async () => {
    const t = await makeTeam();
    const groups = await t.asAdmin();
    const chain: { id: string; name: string }[] = [];
    for (let i = 0; i < 5; i++) chain.push(await makeGroup(t.companyId, { name: `Level ${i} ${Date.now()}`, parentId: chain[i - 1]?.id ?? null }));
    const deepest = await groups.get({ id: chain[4]!.id });
    expect(deepest.level).toBe(4);
    expect(deepest.parents).toEqual(chain.slice(0, 4).map((g, level) => ({ id: g.id, name: g.name, level })));
    const tree = await groups.tree();
    let node = tree.find((n) => n.id === chain[0]!.id)!;
    for (let i = 1; i < 5; i++) {
      node = node.children[0]!;
      expect({ id: node.id, level: node.level }).toEqual({ id: chain[i]!.id, level: i });
    }
  });

  it('refuses a parent that is the group itself or below it, and subgroups that are above it', async () => {
    const t = await makeTeam();
    const groups = await t.asAdmin();
    const a = await makeGroup(t.companyId);
    const b = await makeGroup(t.companyId, { parentId: a.id });
    const c = await makeGroup(t.companyId, { parentId: b.id });
    const moveUnder = await failureOf(groups.update({ id: a.id, parentId: c.id }));
    expect(moveUnder.code).toBe('BAD_INPUT');
    expect(moveUnder.fieldErrors?.parentId).toEqual(['This group is above it in the tree: it cannot also be below it']);
    const self = await failureOf(groups.update({ id: a.id, parentId: a.id }));
    expect(self.fieldErrors).toHaveProperty('parentId');
    const adopt = await failureOf(groups.update({ id: c.id, children: [a.id] }));
    expect(adopt.fieldErrors?.children).toEqual(['This group is above it in the tree: it cannot also be below it']);
    // A new group under c cannot take a as a subgroup either.
    const created = await failureOf(groups.create({ name: `New ${Date.now()}`, parentId: c.id, children: [a.id] }));
    expect(created.fieldErrors).toHaveProperty('children');
    expect((await groupRow(t.companyId, a.id))!.parent_id).toBeNull();
    expect(await auditRows(t.companyId)).toEqual([]);
  });

  it('moves a group with its subtree, and releases subgroups taken out of the children list to its parent', async () => {
    const t = await makeTeam();
    const groups = await t.asAdmin();
    const top = await makeGroup(t.companyId);
    const mid = await makeGroup(t.companyId, { parentId: top.id });
    const x = await makeGroup(t.companyId, { parentId: mid.id });
    const y = await makeGroup(t.companyId, { parentId: mid.id });
    const other = await makeGroup(t.companyId);
    const updated = await groups.update({ id: mid.id, children: [x.id, other.id] });
    expect(updated.children.map((g) => g.id).sort()).toEqual([x.id, other.id].sort());
    expect((await groupRow(t.companyId, y.id))!.parent_id).toBe(top.id);
    await groups.update({ id: mid.id, parentId: null });
    expect((await groups.get({ id: x.id })).parents.map((p) => p.id)).toEqual([mid.id]);
  });

  it('keeps names unique per company whatever the case, with a field error', async () => {
    const t = await makeTeam();
    const groups = await t.asAdmin();
    const name = `Finance ${Date.now()}`;
    await groups.create({ name });
    const again = await failureOf(groups.create({ name: name.toUpperCase() }));
    expect(again.code).toBe('GROUP_NAME_TAKEN');
    expect(again.fieldErrors).toEqual({ name: ['A group with this name already exists'] });
    const other = await makeGroup(t.companyId);
    expect((await failureOf(groups.update({ id: other.id, name: ` ${name.toLowerCase()} ` }))).code).toBe('GROUP_NAME_TAKEN');
    // Another company may use the same name.
    const t2 = await makeTeam();
    await expect((await t2.asAdmin()).create({ name })).resolves.toMatchObject({ name });
  });

  it('counts respondents once per person: active, confirmed members of the group and its subgroups', async () => {
    const t = await makeTeam();
    const groups = await t.asAdmin();
    const both = await t.person();
    const child = await t.person();
    const inactive = await t.person({ inactive: true });
    const invited = await t.person({ status: 'unconfirmed' });
    const manager = await t.person();
    const top = await makeGroup(t.companyId, { members: [both.id, inactive.id], managers: [manager.id] });
    await makeGroup(t.companyId, { parentId: top.id, members: [both.id, child.id, invited.id] });
    const got = await groups.get({ id: top.id });
    expect(got.respondents).toBe(2);
    expect(got.children[0]!.respondents).toBe(2);
    const list = await groups.list({ filter: top.name });
    expect(list.items[0]).toMatchObject({ respondents: 2, membersCount: 2, childrenCount: 1 });
  });

  it('refuses inactive managers and removed members on save', async () => {
    const t = await makeTeam();
    const groups = await t.asAdmin();
    const inactive = await t.person({ inactive: true });
    const removed = await t.person({ status: 'deactivated' });
    const e = await failureOf(groups.create({ name: `Bad ${Date.now()}`, managers: [inactive.id], members: [removed.id] }));
    expect(e.code).toBe('BAD_INPUT');
    expect(e.fieldErrors).toEqual({ managers: ['Inactive people cannot be managers'], members: ['This person was removed from the company'] });
  });

  it('searches active people by name or e-mail for the pickers (15 at most)', async () => {
    const t = await makeTeam();
    const groups = await t.asAdmin();
    const tag = `zq${Date.now()}`;
    for (let i = 0; i < 17; i++) await t.person({ first_name: `Ana${tag}`, last_name: `N${i}` });
    await t.person({ first_name: `Ana${tag}`, last_name: 'Gone', inactive: true });
    const byEmail = await t.person({ email: `${tag}@acme.test` });
    expect(await groups.searchPeople({ query: `ana${tag}` })).toHaveLength(15);
    expect((await groups.searchPeople({ query: `ana${tag} n1`, limit: 50 })).length).toBe(8);
    expect((await groups.searchPeople({ query: `${tag}@` })).map((p) => p.id)).toEqual([byEmail.id]);
  });
});
