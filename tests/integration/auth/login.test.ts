import { ACCOUNT_FAILURE_LIMIT, ACCOUNT_GUARD_LIMIT, ADDRESS_FAILURE_LIMIT } from '../../../server/boot.js';
import { describe, expect, it } from 'vitest';
import { callerFor, lastMail, testDeps } from '../../setup/test-context.js';
import { makeCompany, makeToken, unique } from '../../../seeds/factories.js';
import { CODE_LOGIN_DOMAIN } from '../../../server/auth/identifier.js';
import { expectV1Error, failureOf, freshIp, mailsTo, makePerson, PASSWORD, sessionRow, v1 } from './helpers.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const uniqueCode = () => String(Date.now()).slice(-6) + String(Math.floor(Math.random() * 1e6)).padStart(6, '0');

describe('sign-in by e-mail', () => {
  it('POST /v1/auth/login answers a bearer token and the session claims', async () => {
    const { user } = await makePerson({ role: 'manager', language: 'es-AR' });
    const res = await v1('POST', '/auth/login', { body: { email: user.email, password: PASSWORD, googleRecaptcha: 'ignored' } });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[\w-]{43}$/);
    expect(res.body.session).toMatchObject({ userId: user.id, email: user.email, role: 'manager', language: 'es-AR', plan: 'enterprise' });
    expect(res.body.session.rules).toContainEqual({ action: 'show', subject: 'menu.groups' });
    // Only the token's hash is stored.
    expect(await sessionRow(res.body.token)).toMatchObject({ user_id: user.id, kind: 'api' });
    const { db } = await testDeps();
    expect(await db.selectFrom('sessions').select('id').where('id', '=', res.body.token).executeTakeFirst()).toBeUndefined();
  });

  it('ignores the case and surrounding spaces of the e-mail', async () => {
    const { user } = await makePerson();
    const { caller } = await callerFor();
    const signedIn = await caller.auth.login({ email: `  ${user.email!.toUpperCase()} `, password: PASSWORD });
    expect(signedIn.session.userId).toBe(user.id);
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password and for an unknown person alike', async () => {
    const { user } = await makePerson();
    const wrong = await v1('POST', '/auth/login', { body: { email: user.email, password: 'Wrong#123' } });
    expectV1Error(wrong, 401, 'INVALID_CREDENTIALS', 'Invalid e-mail, code or password');
    const unknown = await v1('POST', '/auth/login', { body: { email: `${unique('nobody')}@acme.test`, password: 'Wrong#123' } });
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.status).toBe(401);
  });

  it('refuses a person without a password (invited, never set one)', async () => {
    const { user } = await makePerson({ password: null, status: 'unconfirmed' });
    const { caller } = await callerFor();
    expect((await failureOf(caller.auth.login({ email: user.email!, password: 'anything' }))).code).toBe('INVALID_CREDENTIALS');
  });
});

describe('sign-in by code', () => {
  it('takes the code plain, with dots and dashes, or with the placeholder domain', async () => {
    const code = uniqueCode();
    const { user } = await makePerson({ email: null, code });
    const { caller } = await callerFor();
    expect((await caller.auth.login({ email: code, password: PASSWORD })).session.userId).toBe(user.id);
    const dotted = `${code.slice(0, 3)}.${code.slice(3, 6)}.${code.slice(6, 9)}-${code.slice(9)}`;
    expect((await caller.auth.login({ email: dotted, password: PASSWORD })).session.userId).toBe(user.id);

    const res = await v1('POST', '/auth/login', { body: { email: `${code}@${CODE_LOGIN_DOMAIN}`, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.session).toMatchObject({ userId: user.id, email: null });
  });

  it('does not let a code sign in as the e-mail of someone else, nor the reverse', async () => {
    const code = uniqueCode();
    const { user } = await makePerson({ code });
    const { caller } = await callerFor();
    expect((await failureOf(caller.auth.login({ email: `${code}@acme.test`, password: PASSWORD }))).code).toBe('INVALID_CREDENTIALS');
    expect((await failureOf(caller.auth.login({ email: `${user.email!.split('@')[0]}@${CODE_LOGIN_DOMAIN}`, password: PASSWORD }))).code).toBe('INVALID_CREDENTIALS');
  });
});

describe('sign-in throttling', () => {
  it('a client that failed five times on an account waits, right password or not; the owner elsewhere signs in', async () => {
    const { user } = await makePerson();
    const attacker = { 'x-forwarded-for': freshIp() };
    for (let i = 1; i <= ACCOUNT_FAILURE_LIMIT; i++) {
      const res = await v1('POST', '/auth/login', { body: { email: user.email, password: `Wrong#${i}` }, headers: attacker });
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    const sixth = await v1('POST', '/auth/login', { body: { email: user.email, password: 'Wrong#6' }, headers: attacker });
    expectV1Error(sixth, 429, 'TOO_MANY_ATTEMPTS', 'Too many attempts, please wait a few minutes and try again');
    expect((await v1('POST', '/auth/login', { body: { email: user.email, password: PASSWORD }, headers: attacker })).status).toBe(429);
    // Failing on purpose no longer locks the owner out: from their own address the right password works.
    expect((await v1('POST', '/auth/login', { body: { email: user.email, password: PASSWORD } })).status).toBe(200);
  });

  it('guessing spread over many addresses: past the guard limit a client with a failure is refused, a clean one keeps its try', async () => {
    const { user } = await makePerson();
    const attackers = Array.from({ length: ACCOUNT_GUARD_LIMIT }, () => ({ 'x-forwarded-for': freshIp() }));
    for (const headers of attackers) {
      expect((await v1('POST', '/auth/login', { body: { email: user.email, password: 'Guess#1' }, headers })).status).toBe(401);
    }
    // Below its own limit, an attacking client is refused now, even with the right password.
    expectV1Error(await v1('POST', '/auth/login', { body: { email: user.email, password: PASSWORD }, headers: attackers[0] }), 429, 'TOO_MANY_ATTEMPTS');
    // A new address gets one try, then waits.
    const fresh = { 'x-forwarded-for': freshIp() };
    expect((await v1('POST', '/auth/login', { body: { email: user.email, password: 'Guess#2' }, headers: fresh })).status).toBe(401);
    expect((await v1('POST', '/auth/login', { body: { email: user.email, password: PASSWORD }, headers: fresh })).status).toBe(429);
    // The owner, who failed nowhere, signs in; another account is untouched.
    expect((await v1('POST', '/auth/login', { body: { email: user.email, password: PASSWORD } })).status).toBe(200);
    const other = await makePerson();
    expect((await v1('POST', '/auth/login', { body: { email: other.user.email, password: PASSWORD }, headers: attackers[1] })).status).toBe(200);
  });

  it('counts failures per address too, whatever identifier is tried, with a looser limit', async () => {
    const ip = freshIp();
    const { caller } = await callerFor({ ip });
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
      if (i === ACCOUNT_FAILURE_LIMIT) {
        // Colleagues behind the same address still get in after a few typos.
        const { user } = await makePerson();
        expect((await caller.auth.login({ email: user.email!, password: PASSWORD })).session.userId).toBe(user.id);
      }
      expect((await failureOf(caller.auth.login({ email: `${unique('spray')}@acme.test`, password: 'x' }))).code).toBe('INVALID_CREDENTIALS');
    }
    const { user } = await makePerson();
    expect((await failureOf(caller.auth.login({ email: user.email!, password: PASSWORD }))).code).toBe('TOO_MANY_ATTEMPTS');
    const elsewhere = await callerFor();
    expect((await elsewhere.caller.auth.login({ email: user.email!, password: PASSWORD })).session.userId).toBe(user.id);
  });

  it("forgets a client's earlier failures on an account after its successful sign-in", async () => {
    const { user } = await makePerson();
    const { caller } = await callerFor();
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) await failureOf(caller.auth.login({ email: user.email!, password: 'x' }));
    await caller.auth.login({ email: user.email!, password: PASSWORD });
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) await failureOf(caller.auth.login({ email: user.email!, password: 'x' }));
    expect((await caller.auth.login({ email: user.email!, password: PASSWORD })).session.userId).toBe(user.id);
  });
});

describe('sign-in refusals', () => {
  it('answers 403 with code "deny" for an inactive person and for a deleted (deactivated) one', async () => {
    for (const overrides of [{ inactive: true }, { status: 'deactivated' as const }]) {
      const { user } = await makePerson(overrides);
      const res = await v1('POST', '/auth/login', { body: { email: user.email, password: PASSWORD } });
      expectV1Error(res, 403, 'deny', 'deny');
      const { caller } = await callerFor();
      const err = await failureOf(caller.auth.login({ email: user.email!, password: PASSWORD }));
      expect({ code: err.code, detail: err.detail }).toEqual({ code: 'ACCOUNT_INACTIVE', detail: 'deny' });
      const { db } = await testDeps();
      expect(await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    }
  });

  it('for an unconfirmed invited person answers UNCONFIRMED "invited" and mails a new invite', async () => {
    const { db } = await testDeps();
    const { companyId, user } = await makePerson({ status: 'unconfirmed' });
    const oldInvite = await makeToken(db, companyId, user.id, 'invite');
    const { caller } = await callerFor();
    const err = await failureOf(caller.auth.login({ email: user.email!, password: PASSWORD }));
    expect({ code: err.code, detail: err.detail }).toEqual({ code: 'UNCONFIRMED', detail: 'invited' });

    const mail = await lastMail(user.email!);
    expect(mail).toMatchObject({ template: 'invite' });
    expect(mail!.link).toContain('/login/confirm-invite/');
    expect(mail!.token).not.toBe(oldInvite);
    // The new link works, and so does the administrator's.
    expect(await caller.auth.accountToken({ token: mail!.token! })).toMatchObject({ kind: 'invite', email: user.email });
    expect(await caller.auth.accountToken({ token: oldInvite })).toMatchObject({ kind: 'invite', email: user.email });

    // Asked again within the window: the same answer, no second mail.
    const res = await v1('POST', '/auth/login', { body: { email: user.email, password: PASSWORD } });
    expectV1Error(res, 409, 'invited', 'This e-mail is registered but not confirmed yet. We have sent a new confirmation link.');
    expect((await mailsTo(user.email!)).map((m) => m.template)).toEqual(['invite']);
  });

  it('for a signed-up person who did not confirm answers UNCONFIRMED "unconfirmed" and mails a new confirmation', async () => {
    const { user } = await makePerson({ status: 'unconfirmed' });
    const res = await v1('POST', '/auth/login', { body: { email: user.email, password: PASSWORD } });
    expectV1Error(res, 409, 'unconfirmed');
    expect(await lastMail(user.email!)).toMatchObject({ template: 'confirmEmail' });
  });

  it('answers 403 "password-expired" when the password is older than the company allows', async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { password_max_age_days: 30 });
    const old = await makePerson({ companyId: company.id, password_changed_at: new Date(Date.now() - 31 * DAY_MS) });
    const res = await v1('POST', '/auth/login', { body: { email: old.user.email, password: PASSWORD } });
    expectV1Error(res, 403, 'password-expired', 'password-expired');
    const { caller } = await callerFor();
    expect((await failureOf(caller.auth.login({ email: old.user.email!, password: PASSWORD }))).code).toBe('PASSWORD_EXPIRED');

    // A password never changed counts as expired; a recent one is fine.
    const never = await makePerson({ companyId: company.id, password_changed_at: null });
    expect((await v1('POST', '/auth/login', { body: { email: never.user.email, password: PASSWORD } })).body.code).toBe('password-expired');
    const recent = await makePerson({ companyId: company.id, password_changed_at: new Date(Date.now() - 29 * DAY_MS) });
    expect((await v1('POST', '/auth/login', { body: { email: recent.user.email, password: PASSWORD } })).status).toBe(200);
    // Without a company rule passwords do not expire.
    const free = await makePerson({ password_changed_at: new Date(Date.now() - 3650 * DAY_MS) });
    expect((await v1('POST', '/auth/login', { body: { email: free.user.email, password: PASSWORD } })).status).toBe(200);
  });

  it('checks the password before telling anything about the account', async () => {
    const { user } = await makePerson({ inactive: true });
    const res = await v1('POST', '/auth/login', { body: { email: user.email, password: 'Wrong#123' } });
    expectV1Error(res, 401, 'INVALID_CREDENTIALS');
  });
});
