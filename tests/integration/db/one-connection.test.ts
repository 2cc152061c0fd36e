import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { makeDeps } from '../../../server/boot.js';
import { connect } from '../../../server/db/connect.js';
import { NestedTransactionError, runAs } from '../../../server/db/connection-guard.js';
import { withSystem, withTenant } from '../../../server/db/tenant.js';
import { makeCompany } from '../../../seeds/factories.js';
import { EMBEDDED } from '../../setup/embedded.js';
import { APP_URL, TEST_ENV, testApp, testDeps } from '../../setup/test-context.js';
import { adminCompany, corporate, person } from '../invites/helpers.js';
import { AnalyticsEngine } from '../../../analytics/engine.js';

// The embedded database has one connection: a request that asks for a second while it holds one
// waits on itself. Refused at once on both databases, and a wait for the lock has a limit.

const csv = (lines: string[][]) => Buffer.from(lines.map((l) => l.join(',')).join('\n')).toString('base64');

describe('a transaction inside a transaction', () => {
  it('is refused at once, naming who holds the connection, for a transaction or a plain query', async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db);
    const nested = runAs('POST /trpc/users.emailAvailability', () => withTenant(db, company.id, () => withSystem(db, (tx) => sql`select 1`.execute(tx))));
    await expect(nested).rejects.toBeInstanceOf(NestedTransactionError);
    await expect(nested).rejects.toThrow(/POST \/trpc\/users\.emailAvailability \(company /);
    await expect(withSystem(db, () => db.selectFrom('companies').select('id').execute())).rejects.toBeInstanceOf(NestedTransactionError);
    // The refused ask left nothing held: the next transaction runs.
    expect(await withTenant(db, company.id, (tx) => tx.selectFrom('companies').select('id').execute())).toHaveLength(1);
  });

  it('lets work that outlives its transaction (a timer started inside) use the database after the commit', async () => {
    const { db } = await testDeps();
    let later: Promise<unknown> | undefined;
    await withSystem(db, async () => {
      later = new Promise((resolve, reject) => setTimeout(() => void sql`select 1`.execute(db).then(resolve, reject), 20));
    });
    await expect(later).resolves.toBeDefined();
  });
});

describe('the default install under concurrent work', () => {
  it('invites by e-mail, checks availability and imports people while other requests run; every request answers within a second', async () => {
    const app = await testApp();
    const { token } = await adminCompany({ licenses: 200 });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: APP_URL };
    const trpc = (path: string, input: unknown, method: 'GET' | 'POST') =>
      method === 'GET'
        ? app.inject({ method, url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers })
        : app.inject({ method, url: `/trpc/${path}`, headers, payload: JSON.stringify(input) });
    const timed = async (label: string, send: () => Promise<{ statusCode: number; body: string }>) => {
      const started = performance.now();
      const res = await send();
      return { label, status: res.statusCode, body: res.body, ms: performance.now() - started };
    };
    const invitee = corporate();
    const imported = [corporate('imported'), corporate('imported')];
    const file = csv([
      ['First name', 'Last name', 'E-mail'],
      ['Ivo', 'Import', imported[0]!],
      ['Ina', 'Import', imported[1]!],
    ]);
    const background = Array.from({ length: 4 }, (_, i) =>
      timed(`background ${i}`, () => (i % 2 ? trpc('users.list', {}, 'GET') : app.inject({ method: 'GET', url: '/health' }))),
    );
    const results = await Promise.all([
      timed('availability', () => trpc('users.available', { email: invitee }, 'GET')),
      timed('invite', () => trpc('invites.send', { invitedUsers: [person(invitee)] }, 'POST')),
      timed('import', () => trpc('imports.commit', { format: 'csv', file }, 'POST')),
      ...background,
    ]);
    for (const r of results) {
      expect(r.status, `${r.label}: ${r.body.slice(0, 300)}`).toBeLessThan(400);
      expect(r.ms, r.label).toBeLessThan(1000);
    }
    const { db } = await testDeps();
    const emails = await db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', [invitee, ...imported])
      .execute();
    expect(emails).toHaveLength(3);
  });
});

describe.skipIf(!EMBEDDED)('waiting for the embedded database (only the embedded database has one connection to hold)', () => {
  it('fails a request past the lock limit with the unexpected-error answer, names the holder in the log, and /health answers meanwhile', async () => {
    const lines: string[] = [];
    const image = new Blob([await readFile(inject('embeddedImage'))]);
    const { db } = await connect({ dataDir: null, loadDataDir: image, lockTimeoutMs: 300, log: (l) => lines.push(l) });
    const analytics = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '128MB' });
    const app = await buildApp({ deps: makeDeps(db, TEST_ENV, APP_URL, () => {}, analytics), logLevel: 'silent', serveClient: false });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = runAs('POST /trpc/imports.commit', () => db.transaction().execute(() => held));
    try {
      const started = performance.now();
      const [stuck, health] = await Promise.all([
        app.inject({
          method: 'POST',
          url: '/trpc/auth.login',
          headers: { 'content-type': 'application/json', origin: APP_URL },
          payload: JSON.stringify({ email: 'a@acme.test', password: 'x' }),
        }),
        app.inject({ method: 'GET', url: '/health' }),
      ]);
      expect(performance.now() - started).toBeLessThan(3000);
      expect(stuck.statusCode).toBe(500);
      expect(stuck.json().error.message).toBe('An unexpected error has occurred, please try again later!');
      expect(lines.join('\n')).toMatch(/"POST \/trpc\/auth\.login" waited too long for the embedded database: "POST \/trpc\/imports\.commit" has held it/);
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', postgres: 'busy' });
    } finally {
      release();
      await holder;
    }
    // The queue goes on: the one that gave up does not hold anyone behind it.
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({ postgres: 'ok' });
    await app.close();
    await analytics.close();
    await db.destroy();
  });
});
