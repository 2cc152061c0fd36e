import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeUser, unique } from '../../seeds/factories.js';
import { screenshotOnFailure, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';

const PASSWORD = 'Secret#123';

// Inviting people in the browser: the banner, per-field errors, send now, pending list with cancel,
// and the spreadsheet import with its preview.
describe('send invites in the browser', () => {
  const e2e = useServerAndBrowser();
  let adminEmail: string;
  let companyId: string;

  beforeAll(async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { name: 'Invites Test Co', report_min_users: 3 });
    companyId = company.id;
    const admin = await makeUser(db, company.id, { role: 'admin', first_name: 'Ada', secret_question_id: 'first-pet', secret_answer_hash: 'x' });
    adminEmail = admin.email!;
  });

  it('invites people, shows errors per field, lists and cancels pending invites, imports a spreadsheet', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'invites');
    await submitSignIn(page, `${e2e.baseUrl}/login`, adminEmail, PASSWORD);
    await page.getByRole('heading', { name: 'Hello, Ada' }).waitFor();
    await page.goto(`${e2e.baseUrl}/users/sendInvites`);
    await page.getByRole('heading', { name: 'Send invites' }).waitFor();
    await page.getByText('Invite 2 more people so reports can be shown').waitFor();

    // Free mail is refused on blur, before anything is sent.
    const first = page.getByRole('group', { name: 'Person 1' });
    await first.getByLabel('E-mail').fill('someone@gmail.com');
    await first.getByLabel('First name').click();
    await first.getByText('Use a corporate e-mail address.').waitFor();

    const a = `${unique('ana')}@acme.test`;
    const b = `${unique('bia')}@acme.test`;
    await first.getByLabel('E-mail').fill(`  ${a.toUpperCase()}`);
    await first.getByLabel('First name').fill('Ana');
    await first.getByLabel('Last name').fill('Alves');
    // Typed in the interface language's order: month first in English.
    await first.getByLabel('Birth date').fill('03151990');
    expect(await first.getByLabel('Birth date').inputValue()).toBe('03/15/1990');
    await page.getByRole('button', { name: 'Add person' }).click();
    const second = page.getByRole('group', { name: 'Person 2' });
    await second.getByLabel('E-mail').fill(b);
    await second.getByLabel('First name').fill('Bia');
    await second.getByLabel('Last name').fill('B');
    await page.getByRole('button', { name: 'Send now' }).click();
    await second.getByText('Enter at least 2 characters.').waitFor();
    await second.getByLabel('Last name').fill('Borges');
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByText('Invites sent to 2 people.').waitFor();
    // Three people now: the banner is gone.
    await expect.poll(() => page.getByText('so reports can be shown').count()).toBe(0);

    await page.getByRole('tab', { name: 'Pending invites' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=pending');
    const table = page.getByRole('table', { name: 'People who have not confirmed yet' });
    await table.getByRole('cell', { name: a }).waitFor();
    const biaRow = table.getByRole('row').filter({ hasText: b });
    await biaRow.getByRole('button', { name: 'Cancel invite' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Bia Borges will be removed').waitFor();
    await dialog.getByRole('button', { name: 'Cancel invite' }).click();
    await page.getByText('Invite canceled.').waitFor();
    await expect.poll(() => table.getByRole('cell', { name: b }).count()).toBe(0);

    // The import: a file with an error is previewed line by line and cannot be imported.
    await page.getByRole('tab', { name: 'Import from spreadsheet' }).click();
    const dir = mkdtempSync(path.join(tmpdir(), 'clima-import-'));
    const bad = path.join(dir, 'bad.csv');
    const c = `${unique('caio')}@acme.test`;
    writeFileSync(bad, `Name,Last name,E-mail,Role\nCaio,Costa,${c},user\nDani,Dias,dani@gmail.com,user\n`);
    await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles(bad);
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('2 lines: 1 ready, 1 with errors.').waitFor();
    const preview = page.getByRole('table', { name: 'Lines of the spreadsheet' });
    await preview.getByRole('row').filter({ hasText: 'dani@gmail.com' }).getByText('Use a corporate e-mail address.').waitFor();
    expect(await page.getByRole('button', { name: 'Import 2 people' }).isDisabled()).toBe(true);

    const good = path.join(dir, 'good.csv');
    writeFileSync(good, `Nome,Sobrenome,E-mail,Papel\nCaio,Costa,${c},Líder\n`);
    await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles(good);
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('1 line: 1 ready, 0 with errors.').waitFor();
    await page.getByRole('button', { name: 'Import 1 person' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Import 1 person' }).click();
    await page.getByRole('status').filter({ hasText: '1 person imported.' }).first().waitFor();

    const { db } = await testDeps();
    const people = await db.selectFrom('users').select(['email', 'role']).where('company_id', '=', companyId).execute();
    expect(people.map((p) => p.email).sort()).toEqual([a, adminEmail, c].sort());
    expect(people.find((p) => p.email === c)?.role).toBe('manager');
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);

  it('invites a person into a group, and the users list shows the group and filters by it, on desktop and phone', async () => {
    const { withTenant } = await import('../../server/db/tenant.js');
    const { randomUUID } = await import('node:crypto');
    const { db } = await testDeps();
    const engineering = randomUUID();
    const platform = randomUUID();
    await withTenant(db, companyId, async (tx) => {
      await tx.insertInto('groups').values({ company_id: companyId, id: engineering, name: 'Engineering', parent_id: null }).execute();
      await tx.insertInto('groups').values({ company_id: companyId, id: platform, name: 'Platform', parent_id: engineering }).execute();
    });
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'invites-groups');
    await submitSignIn(page, `${e2e.baseUrl}/login`, adminEmail, PASSWORD);
    await page.getByRole('heading', { name: 'Hello, Ada' }).waitFor();
    await page.goto(`${e2e.baseUrl}/users/sendInvites`);
    const person = page.getByRole('group', { name: 'Person 1' });
    const email = `${unique('gil')}@acme.test`;
    await person.getByLabel('E-mail').fill(email);
    await person.getByLabel('First name').fill('Gil');
    await person.getByLabel('Last name').fill('Grouped');
    await person.getByLabel('Groups').selectOption({ label: 'Engineering › Platform' });
    await person.getByRole('list', { name: 'Chosen groups' }).getByText('Engineering › Platform').waitFor();
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByText('Invite sent to 1 person.').waitFor();

    const row = await withTenant(db, companyId, (tx) =>
      tx.selectFrom('group_members').innerJoin('users', 'users.id', 'group_members.user_id').select('group_members.group_id').where('users.email', '=', email).execute(),
    );
    expect(row.map((r) => r.group_id)).toEqual([platform]);

    await page.goto(`${e2e.baseUrl}/users`);
    const table = page.getByRole('table', { name: 'Users of the company' });
    const gil = table.getByRole('row', { name: /Gil Grouped/ });
    await gil.getByRole('cell', { name: 'Platform' }).waitFor();
    expect(await table.getByRole('columnheader', { name: 'Groups' }).isVisible()).toBe(true);
    // The group filter keeps only the people of the group (and its subgroups).
    await page.getByLabel('Group', { exact: true }).selectOption({ label: '\u00a0\u00a0Platform' });
    await expect.poll(() => new URL(page.url()).searchParams.get('group')).toBe(platform);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await gil.waitFor();

    // On a phone the table scrolls sideways: the groups cell is reachable and readable.
    await page.setViewportSize({ width: 390, height: 800 });
    const cell = gil.getByRole('cell', { name: 'Platform' });
    await cell.scrollIntoViewIfNeeded();
    expect(await cell.isVisible()).toBe(true);
    const box = await cell.boundingBox();
    expect(box!.width).toBeGreaterThan(60);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);
});
