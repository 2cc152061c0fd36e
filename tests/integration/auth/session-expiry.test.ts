import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/auth/tokens.js';
import { testDeps } from '../../setup/test-context.js';
import { DAY_MS, expectV1Error, makePerson, sessionCookieOf, sessionFor, sessionRow, trpc, v1 } from './helpers.js';

// How long a session lasts: renewed to a full 30 days past half-life, forgotten once expired, and
// ended with the person's access. Refresh, sign-out, the web cookie and a session's company are in sessions.test.ts.

async function setExpiry(token: string, expiresAt: Date) {
  const { db } = await testDeps();
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', hashToken(token)).execute();
}

describe('sliding expiry', () => {
  it('extends a bearer session past half-life to a full 30 days', async () => {
    const { user } = await makePerson();
    const token = await sessionFor(user);
    await setExpiry(token, new Date(Date.now() + 10 * DAY_MS));
    expect((await v1('GET', '/auth/person-secret', { token })).status).toBe(200);
    const days = ((await sessionRow(token))!.expires_at.getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
  });

  it('leaves a session before half-life as it is', async () => {
    const { user } = await makePerson();
    const token = await sessionFor(user);
    const at = new Date(Date.now() + 20 * DAY_MS);
    await setExpiry(token, at);
    expect((await v1('GET', '/auth/person-secret', { token })).status).toBe(200);
    expect((await sessionRow(token))!.expires_at.getTime()).toBe(at.getTime());
  });

  it('renews the web cookie with the session', async () => {
    const { user } = await makePerson();
    const cookie = await sessionFor(user, 'web');
    await setExpiry(cookie, new Date(Date.now() + 5 * DAY_MS));
    const res = await trpc('query', 'auth.session', { cookie });
    expect(res.status).toBe(200);
    const renewed = sessionCookieOf(res)!;
    expect(renewed.value).toBe(cookie);
    expect((renewed.expires!.getTime() - Date.now()) / DAY_MS).toBeGreaterThan(29.9);
  });

  it('forgets an expired session and clears its cookie', async () => {
    const { user } = await makePerson();
    const token = await sessionFor(user);
    await setExpiry(token, new Date(Date.now() - 1000));
    expectV1Error(await v1('GET', '/auth/person-secret', { token }), 401, 'UNAUTHENTICATED');
    expect(await sessionRow(token)).toBeUndefined();

    const cookie = await sessionFor(user, 'web');
    await setExpiry(cookie, new Date(Date.now() - 1000));
    const res = await trpc('query', 'auth.session', { cookie });
    expect(res.status).toBe(401);
    expect(res.body.error.data.appCode).toBe('UNAUTHENTICATED');
    expect(sessionCookieOf(res)?.value).toBe('');
  });

  it('stops authenticating a person who was deactivated or made inactive', async () => {
    const { db } = await testDeps();
    const a = await makePerson();
    const b = await makePerson();
    const ta = await sessionFor(a.user);
    const tb = await sessionFor(b.user);
    await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', a.user.id).execute();
    await db.updateTable('users').set({ inactive: true }).where('id', '=', b.user.id).execute();
    expect((await v1('GET', '/auth/person-secret', { token: ta })).status).toBe(401);
    expect((await v1('GET', '/auth/person-secret', { token: tb })).status).toBe(401);
  });
});
