import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { makeToken } from '../../../seeds/factories.js';
import { failureOf, sessionFor, sessionRow, v1 } from '../auth/helpers.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { makeGroup, makeTeam, userFlags } from './helpers.js';

// What an attacker found (issue #10): through groups a manager reached beyond their role. They put
// a peer manager into a subgroup and inactivated the group's people (the peer was signed out, while
// PUT /v1/users/inactivate refused the manager), and re-activated a person an administrator had
// inactivated by activating a group holding them. Groups now stop at the users module's reach.

async function company() {
  const t = await makeTeam();
  const root = await makeGroup(t.companyId);
  const mine = await makeGroup(t.companyId, { parentId: root.id, managers: [t.manager.id] });
  const peer = await t.person({ role: 'manager', password: 'Secret#123' });
  const theirs = await makeGroup(t.companyId, { parentId: root.id, managers: [peer.id] });
  const report = await t.person({ password: 'Secret#123' });
  const team = await makeGroup(t.companyId, { parentId: mine.id, members: [report.id] });
  return { t, root, mine, peer, theirs, report, team };
}

async function inviteMails(companyId: string, to: string) {
  const { db } = await testDeps();
  return withTenant(db, companyId, (tx) => tx.selectFrom('mail_outbox').select('id').where('to_address', '=', to).where('template', '=', 'invite').execute());
}

describe('a manager acts on groups only within their reach', () => {
  it('cannot add a peer manager (or anyone outside their subtree) as member or manager', async () => {
    const { t, mine, peer, team } = await company();
    const groups = await t.asManager();
    const stranger = await t.person();
    for (const field of ['members', 'managers'] as const) {
      const created = await failureOf(groups.create({ name: `Trap ${field} ${Date.now()}`, parentId: mine.id, [field]: [peer.id] }));
      expect({ code: created.code, errors: created.fieldErrors }).toEqual({ code: 'BAD_INPUT', errors: { [field]: ['Unknown person'] } });
      const updated = await failureOf(groups.update({ id: team.id, [field]: [stranger.id] }));
      expect(updated.fieldErrors).toEqual({ [field]: ['Unknown person'] });
    }
    const viaV1 = await v1('POST', '/groups', { token: t.managerToken, body: { name: `Trap v1 ${Date.now()}`, parent: mine.id, members: [{ _id: peer.id }] } });
    expect({ status: viaV1.status, errors: viaV1.body.errors }).toEqual({ status: 400, errors: { members: ['Unknown person'] } });
    const validated = await v1('POST', '/groups/validate/members', { token: t.managerToken, body: { _id: team.id, members: [peer.id] } });
    expect(validated.body).toMatchObject({ valid: false, errors: [{ _id: peer.id, message: 'Unknown person' }] });
    // The people they reach, themselves included, they may add.
    const ok = await groups.create({
      name: `Fine ${Date.now()}`,
      parentId: mine.id,
      members: [(await groups.get({ id: team.id })).members[0]!.id],
      managers: [t.manager.id],
    });
    expect(ok.members).toHaveLength(1);
  });

  it("keeps a group's people who were placed by an administrator when a manager saves the group", async () => {
    const { t, peer, team, report } = await company();
    await (await t.asAdmin()).update({ id: team.id, members: [report.id, peer.id] });
    const saved = await (await t.asManager()).update({ id: team.id, name: `Renamed ${Date.now()}`, members: [report.id, peer.id] });
    expect(saved.members.map((m) => m.id).sort()).toEqual([report.id, peer.id].sort());
  });

  it("inactivating a group's people leaves a peer manager, a superior and administrators untouched", async () => {
    const { t, peer, team, report, root } = await company();
    const boss = await t.person({ role: 'manager' });
    const admin2 = await t.person({ role: 'admin' });
    await (await t.asAdmin()).update({ id: root.id, managers: [boss.id] });
    // An administrator placed them in the manager's team (they belong there as members).
    await (await t.asAdmin()).update({ id: team.id, members: [report.id, peer.id, boss.id, admin2.id] });
    const peerToken = await sessionFor(peer);
    const reportToken = await sessionFor(report);

    for (const call of [
      () => v1('PUT', `/groups/${team.id}/users-inactive`, { token: t.managerToken }),
      async () => ({ body: await (await t.asManager()).setActive({ id: team.id, active: false, users: true }) }),
    ]) {
      await call();
      for (const untouched of [peer, boss, admin2]) expect((await userFlags(t.companyId, untouched.id)).inactive).toBe(false);
      expect(await sessionRow(peerToken)).toBeDefined();
    }
    expect((await userFlags(t.companyId, report.id)).inactive).toBe(true);
    expect(await sessionRow(reportToken)).toBeUndefined();
    // And the users module refuses the manager outright, as it always did.
    expect((await v1('PUT', '/users/inactivate', { token: t.managerToken, body: { id: peer.id } })).status).toBe(403);
  });

  it("activating a group never undoes an administrator's inactivation; it undoes a manager's", async () => {
    const { t, team, report } = await company();
    const benched = await t.person();
    const unconfirmed = await t.person({ status: 'unconfirmed' });
    await (await t.asAdmin()).update({ id: team.id, members: [report.id, benched.id, unconfirmed.id] });
    const { caller: admin } = await callerFor({ token: t.adminToken });
    await admin.users.inactivate({ id: benched.id });
    await admin.users.inactivate({ id: unconfirmed.id });
    const manager = await t.asManager();
    await manager.setActive({ id: team.id, active: false, users: true });
    expect((await userFlags(t.companyId, report.id)).inactive).toBe(true);

    const result = await manager.setActive({ id: team.id, active: true });
    expect(result).toMatchObject({ usersActivated: 1, invitesSent: 0 });
    expect((await userFlags(t.companyId, report.id)).inactive).toBe(false);
    expect((await userFlags(t.companyId, benched.id)).inactive).toBe(true);
    expect((await userFlags(t.companyId, unconfirmed.id)).inactive).toBe(true);
    // No invite either: confirming it would clear the administrator's flag.
    expect(await inviteMails(t.companyId, unconfirmed.email!)).toEqual([]);

    // The administrator may.
    await (await t.asAdmin()).setActive({ id: team.id, active: true });
    expect((await userFlags(t.companyId, benched.id)).inactive).toBe(false);
    expect(await inviteMails(t.companyId, unconfirmed.email!)).toHaveLength(1);
  });

  it("a manager's mark does not survive: once active again, a later administrator's inactivation stays", async () => {
    const { t, team, report } = await company();
    const manager = await t.asManager();
    await manager.setActive({ id: team.id, active: false, users: true });
    await manager.setActive({ id: team.id, active: true });
    const { caller: admin } = await callerFor({ token: t.adminToken });
    await admin.users.inactivate({ id: report.id });
    await manager.setActive({ id: team.id, active: true });
    await manager.update({ id: team.id, active: false });
    await manager.update({ id: team.id, active: true });
    expect((await userFlags(t.companyId, report.id)).inactive).toBe(true);
  });

  it('the pending links of a person the manager does not reach stay valid after their group inactivation', async () => {
    const { t, peer, team, report } = await company();
    await (await t.asAdmin()).update({ id: team.id, members: [report.id, peer.id] });
    await makeToken(t.db, t.companyId, peer.id, 'reset-password');
    await (await t.asManager()).inactivateUsers({ id: team.id });
    const { db } = await testDeps();
    const row = await withTenant(db, t.companyId, (tx) => tx.selectFrom('auth_tokens').select('used_at').where('user_id', '=', peer.id).executeTakeFirst());
    expect(row).toBeDefined();
    expect(row!.used_at).toBeNull();
  });
});

describe('the group editor people picker', () => {
  it('a manager finds only the people they reach (no names or e-mails of the rest of the company)', async () => {
    const { t, peer, report } = await company();
    const outsider = await t.person({ first_name: 'Zelda', last_name: 'Outside' });
    const manager = await t.asManager();
    const found = (await manager.searchPeople({ query: '', limit: 50 })).map((p) => p.id).sort();
    expect(found).toEqual([t.manager.id, report.id].sort());
    expect(await manager.searchPeople({ query: outsider.email!, limit: 15 })).toEqual([]);
    expect(await manager.searchPeople({ query: peer.email!, limit: 15 })).toEqual([]);
    // Administrators find everyone.
    expect((await (await t.asAdmin()).searchPeople({ query: outsider.email!, limit: 15 })).map((p) => p.id)).toEqual([outsider.id]);
  });
});
