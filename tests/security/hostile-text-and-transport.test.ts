import { describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '../../server/trpc/safe-text.js';
import { freshIp, makePerson, sessionFor, v1 } from '../integration/auth/helpers.js';
import { APP_URL, testApp } from '../setup/test-context.js';

// What an attacker found (issue #10): text Postgres cannot store (NUL, lone UTF-16 surrogates) and
// transport mistakes on /trpc (wrong method, preflight, a body that is not JSON) answered 500.
// Each must be a 4xx naming the problem. Raw JSON keeps the lone surrogates as escapes: a JS
// string literal with one would be re-encoded on the way.

const NUL = '\\u0000';
const LONE_HIGH = '\\ud800';
const LONE_LOW = '\\udc00';

async function trpcRaw(method: string, path: string, options: { query?: Record<string, string>; payload?: string; contentType?: string; token?: string } = {}) {
  const app = await testApp();
  const headers: Record<string, string> = { origin: APP_URL, 'x-forwarded-for': freshIp() };
  if (options.contentType) headers['content-type'] = options.contentType;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await app.inject({ method: method as 'GET', url: `/trpc/${path}`, headers, query: options.query, payload: options.payload });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, headers: res.headers };
}

async function v1Raw(method: 'POST' | 'PUT', url: string, json: string, token?: string) {
  const app = await testApp();
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': freshIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await app.inject({ method, url: `/v1${url}`, headers, payload: json });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

describe('text Postgres cannot store is bad input, on every edge', () => {
  for (const [name, bad] of [
    ['a NUL character', NUL],
    ['a lone high surrogate', LONE_HIGH],
    ['a lone low surrogate', LONE_LOW],
  ] as const) {
    it(`sign-in e-mail with ${name}: 400 naming the field, over v1 and tRPC`, async () => {
      const json = `{"email":"someone${bad}@acme.test","password":"Secret#123"}`;
      const viaV1 = await v1Raw('POST', '/auth/login', json);
      expect(viaV1.status).toBe(400);
      expect(viaV1.body).toEqual({ code: 'BAD_INPUT', message: 'Fill all the fields correctly', errors: { email: [UNSAFE_TEXT_MESSAGE] } });
      const viaTrpc = await trpcRaw('POST', 'auth.login', { payload: json, contentType: 'application/json' });
      expect(viaTrpc.status).toBe(400);
      expect(viaTrpc.body.error.data).toMatchObject({ appCode: 'BAD_INPUT', fieldErrors: { email: [UNSAFE_TEXT_MESSAGE] } });
    });

    it(`a name and a search with ${name}: 400, nothing stored`, async () => {
      const { user } = await makePerson({ role: 'admin' });
      const token = await sessionFor(user);
      const res = await v1Raw('PUT', '/users/me', `{"profile":{"firstname":"Ana${bad}","lastname":"Lima"}}`, token);
      expect({ status: res.status, errors: res.body.errors }).toEqual({ status: 400, errors: { 'profile.firstname': [UNSAFE_TEXT_MESSAGE] } });
      // A URL decodes as UTF-8, where a lone surrogate cannot occur (it arrives as U+FFFD); NUL can.
      if (bad === NUL) expect((await v1('GET', '/users', { token, query: { name: 'x\u0000' } })).status).toBe(400);
      const people = await trpcRaw('GET', 'groups.searchPeople', { token, query: { input: `{"query":"x${bad}"}` } });
      expect(people.status).toBe(400);
      expect(people.body.error.data.fieldErrors).toEqual({ query: [UNSAFE_TEXT_MESSAGE] });
      // An object key is text too.
      const key = await v1Raw('PUT', '/users/me', `{"profile":{"firstname":"Ana","lastname":"Lima"},"x${bad}":1}`, token);
      expect(key.status).toBe(400);
    });
  }

  it('well-formed text outside the basic plane is accepted (a surrogate pair is not a lone one)', async () => {
    const { user } = await makePerson();
    const token = await sessionFor(user);
    const res = await v1Raw('PUT', '/users/me', '{"profile":{"firstname":"Ana \\ud83d\\ude00","lastname":"Lima"}}', token);
    expect(res.status).toBe(200);
  });
});

describe('tRPC transport mistakes answer 4xx', () => {
  it('a GET on a mutation and a POST on a query: 405 with a readable message', async () => {
    const get = await trpcRaw('GET', 'auth.login');
    expect(get.status).toBe(405);
    expect(get.body.error.data).toMatchObject({ appCode: 'METHOD_NOT_ALLOWED', httpStatus: 405 });
    expect(get.body.error.data.fieldErrors._[0]).toMatch(/GET.*POST/);
    const post = await trpcRaw('POST', 'users.me', { payload: '{}', contentType: 'application/json' });
    expect(post.status).toBe(405);
  });

  it('an OPTIONS preflight: 204 naming GET and POST, and no CORS grant', async () => {
    const res = await trpcRaw('OPTIONS', 'auth.login');
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe('GET, POST');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a body that is not JSON: 400 (text) or 415 (a type no parser reads), never 500', async () => {
    const text = await trpcRaw('POST', 'auth.login', { payload: 'email=a', contentType: 'text/plain' });
    expect(text.status).toBe(400);
    expect(text.body.error.data).toMatchObject({ appCode: 'BAD_INPUT', fieldErrors: { _: ['Unreadable request'] } });
    const none = await trpcRaw('POST', 'auth.login', { payload: 'email=a' });
    expect(none.status).toBeGreaterThanOrEqual(400);
    expect(none.status).toBeLessThan(500);
    const xml = await trpcRaw('POST', 'auth.login', { payload: '<a/>', contentType: 'application/xml' });
    expect([400, 415]).toContain(xml.status);
  });
});
