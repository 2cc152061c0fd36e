import { describe, expect, it } from 'vitest';
import { makeToken } from '../../../seeds/factories.js';
import { walkProcedures } from '../../../server/trpc/walk.js';
import { appRouter } from '../../../server/trpc/router.js';
import { testDeps } from '../../setup/test-context.js';
import { makePerson, STRONG, userRow, v1 } from '../auth/helpers.js';

// The spec writes some paths with a trailing slash (people §7: PUT users/confirm/; the polls'
// groups/ and survey/): every v1 path answers with and without it, the same way.

const routes = walkProcedures(appRouter)
  .map((p) => p.meta.v1)
  .filter((r) => r !== undefined);
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (path: string) =>
  path
    .replace(/:groupId/g, 'company')
    .replace(/:metricId/g, 'recognition')
    .replace(/:email/g, 'nobody%40acme.test')
    .replace(/:\w+/g, SOME_ID);

describe('trailing slashes on v1 paths', () => {
  it.each(routes.map((r) => [r.method, r.path] as const))('%s /v1%s answers the same with a trailing slash', async (method, path) => {
    const url = concrete(path);
    // Without a session: the answer comes from the route (401, or bad input on public paths), never the 404 of an unknown path.
    const plain = await v1(method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    const slashed = await v1(method, `${url}/`, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(plain.status).not.toBe(404);
    expect({ status: slashed.status, code: slashed.body?.code }).toEqual({ status: plain.status, code: plain.body?.code });
  });

  it('PUT /v1/users/confirm/ (as the spec writes it) confirms an invite and signs in', async () => {
    const { db } = await testDeps();
    const { user, companyId } = await makePerson({ status: 'unconfirmed', password: null, password_changed_at: null });
    const token = await makeToken(db, companyId, user.id, 'invite');
    const res = await v1('PUT', '/users/confirm/', { body: { authToken: token, password: STRONG } });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect((await userRow(user.id)).status).toBe('confirmed');
  });

  it('an unknown path stays 404 with or without the slash', async () => {
    for (const url of ['/no-such-thing', '/no-such-thing/']) expect((await v1('GET', url)).status).toBe(404);
  });
});
