import { describe, expect, it } from 'vitest';
import { callerFor, lastMail, testDeps } from '../../setup/test-context.js';
import { makeToken } from '../../../seeds/factories.js';
import { corporateEmail, expectV1Error, failureOf, makePerson, sessionRow, signUpInput, userRow, v1 } from './helpers.js';

const TOKEN_INVALID_MESSAGE = 'This link is invalid or has expired';

async function signUp() {
  const email = corporateEmail('confirm');
  const { caller } = await callerFor();
  const { id } = await caller.auth.signUp(signUpInput(email));
  const mail = await lastMail(email);
  return { email, userId: id, token: mail!.token! };
}

describe('e-mail confirmation', () => {
  it('GET /v1/users/confirm/:token confirms and hands a one-time sign-in token that opens a session', async () => {
    const { userId, token } = await signUp();
    const res = await v1('GET', `/users/confirm/${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ loginToken: expect.any(String) });
    expect((await userRow(userId)).status).toBe('confirmed');

    const signedIn = await v1('POST', '/auth/login-token', { body: { token: res.body.loginToken } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.session).toMatchObject({ userId, role: 'admin', plan: 'trial', termsAccepted: false });
    expect(await sessionRow(signedIn.body.token)).toMatchObject({ user_id: userId, kind: 'api' });
    const me = await v1('GET', '/auth/person-secret', { token: signedIn.body.token });
    expect(me.status).toBe(200);

    const again = await v1('POST', '/auth/login-token', { body: { token: res.body.loginToken } });
    expectV1Error(again, 400, 'TOKEN_INVALID', TOKEN_INVALID_MESSAGE);
  });

  it('refuses a link used before with TOKEN_INVALID', async () => {
    const { token } = await signUp();
    expect((await v1('GET', `/users/confirm/${token}`)).status).toBe(200);
    expectV1Error(await v1('GET', `/users/confirm/${token}`), 400, 'TOKEN_INVALID', TOKEN_INVALID_MESSAGE);
  });

  it('refuses an expired link and leaves the person unconfirmed', async () => {
    const { db } = await testDeps();
    const { companyId, user } = await makePerson({ status: 'unconfirmed' });
    const expired = await makeToken(db, companyId, user.id, 'confirm-email', -1000);
    expectV1Error(await v1('GET', `/users/confirm/${expired}`), 400, 'TOKEN_INVALID');
    expect((await userRow(user.id)).status).toBe('unconfirmed');
  });

  it('refuses a token made for another purpose and an unknown token', async () => {
    const { db } = await testDeps();
    const { companyId, user } = await makePerson({ status: 'unconfirmed' });
    const invite = await makeToken(db, companyId, user.id, 'invite');
    const { caller } = await callerFor();
    expect((await failureOf(caller.auth.confirmEmail({ token: invite }))).code).toBe('TOKEN_INVALID');
    expect((await failureOf(caller.auth.confirmEmail({ token: 'x'.repeat(43) }))).code).toBe('TOKEN_INVALID');
    // A confirmation link is not a sign-in token either.
    const confirm = await makeToken(db, companyId, user.id, 'confirm-email');
    expect((await failureOf(caller.auth.loginToken({ token: confirm }))).code).toBe('TOKEN_INVALID');
    expect((await userRow(user.id)).status).toBe('unconfirmed');
  });

  it('refuses an expired sign-in token, and one of a person who lost access', async () => {
    const { db } = await testDeps();
    const { companyId, user } = await makePerson();
    const expired = await makeToken(db, companyId, user.id, 'login', -1000);
    const { caller } = await callerFor();
    expect((await failureOf(caller.auth.loginToken({ token: expired }))).code).toBe('TOKEN_INVALID');

    const inactive = await makePerson({ inactive: true });
    const token = await makeToken(db, inactive.companyId, inactive.user.id, 'login');
    const res = await v1('POST', '/auth/login-token', { body: { token } });
    expectV1Error(res, 403, 'deny', 'deny');
  });

  it('a link used twice at the same moment works once', async () => {
    const { token } = await signUp();
    const { caller } = await callerFor();
    const results = await Promise.allSettled([caller.auth.confirmEmail({ token }), caller.auth.confirmEmail({ token })]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const { loginToken } = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ loginToken: string }>).value;
    const logins = await Promise.allSettled([caller.auth.loginToken({ token: loginToken }), caller.auth.loginToken({ token: loginToken })]);
    expect(logins.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});
