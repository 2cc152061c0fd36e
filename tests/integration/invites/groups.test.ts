import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../seeds/factories.js';
import { failureOf, v1 } from '../auth/helpers.js';
import { adminCompany, auditOf, corporate, managerOf, namedGroup, person, placementOf, usersOf } from './helpers.js';

// Invited people land in their groups at once (issue #10): the groups they join, the groups they
// lead, or the one group their leader leads; a manager only within the groups they reach.

describe('invites: groups and leader', () => {
  it('puts each invited person into the groups chosen, as member or leader, and records it', async () => {
    const { caller, company } = await adminCompany();
    const sales = await namedGroup(company.id, 'Sales');
    const north = await namedGroup(company.id, 'North', sales);
    const south = await namedGroup(company.id, 'South', sales);
    const result = await caller.invites.send({
      invitedUsers: [person(corporate(), { groups: [north, south] }), person(corporate(), { role: 'manager', leads: [sales] }), person(corporate())],
    });
    const [member, lead, loose] = result.users.map((u) => u.id);
    expect(await placementOf(company.id, member!)).toEqual({ groups: [north, south].sort(), leads: [] });
    expect(await placementOf(company.id, lead!)).toEqual({ groups: [], leads: [sales] });
    // Without a group, as in v1: nobody is placed.
    expect(await placementOf(company.id, loose!)).toEqual({ groups: [], leads: [] });
    const audit = (await auditOf(company.id)).find((a) => a.entity_id === member);
    expect(JSON.stringify(audit!.changes)).toContain(north);
  });

  it('places a person in the one group their leader leads, or checks the leader leads the group named', async () => {
    const { caller, company, db } = await adminCompany();
    const leader = await makeUser(db, company.id, { role: 'manager' });
    const team = await namedGroup(company.id, 'Platform', null, { managers: [leader.id] });
    const sub = await namedGroup(company.id, 'Platform QA', team);
    const other = await namedGroup(company.id, 'Finance');

    const byLeader = await caller.invites.send({ invitedUsers: [person(corporate(), { managerId: leader.id })] });
    expect(await placementOf(company.id, byLeader.users[0]!.id)).toEqual({ groups: [team], leads: [] });
    // A group below the leader's is theirs too.
    const below = await caller.invites.send({ invitedUsers: [person(corporate(), { managerId: leader.id, groups: [sub] })] });
    expect(await placementOf(company.id, below.users[0]!.id)).toEqual({ groups: [sub], leads: [] });

    const plain = await makeUser(db, company.id, { role: 'user' });
    const before = (await usersOf(company.id)).length;
    const wrong = await failureOf(caller.invites.send({ invitedUsers: [person(corporate()), person(corporate(), { managerId: leader.id, groups: [other] })] }));
    expect(wrong.code).toBe('BAD_INPUT');
    expect(wrong.fieldErrors).toEqual({ 'invitedUsers.1.managerId': ['MANAGER_NOT_OF_GROUP'] });

    // A leader of two groups needs the group named; a person leading nothing cannot place anyone.
    await caller.groups.update({ id: other, managers: [leader.id] });
    const several = await failureOf(caller.invites.send({ invitedUsers: [person(corporate(), { managerId: leader.id })] }));
    expect(several.fieldErrors).toEqual({ 'invitedUsers.0.managerId': ['MANAGER_SEVERAL_GROUPS'] });
    const none = await failureOf(caller.invites.send({ invitedUsers: [person(corporate(), { managerId: plain.id })] }));
    expect(none.fieldErrors).toEqual({ 'invitedUsers.0.managerId': ['MANAGER_NO_GROUP'] });
    expect((await usersOf(company.id)).length).toBe(before);
  });

  it('refuses unknown groups and groups of another company, writing nobody', async () => {
    const { caller, company } = await adminCompany();
    const elsewhere = await adminCompany();
    const foreign = await namedGroup(elsewhere.company.id, 'Foreign');
    const before = (await usersOf(company.id)).length;
    const failure = await failureOf(caller.invites.send({ invitedUsers: [person(corporate()), person(corporate(), { groups: [foreign] })] }));
    expect(failure.code).toBe('BAD_INPUT');
    expect(failure.fieldErrors).toEqual({ 'invitedUsers.1.groups.0': ['GROUP_UNKNOWN'] });
    const malformed = await failureOf(caller.invites.send({ invitedUsers: [person(corporate(), { leads: ['not-a-uuid'] })] }));
    expect(malformed.fieldErrors).toEqual({ 'invitedUsers.0.leads.0': ['GROUP_UNKNOWN'] });
    expect((await usersOf(company.id)).length).toBe(before);
  });

  it('lets a manager invite into the groups they reach only, never an administrator, never outside', async () => {
    const { company } = await adminCompany();
    const engineering = await namedGroup(company.id, 'Engineering');
    const platform = await namedGroup(company.id, 'Platform', engineering);
    const finance = await namedGroup(company.id, 'Finance');
    const { caller: asManager } = await managerOf(company.id, [engineering]);

    const form = await asManager.invites.form();
    expect(form.groups.map((g) => g.id).sort()).toEqual([engineering, platform].sort());
    expect(form.groups.find((g) => g.id === platform)!.path).toEqual(['Engineering']);
    expect(form).toMatchObject({ canInviteAdmins: false, groupRequired: true });

    const ok = await asManager.invites.send({ invitedUsers: [person(corporate(), { groups: [platform] })] });
    expect(await placementOf(company.id, ok.users[0]!.id)).toEqual({ groups: [platform], leads: [] });

    const before = (await usersOf(company.id)).length;
    const refused = await failureOf(
      asManager.invites.send({
        invitedUsers: [person(corporate(), { groups: [finance] }), person(corporate(), { role: 'admin', groups: [platform] }), person(corporate())],
      }),
    );
    expect(refused.code).toBe('BAD_INPUT');
    expect(refused.fieldErrors).toEqual({
      'invitedUsers.0.groups.0': ['GROUP_UNKNOWN'],
      'invitedUsers.1.role': ['ROLE_NOT_ALLOWED'],
      'invitedUsers.2.groups': ['GROUP_REQUIRED'],
    });
    expect((await usersOf(company.id)).length).toBe(before);
  });

  it('keeps the v1 call compatible: the new fields are optional and placement works over v1', async () => {
    const { token, company } = await adminCompany();
    const team = await namedGroup(company.id, 'Support');
    const email = corporate();
    const res = await v1('POST', '/users/invite', {
      token,
      body: { invitedUsers: [{ email, profile: { firstname: 'Vera', lastname: 'Vega' }, role: 'user', groups: [team] }] },
    });
    expect(res.status).toBe(201);
    const created = (await usersOf(company.id)).find((u) => u.email === email)!;
    expect(await placementOf(company.id, created.id)).toEqual({ groups: [team], leads: [] });
    const legacy = await v1('POST', '/users/invite', {
      token,
      body: { invitedUsers: [{ email: corporate(), profile: { firstname: 'Leo', lastname: 'Legacy' }, role: 'user' }] },
    });
    expect(legacy.status).toBe(201);
  });
});
