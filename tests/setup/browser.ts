import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { generateCompany, type CompanyOptions, type GeneratedCompany } from '../../seeds/synthetic/index.js';
import { buildApp } from '../../server/app.js';
import { attachAnalytics, testDeps, TEST_ENV } from './test-context.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** Debian's Chromium, headless, without the background traffic a closed network refuses. */
async function launchBrowser(): Promise<Browser> {
  if (!CHROMIUM) throw new Error("Chromium is not installed: run `npm test`, which installs Debian's chromium when it can.");
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The whole product (API and built client) on a free port, on the test database. */
async function startServer(): Promise<{ app: FastifyInstance; baseUrl: string }> {
  if (!existsSync(path.resolve('dist/client/index.html'))) throw new Error('The client is not built: run `npm test` (or `npx vite build`) first.');
  const { deps } = await testDeps();
  const app = await buildApp({ deps, logLevel: 'silent', serveClient: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, baseUrl: `http://127.0.0.1:${port}` };
}

/**
 * The product and Chromium for the tests of a describe block: both started before its tests (after
 * any beforeAll registered earlier) and closed after them. Read `browser` and `baseUrl` in tests.
 */
export function useServerAndBrowser(): { readonly browser: Browser; readonly baseUrl: string } {
  let server: { app: FastifyInstance; baseUrl: string } | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.app.close();
  });
  return {
    get browser() {
      return browser!;
    },
    get baseUrl() {
      return server!.baseUrl;
    },
  };
}

/** Fails the test on any error the page logs or throws, so broken screens do not pass quietly. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

/** Saves a screenshot under test-results/ when the scope ends without `passed()`: what the browser showed at the failure. */
export function screenshotOnFailure(page: Page, name: string) {
  let ok = false;
  return {
    passed: () => (ok = true),
    async [Symbol.asyncDispose]() {
      if (!ok) await page.screenshot({ path: `test-results/${name}.png`, fullPage: true }).catch(() => undefined);
    },
  };
}

/** Opens a sign-in page (the login screen, or a guarded path that sends there) and signs in. */
export async function submitSignIn(page: Page, url: string, identifier: string, password: string) {
  await page.goto(url);
  await page.getByLabel('E-mail or code').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A new browser context (English, desktop size unless `options` say otherwise) signed in as
 * `email` on the dashboard, with its page's errors watched.
 */
export async function signedInPage(browser: Browser, baseUrl: string, email: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = watchPageErrors(page);
  await submitSignIn(page, `${baseUrl}/login`, email, E2E_PASSWORD);
  await page.waitForURL('**/dashboard');
  return { context, page, errors };
}

/** axe-core on the page as it stands: the serious and critical violations, described. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's devtools channel: the page's Content-Security-Policy refuses an
  // injected <script>, as it should, and the check must run under the policy users get.
  await page.evaluate(readFileSync(AXE, 'utf8'));
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run();
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** The password of every person a browser test's generated company holds. */
export const E2E_PASSWORD = 'Secret#123';

/** The shape most browser tests read: 40 people in 4 groups two levels deep, 12 weekly cycles. */
const STANDARD = { employees: 40, groups: 4, levels: 2, cycles: 12, intervalDays: 7, participation: [0.7, 0.9] } as const satisfies Partial<CompanyOptions>;
type BrowserCompanyOptions = Omit<CompanyOptions, 'pseudonymKey' | 'password' | 'language' | keyof typeof STANDARD> &
  Partial<Pick<CompanyOptions, keyof typeof STANDARD>>;

/**
 * A generated company for a browser test (the standard shape unless told), in English: its administrator is not stopped by the
 * secret-question prompt, and the analytics engine is rebuilt with its answers.
 */
export async function browserCompany(options: BrowserCompanyOptions): Promise<GeneratedCompany> {
  const { db, deps } = await testDeps();
  const company = await generateCompany(
    { kind: 'kysely', db },
    { ...STANDARD, participation: [...STANDARD.participation], ...options, pseudonymKey: TEST_ENV.PSEUDONYM_KEY, password: E2E_PASSWORD, language: 'en-US' },
  );
  await db.updateTable('users').set({ language: 'en-US', secret_question_id: 'first-pet', secret_answer_hash: 'x' }).where('id', '=', company.adminId).execute();
  await attachAnalytics();
  await deps.analytics.rebuild();
  return company;
}
