import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../server/db/tenant.js';
import type { GeneratedCompany } from '../../seeds/synthetic/index.js';
import { browserCompany, E2E_PASSWORD, screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';

// Action plans in the browser: from a pillar's detail, a recommendation opens in the shell's modal
// and a plan starts from a template; its tasks are ticked until it is done, then it is deleted
// after a confirmation. The form's rules are said at their fields (the server's too, in the
// reader's language), and a manager on a phone (in Portuguese) gets no sideways scrolling.

const METRIC = 'recognition';

async function signIn(browser: Browser, baseUrl: string, email: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ locale: 'en-US', viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = watchPageErrors(page);
  await submitSignIn(page, `${baseUrl}/login`, email, E2E_PASSWORD);
  await page.waitForURL(/\/dashboard$/);
  return { context, page, errors };
}

/** Whether the page, or the dialog open on it, scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => [document.documentElement, ...document.querySelectorAll('[role="dialog"]')].some((el) => el.scrollWidth > el.clientWidth + 1));

const planForm = (page: Page, name = 'New action plan') => page.getByRole('dialog', { name });

describe('action plans in the browser', () => {
  const e2e = useServerAndBrowser();
  let company: GeneratedCompany;

  beforeAll(async () => {
    company = await browserCompany({
      name: 'Action Plans E2E Co',
      seed: 'action-plans-e2e',
      emailDomain: 'action-plans.clima.test',
    });
    // The manager reads in Portuguese, has accepted the terms and chosen a secret question: no first-visit modal in the way.
    const { db } = await testDeps();
    await withTenant(db, company.companyId, (tx) =>
      tx
        .updateTable('users')
        .set({ language: 'pt-BR', secret_question_id: 'first-pet', secret_answer_hash: 'x', terms_accepted_at: new Date() })
        .where('id', '=', company.managerId)
        .execute(),
    );
  });

  it("from a pillar's detail: a recommendation in the modal, a plan from a template, ticked until done, then deleted", async () => {
    const { context, page, errors } = await signIn(e2e.browser, e2e.baseUrl, company.adminEmail);
    await using shots = screenshotOnFailure(page, 'action-plans-journey');

    // Home offers recommendations for the two lowest pillars, and a plan on each.
    const recommended = page.getByRole('article', { name: 'Recommended actions' });
    await recommended.getByRole('list', { name: 'Recommended actions' }).getByRole('button').first().waitFor();
    const planFor = recommended.getByRole('link', { name: /^Plan for / });
    expect(await planFor.count()).toBe(2);
    await planFor.first().click();
    await planForm(page).waitFor();
    expect(await planForm(page).getByLabel('Pillar').inputValue()).not.toBe('');
    await planForm(page).getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${e2e.baseUrl}/reports/company/metric/${METRIC}`);
    await page.getByRole('heading', { name: 'Recognition', level: 1 }).waitFor();

    // Three recommendations for the pillar, titles cut at 30 characters; one opens whole in the modal.
    const cards = page.getByRole('list', { name: 'Recommendations for Recognition' }).getByRole('button');
    await cards.first().waitFor();
    expect(await cards.count()).toBeLessThanOrEqual(3);
    for (const shown of await cards.locator('.rec-card__title').allTextContents()) expect([...shown].length).toBeLessThanOrEqual(30);
    const title = (await cards.first().getAttribute('title'))!;
    await cards.first().click();
    const modal = page.getByRole('dialog', { name: title });
    await modal.waitFor();
    expect(await modal.getByRole('heading', { level: 3 }).count()).toBe(3);
    expect(await modal.getByRole('listitem').count()).toBeGreaterThan(0);
    await modal.getByRole('link', { name: 'Create an action plan from this' }).click();
    await page.waitForURL(/\/action-plan/);
    await planForm(page).waitFor();
    expect(await planForm(page).getByLabel('Pillar').inputValue()).toBe(METRIC);
    await planForm(page).getByRole('button', { name: 'Cancel' }).click();
    await planForm(page).waitFor({ state: 'detached' });

    // The detail's way to a plan: the pillar and the group already chosen, the texts from a template.
    await page.goBack();
    await page.getByRole('link', { name: 'Create an action plan' }).click();
    const form = planForm(page);
    await form.waitFor();
    expect(await form.getByLabel('Pillar').inputValue()).toBe(METRIC);
    await form
      .getByRole('button', { name: /^Group/ })
      .getByText('Whole company')
      .waitFor();
    await form.getByRole('button', { name: 'Start from a template' }).click();
    const use = form.getByRole('button', { name: /^Use template: / }).first();
    const template = (await use.getAttribute('aria-label'))!.replace('Use template: ', '');
    await use.click();
    expect(await form.getByLabel('Title').inputValue()).toBe(template);
    const tasks = await form
      .getByRole('group', { name: 'Tasks' })
      .getByRole('textbox')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(tasks.length).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create plan' }).click();
    await form.waitFor({ state: 'detached' });

    // The card: its pillar, its scores, its tasks to tick; all ticked, the plan is done.
    const card = page.getByRole('article', { name: template });
    await card.waitFor();
    await card.getByText('In progress').waitFor();
    await card.getByText('Recognition', { exact: true }).waitFor();
    expect(await card.locator('.ap-score .score__value').count()).toBe(2);
    const boxes = card.getByRole('checkbox');
    expect(await boxes.count()).toBe(tasks.length);
    expect(await seriousViolations(page)).toEqual([]);

    // A tick the server does not take comes back unticked, and says so.
    const refuse = (url: URL) => url.pathname.startsWith('/trpc/') && url.pathname.includes('actionPlans.update');
    await page.route(refuse, (route) => route.abort('connectionreset'));
    await boxes.first().check();
    await page.getByText('The task could not be saved, so it was set back.', { exact: false }).waitFor();
    await expect.poll(() => boxes.first().isChecked()).toBe(false);
    await page.unroute(refuse);

    for (let i = 0; i < tasks.length; i++) {
      await boxes.nth(i).check();
      await expect.poll(() => card.getByText(`Tasks · ${i + 1} of ${tasks.length} done`).count()).toBe(1);
    }
    await card.getByText('Done', { exact: true }).waitFor();
    await page.getByLabel('Status').selectOption('done');
    await page.getByRole('article', { name: template }).waitFor();

    // Deleting asks first.
    await card.getByRole('button', { name: `Delete ${template}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this action plan?' });
    await confirm.getByRole('button', { name: 'Delete plan' }).click();
    await page.getByText('No action plans match these filters').waitFor();
    expect(await page.getByRole('article', { name: template }).count()).toBe(0);

    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);

  it("says each rule at its field, the browser's checks and the server's", async () => {
    const { context, page, errors } = await signIn(e2e.browser, e2e.baseUrl, company.adminEmail);
    await using shots = screenshotOnFailure(page, 'action-plans-rules');
    await page.goto(`${e2e.baseUrl}/action-plan`);
    await page.getByRole('heading', { name: 'Action plans', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New action plan' }).first().click();
    const form = planForm(page);
    await form.getByLabel('Expiry date').fill('2020-01-01');
    await form.getByLabel('Goal (0–10, optional)').fill('11');
    await form.getByRole('button', { name: 'Create plan' }).click();
    for (const text of [
      'The title field is empty.',
      'You have to select a metric.',
      'At least one task must be filled.',
      "The date field is invalid or it's less than today",
      'The goal is a score from 0 to 10.',
    ])
      await form.getByText(text, { exact: true }).waitFor();
    expect(await form.getByLabel('Title').evaluate((el) => el === document.activeElement || el.getAttribute('aria-invalid'))).toBeTruthy();

    // A goal below the pillar's score: refused here when the score is known, by the server when not.
    await form.getByLabel('Pillar').selectOption(METRIC);
    await form.getByLabel('Title').fill('Thank people by name');
    await form.getByRole('group', { name: 'Tasks' }).getByRole('textbox').first().fill('Start each meeting with a thank-you');
    await form.getByLabel('Expiry date').fill('2099-12-31');
    await form.getByLabel('Goal (0–10, optional)').fill('0');
    await form.getByText(/^Recognition is at \d\.\d now/).waitFor();
    await form.getByRole('button', { name: 'Create plan' }).click();
    await form.getByText("The goal can't be smaller than selected pillar score", { exact: true }).waitFor();

    // Without the report (its calls fail from a fresh page), only the server knows the score.
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('reports.report'),
      (route) => route.abort('connectionrefused'),
    );
    await page.reload();
    await page.getByRole('button', { name: 'New action plan' }).first().click();
    await form.getByLabel('Pillar').selectOption(METRIC);
    await form.getByLabel('Title').fill('Thank people by name');
    await form.getByRole('group', { name: 'Tasks' }).getByRole('textbox').first().fill('Start each meeting with a thank-you');
    await form.getByLabel('Goal (0–10, optional)').fill('0');
    const refused = page.waitForResponse((r) => r.url().includes('actionPlans.create'));
    await form.getByRole('button', { name: 'Create plan' }).click();
    expect((await refused).ok()).toBe(false);
    await form.getByText("The goal can't be smaller than selected pillar score", { exact: true }).waitFor();
    expect(await page.getByRole('article', { name: 'Thank people by name' }).count()).toBe(0);

    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);

  it('on the free plan: the upgrade modal and the lock, no form', async () => {
    const { db } = await testDeps();
    await db.updateTable('companies').set({ plan: 'basic' }).where('id', '=', company.companyId).execute();
    try {
      const { context, page, errors } = await signIn(e2e.browser, e2e.baseUrl, company.adminEmail);
      await using shots = screenshotOnFailure(page, 'action-plans-free-plan');
      await page.goto(`${e2e.baseUrl}/action-plan?new=1&metric=${METRIC}`);
      const upgrade = page.getByRole('dialog', { name: 'Upgrade your plan' });
      await upgrade.getByRole('link', { name: 'See plans' }).waitFor();
      await upgrade.getByRole('button', { name: 'Not now' }).click();
      await page.getByText('Action plans are part of the paid plans.').waitFor();
      expect(await page.getByRole('button', { name: 'New action plan' }).count()).toBe(0);
      expect(await planForm(page).count()).toBe(0);
      expect(errors).toEqual([]);
      shots.passed();
      await context.close();
    } finally {
      await db.updateTable('companies').set({ plan: 'enterprise' }).where('id', '=', company.companyId).execute();
    }
  });

  it('a manager on a phone, in Portuguese: the list and the form fit, and a group must be chosen', async () => {
    const { context, page, errors } = await signIn(e2e.browser, e2e.baseUrl, company.managerEmail, { width: 390, height: 844 });
    await using shots = screenshotOnFailure(page, 'action-plans-phone');
    await page.goto(`${e2e.baseUrl}/action-plan`);
    await page.getByRole('heading', { name: 'Planos de ação', level: 1 }).waitFor();
    await page.getByText('Ainda não há planos de ação').waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole('button', { name: 'Novo plano de ação' }).first().click();
    const form = planForm(page, 'Novo plano de ação');
    await form.getByLabel('Pilar').selectOption(METRIC);
    await form.getByRole('button', { name: 'Começar a partir de um modelo' }).click();
    await form
      .getByRole('button', { name: /^Usar o modelo: / })
      .first()
      .click();
    expect(await scrollsSideways(page)).toBe(false);
    await form.getByRole('button', { name: 'Criar plano' }).click();
    await form.getByText('Você precisa selecionar um grupo.', { exact: true }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);
});
