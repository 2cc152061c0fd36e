import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/auth/tokens.js';
import { REPLACED_GRACE_MS, validateSession } from '../../../server/auth/sessions.js';
import { withTenant } from '../../../server/db/tenant.js';
import { makeCompany, unique } from '../../../seeds/factories.js';
import { APP_URL, callerFor, testDeps } from '../../setup/test-context.js';
import { DAY_MS, expectV1Error, failureOf, makePerson, PASSWORD, sessionCookieOf, sessionFor, sessionRow, trpc, userRow, v1 } from './helpers.js';

async function webLogin(email: string) {
  const res = await trpc('mutation', 'auth.login', { input: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return { res, cookie: sessionCookieOf(res)! };
}

describe('refresh token', () => {
  it('rotates the token: the old one stops working, the new one carries current claims', async () => {
    const { user } = await makePerson();
    const login = await v1('POST', '/auth/login', { body: { email: user.email, password: PASSWORD } });
    const old = login.body.token as string;

    const res = await v1('POST', '/auth/refresh-token', { token: old, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.token).not.toBe(old);
    expect(res.body.session.userId).toBe(user.id);

    expect((await v1('GET', '/auth/person-secret', { token: res.body.token })).status).toBe(200);
    // A rotated token cannot be refreshed again.
    expectV1Error(await v1('POST', '/auth/refresh-token', { body: { token: old } }), 401, 'UNAUTHENTICATED');
    // It still serves requests already on their way for a few seconds, never renewed, then stops.
    const retired = await sessionRow(old);
    expect(retired!.replaced_at).not.toBeNull();
    expect(retired!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(REPLACED_GRACE_MS);
    const inFlight = await v1('GET', '/auth/person-secret', { token: old });
    expect(inFlight.status).toBe(200);
    expect(inFlight.headers['x-refresh-token']).toBeUndefined();
    expect((await sessionRow(old))!.expires_at.getTime()).toBe(retired!.expires_at.getTime());
    const { db } = await testDeps();
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('id', '=', retired!.id)
      .execute();
    expectV1Error(await v1('GET', '/auth/person-secret', { token: old }), 401, 'UNAUTHENTICATED', 'Authentication required');
  });

  it('takes the token from the body when no bearer is sent', async () => {
    const { user } = await makePerson();
    const token = await sessionFor(user);
    const res = await v1('POST', '/auth/refresh-token', { body: { token } });
    expect(res.status).toBe(200);
    expect((await sessionRow(token))!.replaced_at).not.toBeNull();
    expect(await sessionRow(res.body.token)).toMatchObject({ user_id: user.id, replaced_at: null });
  });

  it('refuses to refresh without a session', async () => {
    expectV1Error(await v1('POST', '/auth/refresh-token', { body: {} }), 401, 'UNAUTHENTICATED');
  });

  it('asks for a refresh (x-refresh-token: true) after the claims change, and stops asking after it', async () => {
    const { user } = await makePerson();
    const token = await sessionFor(user);
    const before = await v1('GET', '/auth/person-secret', { token });
    expect(before.status).toBe(200);
    expect(before.headers['x-refresh-token']).toBeUndefined();

    const changed = await v1('PUT', '/users/sign-language', { token, body: { language: 'pt-BR' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ language: 'pt-BR' });
    expect((await userRow(user.id)).language).toBe('pt-BR');

    const stale = await v1('GET', '/auth/person-secret', { token });
    expect(stale.status).toBe(200);
    expect(stale.headers['x-refresh-token']).toBe('true');

    const refreshed = await v1('POST', '/auth/refresh-token', { token, body: {} });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.session.language).toBe('pt-BR');
    const fresh = await v1('GET', '/auth/person-secret', { token: refreshed.body.token });
    expect(fresh.status).toBe(200);
    expect(fresh.headers['x-refresh-token']).toBeUndefined();
  });

  it('asks every session of the company to refresh when the company claims change', async () => {
    const { db } = await testDeps();
    const { companyId, user } = await makePerson();
    const token = await sessionFor(user);
    await withTenant(db, companyId, (tx) =>
      tx
        .updateTable('companies')
        .set({ claims_changed_at: new Date(Date.now() + 1000) })
        .where('id', '=', companyId)
        .execute(),
    );
    expect((await v1('GET', '/auth/person-secret', { token })).headers['x-refresh-token']).toBe('true');
  });

  it('refreshes the web session in its cookie', async () => {
    const { user } = await makePerson();
    const { cookie } = await webLogin(user.email!);
    const res = await trpc('mutation', 'auth.refreshToken', { cookie: cookie.value });
    expect(res.status).toBe(200);
    expect(res.body.result.data.token).toBeUndefined();
    const next = sessionCookieOf(res)!;
    expect(next.value).not.toBe(cookie.value);
    expect((await sessionRow(cookie.value))!.replaced_at).not.toBeNull();
    expect(await sessionRow(next.value)).toMatchObject({ user_id: user.id, kind: 'web' });
  });
});

describe('logout', () => {
  it('ends the session of a v1 caller', async () => {
    const { user } = await makePerson();
    const token = await sessionFor(user);
    const { caller, captured } = await callerFor({ token });
    expect(await caller.auth.logout()).toEqual({ ok: true });
    expect(captured.cleared).toBe(true);
    expect(await sessionRow(token)).toBeUndefined();
    const { db } = await testDeps();
    expect(await validateSession(db, token)).toBeNull();
    expect((await v1('GET', '/auth/person-secret', { token })).status).toBe(401);
  });

  it('ends the web session and clears its cookie, and leaves other sessions alone', async () => {
    const { user } = await makePerson();
    const { cookie } = await webLogin(user.email!);
    const other = await sessionFor(user);
    const res = await trpc('mutation', 'auth.logout', { cookie: cookie.value });
    expect(res.status).toBe(200);
    const cleared = sessionCookieOf(res)!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    expect(await sessionRow(cookie.value)).toBeUndefined();
    expect(await sessionRow(other)).toBeDefined();
    expect((await trpc('query', 'auth.session', { cookie: cookie.value })).status).toBe(401);
  });

  it('POST /v1/auth/logout ends the bearer session', async () => {
    const { user } = await makePerson();
    const token = await sessionFor(user);
    const res = await v1('POST', '/auth/logout', { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await sessionRow(token)).toBeUndefined();
    expectV1Error(await v1('GET', '/auth/person-secret', { token }), 401, 'UNAUTHENTICATED');
  });

  it('answers ok without a session', async () => {
    const { caller } = await callerFor();
    expect(await caller.auth.logout()).toEqual({ ok: true });
  });
});

describe('web session cookie and origin check', () => {
  it('sets an HttpOnly, SameSite=Lax cookie on web sign-in and keeps the token out of the body', async () => {
    const { user } = await makePerson();
    const { res, cookie } = await webLogin(user.email!);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.body.result.data.token).toBeUndefined();
    expect(res.body.result.data.session.userId).toBe(user.id);
    const expiresInDays = (cookie.expires!.getTime() - Date.now()) / DAY_MS;
    expect(expiresInDays).toBeGreaterThan(29.9);
    expect(await sessionRow(cookie.value)).toMatchObject({ user_id: user.id, kind: 'web' });

    const session = await trpc('query', 'auth.session', { cookie: cookie.value, origin: null });
    expect(session.status).toBe(200);
    expect(session.body.result.data).toMatchObject({ userId: user.id, email: user.email });
  });

  it('refuses a POST to /trpc from a foreign origin or without one, and accepts our own', async () => {
    const { user } = await makePerson();
    const foreign = await trpc('mutation', 'auth.login', { input: { email: user.email, password: PASSWORD }, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 'deny' });
    expect(sessionCookieOf(foreign)).toBeUndefined();
    const none = await trpc('mutation', 'auth.login', { input: { email: user.email, password: PASSWORD }, origin: null });
    expect(none.status).toBe(403);
    const garbage = await trpc('mutation', 'auth.login', { input: { email: user.email, password: PASSWORD }, origin: 'not a url' });
    expect(garbage.status).toBe(403);
    const { db } = await testDeps();
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);

    expect((await trpc('mutation', 'auth.login', { input: { email: user.email, password: PASSWORD }, origin: APP_URL })).status).toBe(200);
    // The page's own host (as the request names it) is our origin too.
    const sameHost = { host: 'clima.example:8080' };
    expect(
      (await trpc('mutation', 'auth.login', { input: { email: user.email, password: PASSWORD }, origin: 'http://clima.example:8080', headers: sameHost })).status,
    ).toBe(200);
    expect(
      (await trpc('mutation', 'auth.login', { input: { email: user.email, password: PASSWORD }, origin: 'http://clima.example:9090', headers: sameHost })).status,
    ).toBe(403);
  });

  it('needs no Origin for v1 bearer calls, but does for v1 calls riding on the cookie', async () => {
    const { user } = await makePerson();
    const token = await sessionFor(user);
    const bearer = await v1('PUT', '/users/sign-language', { token, body: { language: 'es-AR' }, headers: { origin: 'https://evil.example' } });
    expect(bearer.status).toBe(200);
    expect((await v1('POST', '/auth/login', { body: { email: user.email, password: PASSWORD } })).status).toBe(200);

    const cookie = await sessionFor(user, 'web');
    const forged = await v1('PUT', '/users/sign-language', { cookie, body: { language: 'pt-BR' }, headers: { origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect((await userRow(user.id)).language).toBe('es-AR');
    // Reading with the cookie is fine from anywhere.
    expect((await v1('GET', '/auth/person-secret', { cookie, headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe('sessions and companies', () => {
  it('a session speaks for its own company only, whatever the request claims', async () => {
    const { db } = await testDeps();
    const companyA = await makeCompany(db, { name: unique('Alpha') });
    const companyB = await makeCompany(db, { name: unique('Beta') });
    const a = await makePerson({ companyId: companyA.id });
    const b = await makePerson({ companyId: companyB.id });
    const tokenB = await sessionFor(b.user);

    const { caller, ctx } = await callerFor({ token: tokenB });
    expect(ctx.auth?.companyId).toBe(companyB.id);
    const session = await caller.auth.session();
    expect(session).toMatchObject({ userId: b.user.id, tenantName: companyB.name });

    // Accepting the terms with B's session changes B's person, never A's.
    await db.updateTable('users').set({ terms_accepted_at: null }).where('id', 'in', [a.user.id, b.user.id]).execute();
    const res = await v1('PATCH', '/company/terms', { token: tokenB, headers: { 'x-company-id': companyA.id }, query: { companyId: companyA.id } });
    expect(res.status).toBe(200);
    expect((await userRow(b.user.id)).terms_accepted_at).not.toBeNull();
    expect((await userRow(a.user.id)).terms_accepted_at).toBeNull();
  });

  it('cannot hold a session that ties one company to a person of another', async () => {
    const { db } = await testDeps();
    const a = await makePerson();
    const b = await makePerson();
    await expect(
      db
        .insertInto('sessions')
        .values({ id: hashToken(unique('forged')), company_id: a.companyId, user_id: b.user.id, kind: 'api', expires_at: new Date(Date.now() + DAY_MS) })
        .execute(),
    ).rejects.toThrow(/foreign key/);
  });

  it('an unknown token authenticates nobody', async () => {
    const { caller } = await callerFor({ token: 'x'.repeat(43) });
    expect((await failureOf(caller.auth.session())).code).toBe('UNAUTHENTICATED');
    expectV1Error(await v1('GET', '/auth/person-secret', { token: 'x'.repeat(43) }), 401, 'UNAUTHENTICATED');
  });
});

describe('terms of use', () => {
  it('PATCH /v1/company/terms records the acceptance for the signed-in person', async () => {
    const { user } = await makePerson({ terms_accepted_at: null });
    const token = await sessionFor(user);
    const { caller } = await callerFor({ token });
    expect((await caller.auth.session()).termsAccepted).toBe(false);

    const res = await v1('PATCH', '/company/terms', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ termsAccepted: true });
    const accepted = (await userRow(user.id)).terms_accepted_at;
    expect(accepted).not.toBeNull();
    expect(Math.abs(accepted!.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await caller.auth.session()).termsAccepted).toBe(true);
  });

  it('needs a session', async () => {
    expectV1Error(await v1('PATCH', '/company/terms'), 401, 'UNAUTHENTICATED');
  });
});
