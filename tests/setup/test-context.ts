import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AnalyticsEngine } from '../../analytics/engine.js';
import { buildApp } from '../../server/app.js';
import { makeDeps } from '../../server/boot.js';
import { cultureSource } from '../../server/db/culture-source.js';
import { CULTURE } from '../../server/modules/culture/culture.instrument.js';
import { customSurveySource } from '../../server/db/custom-survey-source.js';
import { CUSTOM_SURVEYS } from '../../server/modules/custom-surveys/custom-surveys.cycle.js';
import { analyticsSource } from '../../server/db/analytics-source.js';
import { connect, type Database, type RawConnection } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import type { AppDeps, Channel, Context } from '../../server/trpc/context.js';
import { createCallerFactory } from '../../server/trpc/init.js';
import { appRouter } from '../../server/trpc/router.js';
import { validateSession } from '../../server/auth/sessions.js';
import type { Language } from '../../server/db/types.js';
import { EMBEDDED } from './embedded.js';
import { testPayments } from './payments.js';

export const APP_URL = 'http://clima.test';

/** The settings tests run the server with. */
export const TEST_ENV = {
  REPORT_MIN_USERS: 3,
  SMTP_URL: undefined,
  MAIL_FROM: 'Clima <no-reply@clima.test>',
  NEW_APP_URL: undefined,
  PSEUDONYM_KEY: 'test-pseudonym-key-0000000000000000000000',
};

let shared: { db: Database; deps: AppDeps; raw: RawConnection } | null = null;

/** A copy of the run's migrated embedded database, in memory. */
async function openEmbedded() {
  const image = new Blob([await readFile(inject('embeddedImage'))]);
  return connect({ dataDir: null, loadDataDir: image });
}

/** The run's database: the shared PostgreSQL database, or this test file's copy of the embedded one. */
function openRunDatabase() {
  return EMBEDDED ? openEmbedded() : connect({ databaseUrl: inject('databaseUrl'), dataDir: '' });
}

/**
 * A database of its own, migrated, for tests that count or send everything in it (other test files
 * write to the run's database at the same time). Drop it at the end.
 */
export async function isolatedDatabase(suffix: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (EMBEDDED) {
    const { db } = await openEmbedded();
    return { db, drop: () => db.destroy() };
  }
  const runUrl = new URL(inject('databaseUrl'));
  const name = `${runUrl.pathname.slice(1)}_${suffix}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: runUrl.toString() });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(runUrl.toString());
  url.pathname = `/${name}`;
  const { db } = await connect({ databaseUrl: url.toString(), dataDir: '' });
  await migrateToLatest(db);
  return {
    db,
    drop: async () => {
      await db.destroy();
      // The pool's last connections may still be closing: a forced drop under them would end one
      // that is still reading with a FATAL nobody listens to any more. Wait for them (5 s at most).
      await admin(
        `do $$ begin for i in 1..50 loop exit when not exists (select from pg_stat_activity where datname = '${name}'); perform pg_sleep(0.1); end loop; end $$`,
      );
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The run's database (migrated once by the global setup) and the app's dependencies on it. */
export async function testDeps(): Promise<{ db: Database; deps: AppDeps; raw: RawConnection }> {
  if (shared) return shared;
  const { db, raw } = await openRunDatabase();
  // An in-memory analytics engine; report tests attach it to the database (attachAnalytics).
  const analytics = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '320MB' });
  // Payments go through the real HTTP adapter to this worker's local provider.
  const { gateway: payments } = await testPayments();
  const deps = makeDeps(db, { ...TEST_ENV, payments }, APP_URL, () => {}, analytics, { autoDeliver: false, ticketDelivery: false });
  shared = { db, deps, raw };
  return shared;
}

export interface CapturedTransport {
  cookie: { token: string; expiresAt: Date } | null;
  cleared: boolean;
  headers: Record<string, string>;
}

/** A tRPC caller as one channel would call, optionally signed in with a session token. */
export async function callerFor(options: { token?: string | null; channel?: Channel; ip?: string; language?: Language } = {}) {
  const { deps } = await testDeps();
  const captured: CapturedTransport = { cookie: null, cleared: false, headers: {} };
  const valid = options.token ? await validateSession(deps.db, options.token) : null;
  const ctx: Context = {
    deps,
    channel: options.channel ?? 'v1',
    ip: options.ip ?? `10.0.0.${Math.floor(Math.random() * 250) + 1}`,
    language: options.language ?? 'en-US',
    sessionToken: options.token ?? null,
    auth: valid?.auth ?? null,
    // Used for many calls: nothing read with the session is passed on (each call reads its own).
    sessionRead: null,
    transport: {
      setSession: (token, expiresAt) => (captured.cookie = { token, expiresAt }),
      clearSession: () => (captured.cleared = true),
      setHeader: (name, value) => (captured.headers[name] = value),
    },
  };
  return { caller: createCallerFactory(appRouter)(ctx), captured, ctx };
}

let app: FastifyInstance | null = null;

/** The HTTP app (v1 paths, tRPC, health) on the test database, for requests through Fastify's inject. */
export async function testApp(): Promise<FastifyInstance> {
  if (app) return app;
  const { deps } = await testDeps();
  // Tests stand behind a pretend proxy so each can vary its client address (the throttles key on it).
  app = await buildApp({ deps, logLevel: 'silent', serveClient: false, trustProxy: true });
  await app.ready();
  return app;
}

/** The newest message the outbox holds for an address, and the first link in it. */
export async function lastMail(to: string) {
  const { db } = await testDeps();
  const mail = await db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').limit(1).executeTakeFirst();
  const link = mail?.text_body.match(/https?:\/\/\S+/)?.[0] ?? null;
  return mail ? { ...mail, link, token: link ? link.split('/').pop()! : null } : null;
}

let attached: Promise<void> | null = null;

/** The run's analytics engine, attached to the test database and brought up to date now. */
export async function attachAnalytics() {
  const { deps, db, raw } = await testDeps();
  attached ??= deps.analytics
    .attach(analyticsSource(db, raw))
    .then(() => deps.analytics.attachInstrument(CUSTOM_SURVEYS, customSurveySource(db, deps.clock)))
    .then(() => deps.analytics.attachInstrument(CULTURE, cultureSource(db)));
  await attached;
  await deps.analytics.sync();
  return deps.analytics;
}
