import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { screenshotOnFailure, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';

const PASSWORD = 'Secret#123';

// The users page, the edit form and personal settings, driven through the browser.
describe('users screens in the browser', () => {
  const e2e = useServerAndBrowser();
  let adminEmail: string;
  let targetId: string;

  beforeAll(async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { name: 'Users Screen Co' });
    const admin = await makeUser(db, company.id, { role: 'admin', first_name: 'Ada', last_name: 'Admin', secret_question_id: 'first-pet', secret_answer_hash: 'x' });
    adminEmail = admin.email!;
    targetId = (await makeUser(db, company.id, { first_name: 'Teo', last_name: 'Target' })).id;
    for (let i = 0; i < 3; i++) await makeUser(db, company.id, { first_name: `Other${i}`, last_name: 'Person' });
  });

  async function signIn(context: BrowserContext, path: string) {
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await submitSignIn(page, `${e2e.baseUrl}${path}`, adminEmail, PASSWORD);
    return page;
  }

  it('lists, filters, inactivates with a confirmation and edits a person', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    const page = await signIn(context, '/users');
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'users-list');
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Users of the company' });
    await table.getByRole('row', { name: /Teo Target/ }).waitFor();
    await page.getByText('1–5 of 5').waitFor();
    expect(await page.locator('.users-licences__item').first().textContent()).toContain('11');

    await page.getByLabel('Name, e-mail or code').fill('teo');
    await page.getByText('1–1 of 1').waitFor();
    await page.getByLabel('Actions for Teo Target').click();
    await page.getByRole('button', { name: 'Inactivate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inactivate Teo Target?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Inactivate' }).click();
    await page.getByText('Teo Target was inactivated.').waitFor();
    await table
      .getByRole('row', { name: /Teo Target/ })
      .getByText('Inactive')
      .waitFor();
    const { db } = await testDeps();
    expect((await db.selectFrom('users').select('inactive').where('id', '=', targetId).executeTakeFirstOrThrow()).inactive).toBe(true);

    // Filter by status, then edit.
    await page.getByLabel('Name, e-mail or code').fill('');
    await page.getByLabel('Status').selectOption('inactive');
    await page.getByText('1–1 of 1').waitFor();
    // The filters live in the address: a reload keeps them.
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('inactive');
    await page.reload();
    await page.getByText('1–1 of 1').waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('inactive');
    await page.getByRole('link', { name: 'Edit: Teo Target' }).click();
    await page.getByRole('heading', { name: 'Edit user' }).waitFor();
    await page.getByLabel('Last name').fill('Tested');
    // English types month first: February 31 does not exist.
    await page.getByLabel('Birth date').fill('02311990');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Invalid birth date!').waitFor();
    await page.getByLabel('Birth date').fill('03151990');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/users');
    const row = await db.selectFrom('users').select(['last_name', 'birth_date']).where('id', '=', targetId).executeTakeFirstOrThrow();
    expect(row).toEqual({ last_name: 'Tested', birth_date: '1990-03-15' });
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);

  it('personal settings: phone with its mask, and a password change checked against the rules', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 800 } });
    const page = await signIn(context, '/users/profile');
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'users-profile');
    await page.getByRole('heading', { name: 'Personal settings' }).waitFor();
    await page.getByLabel('Phone').fill('11987654321');
    expect(await page.getByLabel('Phone').inputValue()).toBe('(11) 98765-4321');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your settings were saved.').waitFor();

    await page.getByLabel('Current password', { exact: true }).first().fill('Wrong#123');
    await page.getByLabel('New password', { exact: true }).fill('Fresh#Pass7');
    await page.getByLabel('Confirm the new password').fill('Fresh#Pass7');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is not correct.').first().waitFor();
    await page.getByLabel('Current password', { exact: true }).first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed. Your other sessions were signed out.').waitFor();
    // Still signed in on this device.
    await page.reload();
    await page.getByRole('heading', { name: 'Personal settings' }).waitFor();
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);
});
