import { describe, expect, it } from 'vitest';
import { expectV1Error, failureOf, sessionFor, userRow, v1 } from '../auth/helpers.js';
import { makeToken } from '../../../seeds/factories.js';
import { testDeps } from '../../setup/test-context.js';
import { auditRows, callerAs, makeTeam, sessionWorks, setLicences } from './helpers.js';

// Status transitions (people §4): each one's effect on the person's status, access and licences,
// with an audit row, over tRPC and over the v1 paths.
describe('user status transitions', () => {
  it('inactivate: sets the flag, ends access, keeps the licence counted; undo clears it', async () => {
    const team = await makeTeam();
    const token = await sessionFor(team.user);
    const before = await team.asAdmin.users.licences();

    const result = await team.asAdmin.users.inactivate({ id: team.user.id });
    expect(result).toMatchObject({ id: team.user.id, status: 'confirmed', inactive: true });
    expect(await sessionWorks(token)).toBe(false);
    expect(await team.asAdmin.users.licences()).toEqual(before);

    await team.asAdmin.users.undoInactivate({ id: team.user.id });
    expect(await userRow(team.user.id)).toMatchObject({ status: 'confirmed', inactive: false });
    expect(await sessionWorks(await sessionFor(team.user))).toBe(true);
    const actions = (await auditRows(team.companyId, team.user.id)).map((r) => [r.action, r.summary, r.actor_id]);
    expect(actions).toEqual([
      ['inactivate', 'Inactivated Uma User', team.admin.id],
      ['undo-inactivate', 'Undid the inactivation of Uma User', team.admin.id],
    ]);
  });

  it('delete: deactivated, access lost, licence freed, pending links retired; reactivate takes a licence back', async () => {
    const team = await makeTeam();
    const { db } = await testDeps();
    const token = await sessionFor(team.user);
    const link = await makeToken(db, team.companyId, team.user.id, 'reset-password');
    const before = await team.asAdmin.users.licences();

    await team.asAdmin.users.remove({ id: team.user.id });
    expect(await userRow(team.user.id)).toMatchObject({ status: 'deactivated' });
    expect(await sessionWorks(token)).toBe(false);
    expect(await team.asAdmin.users.licences()).toEqual({ available: before.available, used: before.used - 1, remaining: before.remaining + 1 });
    const tokens = await db.selectFrom('auth_tokens').select('used_at').where('user_id', '=', team.user.id).execute();
    expect(tokens.every((t) => t.used_at !== null)).toBe(true);
    expect(link).toBeTruthy();

    await team.asAdmin.users.reactivate({ id: team.user.id });
    expect(await userRow(team.user.id)).toMatchObject({ status: 'confirmed' });
    expect(await team.asAdmin.users.licences()).toEqual(before);
    expect(await sessionWorks(await sessionFor(team.user))).toBe(true);
    expect((await auditRows(team.companyId, team.user.id)).map((r) => r.action)).toEqual(['delete', 'reactivate']);
  });

  it('reactivate is refused with LICENCES_EXCEEDED, naming how many are missing, when no licence is free', async () => {
    const team = await makeTeam();
    await team.asAdmin.users.remove({ id: team.user.id });
    const { used } = await team.asAdmin.users.licences();
    await setLicences(team.companyId, used);
    const failure = await failureOf(team.asAdmin.users.reactivate({ id: team.user.id }));
    expect(failure.code).toBe('LICENCES_EXCEEDED');
    expect(failure.fieldErrors).toEqual({ missingLicences: ['1'] });
    expect(await userRow(team.user.id)).toMatchObject({ status: 'deactivated' });
    // The refusal rolled everything back: no audit row for it.
    expect((await auditRows(team.companyId, team.user.id)).map((r) => r.action)).toEqual(['delete']);

    const res = await v1('PUT', '/users/reactivate', { token: team.adminToken, body: { id: team.user.id } });
    expectV1Error(res, 422, 'LICENCES_EXCEEDED');
    expect(res.body.errors).toEqual({ missingLicences: ['1'] });

    await setLicences(team.companyId, used + 1);
    expect((await v1('PUT', '/users/reactivate', { token: team.adminToken, body: { id: team.user.id } })).status).toBe(200);
  });

  it('disconfirm: back to unconfirmed, access lost', async () => {
    const team = await makeTeam();
    const token = await sessionFor(team.manager);
    const res = await v1('PUT', '/users/disconfirm', { token: team.adminToken, body: { id: team.manager.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: team.manager.id, status: 'unconfirmed' });
    expect(await sessionWorks(token)).toBe(false);
    const [row] = await auditRows(team.companyId, team.manager.id);
    expect(row).toMatchObject({ entity: 'users', action: 'disconfirm', summary: 'Disconfirmed Manu Manager (back to unconfirmed)' });
    // The stored changes carry the person's name for the screen's sentence (the list returns it as `subject`).
    expect(row!.changes).toEqual({ status: { from: 'confirmed', to: 'unconfirmed' }, '@subject': 'Manu Manager' });
  });

  it('every transition answers over v1 with the updated person', async () => {
    const team = await makeTeam();
    const id = team.user.id;
    const steps: [string, Record<string, unknown>][] = [
      ['/users/inactivate', { inactive: true }],
      ['/users/undo-inactivate', { inactive: false }],
      ['/users/disconfirm', { status: 'unconfirmed' }],
    ];
    for (const [path, expected] of steps) {
      const res = await v1('PUT', path, { token: team.adminToken, body: { id } });
      expect(res.status, path).toBe(200);
      expect(res.body).toMatchObject({ id, ...expected });
    }
    const del = await v1('DELETE', `/users/${id}`, { token: team.adminToken });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ id, status: 'deactivated' });
    const back = await v1('PUT', '/users/reactivate', { token: team.adminToken, body: { id } });
    expect(back.body).toMatchObject({ id, status: 'confirmed' });
  });

  it('refuses a transition the current status does not allow, changing nothing', async () => {
    const team = await makeTeam();
    const pending = await team.person('user', { status: 'unconfirmed', password: null });
    expect((await failureOf(team.asAdmin.users.disconfirm({ id: pending.id }))).code).toBe('USER_STATUS_CONFLICT');
    expect((await failureOf(team.asAdmin.users.undoInactivate({ id: team.user.id }))).code).toBe('USER_STATUS_CONFLICT');
    expect((await failureOf(team.asAdmin.users.reactivate({ id: team.user.id }))).code).toBe('USER_STATUS_CONFLICT');
    await team.asAdmin.users.remove({ id: team.user.id });
    expect((await failureOf(team.asAdmin.users.inactivate({ id: team.user.id }))).code).toBe('USER_STATUS_CONFLICT');
    expect((await failureOf(team.asAdmin.users.remove({ id: team.user.id }))).code).toBe('USER_STATUS_CONFLICT');
    expectV1Error(await v1('PUT', '/users/disconfirm', { token: team.adminToken, body: { id: pending.id } }), 422, 'USER_STATUS_CONFLICT');
    expect(await auditRows(team.companyId, pending.id)).toEqual([]);
  });

  it('an administrator cannot inactivate, delete, disconfirm or anonymize themselves', async () => {
    const team = await makeTeam();
    const id = team.admin.id;
    for (const call of [
      () => team.asAdmin.users.inactivate({ id }),
      () => team.asAdmin.users.remove({ id }),
      () => team.asAdmin.users.disconfirm({ id }),
      () => team.asAdmin.users.anonymize({ id }),
    ]) {
      expect((await failureOf(call())).code).toBe('SELF_ACTION');
    }
    expectV1Error(await v1('DELETE', `/users/${team.admin.id}`, { token: team.adminToken }), 400, 'SELF_ACTION');
    expect(await userRow(team.admin.id)).toMatchObject({ status: 'confirmed', inactive: false });
    expect(await sessionWorks(team.adminToken)).toBe(true);
  });

  it('another company’s person answers like a missing one', async () => {
    const team = await makeTeam();
    const other = await makeTeam();
    for (const path of ['/users/inactivate', '/users/disconfirm', '/users/anonymize', '/users/reactivate', '/users/undo-inactivate']) {
      expectV1Error(await v1('PUT', path, { token: team.adminToken, body: { id: other.user.id } }), 404, 'NOT_FOUND');
    }
    expectV1Error(await v1('DELETE', `/users/${other.user.id}`, { token: team.adminToken }), 404, 'NOT_FOUND');
    expect(await userRow(other.user.id)).toMatchObject({ status: 'confirmed', inactive: false, email: other.user.email });
  });

  it('managers and ordinary people cannot change anyone’s status', async () => {
    const team = await makeTeam();
    for (const who of [team.manager, team.user]) {
      const { caller, token } = await callerAs(who);
      expect((await failureOf(caller.users.inactivate({ id: team.admin.id }))).code).toBe('FORBIDDEN');
      expectV1Error(await v1('DELETE', `/users/${team.admin.id}`, { token }), 403, 'deny');
    }
  });
});
