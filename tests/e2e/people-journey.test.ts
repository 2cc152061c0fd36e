import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../server/db/tenant.js';
import { makeCompany, makeUser, unique } from '../../seeds/factories.js';
import { screenshotOnFailure, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { lastMail, testDeps } from '../setup/test-context.js';

const PASSWORD = 'Secret#123';
const PEOPLE = 200;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A 200-person XLSX as an administrator would fill the template; `badLine` gets a free-mail address. */
async function peopleSheet(tag: string, badLine?: number) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  sheet.addRow(['Name', 'Last name', 'E-mail', 'Role']);
  for (let i = 0; i < PEOPLE; i++) {
    const line = i + 2;
    sheet.addRow([`Person${i}`, 'Silva', `p${i}-${tag}@${line === badLine ? 'gmail.com' : 'acme.test'}`, 'user']);
  }
  return { name: 'people.xlsx', mimeType: XLSX, buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

async function signIn(page: Page, baseUrl: string, email: string) {
  await submitSignIn(page, `${baseUrl}/login`, email, PASSWORD);
  await page.getByRole('heading', { name: 'Hello, Ada' }).waitFor();
}

async function createGroup(page: Page, name: string, parent: string | null) {
  await page.getByRole('link', { name: parent ? 'New subgroup' : 'New group' }).click();
  if (parent) await page.getByText(`Parent group: ${parent}`).waitFor();
  await page.getByLabel('Group name').fill(name);
  await page.getByRole('button', { name: 'Create group' }).click();
  await page.getByRole('heading', { name }).waitFor();
}

// Issue 3's journey in one browser session: an administrator invites, imports 200 people, builds a
// group tree and a demographic attribute, finds all of it in the audit log; then one invited
// person confirms from the e-mail's link and lands signed in.
describe('people and organisation, end to end', () => {
  const e2e = useServerAndBrowser();
  let adminEmail: string;
  const tag = unique('j').slice(-8);

  beforeAll(async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { name: 'Journey Co' });
    // Room for the 200 imported people, the two invited and the administrator.
    await withTenant(db, company.id, (tx) => tx.updateTable('subscriptions').set({ licenses: 500 }).where('company_id', '=', company.id).execute());
    const admin = await makeUser(db, company.id, { role: 'admin', first_name: 'Ada', last_name: 'Admin', secret_question_id: 'first-pet', secret_answer_hash: 'x' });
    adminEmail = admin.email!;
  });

  it('invites, imports, builds groups and an attribute, audits it all; an invited person confirms', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'people-journey');
    const base = e2e.baseUrl;
    await signIn(page, base, adminEmail);

    // Two invites: the free-mail address is refused with its message, then corrected.
    await page.goto(`${base}/users/sendInvites`);
    await page.getByRole('heading', { name: 'Send invites' }).waitFor();
    const ana = `ana-${tag}@acme.test`;
    const bruno = `bruno-${tag}@acme.test`;
    const first = page.getByRole('group', { name: 'Person 1' });
    await first.getByLabel('E-mail').fill(ana);
    await first.getByLabel('First name').fill('Ana');
    await first.getByLabel('Last name').fill('Alves');
    await page.getByRole('button', { name: 'Add person' }).click();
    const second = page.getByRole('group', { name: 'Person 2' });
    await second.getByLabel('E-mail').fill(`bruno-${tag}@gmail.com`);
    await second.getByLabel('First name').fill('Bruno');
    await second.getByLabel('Last name').fill('Borges');
    await page.getByRole('button', { name: 'Send now' }).click();
    await second.getByText('Use a corporate e-mail address.').waitFor();
    expect(await lastMail(ana)).toBeNull();
    await second.getByLabel('E-mail').fill(bruno);
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByText('Invites sent to 2 people.').waitFor();

    // 200 people from an XLSX: one bad line blocks the whole import, the fixed file goes in whole.
    await page.getByRole('tab', { name: 'Import from spreadsheet' }).click();
    const fileInput = page.getByLabel('Spreadsheet (CSV or XLSX)');
    await fileInput.setInputFiles(await peopleSheet(tag, 58));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('200 lines: 199 ready, 1 with errors.').waitFor();
    const preview = page.getByRole('table', { name: 'Lines of the spreadsheet' });
    const badRow = preview.getByRole('row').filter({ hasText: `p56-${tag}@gmail.com` });
    await badRow.getByText('Use a corporate e-mail address.').waitFor();
    expect(await badRow.getByRole('rowheader').textContent()).toBe('58');
    const progress = page.getByRole('progressbar', { name: 'Import progress' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('67');
    await page.getByText('199 of 200 rows ready').waitFor();
    expect(await page.getByRole('button', { name: `Import ${PEOPLE} people` }).isDisabled()).toBe(true);

    await fileInput.setInputFiles(await peopleSheet(tag));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('200 lines: 200 ready, 0 with errors.').waitFor();
    await page.getByRole('button', { name: `Import ${PEOPLE} people` }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Import ${PEOPLE} people` })
      .click();
    await page.getByText('200 people imported', { exact: true }).waitFor();
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');

    // A three-level tree built through the screens.
    await page.goto(`${base}/groups`);
    await page.getByText('There are no groups yet').waitFor();
    await createGroup(page, 'Company', null);
    await createGroup(page, 'Engineering', 'Company');
    await createGroup(page, 'Platform', 'Engineering');
    const crumbs = page.getByRole('navigation', { name: 'Where this group sits' });
    for (const name of ['Company', 'Engineering']) await crumbs.getByRole('link', { name }).waitFor();

    // A demographic attribute with its name and options in English, Portuguese and Spanish.
    await page.goto(`${base}/user-attributes`);
    await page.getByRole('link', { name: 'New attribute' }).first().click();
    const form = page.locator('form.attribute-form');
    for (const [language, text] of [
      ['English', 'Generation'],
      ['Portuguese', 'Geração'],
      ['Spanish', 'Generación'],
    ]) {
      await form.getByLabel(language!, { exact: true }).fill(text!);
    }
    const options = [
      ['Boomers', 'Boomers', 'Boomers'],
      ['Millennials', 'Millennials', 'Milénicos'],
    ];
    for (const [i, texts] of options.entries()) {
      if (i > 0) await page.getByRole('button', { name: 'Add option' }).click();
      for (const [j, language] of ['English', 'Portuguese', 'Spanish'].entries()) await page.getByLabel(`Option ${i + 1} in ${language}`).fill(texts[j]!);
    }
    await page.getByRole('button', { name: 'Create attribute' }).click();
    await page.getByText('Attribute created.').waitFor();

    // Every one of those changes in the audit log, as sentences in the reader's language.
    await page.goto(`${base}/audit-logs`);
    await page.getByText('7 entries').waitFor();
    const log = page.getByRole('table', { name: 'Audit log, newest first' });
    for (const sentence of [
      `Invited Ana Alves (${ana})`,
      `Invited Bruno Borges (${bruno})`,
      'Imported 200 people from a spreadsheet; invites sent',
      'Created the group “Company”',
      'Created the group “Engineering”',
      'Created the group “Platform”',
      'Created the attribute “Generation” with 2 options',
    ]) {
      await log.getByRole('cell', { name: sentence, exact: true }).waitFor();
    }
    await page.getByLabel('Area').selectOption('groups');
    await page.getByText('3 entries').waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Português' }).click();
    await page
      .getByRole('table', { name: 'Registro de auditoria, mais recentes primeiro' })
      .getByRole('cell', { name: 'Criou o grupo “Platform”', exact: true })
      .waitFor();
    expect(errors).toEqual([]);

    // Ana opens her invite from the outbox, chooses a password and is in.
    const mail = await lastMail(ana);
    expect(mail?.template).toBe('invite');
    const invited = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const anaPage = await invited.newPage();
    anaPage.setDefaultTimeout(15_000);
    const anaErrors = watchPageErrors(anaPage);
    await anaPage.goto(`${base}${new URL(mail!.link!).pathname}`);
    await anaPage.getByRole('heading', { name: 'Join Journey Co on Clima' }).waitFor();
    await anaPage.getByLabel('Choose a password').fill('Journey#Pass1');
    await anaPage.getByLabel('Confirm the password').fill('Journey#Pass1');
    await anaPage.getByRole('button', { name: 'Set up my account' }).click();
    await anaPage.getByRole('dialog', { name: 'Terms of use' }).getByRole('button', { name: 'I accept the terms of use' }).click();
    await anaPage.getByRole('dialog', { name: 'Choose a secret question' }).getByRole('button', { name: 'Later' }).click();
    await anaPage.getByRole('heading', { name: 'Hello, Ana' }).waitFor();
    expect(new URL(anaPage.url()).pathname).toBe('/dashboard');
    expect(anaErrors).toEqual([]);
    shots.passed();
    await invited.close();
    await context.close();
  }, 90_000);
});
