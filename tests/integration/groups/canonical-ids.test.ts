import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { failureOf, v1 } from '../auth/helpers.js';
import { groupRow, makeGroup, makeTeam } from './helpers.js';

// What an attacker found (issue #10): ids were compared as sent, so an upper-case group id passed
// the cycle check (Postgres took it as the same uuid): a group became its own ancestor and both
// dropped out of the tree; a self-parent answered 500. Ids are now parsed once, lower-cased, at
// the edge (zId), and the database refuses a self-parent.

const CYCLE = 'This group is above it in the tree: it cannot also be below it';

describe('ids are canonical from the edge on', () => {
  it('an upper-case child id as the new parent is seen as the cycle it is', async () => {
    const t = await makeTeam();
    const groups = await t.asAdmin();
    const a = await makeGroup(t.companyId);
    const b = await makeGroup(t.companyId, { parentId: a.id });
    const moved = await failureOf(groups.update({ id: a.id, parentId: b.id.toUpperCase() }));
    expect(moved.fieldErrors).toEqual({ parentId: [CYCLE] });
    const adopted = await failureOf(groups.update({ id: b.id, children: [a.id.toUpperCase()] }));
    expect(adopted.fieldErrors).toEqual({ children: [CYCLE] });
    expect((await groupRow(t.companyId, a.id))!.parent_id).toBeNull();
    const tree = await groups.tree();
    expect(tree.find((n) => n.id === a.id)?.children.map((c) => c.id)).toEqual([b.id]);
  });

  it('an upper-case self-parent is refused as bad input over v1, not a 500', async () => {
    const t = await makeTeam();
    const a = await makeGroup(t.companyId);
    const res = await v1('PUT', '/groups', { token: t.adminToken, body: { _id: a.id.toUpperCase(), parent: a.id.toUpperCase() } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('parentId');
    expect((await groupRow(t.companyId, a.id))!.parent_id).toBeNull();
  });

  it('an upper-case id finds its group and answers the canonical id', async () => {
    const t = await makeTeam();
    const a = await makeGroup(t.companyId, { managers: [t.manager.id] });
    const got = await v1('GET', `/groups/${a.id.toUpperCase()}`, { token: t.managerToken });
    expect({ status: got.status, id: got.body._id }).toEqual({ status: 200, id: a.id });
    const people = await v1('POST', '/groups/validate/managers', { token: t.adminToken, body: { managers: [t.manager.id.toUpperCase()] } });
    expect(people.body).toMatchObject({ valid: true });
  });

  it('the database refuses a group that is its own parent, whatever writes it', async () => {
    const t = await makeTeam();
    const a = await makeGroup(t.companyId);
    const write = withTenant(t.db, t.companyId, (tx) => sql`update groups set parent_id = id where id = ${a.id}`.execute(tx));
    await expect(write).rejects.toMatchObject({ code: '23514' });
  });
});
