import { beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { screenshotOnFailure, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';

const PASSWORD = 'Secret#123';

// An administrator defines a demographic attribute, edits and deletes it, then finds each change in the audit log.
describe('demographic attributes and the audit log in the browser', () => {
  const e2e = useServerAndBrowser();
  let email: string;

  beforeAll(async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { name: 'Attributes Test Co' });
    const admin = await makeUser(db, company.id, { role: 'admin', first_name: 'Alma', last_name: 'Admin', secret_question_id: 'first-pet', secret_answer_hash: 'x' });
    email = admin.email!;
  });

  it('creates, edits and deletes an attribute with per-field errors, and the audit log shows it', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'attributes');
    await submitSignIn(page, `${e2e.baseUrl}/user-attributes`, email, PASSWORD);
    await page.getByText('No demographic attributes yet').waitFor();

    await page.getByRole('link', { name: 'New attribute' }).first().click();
    await page.getByRole('heading', { name: 'New demographic attribute' }).waitFor();
    const form = page.locator('form.attribute-form');
    await form.getByLabel('English', { exact: true }).fill('Shift');
    await form.getByLabel('Portuguese', { exact: true }).fill('Turno');
    await page.getByLabel('Option 1 in English').fill('Day');
    await page.getByRole('button', { name: 'Create attribute' }).click();
    // The option lacks a language the name has: the spec's message, on that very field.
    await page.getByText('Missing translation of selection option!').waitFor();
    expect(await page.getByLabel('Option 1 in Portuguese').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Option 1 in Portuguese').fill('Dia');

    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option 2 in English').fill('Night');
    await page.getByLabel('Option 2 in Portuguese').fill('Noite');
    // Reordering by keyboard: focus "move up" of option 2 and press Enter.
    await page.getByRole('button', { name: 'Move option 2 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Option 1 in English').inputValue()).toBe('Night');
    await page.getByRole('button', { name: 'Create attribute' }).click();

    await page.getByText('Attribute created.').waitFor();
    const row = page.getByRole('row', { name: /Shift/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Night, Day');

    await row.getByRole('link', { name: 'Edit Shift' }).click();
    await page.getByRole('heading', { name: 'Edit demographic attribute' }).waitFor();
    await page.getByLabel('English', { exact: true }).first().fill('Work shift');
    await page.getByRole('button', { name: 'Save changes' }).click();
    // Messages queue one at a time (5 s each): the list itself shows the outcome sooner.
    await page.getByRole('row', { name: /Work shift/ }).waitFor();

    await page.getByRole('button', { name: 'Delete Work shift' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText("0 people's values for it will be removed.").waitFor();
    await dialog.getByRole('button', { name: 'Delete attribute' }).click();
    await page.getByText('No demographic attributes yet').waitFor();

    await page.goto(`${e2e.baseUrl}/audit-logs`);
    await page.getByRole('heading', { name: 'Audit logs' }).waitFor();
    await page.getByText('3 entries').waitFor();
    await page.getByLabel('Search').fill('renamed');
    await page.getByText('1 entry', { exact: true }).waitFor();
    // The row reads as a sentence in the reader's language, its changes under translated field names.
    await page.getByRole('cell', { name: 'Updated the attribute “Work shift”: Name' }).waitFor();
    await page.getByRole('button', { name: 'Show changes' }).click();
    await page.locator('.audit-changes').getByText('Name', { exact: true }).waitFor();
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Area').selectOption('company');
    await page.getByText('No entries match these filters').waitFor();

    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);
});
