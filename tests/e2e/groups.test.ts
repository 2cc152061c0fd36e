import { beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeUser, unique } from '../../seeds/factories.js';
import { screenshotOnFailure, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';

const PASSWORD = 'Secret#123';

// An administrator runs groups in the browser: create with a manager, a subgroup, the tree, the
// inactivation choice, and an import with its preview and per-group errors.
describe('groups in the browser', () => {
  const e2e = useServerAndBrowser();
  let adminEmail: string;
  const tag = unique('e2e').slice(-6);

  beforeAll(async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { name: 'Groups E2E Co' });
    const admin = await makeUser(db, company.id, { role: 'admin', first_name: 'Ada', secret_question_id: 'first-pet', secret_answer_hash: 'x' });
    adminEmail = admin.email!;
    await makeUser(db, company.id, { first_name: `Mara${tag}`, last_name: 'Lopes' });
  });

  it('creates, nests, inactivates and imports groups', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'groups');
    await submitSignIn(page, `${e2e.baseUrl}/login`, adminEmail, PASSWORD);
    await page.getByRole('heading', { name: 'Hello, Ada' }).waitFor();

    await page.goto(`${e2e.baseUrl}/groups`);
    await page.getByText('There are no groups yet').waitFor();
    await page.getByRole('link', { name: 'New group' }).click();
    await page.getByLabel('Group name').fill(`Engineering ${tag}`);
    await page.getByRole('combobox', { name: 'Managers' }).fill(`mara${tag}`);
    await page.getByRole('option', { name: new RegExp(`Mara${tag}`) }).click();
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.getByRole('heading', { name: `Engineering ${tag}` }).waitFor();
    await page.getByRole('list', { name: 'Managers' }).getByText(`Mara${tag} Lopes`).waitFor();

    await page.getByRole('link', { name: 'New subgroup' }).click();
    await page.getByText(`Parent group: Engineering ${tag}`).waitFor();
    await page.getByLabel('Group name').fill(`Platform ${tag}`);
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.getByRole('heading', { name: `Platform ${tag}` }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Where this group sits' });
    await crumbs.getByRole('link', { name: `Engineering ${tag}` }).waitFor();
    await page.screenshot({ path: 'test-results/groups-detail.png', fullPage: true });

    await page.getByRole('button', { name: 'Inactivate' }).click();
    await page.getByRole('dialog').getByText('Do you also want to inactivate the people in them?').waitFor();
    await page.getByRole('button', { name: 'Inactivate the group only' }).click();
    await page.getByRole('button', { name: 'Activate', exact: true }).waitFor();

    await page.goto(`${e2e.baseUrl}/groups`);
    await page.getByText('Last group opened').waitFor();
    await page.getByRole('button', { name: 'Tree' }).click();
    await page.getByRole('button', { name: `Show the subgroups of Engineering ${tag}` }).click();
    await page
      .getByRole('list', { name: 'Group hierarchy' })
      .getByRole('link', { name: `Platform ${tag}` })
      .waitFor();

    await page.getByRole('button', { name: 'Import groups' }).click();
    await page.getByLabel('Spreadsheet (CSV or XLSX, up to 4 MB)').setInputFiles({
      name: 'groups.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Group name,Parent group\nData ${tag},Engineering ${tag}\nGhost ${tag},Nowhere\n`),
    });
    await page.getByText('To create (inactive): 1').waitFor();
    await page.getByText('The parent group does not exist, or is not one you manage.').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Created: 1. Placed under a parent: 1. Left out with errors: 1.').waitFor();
    await page.screenshot({ path: 'test-results/groups-import.png', fullPage: true });
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);
});
