import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { APP_ERROR_CODES, APP_ERRORS, AppError, AUTH_CODES } from '../../../server/lib/errors.js';
import { sendV1Error } from '../../../server/rest/v1-adapter.js';
import { makeCompany } from '../../../seeds/factories.js';
import { testDeps } from '../../setup/test-context.js';
import { expectV1Error, makePerson, PASSWORD, sessionFor, userRow, v1 } from '../auth/helpers.js';
import { makeTeam } from '../users/helpers.js';

// The auth codes of the catalogue (people §8): the legacy client signs out on any 403 and routes on
// its code: password-expired to the expired-password screen, x-deny to single sign-on, deny (the
// default) to /login. A 403 with any other code would strand it, so none may exist.

const FORBIDDEN_CODES = APP_ERROR_CODES.filter((code) => APP_ERRORS[code].status === 403);

/** The v1 answer the adapter gives for an error, through a real Fastify reply. */
async function v1AnswerOf(error: AppError) {
  const app = Fastify({ logger: false });
  app.get('/fail', (_req, reply) => sendV1Error(reply, error));
  const res = await app.inject({ method: 'GET', url: '/fail' });
  await app.close();
  return { status: res.statusCode, body: JSON.parse(res.body) as { code: string; message: string } };
}

describe('auth codes of 403 answers', () => {
  it('the catalogue has 403 codes, and nothing else refuses with 403 (plan prompts are 402)', () => {
    expect(FORBIDDEN_CODES.length).toBeGreaterThan(0);
    expect(FORBIDDEN_CODES).not.toContain('PLAN_REQUIRED');
  });

  it.each(FORBIDDEN_CODES)('%s answers 403 with an auth code of the catalogue', async (code) => {
    const { status, body } = await v1AnswerOf(new AppError(code));
    expect(status).toBe(403);
    expect(AUTH_CODES).toContain(body.code);
  });

  it('a 403 keeps x-deny and password-expired when the error names them, and never leaks another detail', async () => {
    expect((await v1AnswerOf(new AppError('FORBIDDEN', undefined, 'x-deny'))).body.code).toBe('x-deny');
    expect((await v1AnswerOf(new AppError('FORBIDDEN', undefined, 'password-expired'))).body.code).toBe('password-expired');
    expect((await v1AnswerOf(new AppError('FORBIDDEN'))).body.code).toBe('deny');
    expect((await v1AnswerOf(new AppError('FORBIDDEN', undefined, 'FORBIDDEN'))).body.code).toBe('deny');
    expect((await v1AnswerOf(new AppError('PASSWORD_EXPIRED'))).body.code).toBe('password-expired');
    // Other statuses keep their detail (the reason an UNCONFIRMED answer gives) or their code.
    expect((await v1AnswerOf(new AppError('UNCONFIRMED', undefined, 'invited'))).body).toMatchObject({ code: 'invited' });
    expect((await v1AnswerOf(new AppError('NOT_FOUND'))).body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a role refusal over v1 answers 403 deny (the legacy client signs out to /login)', async () => {
    const team = await makeTeam();
    expectV1Error(await v1('GET', '/audit-logs', { token: await sessionFor(team.manager) }), 403, 'deny', 'deny');
    expectV1Error(await v1('GET', '/users', { token: await sessionFor(team.user) }), 403, 'deny');
  });

  it('sign-in of an inactive person answers 403 deny; of an expired password, 403 password-expired', async () => {
    const inactive = await makePerson({ inactive: true });
    expectV1Error(await v1('POST', '/auth/login', { body: { email: inactive.user.email, password: PASSWORD } }), 403, 'deny');
    const { db } = await testDeps();
    const company = await makeCompany(db, { password_max_age_days: 30 });
    const old = await makePerson({ companyId: company.id, password_changed_at: new Date(Date.now() - 31 * 86_400_000) });
    expectV1Error(await v1('POST', '/auth/login', { body: { email: old.user.email, password: PASSWORD } }), 403, 'password-expired');
  });

  it('a cookie call from a foreign origin answers 403 deny and changes nothing', async () => {
    const { user } = await makePerson();
    const res = await v1('PUT', '/users/sign-language', {
      cookie: await sessionFor(user, 'web'),
      body: { language: 'pt-BR' },
      headers: { origin: 'https://evil.example' },
    });
    expectV1Error(res, 403, 'deny');
    expect((await userRow(user.id)).language).not.toBe('pt-BR');
  });
});
