import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { withTenant } from '../../server/db/tenant.js';
import { generateCompany, type GeneratedCompany } from '../../seeds/synthetic/index.js';
import { screenshotOnFailure, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { attachAnalytics, testDeps, TEST_ENV } from '../setup/test-context.js';

// The built client under its Content-Security-Policy (charts included), sign-up's one password rule
// set, and the secret-question prompt: in full once, then a reminder that can be dismissed for good.
const PASSWORD = 'Secret#123';

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective}: ${e.blockedURI || 'inline'}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe('content security policy and the secret-question reminder in the browser', () => {
  const e2e = useServerAndBrowser();
  let company: GeneratedCompany;

  beforeAll(async () => {
    const { db, deps } = await testDeps();
    company = await generateCompany(
      { kind: 'kysely', db },
      {
        name: 'CSP E2E Co',
        employees: 24,
        groups: 3,
        levels: 2,
        cycles: 6,
        intervalDays: 7,
        participation: [0.7, 0.9],
        seed: 'csp-e2e',
        pseudonymKey: TEST_ENV.PSEUDONYM_KEY,
        password: PASSWORD,
        emailDomain: 'csp-e2e.clima.test',
      },
    );
    await withTenant(db, company.companyId, (tx) =>
      tx
        .updateTable('users')
        .set({ language: 'en-US', secret_question_id: 'first-pet', secret_answer_hash: 'x', terms_accepted_at: new Date() })
        .where('id', '=', company.managerId)
        .execute(),
    );
    await attachAnalytics();
    await deps.analytics.rebuild();
  });

  it('loads, signs in and draws charts with no CSP violation', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchPageErrors(page);
    const violations = await recordCspViolations(page);
    await using shots = screenshotOnFailure(page, 'csp');

    const response = await page.goto(`${e2e.baseUrl}/login`);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response!.headers()['x-frame-options']).toBe('DENY');
    await submitSignIn(page, `${e2e.baseUrl}/login`, company.managerEmail, PASSWORD);
    await page.getByRole('heading', { name: 'Pillars at a glance' }).waitFor();
    // An Observable Plot chart (its own <style> element and style attributes) is on screen.
    await page.locator('.dashboard-card .plot__canvas svg').first().waitFor();
    await page.goto(`${e2e.baseUrl}/reports`);
    await page.getByRole('heading', { name: 'Climate', level: 1 }).waitFor();

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);

  it("sign-up's checklist and its error name the same rules: 8 characters, not a second minimum", async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'password-rules');
    await page.goto(`${e2e.baseUrl}/login/new`);
    await page.getByLabel('Password', { exact: true }).fill('Ab1#x');
    await page.getByRole('listitem').filter({ hasText: 'At least 8 characters' }).waitFor();
    await page.getByRole('button', { name: 'Create account' }).click();
    const error = page.locator('.field__error').filter({ hasText: 'The password still needs' });
    await expect.poll(() => error.textContent()).toBe('The password still needs: at least 8 characters.');
    expect(await page.getByText(/6 characters/).count()).toBe(0);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);

  it('asks for a secret question in full once, then reminds, and a dismissed reminder stays away', async () => {
    const { db } = await testDeps();
    const office = await makeCompany(db, { name: 'Reminder Co' });
    const person = await makeUser(db, office.id, { first_name: 'Rita', language: 'en-US', terms_accepted_at: new Date() });
    const reminderState = async () => (await sql<{ s: string }>`select secret_question_reminder as s from users where id = ${person.id}`.execute(db)).rows[0]!.s;

    // Each sign-in in a fresh browser: nothing carried over but what the server keeps.
    const signIn = async (name: string) => {
      const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const errors = watchPageErrors(page);
      const shots = screenshotOnFailure(page, name);
      await submitSignIn(page, `${e2e.baseUrl}/login`, person.email!, PASSWORD);
      await page.getByRole('heading', { name: 'Hello, Rita' }).waitFor();
      return { context, page, errors, shots };
    };

    const first = await signIn('reminder-first');
    const full = first.page.getByRole('dialog', { name: 'Choose a secret question' });
    await full.waitFor();
    expect(await full.getByRole('button', { name: "Don't remind me again" }).count()).toBe(0);
    await full.getByRole('button', { name: 'Later' }).click();
    await full.waitFor({ state: 'detached' });
    await expect.poll(reminderState).toBe('remind');
    expect(first.errors).toEqual([]);
    first.shots.passed();
    await first.context.close();

    const second = await signIn('reminder-second');
    const reminder = second.page.getByRole('dialog', { name: 'Reminder: secret question' });
    await reminder.waitFor();
    await reminder.getByRole('button', { name: "Don't remind me again" }).click();
    await reminder.waitFor({ state: 'detached' });
    await expect.poll(reminderState).toBe('off');
    expect(second.errors).toEqual([]);
    second.shots.passed();
    await second.context.close();

    const third = await signIn('reminder-third');
    await third.page.waitForLoadState('networkidle');
    expect(await third.page.getByRole('dialog').count()).toBe(0);
    expect(third.errors).toEqual([]);
    third.shots.passed();
    await third.context.close();
  }, 90_000);
});
