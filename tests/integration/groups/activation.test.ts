import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { makeToken } from '../../../seeds/factories.js';
import { failureOf, sessionFor, sessionRow, STRONG, v1 } from '../auth/helpers.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { auditRows, groupRow, makeGroup, makeTeam, userFlags } from './helpers.js';

async function mailsFor(companyId: string, to: string) {
  const { db } = await testDeps();
  return withTenant(db, companyId, (tx) => tx.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute());
}

describe('activating and inactivating groups', () => {
  it('activating cascades to subgroups, activates their inactive people and invites the unconfirmed', async () => {
    const t = await makeTeam();
    const groups = await t.asAdmin();
    const sleeping = await t.person({ inactive: true });
    const invited = await t.person({ status: 'unconfirmed', inactive: true });
    const deepManager = await t.person({ inactive: true });
    const confirmed = await t.person();
    const top = await makeGroup(t.companyId, { active: false, members: [sleeping.id, confirmed.id] });
    const mid = await makeGroup(t.companyId, { active: false, parentId: top.id, members: [invited.id] });
    const low = await makeGroup(t.companyId, { active: false, parentId: mid.id, managers: [deepManager.id] });

    const result = await groups.setActive({ id: top.id, active: true });
    expect(result).toMatchObject({ active: true, groups: 3, usersActivated: 3, invitesSent: 1 });
    for (const g of [top, mid, low]) expect((await groupRow(t.companyId, g.id))!.active).toBe(true);
    for (const p of [sleeping, invited, deepManager]) expect((await userFlags(t.companyId, p.id)).inactive).toBe(false);
    expect((await userFlags(t.companyId, invited.id)).invited_at).not.toBeNull();
    const mails = await mailsFor(t.companyId, invited.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('invite');
    expect(await mailsFor(t.companyId, confirmed.email!)).toHaveLength(0);
    const [audit] = await auditRows(t.companyId, top.id);
    expect(audit).toMatchObject({ action: 'activate' });
  });

  it('turning active on in an update cascades the same way', async () => {
    const t = await makeTeam();
    const sleeping = await t.person({ inactive: true });
    const top = await makeGroup(t.companyId, { active: false });
    const sub = await makeGroup(t.companyId, { active: false, parentId: top.id, members: [sleeping.id] });
    const got = await (await t.asAdmin()).update({ id: top.id, active: true });
    expect(got.active).toBe(true);
    expect((await groupRow(t.companyId, sub.id))!.active).toBe(true);
    expect((await userFlags(t.companyId, sleeping.id)).inactive).toBe(false);
  });

  it('inactivating inactivates the subgroups, and the people only when asked (signing them out)', async () => {
    const t = await makeTeam();
    const groups = await t.asAdmin();
    const member = await t.person({ password: 'Secret#123' });
    const top = await makeGroup(t.companyId, { members: [member.id, t.admin.id] });
    const sub = await makeGroup(t.companyId, { parentId: top.id });
    const token = await sessionFor(member);

    await groups.setActive({ id: top.id, active: false });
    expect((await groupRow(t.companyId, sub.id))!.active).toBe(false);
    expect((await userFlags(t.companyId, member.id)).inactive).toBe(false);
    expect(await sessionRow(token)).toBeDefined();

    await groups.setActive({ id: top.id, active: false, users: true });
    expect((await userFlags(t.companyId, member.id)).inactive).toBe(true);
    expect(await sessionRow(token)).toBeUndefined();
    // Never the person asking.
    expect((await userFlags(t.companyId, t.admin.id)).inactive).toBe(false);
    expect((await auditRows(t.companyId, top.id)).map((r) => r.action)).toEqual(['inactivate', 'inactivate', 'inactivate-users']);
  });

  it('a manager cannot inactivate administrators through a group', async () => {
    const t = await makeTeam();
    const otherAdmin = await t.person({ role: 'admin' });
    const top = await makeGroup(t.companyId, { managers: [t.manager.id] });
    const sub = await makeGroup(t.companyId, { parentId: top.id, members: [otherAdmin.id] });
    const res = await (await t.asManager()).inactivateUsers({ id: sub.id });
    expect(res.usersInactivated).toBe(0);
    expect((await userFlags(t.companyId, otherAdmin.id)).inactive).toBe(false);
  });

  // Confirming a link clears the inactive flag: a link that outlived the inactivation would let
  // the person undo it themselves. Both ways of inactivating a group's people must retire them.
  for (const via of ['setActive', 'PUT /v1/groups/:id/users-inactive'] as const) {
    it(`inactivating a group's people (${via}) retires their pending invite and account links`, async () => {
      const t = await makeTeam();
      const invited = await t.person({ status: 'unconfirmed', invited_at: new Date() });
      const noEmail = await t.person({ status: 'unconfirmed', email: null, code: `C${Date.now()}`, birth_date: '1990-03-15', invited_at: new Date() });
      const top = await makeGroup(t.companyId, { members: [invited.id] });
      await makeGroup(t.companyId, { parentId: top.id, members: [noEmail.id] });
      const inviteToken = await makeToken(t.db, t.companyId, invited.id, 'invite');
      const accountToken = await makeToken(t.db, t.companyId, noEmail.id, 'account');

      if (via === 'setActive') await (await t.asAdmin()).setActive({ id: top.id, active: false, users: true });
      else expect((await v1('PUT', `/groups/${top.id}/users-inactive`, { token: t.adminToken })).body).toMatchObject({ usersInactivated: 2 });

      const { caller: anonymous } = await callerFor();
      expect((await failureOf(anonymous.auth.confirmInvite({ authToken: inviteToken, password: STRONG }))).code).toBe('TOKEN_INVALID');
      expect((await failureOf(anonymous.auth.confirmAccount({ token: accountToken, code: noEmail.code!, birthDate: '1990-03-15', password: STRONG }))).code).toBe(
        'TOKEN_INVALID',
      );
      for (const p of [invited, noEmail]) expect(await userFlags(t.companyId, p.id)).toMatchObject({ inactive: true, status: 'unconfirmed' });
    });
  }
});
