import { describe, expect, it } from 'vitest';
import { verifySecret } from '../../../server/auth/passwords.js';
import { makeCompany, makeToken, unique } from '../../../seeds/factories.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { expectV1Error, failureOf, makePerson, sessionCookieOf, sessionFor, sessionRow, STRONG, trpc, userRow, v1 } from './helpers.js';

const uniqueCode = () => `${Date.now() % 1e6}`.padStart(6, '0') + `${Math.floor(Math.random() * 1e5)}`.padStart(5, '0');

/** An invited person (no password yet) and the link of their invite. */
async function invited(overrides: Parameters<typeof makePerson>[0] = {}) {
  const { db } = await testDeps();
  const person = await makePerson({ status: 'unconfirmed', password: null, password_changed_at: null, first_name: 'Iris', ...overrides });
  const token = await makeToken(db, person.companyId, person.user.id, 'invite');
  return { ...person, token };
}

/** A person to confirm by code and birth date, as an admin's import makes them. */
async function toConfirm() {
  const { db } = await testDeps();
  const code = uniqueCode();
  const person = await makePerson({ email: null, code, birth_date: '1990-03-15', status: 'unconfirmed', password: null });
  const token = await makeToken(db, person.companyId, person.user.id, 'account');
  const dotted = `${code.slice(0, 3)}.${code.slice(3, 6)}.${code.slice(6, 9)}-${code.slice(9)}`;
  return { ...person, code, dotted, token };
}

describe('invite confirmation', () => {
  it('GET /v1/accounts/token tells what the invite is for', async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { name: unique('Invitera') });
    const { user, token } = await invited({ companyId: company.id });
    const res = await v1('GET', '/accounts/token', { query: { token } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      kind: 'invite',
      email: user.email,
      firstName: 'Iris',
      companyName: company.name,
      needsIdentity: false,
      passwordRules: { length: 8, numbers: 1, lowercase: 0, uppercase: 1, specials: 1 },
    });
    expectV1Error(await v1('GET', '/accounts/token', { query: { token: 'y'.repeat(43) } }), 400, 'TOKEN_INVALID');
  });

  it('PUT /v1/users/confirm sets the password and secret question, confirms and signs in; the link works once', async () => {
    const { user, token } = await invited({ inactive: true });
    const res = await v1('PUT', '/users/confirm', { body: { authToken: token, password: STRONG, secretQuestion: 'first-job', secretQuestionAnswer: 'Paperboy' } });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.session).toMatchObject({ userId: user.id, hasSecretQuestion: true });

    const row = await userRow(user.id);
    expect(row).toMatchObject({ status: 'confirmed', inactive: false, secret_question_id: 'first-job' });
    expect(row.password_changed_at).not.toBeNull();
    expect(await verifySecret(row.secret_answer_hash, 'paperboy')).toBe(true);
    expect((await v1('GET', '/auth/person-secret', { token: res.body.token })).body).toEqual({ personSecret: { secretQuestion: 'first-job' } });
    expect((await v1('POST', '/auth/login', { body: { email: user.email, password: STRONG } })).status).toBe(200);

    expectV1Error(await v1('PUT', '/users/confirm', { body: { authToken: token, password: 'Other#Pass9' } }), 400, 'TOKEN_INVALID');
    expectV1Error(await v1('GET', '/accounts/token', { query: { token } }), 400, 'TOKEN_INVALID');
  });

  it('the secret question is optional, but a question needs its answer', async () => {
    const { user, token } = await invited();
    const half = await v1('PUT', '/users/confirm', { body: { authToken: token, password: STRONG, secretQuestion: 'first-job' } });
    expectV1Error(half, 400, 'BAD_INPUT');
    expect(half.body.errors).toEqual({ secretQuestionAnswer: ['Choose a question and answer it'] });

    const { caller, captured } = await callerFor({ channel: 'web' });
    const signedIn = await caller.auth.confirmInvite({ authToken: token, password: STRONG });
    // On the web the session travels in the cookie, never in the body.
    expect(signedIn.token).toBeUndefined();
    expect(captured.cookie?.token).toEqual(expect.any(String));
    expect(await sessionRow(captured.cookie!.token)).toMatchObject({ user_id: user.id, kind: 'web' });
    expect((await userRow(user.id)).secret_question_id).toBeNull();
  });

  it("enforces the company's password rules and keeps the link usable after a refusal", async () => {
    const { user, token } = await invited();
    const weak = await v1('PUT', '/users/confirm', { body: { authToken: token, password: 'lowercase' } });
    expectV1Error(weak, 400, 'PASSWORD_WEAK');
    expect(weak.body.errors.password).toContain('passwordRule.uppercase');
    const badQuestion = await v1('PUT', '/users/confirm', { body: { authToken: token, password: STRONG, secretQuestion: 'nope', secretQuestionAnswer: 'whatever' } });
    expectV1Error(badQuestion, 400, 'BAD_INPUT');
    expect((await userRow(user.id)).status).toBe('unconfirmed');
    expect((await v1('PUT', '/users/confirm', { body: { authToken: token, password: STRONG } })).status).toBe(200);
  });

  it('ends sessions the person had before confirming', async () => {
    const { user, token } = await invited();
    const earlier = await sessionFor(user);
    expect((await v1('PUT', '/users/confirm', { body: { authToken: token, password: STRONG } })).status).toBe(200);
    expect(await sessionRow(earlier)).toBeUndefined();
  });

  it('refuses the invite of a deleted person', async () => {
    const { token } = await invited({ status: 'deactivated' });
    expectV1Error(await v1('PUT', '/users/confirm', { body: { authToken: token, password: STRONG } }), 400, 'TOKEN_INVALID');
    expectV1Error(await v1('GET', '/accounts/token', { query: { token } }), 400, 'TOKEN_INVALID');
  });
});

describe('account confirmation', () => {
  it('GET /v1/accounts/token asks for identity on an account link', async () => {
    const { token } = await toConfirm();
    const res = await v1('GET', '/accounts/token', { query: { token } });
    expect(res.body).toMatchObject({ kind: 'account', email: null, needsIdentity: true });
  });

  it('PUT /v1/accounts strips dots and dashes from the code, reads DD/MM/YYYY, confirms and signs in', async () => {
    const { user, dotted, code, token } = await toConfirm();
    const res = await v1('PUT', '/accounts', {
      body: { token, code: ` ${dotted} `, birthDate: '15/03/1990', password: STRONG, secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex' },
    });
    expect(res.status).toBe(200);
    expect(res.body.session).toMatchObject({ userId: user.id, hasSecretQuestion: true });
    expect((await userRow(user.id)).status).toBe('confirmed');
    expect((await v1('GET', '/auth/person-secret', { token: res.body.token })).status).toBe(200);
    // From now on the person signs in with the code.
    expect((await v1('POST', '/auth/login', { body: { email: code, password: STRONG } })).status).toBe(200);
    expectV1Error(await v1('PUT', '/accounts', { body: { token, code, birthDate: '1990-03-15', password: STRONG } }), 400, 'TOKEN_INVALID');
  });

  it('takes the birth date as YYYY-MM-DD too, and signs a web caller in with the cookie', async () => {
    const { user, code, token } = await toConfirm();
    const res = await trpc('mutation', 'auth.confirmAccount', { input: { token, code, birthDate: '1990-03-15', password: STRONG } });
    expect(res.status).toBe(200);
    const cookie = sessionCookieOf(res)!;
    expect(cookie.httpOnly).toBe(true);
    expect(await sessionRow(cookie.value)).toMatchObject({ user_id: user.id });
  });

  it('answers IDENTITY_MISMATCH for a wrong code or birth date and confirms nothing', async () => {
    const { user, code, token } = await toConfirm();
    for (const wrong of [
      { code: '999.999.999-99', birthDate: '15/03/1990' },
      { code, birthDate: '16/03/1990' },
    ]) {
      const res = await v1('PUT', '/accounts', { body: { token, password: STRONG, ...wrong } });
      expectV1Error(res, 400, 'IDENTITY_MISMATCH', 'The code or birth date does not match our records');
      expect(res.body.errors).toEqual({ code: ['IDENTITY_MISMATCH'], birthDate: ['IDENTITY_MISMATCH'] });
    }
    const row = await userRow(user.id);
    expect(row.status).toBe('unconfirmed');
    expect(row.password_hash).toBeNull();
    // The link still works for the right person.
    expect((await v1('PUT', '/accounts', { body: { token, code, birthDate: '15/03/1990', password: STRONG } })).status).toBe(200);
  });

  it('refuses an impossible birth date as bad input', async () => {
    const { code, token } = await toConfirm();
    for (const birthDate of ['31/02/1990', '1990-13-01', '15-03-1990', '01/01/2999']) {
      const res = await v1('PUT', '/accounts', { body: { token, code, birthDate, password: STRONG } });
      expectV1Error(res, 400, 'BAD_INPUT');
      expect(res.body.errors, birthDate).toEqual({ birthDate: ['Invalid birth date!'] });
    }
  });

  it('throttles identity guesses on one link', async () => {
    const { code, token } = await toConfirm();
    const { caller } = await callerFor();
    for (let i = 0; i < 5; i++) {
      expect((await failureOf(caller.auth.confirmAccount({ token, code: `${i}0000`, birthDate: '1990-03-15', password: STRONG }))).code).toBe('IDENTITY_MISMATCH');
    }
    expectV1Error(await v1('PUT', '/accounts', { body: { token, code, birthDate: '15/03/1990', password: STRONG } }), 429, 'TOO_MANY_ATTEMPTS');
  });
});
