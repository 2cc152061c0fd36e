import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { testDeps } from '../../setup/test-context.js';
import { expectV1Error, failureOf, freshIp, PASSWORD, sessionFor, userRow, v1 } from '../auth/helpers.js';
import { auditRows, callerAs, makeTeam, sessionWorks } from './helpers.js';

// Personal settings (/users/profile): name, phone, language and password, for any signed-in person.
describe('personal settings', () => {
  it('reads the person’s own settings with the company’s password rules', async () => {
    const team = await makeTeam();
    const { db } = await testDeps();
    await withTenant(db, team.companyId, (tx) =>
      tx
        .updateTable('companies')
        .set({ password_rules: JSON.stringify({ length: 10, numbers: 2, lowercase: 1, uppercase: 1, specials: 0 }) })
        .where('id', '=', team.companyId)
        .execute(),
    );
    const { caller } = await callerAs(team.user);
    expect(await caller.users.me()).toMatchObject({
      id: team.user.id,
      email: team.user.email,
      profile: { firstname: 'Uma', lastname: 'User' },
      role: 'user',
      secretQuestion: null,
      passwordRules: { length: 10, numbers: 2, lowercase: 1, uppercase: 1, specials: 0 },
    });
  });

  it('changes name, phone (stored as digits) and language, over tRPC and PUT /v1/users/me', async () => {
    const team = await makeTeam();
    const { caller, token } = await callerAs(team.user);
    const result = await caller.users.updateMe({ profile: { firstname: 'Umberta', lastname: 'Usada' }, phone: '(11) 98765-4321', language: 'pt-BR' });
    expect(result).toMatchObject({ profile: { firstname: 'Umberta', lastname: 'Usada' }, phone: '11987654321', language: 'pt-BR' });
    const [row] = await auditRows(team.companyId, team.user.id);
    expect(row).toMatchObject({
      action: 'update-own-profile',
      actor_id: team.user.id,
      summary: 'Changed their own personal settings: first name, last name, phone, language',
    });

    const res = await v1('PUT', '/users/me', { token, body: { phone: '' } });
    expect(res.status).toBe(200);
    expect(res.body.phone).toBeNull();
    expectV1Error(await v1('PUT', '/users/me', { token, body: { phone: '123' } }), 400, 'BAD_INPUT');
    expect((await userRow(team.user.id)).phone).toBeNull();
  });

  it('changes the password: keeps this session, ends the others, follows the company’s rules', async () => {
    const team = await makeTeam();
    const { caller, token } = await callerAs(team.user);
    const other = await sessionFor(team.user);

    const wrong = await failureOf(caller.users.changePassword({ currentPassword: 'Wrong#123', newPassword: 'Brand#New1' }));
    expect(wrong.code).toBe('PASSWORD_WRONG');
    expect(wrong.fieldErrors).toEqual({ currentPassword: ['PASSWORD_WRONG'] });
    const weak = await failureOf(caller.users.changePassword({ currentPassword: PASSWORD, newPassword: 'weakpassword' }));
    expect(weak.code).toBe('PASSWORD_WEAK');
    expect(weak.fieldErrors!.newPassword).toEqual(expect.arrayContaining(['passwordRule.numbers', 'passwordRule.uppercase']));
    expect(await sessionWorks(other)).toBe(true);

    expect(await caller.users.changePassword({ currentPassword: PASSWORD, newPassword: 'Brand#New1' })).toEqual({ ok: true });
    expect(await sessionWorks(token)).toBe(true);
    expect(await sessionWorks(other)).toBe(false);
    const login = await v1('POST', '/auth/login', { body: { email: team.user.email, password: 'Brand#New1' } });
    expect(login.status).toBe(200);
    expect((await auditRows(team.companyId, team.user.id)).map((r) => r.summary)).toEqual(['Changed their own password']);
  });

  it('PUT /v1/users/password answers the same, and a run of wrong passwords is throttled', async () => {
    const team = await makeTeam();
    const token = await sessionFor(team.manager);
    const ok = await v1('PUT', '/users/password', { token, body: { currentPassword: PASSWORD, newPassword: 'Other#Pass9' } });
    expect(ok.status).toBe(200);
    expect(await sessionWorks(token)).toBe(true);
    for (let i = 0; i < 5; i++) {
      expectV1Error(
        await v1('PUT', '/users/password', { token, body: { currentPassword: 'Nope#1234', newPassword: 'Other#Pass9' }, headers: { 'x-forwarded-for': freshIp() } }),
        400,
        'PASSWORD_WRONG',
      );
    }
    expectV1Error(await v1('PUT', '/users/password', { token, body: { currentPassword: 'Other#Pass9', newPassword: 'Third#Pass9' } }), 429, 'TOO_MANY_ATTEMPTS');
  });

  it('is for signed-in people only', async () => {
    expectV1Error(await v1('PUT', '/users/me', { body: { phone: '' } }), 401, 'UNAUTHENTICATED');
    expectV1Error(await v1('PUT', '/users/password', { body: { currentPassword: 'x', newPassword: 'Other#Pass9' } }), 401, 'UNAUTHENTICATED');
  });
});

describe('e-mail availability (invite form, on blur)', () => {
  it('answers available for a free corporate e-mail, EMAIL_TAKEN for one used in any company, EMAIL_NOT_CORPORATE for free mail', async () => {
    const team = await makeTeam();
    const other = await makeTeam();
    const free = `new-${Date.now()}@acme.test`;
    expect(await team.asAdmin.users.available({ email: ` ${free.toUpperCase()} ` })).toEqual({ email: free, available: true });
    const ok = await v1('GET', `/users/available/${encodeURIComponent(free)}`, { token: team.adminToken });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ email: free, available: true });
    expectV1Error(await v1('GET', `/users/available/${encodeURIComponent(other.user.email!)}`, { token: team.adminToken }), 409, 'EMAIL_TAKEN');
    expectV1Error(await v1('GET', '/users/available/someone%40gmail.com', { token: team.adminToken }), 400, 'EMAIL_NOT_CORPORATE');
    const { caller } = await callerAs(team.manager);
    expect((await failureOf(caller.users.available({ email: free }))).code).toBe('FORBIDDEN');
  });
});
