import path from 'node:path';
import { AnalyticsEngine } from '../analytics/index.js';
import { seedDemoIfEmpty } from '../seeds/demo.js';
import { Throttle } from './auth/throttle.js';
import { analyticsSource } from './db/analytics-source.js';
import { cultureSource } from './db/culture-source.js';
import { CULTURE } from './modules/culture/culture.instrument.js';
import { customSurveySource } from './db/custom-survey-source.js';
import { CUSTOM_SURVEYS } from './modules/custom-surveys/custom-surveys.cycle.js';
import { connect, type Database } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { syncSurveyLibrary } from './modules/survey/survey.library.js';
import { syncCultureValues } from './modules/culture/culture.catalogue.js';
import type { Env } from './env.js';
import { derivedSealingKey, loadKeys } from './lib/keys.js';
import { Releaser } from './modules/survey/survey.release.js';
import { deliverTickets } from './modules/tickets/tickets.delivery.js';
import { Mailer } from './mail/mailer.js';
import { NO_PAYMENTS, type PaymentGateway } from './modules/billing/payment-gateway.js';
import { httpPaymentGateway } from './modules/billing/payment-gateway.http.js';
import type { AppDeps } from './trpc/context.js';

const MINUTE = 60 * 1000;
// Failed sign-ins of one account from one client address; past it that client waits, the owner elsewhere does not.
export const ACCOUNT_FAILURE_LIMIT = 5;
// An office behind one address must not be locked out by a few colleagues' typos.
export const ADDRESS_FAILURE_LIMIT = 50;
// Failed sign-ins of one account from all addresses: past it, each client gets one try (guessing spread over many addresses).
export const ACCOUNT_GUARD_LIMIT = 20;
// Refused cards of one company in an hour: a buyer mistyping tries a few times; card testing tries many.
export const CARD_REFUSAL_LIMIT = 5;

export interface Runtime {
  deps: AppDeps;
  analytics: AnalyticsEngine;
  kind: 'postgres' | 'pglite';
  seeded: boolean;
  close(): Promise<void>;
}

export function makeDeps(
  db: Database,
  env: Pick<Env, 'REPORT_MIN_USERS' | 'SMTP_URL' | 'MAIL_FROM' | 'NEW_APP_URL'> &
    Partial<Pick<Env, 'NEW_APP_LAYOUT_RULES'>> & { PSEUDONYM_KEY: string; SEALING_KEY?: Buffer; payments?: PaymentGateway },
  appUrl: string,
  log: (line: string) => void,
  analytics: AnalyticsEngine,
  mail: { autoDeliver?: boolean; autoRelease?: boolean; ticketDelivery?: boolean } = {},
): AppDeps {
  // Tests give a pseudonym key only: their sealing key is derived from it. boot() always passes one.
  const sealingKey = env.SEALING_KEY ?? derivedSealingKey(env.PSEUDONYM_KEY);
  const clock = () => new Date();
  const mailer = new Mailer(db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log, autoDeliver: mail.autoDeliver });
  return {
    db,
    analytics,
    appUrl,
    reportMinUsers: env.REPORT_MIN_USERS,
    pseudonymKey: env.PSEUDONYM_KEY,
    sealingKey,
    // Tests deliver opinions when they choose (ticketDelivery off), company by company.
    release: new Releaser(db, sealingKey, analytics, clock, log, mail.autoRelease ?? false, (now) =>
      mail.ticketDelivery === false ? Promise.resolve(0) : deliverTickets(db, sealingKey, mailer, appUrl, now),
    ),
    clock,
    newAppUrl: env.NEW_APP_URL ?? null,
    newAppLayoutRules: env.NEW_APP_LAYOUT_RULES ?? [],
    mailer,
    loginThrottle: new Throttle(ACCOUNT_FAILURE_LIMIT, 15 * MINUTE),
    addressThrottle: new Throttle(ADDRESS_FAILURE_LIMIT, 15 * MINUTE),
    accountThrottle: new Throttle(ACCOUNT_GUARD_LIMIT, 15 * MINUTE),
    recoveryThrottle: new Throttle(5, 15 * MINUTE),
    linkThrottle: new Throttle(1, 15 * MINUTE),
    cardThrottle: new Throttle(CARD_REFUSAL_LIMIT, 60 * MINUTE),
    payments: env.payments ?? NO_PAYMENTS,
  };
}

/** Connects both databases, brings the schema up to date and loads the demo company when empty. */
export async function boot(env: Env, log: (line: string) => void): Promise<Runtime> {
  // Before anything is opened: production without its keys stops here, having changed nothing.
  const keys = loadKeys({ dataDir: env.DATA_DIR, production: env.NODE_ENV === 'production', given: { pseudonym: env.PSEUDONYM_KEY, sealing: env.SEALING_KEY }, log });
  const { db, kind, raw } = await connect({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    // A nested transaction is a bug that must fail loudly; in production on a server it only exhausts the pool, so it is logged.
    nesting: env.NODE_ENV === 'production' ? 'log' : 'throw',
    log,
  });
  const applied = await migrateToLatest(db);
  if (applied.length) log(`database: applied ${applied.length} migration(s)`);
  await syncSurveyLibrary(db);
  await syncCultureValues(db);
  const seeded = env.SEED_DEMO ? await seedDemoIfEmpty(db, { pseudonymKey: keys.pseudonym, sealingKey: keys.sealing, log }) : false;
  const analytics = await AnalyticsEngine.open({ dataDir: path.resolve(env.DATA_DIR), memoryLimit: env.DUCKDB_MEMORY_LIMIT, share: env.ANALYTICS_SHARE });
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  const payments = await startPayments(env, log);
  const deps = makeDeps(db, { ...env, PSEUDONYM_KEY: keys.pseudonym, SEALING_KEY: keys.sealing, payments: payments.gateway }, appUrl, log, analytics, {
    autoRelease: true,
  });
  await analytics.attach(analyticsSource(db, raw), log);
  await analytics.attachInstrument(CUSTOM_SURVEYS, customSurveySource(db, deps.clock));
  await analytics.attachInstrument(CULTURE, cultureSource(db));
  return {
    deps,
    analytics,
    kind,
    seeded,
    async close() {
      deps.mailer.close();
      await deps.release.stop();
      await analytics.close();
      await payments.close();
      await db.destroy();
    },
  };
}

/**
 * The payment provider: the one configured, else (outside production) a local test provider started
 * here, so subscribing works on a developer's machine with the test cards. Production without one
 * takes no payment and says so.
 */
async function startPayments(env: Env, log: (line: string) => void): Promise<{ gateway: PaymentGateway; close(): Promise<void> }> {
  if (env.PAYMENT_API_URL) {
    const gateway = httpPaymentGateway({
      apiUrl: env.PAYMENT_API_URL,
      apiKey: env.PAYMENT_API_KEY ?? '',
      publicUrl: env.PAYMENT_PUBLIC_URL ?? env.PAYMENT_API_URL,
      publicKey: env.PAYMENT_PUBLIC_KEY ?? '',
    });
    return { gateway, close: async () => {} };
  }
  if (env.NODE_ENV === 'production') {
    log('warning: no payment provider configured (PAYMENT_API_URL): subscriptions and renewals cannot be paid');
    return { gateway: NO_PAYMENTS, close: async () => {} };
  }
  // Loaded only here: a production server never has the fake provider in memory.
  const { DEMO_CARD, startFakePaymentProvider } = await import('./dev/fake-payment-provider.js');
  const fake = await startFakePaymentProvider({ host: env.HOST, port: env.PAYMENT_FAKE_PORT, savedCards: [DEMO_CARD] });
  log(`payments: local test provider at ${fake.url} (cards: 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined)`);
  const gateway = httpPaymentGateway({ apiUrl: fake.url, apiKey: fake.apiKey, publicUrl: env.PAYMENT_PUBLIC_URL ?? fake.url, publicKey: fake.publicKey });
  return { gateway, close: () => fake.close() };
}
