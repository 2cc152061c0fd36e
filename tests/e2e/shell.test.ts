import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import type { Role } from '../../server/db/types.js';
import { screenshotOnFailure, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';

const PASSWORD = 'Secret#123';

// The shell as each role sees it: guards, menu, remembered redirect, collapse and phone layout.
describe('the shell in the browser', () => {
  const e2e = useServerAndBrowser();
  const people = {} as Record<Role, string>;

  beforeAll(async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { name: 'Shell Test Co' });
    for (const role of ['admin', 'manager', 'user'] as Role[]) {
      // A chosen secret question keeps its prompt out of the way of these checks.
      const user = await makeUser(db, company.id, { role, first_name: role, secret_question_id: 'first-pet', secret_answer_hash: 'x' });
      people[role] = user.email!;
    }
  });

  async function signIn(context: BrowserContext, role: Role, path = '/login') {
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await submitSignIn(page, `${e2e.baseUrl}${path}`, people[role], PASSWORD);
    return page;
  }

  it('remembers where an unauthenticated visit was going, and shows each role its own menu', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'shell-redirect');
    await page.goto(`${e2e.baseUrl}/audit-logs`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('E-mail or code').fill(people.admin);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/audit-logs');
    await page.getByRole('heading', { name: 'Audit logs' }).waitFor();

    // Settings lands on the first section the person may see; unknown paths go home.
    await page.goto(`${e2e.baseUrl}/settings`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/users');
    await page.goto(`${e2e.baseUrl}/no/such/page`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);

  it('keeps managers and employees out of what they may not see', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    const manager = await signIn(context, 'manager');
    await using shots = screenshotOnFailure(manager, 'shell-roles');
    await manager.getByRole('heading', { name: 'Hello, manager' }).waitFor();
    const menu = manager.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Groups', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Audit logs' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Users', exact: true }).count()).toBe(0);
    await manager.goto(`${e2e.baseUrl}/settings`);
    await expect.poll(() => new URL(manager.url()).pathname).toBe('/groups');
    await manager.goto(`${e2e.baseUrl}/audit-logs`);
    await expect.poll(() => new URL(manager.url()).pathname).toBe('/dashboard');
    await context.close();

    const employeeContext = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    const employee = await signIn(employeeContext, 'user');
    await employee.getByRole('heading', { name: 'Hello, user' }).waitFor();
    const employeeMenu = employee.getByRole('navigation', { name: 'Main menu' });
    expect(await employeeMenu.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    expect(await employeeMenu.getByRole('link', { name: 'Engagement' }).count()).toBe(0);
    await employeeMenu.getByRole('link', { name: 'Feedback' }).waitFor();
    await employee.goto(`${e2e.baseUrl}/reports`);
    await expect.poll(() => new URL(employee.url()).pathname).toBe('/dashboard');
    shots.passed();
    await employeeContext.close();
  }, 60_000);

  it('collapses to icons with names kept, and opens a slide-over menu on a phone', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    const page = await signIn(context, 'admin');
    await using shots = screenshotOnFailure(page, 'shell-layout');
    await page.getByRole('heading', { name: 'Hello, admin' }).waitFor();
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    const home = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' });
    expect(await home.getAttribute('data-tooltip')).toBe('Home');
    expect(await page.getByText('Home', { exact: true }).isVisible()).toBe(false);
    await page.reload();
    await page.getByRole('button', { name: 'Expand menu' }).click();
    expect(await page.getByText('Home', { exact: true }).isVisible()).toBe(true);

    await page.setViewportSize({ width: 390, height: 800 });
    const sidebar = page.locator('#sidebar');
    const isOnScreen = async () => ((await sidebar.boundingBox())?.x ?? -1) >= 0;
    // The switch to the phone layout slides the menu away (a transition): wait for it to be off screen.
    await expect.poll(isOnScreen).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(isOnScreen).toBe(true);
    // Choosing an entry navigates and closes the menu.
    await sidebar.getByRole('link', { name: 'Feedback' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/feedbacks');
    await expect.poll(isOnScreen).toBe(false);
    shots.passed();
    await context.close();
  }, 60_000);

  it('keeps the language list reachable with the menu collapsed', async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { name: 'Shell Language Co' });
    const polyglot = await makeUser(db, company.id, { first_name: 'Poly', secret_question_id: 'first-pet', secret_answer_hash: 'x' });
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await using shots = screenshotOnFailure(page, 'shell-collapsed-language');
    await submitSignIn(page, `${e2e.baseUrl}/login`, polyglot.email!, PASSWORD);
    await page.getByRole('heading', { name: 'Hello, Poly' }).waitFor();
    await page.getByRole('button', { name: 'Collapse menu' }).click();

    // By id: the menu's own name changes with the language.
    const sidebar = page.locator('#sidebar');
    const toggle = sidebar.getByRole('button', { name: 'Language' });
    expect(await toggle.getAttribute('data-tooltip')).toBe('Language');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const saved = page.waitForResponse((r) => r.url().includes('auth.signLanguage'));
    await sidebar.getByRole('button', { name: 'Español' }).click();
    await saved;
    // The choice applies at once, closes the list, and is the person's preference from now on.
    await page.getByRole('button', { name: 'Expandir menú' }).waitFor();
    expect(await sidebar.getByRole('button', { name: 'Español' }).count()).toBe(0);
    await expect.poll(async () => (await db.selectFrom('users').select('language').where('id', '=', polyglot.id).executeTakeFirstOrThrow()).language).toBe('es-AR');

    // Escape closes the list without a choice.
    await sidebar.getByRole('button', { name: 'Idioma' }).click();
    await sidebar.getByRole('button', { name: 'English' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await sidebar.getByRole('button', { name: 'English' }).count()).toBe(0);
    shots.passed();
    await context.close();
  }, 60_000);
});
