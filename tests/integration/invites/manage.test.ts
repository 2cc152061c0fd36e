import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../seeds/factories.js';
import { callerFor, lastMail } from '../../setup/test-context.js';
import { expectV1Error, failureOf, mailsTo, STRONG, userRow, v1 } from '../auth/helpers.js';
import { adminCompany, auditOf, corporate, namedGroup, person, uniqueCode, usersOf } from './helpers.js';

describe('resend invite', () => {
  it('sends a fresh invite; the earlier link stops working', async () => {
    const { caller, company } = await adminCompany();
    const email = corporate();
    const { users } = await caller.invites.send({ invitedUsers: [person(email)] });
    const first = await lastMail(email);
    const result = await caller.invites.resend({ email: email.toUpperCase() });
    expect(result).toMatchObject({ id: users[0]!.id, sent: 'email' });
    expect(await mailsTo(email)).toHaveLength(2);
    const second = await lastMail(email);
    expect(second!.token).not.toBe(first!.token);
    const { caller: anonymous } = await callerFor();
    expect((await failureOf(anonymous.auth.confirmInvite({ authToken: first!.token!, password: STRONG }))).code).toBe('TOKEN_INVALID');
    await anonymous.auth.confirmInvite({ authToken: second!.token!, password: STRONG });
    expect(await auditOf(company.id)).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'resend-invite', entity: 'users', entity_id: users[0]!.id })]));
  });

  it('sending a send-later invite activates the person', async () => {
    const { caller, company } = await adminCompany();
    const email = corporate();
    const { users } = await caller.invites.send({ inactive: true, invitedUsers: [person(email)] });
    await caller.invites.resend({ id: users[0]!.id });
    const row = await userRow(users[0]!.id);
    expect(row.inactive).toBe(false);
    expect(row.invited_at).not.toBeNull();
    expect((await lastMail(email))?.template).toBe('invite');
    expect((await auditOf(company.id)).at(-1)).toMatchObject({ action: 'send-invite', entity_id: users[0]!.id });
  });

  it('a code-only person gets a new account link', async () => {
    const { caller } = await adminCompany({ isSuper: true });
    const { users } = await caller.invites.send({ invitedUsers: [person(undefined, { code: uniqueCode(), birthDate: '01/01/1990' })] });
    const again = await caller.invites.resend({ id: users[0]!.id });
    expect(again.sent).toBe('link');
    expect(again.accountLink).toMatch(/\/login\/confirm-account\//);
    expect(again.accountLink).not.toBe(users[0]!.accountLink);
  });

  it('answers like a missing record for confirmed people and people of another company', async () => {
    const { caller, company, db } = await adminCompany();
    const confirmed = await makeUser(db, company.id, {});
    expect((await failureOf(caller.invites.resend({ email: confirmed.email! }))).code).toBe('NOT_FOUND');
    const other = await adminCompany();
    const theirs = corporate();
    await other.caller.invites.send({ invitedUsers: [person(theirs)] });
    expect((await failureOf(caller.invites.resend({ email: theirs }))).code).toBe('NOT_FOUND');
  });

  it('POST /v1/users/resend/invite takes the legacy email and jwt', async () => {
    const { caller, token } = await adminCompany();
    const email = corporate();
    await caller.invites.send({ invitedUsers: [person(email)] });
    const res = await v1('POST', '/users/resend/invite', { token, body: { email, jwt: 'legacy.token.value' } });
    expect(res.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
    expectV1Error(await v1('POST', '/users/resend/invite', { token, body: { email: corporate() } }), 404, 'NOT_FOUND');
  });
});

describe('cancel invite', () => {
  it('removes the person who never confirmed, with an audit row', async () => {
    const { caller, company, admin } = await adminCompany();
    const email = corporate();
    const { users } = await caller.invites.send({ invitedUsers: [person(email)] });
    await caller.invites.cancel({ id: users[0]!.id });
    expect((await usersOf(company.id)).map((u) => u.id)).toEqual([admin.id]);
    expect((await auditOf(company.id)).at(-1)).toMatchObject({ action: 'cancel-invite', entity_id: users[0]!.id, actor_id: admin.id });
    // The link sent before is gone with the person.
    const { caller: anonymous } = await callerFor();
    expect((await failureOf(anonymous.auth.confirmInvite({ authToken: (await lastMail(email))!.token!, password: STRONG }))).code).toBe('TOKEN_INVALID');
  });

  it('answers like a missing record for confirmed people and another company', async () => {
    const { caller, company, db, token } = await adminCompany();
    const confirmed = await makeUser(db, company.id, {});
    expect((await failureOf(caller.invites.cancel({ id: confirmed.id }))).code).toBe('NOT_FOUND');
    const other = await adminCompany();
    const { users } = await other.caller.invites.send({ invitedUsers: [person(corporate())] });
    expectV1Error(await v1('DELETE', `/users/invite/${users[0]!.id}`, { token }), 404, 'NOT_FOUND');
    expect(await userRow(users[0]!.id)).toBeTruthy();
  });

  it('DELETE /v1/users/invite/:id cancels', async () => {
    const { caller, token } = await adminCompany();
    const { users } = await caller.invites.send({ invitedUsers: [person(corporate())] });
    const res = await v1('DELETE', `/users/invite/${users[0]!.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: users[0]!.id });
  });
});

describe('invite banner and pending list', () => {
  it('says how many more to invite while people are fewer than the report minimum', async () => {
    const { caller } = await adminCompany({ reportMinUsers: 4 });
    expect(await caller.invites.banner()).toEqual({ invited: 0, confirmed: 1, reportMinUsers: 4, missing: 3, show: true });
    await caller.invites.send({ invitedUsers: [person(corporate()), person(corporate())] });
    expect(await caller.invites.banner()).toMatchObject({ invited: 2, missing: 1, show: true });
    await caller.invites.send({ invitedUsers: [person(corporate())] });
    expect(await caller.invites.banner()).toMatchObject({ invited: 3, missing: 0, show: false });
  });

  it('lists people waiting to confirm, newest first, with send-later marked', async () => {
    const { caller } = await adminCompany();
    const now = corporate();
    const later = corporate();
    await caller.invites.send({ invitedUsers: [person(now)] });
    await caller.invites.send({ inactive: true, invitedUsers: [person(later)] });
    const { total, invites } = await caller.invites.pending({ offset: 0, limit: 25 });
    expect(total).toBe(2);
    expect(invites.map((i) => [i.email, i.sendLater])).toEqual([
      [later, true],
      [now, false],
    ]);
  });

  it('the form tells whether codes may be set, the attributes, the groups with their leaders and the licences left', async () => {
    const { caller, company, admin } = await adminCompany({ licenses: 5, isSuper: true });
    expect(await caller.invites.form()).toEqual({
      canSetCode: true,
      canInviteAdmins: true,
      groupRequired: false,
      attributes: [],
      groups: [],
      leaders: [],
      licences: { licenses: 5, used: 1, available: 4 },
    });
    const top = await namedGroup(company.id, 'Top', null, { managers: [admin.id] });
    const below = await namedGroup(company.id, 'Below', top);
    const form = await caller.invites.form();
    expect(form.groups).toEqual([
      { id: top, name: 'Top', path: [], active: true },
      { id: below, name: 'Below', path: ['Top'], active: true },
    ]);
    expect(form.leaders).toEqual([{ id: admin.id, name: 'Ada Admin', email: admin.email, groups: ['Top'] }]);
  });
});

describe('invite rules details', () => {
  it('an invited person an administrator inactivated gets no invite until that is undone', async () => {
    const { caller, db } = await adminCompany();
    const email = corporate();
    const { users } = await caller.invites.send({ invitedUsers: [person(email)] });
    await db.updateTable('users').set({ inactive: true }).where('id', '=', users[0]!.id).execute();
    expect(await failureOf(caller.invites.resend({ id: users[0]!.id }))).toMatchObject({ code: 'USER_STATUS_CONFLICT', fieldErrors: { email: ['PERSON_INACTIVE'] } });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('the cross-company look-up returns to the tenant role, so row-level security still holds', async () => {
    const { company, db } = await adminCompany();
    const { withTenant } = await import('../../../server/db/tenant.js');
    const { acrossCompanies } = await import('../../../server/modules/invites/invites.queries.js');
    const { sql } = await import('kysely');
    const roles = await withTenant(db, company.id, async (tx) => {
      const inside = await acrossCompanies(tx, async (sys) => (await sql<{ r: string }>`select current_user as r`.execute(sys)).rows[0]!.r);
      const after = (await sql<{ r: string }>`select current_user as r`.execute(tx)).rows[0]!.r;
      const visible = await tx.selectFrom('companies').select('id').execute();
      return { inside, after, visible: visible.map((c) => c.id) };
    });
    expect(roles).toEqual({ inside: 'clima_system', after: 'clima_app', visible: [company.id] });
  });
});
