import { describe, expect, it } from 'vitest';
import { callerFor, lastMail, testDeps } from '../../setup/test-context.js';
import { makeToken, unique } from '../../../seeds/factories.js';
import { ADDRESS_FAILURE_LIMIT } from '../../../server/boot.js';
import { corporateEmail, expectV1Error, failureOf, freshIp, mailsTo, makePerson, signUpInput, STRONG, v1 } from './helpers.js';

const DAY_MS = 24 * 60 * 60 * 1000;

async function companyOf(email: string) {
  const { db } = await testDeps();
  const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const company = user ? await db.selectFrom('companies').selectAll().where('id', '=', user.company_id).executeTakeFirst() : undefined;
  return { user, company };
}

describe('company sign-up', () => {
  it('creates an unconfirmed admin, mails a confirmation link, and confirming signs in', async () => {
    const email = `${unique('paula')}@acme.test`;
    const { caller } = await callerFor();
    const created = await caller.auth.signUp(signUpInput(email));
    expect(created.email).toBe(email);

    await expect(caller.auth.login({ email, password: STRONG })).rejects.toMatchObject({ cause: { code: 'UNCONFIRMED' } });
    const mail = await lastMail(email);
    expect(mail?.template).toBe('confirmEmail');
    expect(mail?.link).toMatch(/\/login\/new\/confirm\//);

    const { loginToken } = await caller.auth.confirmEmail({ token: mail!.token! });
    const signedIn = await caller.auth.loginToken({ token: loginToken });
    expect(signedIn.token).toBeTruthy();
    expect(signedIn.session).toMatchObject({ role: 'admin', tenantName: 'Acme Testing', plan: 'trial', reportMinUsers: 3 });
    await expect(caller.auth.loginToken({ token: loginToken })).rejects.toMatchObject({ cause: { code: 'TOKEN_INVALID' } });
  });

  it('POST /v1/users answers 201 and stores the company on a trial with the admin as super user', async () => {
    const email = corporateEmail('v1-signup');
    const res = await v1('POST', '/users', {
      body: signUpInput(email, { companyName: unique('Acme'), companySize: '201-1000' }),
      headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), email });

    const { user, company } = await companyOf(email);
    expect(user).toMatchObject({
      id: res.body.id,
      role: 'admin',
      is_super: true,
      status: 'unconfirmed',
      phone: '11987654321',
      position: 'hr-manager',
      language: 'pt-BR',
    });
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    expect(company).toMatchObject({ size_band: '201-1000', plan: 'trial', report_min_users: 3 });
    const trialDays = (company!.trial_ends_at!.getTime() - Date.now()) / DAY_MS;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);

    // The confirmation mail speaks the person's language.
    const mail = await lastMail(email);
    expect(mail).toMatchObject({ template: 'confirmEmail', language: 'pt-BR' });
  });

  it('stores e-mails trimmed and lower-cased', async () => {
    const email = corporateEmail('mixed');
    const { caller } = await callerFor();
    await caller.auth.signUp(signUpInput(`  ${email.toUpperCase()} `));
    const { user } = await companyOf(email);
    expect(user?.email).toBe(email);
  });

  it('accepts every company size band and refuses others', async () => {
    const { caller } = await callerFor();
    for (const companySize of ['3-11', '12-200', '201-1000', '1000+'] as const) {
      const email = corporateEmail(`band-${companySize}`);
      await caller.auth.signUp(signUpInput(email, { companySize }));
      expect((await companyOf(email)).company?.size_band).toBe(companySize);
    }
    const res = await v1('POST', '/users', { body: signUpInput(corporateEmail('band'), { companySize: '2-10' }) });
    expectV1Error(res, 400, 'BAD_INPUT', 'Fill all the fields correctly');
    expect(Object.keys(res.body.errors)).toEqual(['companySize']);
  });

  it('takes a phone of area code plus 8 or 9 digits, masked or not', async () => {
    const { caller } = await callerFor();
    for (const phone of ['(11) 9876-5432', '(11) 98765-4321', '11987654321']) {
      const email = corporateEmail('phone');
      await caller.auth.signUp(signUpInput(email, { phone }));
      expect((await companyOf(email)).user?.phone).toBe(phone.replace(/\D/g, ''));
    }
    for (const phone of ['98765-4321', '(11) 98765-43210', '', 'phone']) {
      const res = await v1('POST', '/users', { body: signUpInput(corporateEmail('phone'), { phone }) });
      expectV1Error(res, 400, 'BAD_INPUT');
      expect(res.body.errors.phone, phone).toEqual(['Invalid phone: area code plus 8 or 9 digits']);
    }
  });

  it('requires names of two or more characters', async () => {
    const res = await v1('POST', '/users', { body: signUpInput(corporateEmail('names'), { firstName: 'A', lastName: ' ', companyName: 'X' }) });
    expectV1Error(res, 400, 'BAD_INPUT');
    expect(res.body.errors).toEqual({
      firstName: ['Must have at least 2 characters'],
      lastName: ['Must have at least 2 characters'],
      companyName: ['Must have at least 2 characters'],
    });
  });

  it('refuses a free-mail address with EMAIL_NOT_CORPORATE and creates nothing', async () => {
    const email = `${unique('someone')}@gmail.com`;
    const res = await v1('POST', '/users', { body: signUpInput(email) });
    expectV1Error(res, 400, 'EMAIL_NOT_CORPORATE', 'Use your corporate e-mail address');
    expect(res.body.errors).toEqual({ email: ['Use your corporate e-mail address'] });
    expect((await companyOf(email)).user).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);

    const { caller } = await callerFor();
    expect((await failureOf(caller.auth.signUp(signUpInput(`${unique('x')}@Hotmail.com`)))).code).toBe('EMAIL_NOT_CORPORATE');
  });

  it('answers 409 with the catalogue message for an e-mail that is already confirmed, in any case', async () => {
    const { user } = await makePerson();
    const res = await v1('POST', '/users', { body: signUpInput(user.email!.toUpperCase()) });
    expectV1Error(res, 409, 'EMAIL_TAKEN', 'User already exists, verify your email or notify account administrator.');
    expect(await mailsTo(user.email!)).toEqual([]);

    const { caller } = await callerFor();
    expect((await failureOf(caller.auth.signUp(signUpInput(user.email!)))).code).toBe('EMAIL_TAKEN');
  });

  it('for an unconfirmed e-mail answers UNCONFIRMED and mails a new link once per window; the first link keeps working', async () => {
    const email = corporateEmail('again');
    const { caller } = await callerFor();
    await caller.auth.signUp(signUpInput(email));
    const first = await lastMail(email);

    const res = await v1('POST', '/users', { body: signUpInput(email, { companyName: 'Second Try' }) });
    expectV1Error(res, 409, 'unconfirmed', 'This e-mail is registered but not confirmed yet. We have sent a new confirmation link.');
    const latest = await lastMail(email);
    expect(latest!.token).not.toBe(first!.token);
    // Asked again (by anyone) within the window: the same answer and no further mail.
    for (let i = 0; i < 3; i++) {
      const err = await failureOf((await callerFor()).caller.auth.signUp(signUpInput(email)));
      expect({ code: err.code, detail: err.detail }).toEqual({ code: 'UNCONFIRMED', detail: 'unconfirmed' });
    }
    expect((await mailsTo(email)).map((m) => m.template)).toEqual(['confirmEmail', 'confirmEmail']);
    // Still one company: a repeated sign-up never opens a second one.
    const { db } = await testDeps();
    expect(await db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);

    // A stranger's sign-up voided nothing: the first link still confirms.
    await expect(caller.auth.confirmEmail({ token: first!.token! })).resolves.toEqual({ loginToken: expect.any(String) });
  });

  it('refuses a weak password with PASSWORD_WEAK naming each broken rule', async () => {
    const email = corporateEmail('weak');
    const res = await v1('POST', '/users', { body: signUpInput(email, { password: 'weakpass' }) });
    expectV1Error(res, 400, 'PASSWORD_WEAK', 'The password does not follow the password rules');
    expect(res.body.errors).toEqual({ password: ['passwordRule.numbers', 'passwordRule.uppercase', 'passwordRule.specials'] });

    const { caller } = await callerFor();
    const err = await failureOf(caller.auth.signUp(signUpInput(email, { password: 'Ab1#xyz' })));
    expect(err.code).toBe('PASSWORD_WEAK');
    expect(err.fieldErrors).toEqual({ password: ['passwordRule.length'] });
    expect((await companyOf(email)).user).toBeUndefined();

    // Under six characters is one more case of the same rule set, not a second message.
    const short = await v1('POST', '/users', { body: signUpInput(email, { password: 'A1#b' }) });
    expectV1Error(short, 400, 'PASSWORD_WEAK');
    expect(short.body.errors).toEqual({ password: ['passwordRule.length'] });
  });

  it('for the e-mail of an invited person answers UNCONFIRMED "invited", mails one new invite per window and leaves the administrator\'s link working', async () => {
    const { db } = await testDeps();
    const { companyId, user } = await makePerson({ status: 'unconfirmed', password: null });
    const adminLink = await makeToken(db, companyId, user.id, 'invite');
    const res = await v1('POST', '/users', { body: signUpInput(user.email!) });
    expectV1Error(res, 409, 'invited', 'This e-mail is registered but not confirmed yet. We have sent a new confirmation link.');
    expect((await mailsTo(user.email!)).map((m) => m.template)).toEqual(['invite']);
    // Repeated unauthenticated calls do not flood the mailbox.
    for (let i = 0; i < 5; i++) expectV1Error(await v1('POST', '/users', { body: signUpInput(user.email!) }), 409, 'invited');
    expect(await mailsTo(user.email!)).toHaveLength(1);
    // The invited person stays in the company that invited them, and both links open the invite.
    expect((await companyOf(user.email!)).user?.company_id).toBe(companyId);
    const { caller } = await callerFor();
    const mailed = (await lastMail(user.email!))!.token!;
    for (const token of [adminLink, mailed]) expect(await caller.auth.accountToken({ token })).toMatchObject({ kind: 'invite', email: user.email });
  });

  it('limits sign-ups per client address', async () => {
    const headers = { 'x-forwarded-for': freshIp() };
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
      expect((await v1('POST', '/users', { body: signUpInput(corporateEmail('many')), headers })).status, `sign-up ${i}`).toBe(201);
    }
    const refused = corporateEmail('many');
    expectV1Error(await v1('POST', '/users', { body: signUpInput(refused), headers }), 429, 'TOO_MANY_ATTEMPTS');
    expect(await mailsTo(refused)).toEqual([]);
    expect((await v1('POST', '/users', { body: signUpInput(refused) })).status).toBe(201);
  });

  it('two sign-ups racing for one e-mail open one company', async () => {
    const email = corporateEmail('race');
    const results = await Promise.allSettled([0, 1].map(async () => (await callerFor()).caller.auth.signUp(signUpInput(email))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(['EMAIL_TAKEN', 'UNCONFIRMED']).toContain((await failureOf(Promise.reject(rejected.reason))).code);
    const { db } = await testDeps();
    expect(await db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });
});
