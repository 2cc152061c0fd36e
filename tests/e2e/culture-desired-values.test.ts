import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { makeGroup } from '../integration/groups/helpers.js';
import { screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';

const PASSWORD = 'Secret#123';
const secret = { secret_question_id: 'first-pet', secret_answer_hash: 'x' };

// An administrator writes the company's desired values on the culture page (measurement §4): adds
// one with two behaviours, survives a failed save, edits it, deletes one after a confirmation; one
// entry is open at a time. A manager, in Spanish, reads them and may change nothing.
describe('culture desired values in the browser', () => {
  const e2e = useServerAndBrowser();
  let companyId: string;
  let adminEmail: string;
  let managerEmail: string;

  beforeAll(async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { name: 'Culture Test Co' });
    companyId = company.id;
    const admin = await makeUser(db, company.id, { role: 'admin', first_name: 'Alma', language: 'en-US', ...secret });
    const manager = await makeUser(db, company.id, { role: 'manager', first_name: 'Mateo', language: 'es-AR', ...secret });
    await makeGroup(company.id, { name: 'Ventas', managers: [manager.id] });
    adminEmail = admin.email!;
    managerEmail = manager.email!;
  });

  const stored = async () => {
    const { db } = await testDeps();
    return db.selectFrom('culture_desired_values').select(['name', 'culture_values']).where('company_id', '=', companyId).orderBy('position').execute();
  };

  async function open(email: string, options: BrowserContextOptions = {}) {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, ...options });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await submitSignIn(page, `${e2e.baseUrl}/culture`, email, PASSWORD);
    return page;
  }

  const header = (page: Page, name: RegExp) => page.locator('.dv').getByRole('button', { name });
  const expandedCount = (page: Page) => page.locator('.dv [aria-expanded="true"]').count();

  it('an administrator adds, edits and deletes desired values, one open at a time', async () => {
    const page = await open(adminEmail);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'culture-desired-values');
    await page.getByRole('heading', { name: 'Desired values' }).waitFor();
    await page.getByText('No desired values yet.').waitFor();

    // A new entry opens with its name field focused; an empty name is refused at the field.
    await page.getByRole('button', { name: 'Add value' }).click();
    const name = page.getByLabel('Name', { exact: true });
    await name.waitFor();
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Give the value a name.').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('Ownership');
    await page.getByRole('textbox', { name: 'Behaviour 1', exact: true }).fill('We finish what we start');
    await page.getByRole('button', { name: 'Add behaviour' }).click();
    await page.getByRole('textbox', { name: 'Behaviour 2', exact: true }).fill('We say early when we are stuck');
    await page.getByLabel('Culture value', { exact: true }).selectOption({ label: 'Accountability' });

    // The first save fails on the way: a message says so and nothing typed is lost.
    await page.route('**/trpc/culture.createDesiredValue*', (route) => route.abort());
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The value could not be saved.', { exact: false }).waitFor();
    expect(await name.inputValue()).toBe('Ownership');
    expect(await page.getByRole('textbox', { name: 'Behaviour 2', exact: true }).inputValue()).toBe('We say early when we are stuck');
    await page.unroute('**/trpc/culture.createDesiredValue*');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await header(page, /Ownership.*2 behaviours/).waitFor();
    expect(await header(page, /Ownership/).getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Stands for Accountability.').waitFor();
    expect(await stored()).toEqual([{ name: 'Ownership', culture_values: ['We finish what we start', 'We say early when we are stuck'] }]);

    // A second one opens; the first closes.
    await page.getByRole('button', { name: 'Add value' }).click();
    await page.keyboard.type('Candour');
    await page.getByRole('textbox', { name: 'Behaviour 1', exact: true }).fill('We disagree openly and kindly');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await header(page, /Candour.*1 behaviour/).waitFor();
    expect(await header(page, /Ownership/).getAttribute('aria-expanded')).toBe('false');
    expect(await expandedCount(page)).toBe(1);
    await header(page, /Ownership/).click();
    expect(await header(page, /Candour/).getAttribute('aria-expanded')).toBe('false');
    expect(await expandedCount(page)).toBe(1);

    // Escape cancels an edit; a second edit is saved.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill('Ownership and care');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await header(page, /^Ownership 2 behaviours/).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill('Ownership and care');
    await page.getByRole('button', { name: 'Remove behaviour 2' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await header(page, /Ownership and care.*1 behaviour/).waitFor();
    expect((await stored())[0]).toEqual({ name: 'Ownership and care', culture_values: ['We finish what we start'] });

    // Deleting asks first; an empty new entry goes without asking.
    await page.locator('.dv__panel').getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('“Ownership and care” and its behaviours will be removed for everyone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await header(page, /Ownership/).waitFor({ state: 'detached' });
    expect((await stored()).map((r) => r.name)).toEqual(['Candour']);
    await page.getByRole('button', { name: 'Add value' }).click();
    await header(page, /New value/).waitFor();
    await page.locator('.dv__panel').getByRole('button', { name: 'Delete', exact: true }).click();
    await header(page, /New value/).waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);

    expect(errors).toEqual([]);
    shots.passed();
    await page.context().close();
  });

  it('a manager reads them in Spanish and may change nothing', async () => {
    const page = await open(managerEmail);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'culture-desired-values-manager');
    await page.getByRole('heading', { name: 'Valores deseados' }).waitFor();
    await header(page, /Candour.*1 comportamiento/).click();
    await page.getByText('We disagree openly and kindly').waitFor();
    expect(await page.getByRole('button', { name: 'Agregar valor' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
    expect(errors).toEqual([]);
    shots.passed();
    await page.context().close();
  });
});
