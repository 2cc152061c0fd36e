import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../seeds/factories.js';
import { callerFor, lastMail, testDeps } from '../../setup/test-context.js';
import { expectV1Error, failureOf, STRONG, userRow, v1 } from '../auth/helpers.js';
import { adminCompany, auditOf, corporate, makeAttribute, person, uniqueCode, usersOf } from './helpers.js';

describe('invites: send now and send later', () => {
  it('send now creates active people, e-mails each an invite whose link confirms them', async () => {
    const { caller, company, admin } = await adminCompany();
    const email = corporate();
    const result = await caller.invites.send({ invitedUsers: [person(`  ${email.toUpperCase()} `, { role: 'manager' })] });
    expect(result.created).toBe(1);
    const created = await userRow(result.users[0]!.id);
    expect(created).toMatchObject({ email, status: 'unconfirmed', inactive: false, role: 'manager', first_name: 'Iris', last_name: 'Ivens', company_id: company.id });
    expect(created.invited_at).not.toBeNull();

    const mail = await lastMail(email);
    expect(mail?.template).toBe('invite');
    expect(mail?.link).toMatch(/\/login\/confirm-invite\//);
    const { caller: anonymous } = await callerFor();
    await anonymous.auth.confirmInvite({ authToken: mail!.token!, password: STRONG });
    expect((await userRow(created.id)).status).toBe('confirmed');

    const audit = await auditOf(company.id);
    expect(audit.at(-1)).toMatchObject({ entity: 'users', action: 'invite', entity_id: created.id, actor_id: admin.id, actor_name: 'Ada Admin' });
    expect(audit.at(-1)!.summary).toContain(email);
  });

  it('send later creates inactive people and e-mails nobody', async () => {
    const { caller } = await adminCompany();
    const email = corporate();
    const result = await caller.invites.send({ inactive: true, invitedUsers: [person(email)] });
    const created = await userRow(result.users[0]!.id);
    expect(created).toMatchObject({ inactive: true, status: 'unconfirmed', invited_at: null });
    expect(await lastMail(email)).toBeNull();
    // The legacy client marks send-later per row.
    const other = corporate();
    const legacy = await caller.invites.send({ invitedUsers: [person(other, { inactive: true, companyName: 'Acme' })] });
    expect((await userRow(legacy.users[0]!.id)).inactive).toBe(true);
  });

  it('stores birth dates typed as DD/MM/YYYY or YYYY-MM-DD, and attribute options', async () => {
    const { caller, company, db } = await adminCompany();
    const area = await makeAttribute(company.id, { 'en-US': 'Area', 'pt-BR': 'Área' }, [{ 'en-US': 'Sales' }, { 'en-US': 'IT' }]);
    const a = corporate();
    const b = corporate();
    const result = await caller.invites.send({
      invitedUsers: [person(a, { birthDate: '15/03/1990', attributes: [{ key: area.id, value: area.optionIds[1] }] }), person(b, { birthDate: '1985-12-01' })],
    });
    expect((await userRow(result.users[0]!.id)).birth_date).toBe('1990-03-15');
    expect((await userRow(result.users[1]!.id)).birth_date).toBe('1985-12-01');
    const values = await db.selectFrom('user_attribute_values').selectAll().where('user_id', '=', result.users[0]!.id).execute();
    expect(values).toMatchObject([{ attribute_id: area.id, option_id: area.optionIds[1] }]);
  });
});

describe('invites: rules, per row and field, all or nothing', () => {
  it('refuses free-mail addresses, people who exist anywhere, and the same e-mail twice in one form', async () => {
    const { caller, company, db } = await adminCompany();
    const elsewhere = await adminCompany();
    const existing = await makeUser(db, elsewhere.company.id, {});
    const good = corporate();
    const twice = corporate();
    const error = await failureOf(
      caller.invites.send({
        invitedUsers: [person(good), person('someone@gmail.com'), person(existing.email!.toUpperCase()), person(twice), person(` ${twice} `)],
      }),
    );
    expect(error.code).toBe('BAD_INPUT');
    expect(error.fieldErrors).toEqual({
      'invitedUsers.1.email': ['EMAIL_NOT_CORPORATE'],
      'invitedUsers.2.email': ['EMAIL_TAKEN'],
      'invitedUsers.4.email': ['EMAIL_DUPLICATE'],
    });
    // Nothing written: not even the good rows.
    expect((await usersOf(company.id)).map((u) => u.email)).not.toContain(good);
    expect(await lastMail(good)).toBeNull();
  });

  it('checks the shape of every field: names, role, birth date, e-mail', async () => {
    const { caller } = await adminCompany();
    const error = await failureOf(
      caller.invites.send({
        invitedUsers: [{ email: 'not-an-email', profile: { firstname: 'I', lastname: '' }, role: 'owner' as never, birthDate: '31/02/1990' }],
      }),
    );
    expect(error.code).toBe('BAD_INPUT');
    expect(Object.keys(error.fieldErrors!).sort()).toEqual([
      'invitedUsers.0.birthDate',
      'invitedUsers.0.email',
      'invitedUsers.0.profile.firstname',
      'invitedUsers.0.profile.lastname',
      'invitedUsers.0.role',
    ]);
  });

  it('needs an e-mail or a code for each person', async () => {
    const { caller } = await adminCompany({ isSuper: true });
    const error = await failureOf(caller.invites.send({ invitedUsers: [person(undefined)] }));
    expect(error.fieldErrors).toEqual({ 'invitedUsers.0.email': ['EMAIL_OR_CODE_REQUIRED'] });
  });

  it('only super users may set a code', async () => {
    const { caller } = await adminCompany({ isSuper: false });
    const error = await failureOf(caller.invites.send({ invitedUsers: [person(corporate(), { code: uniqueCode() })] }));
    expect(error.fieldErrors).toEqual({ 'invitedUsers.0.code': ['CODE_NOT_ALLOWED'] });
  });

  it('codes are unique platform-wide and within the form; a code-only person needs a birth date', async () => {
    const { caller, db } = await adminCompany({ isSuper: true });
    const elsewhere = await adminCompany();
    const taken = uniqueCode();
    await makeUser(db, elsewhere.company.id, { email: null, code: taken });
    const twice = uniqueCode();
    const error = await failureOf(
      caller.invites.send({
        invitedUsers: [
          person(undefined, { code: taken, birthDate: '01/01/1990' }),
          person(undefined, { code: twice, birthDate: '01/01/1990' }),
          person(undefined, { code: twice, birthDate: '01/01/1990' }),
          person(undefined, { code: uniqueCode() }),
        ],
      }),
    );
    expect(error.fieldErrors).toEqual({
      'invitedUsers.0.code': ['CODE_TAKEN'],
      'invitedUsers.2.code': ['CODE_DUPLICATE'],
      'invitedUsers.3.birthDate': ['BIRTH_DATE_REQUIRED'],
    });
  });

  it('a code-only person gets an account link the administrator passes on; it confirms by code and birth date', async () => {
    const { caller } = await adminCompany({ isSuper: true });
    const code = uniqueCode();
    const dotted = `${code.slice(0, 3)}.${code.slice(3, 6)}.${code.slice(6, 9)}-${code.slice(9)}`;
    const result = await caller.invites.send({ invitedUsers: [person(undefined, { code: dotted, birthDate: '15/03/1990' })] });
    const invited = result.users[0]!;
    expect(invited.code).toBe(code);
    expect(invited.accountLink).toMatch(/\/login\/confirm-account\/[\w-]+$/);
    const token = invited.accountLink!.split('/').pop()!;
    const { caller: anonymous } = await callerFor();
    await anonymous.auth.confirmAccount({ token, code: dotted, birthDate: '15/03/1990', password: STRONG });
    expect((await userRow(invited.id)).status).toBe('confirmed');
  });

  it('attribute values must be options of their attribute', async () => {
    const { caller, company } = await adminCompany();
    const area = await makeAttribute(company.id, { 'en-US': 'Area' }, [{ 'en-US': 'Sales' }]);
    const level = await makeAttribute(company.id, { 'en-US': 'Level' }, [{ 'en-US': 'Junior' }]);
    const other = await adminCompany();
    const foreign = await makeAttribute(other.company.id, { 'en-US': 'Area' }, [{ 'en-US': 'Sales' }]);
    const error = await failureOf(
      caller.invites.send({
        invitedUsers: [
          person(corporate(), { attributes: [{ key: area.id, value: level.optionIds[0] }] }),
          person(corporate(), { attributes: [{ key: foreign.id, value: foreign.optionIds[0] }] }),
        ],
      }),
    );
    expect(error.fieldErrors).toEqual({
      'invitedUsers.0.attributes.0.value': ['ATTRIBUTE_OPTION_INVALID'],
      'invitedUsers.1.attributes.0.key': ['ATTRIBUTE_UNKNOWN'],
    });
  });
});

describe('invites: licences', () => {
  it('refuses people beyond the licences, saying how many are missing, and writes nothing', async () => {
    // The administrator takes one licence of three.
    const { caller, company } = await adminCompany({ licenses: 3 });
    const emails = [corporate(), corporate(), corporate(), corporate()];
    const error = await failureOf(caller.invites.send({ invitedUsers: emails.map((e) => person(e)) }));
    expect(error.code).toBe('LICENCES_EXCEEDED');
    expect(error.fieldErrors).toEqual({ missingLicences: ['2'] });
    expect(await usersOf(company.id)).toHaveLength(1);
    // Exactly the licences left is fine; deleted people free theirs.
    await caller.invites.send({ invitedUsers: emails.slice(0, 2).map((e) => person(e)) });
    expect(await usersOf(company.id)).toHaveLength(3);
    const { db } = await testDeps();
    await db.updateTable('users').set({ status: 'deactivated' }).where('email', '=', emails[0]!).execute();
    await caller.invites.send({ invitedUsers: [person(emails[3])] });
  });

  it('inactive people keep their licence', async () => {
    const { caller } = await adminCompany({ licenses: 2 });
    await caller.invites.send({ inactive: true, invitedUsers: [person(corporate())] });
    const error = await failureOf(caller.invites.send({ invitedUsers: [person(corporate())] }));
    expect(error).toMatchObject({ code: 'LICENCES_EXCEEDED', fieldErrors: { missingLicences: ['1'] } });
  });
});

describe('invites over v1', () => {
  it('POST /v1/users/invite answers 201 with the people, and 400 with per-row field errors', async () => {
    const { token } = await adminCompany();
    const email = corporate();
    const ok = await v1('POST', '/users/invite', {
      token,
      body: { invitedUsers: [{ email, profile: { firstname: 'Rui', lastname: 'Reis' }, role: 'user', companyName: 'Acme', inactive: false, attributes: [] }] },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ created: 1, users: [{ email, firstName: 'Rui', inactive: false }] });
    const bad = await v1('POST', '/users/invite', { token, body: { invitedUsers: [{ email, profile: { firstname: 'Rui', lastname: 'Reis' }, role: 'user' }] } });
    expectV1Error(bad, 400, 'BAD_INPUT');
    expect(bad.body.errors).toEqual({ 'invitedUsers.0.email': ['EMAIL_TAKEN'] });
  });

  it('refuses ordinary people; a manager must place the person in one of their groups (invites/groups.test.ts)', async () => {
    const { company, db } = await adminCompany();
    const manager = await makeUser(db, company.id, { role: 'manager' });
    const user = await makeUser(db, company.id, { role: 'user' });
    const { sessionFor } = await import('../auth/helpers.js');
    const res = await v1('POST', '/users/invite', { token: await sessionFor(user), body: { invitedUsers: [person(corporate())] } });
    expectV1Error(res, 403, 'deny');
    const byManager = await v1('POST', '/users/invite', { token: await sessionFor(manager), body: { invitedUsers: [person(corporate())] } });
    expect(byManager.status).toBe(400);
    expect(byManager.body.errors).toEqual({ 'invitedUsers.0.groups': ['GROUP_REQUIRED'] });
  });
});
