import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { makeGroup } from '../integration/groups/helpers.js';
import { screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';

const PASSWORD = 'Secret#123';

/** Tomorrow as São Paulo counts days: YYYY-MM-DD. */
const tomorrowInSaoPaulo = () => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

/** The list's row of a survey, by its exact title. */
const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader').getByRole('link', { name: title, exact: true }) });

// An administrator builds a survey in two languages with three question types (saved as they type,
// kept across a reload), launches it to a group for tomorrow 09:00 in São Paulo, duplicates it,
// uses a ready template and deletes the copy; then the list on a phone and in Spanish.
describe('custom surveys in the browser', () => {
  const e2e = useServerAndBrowser();
  let email: string;
  let group: string;

  beforeAll(async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { name: 'Custom Surveys E2E Co', plan: 'enterprise' });
    const admin = await makeUser(db, company.id, {
      role: 'admin',
      first_name: 'Cora',
      last_name: 'Admin',
      language: 'en-US',
      secret_question_id: 'first-pet',
      secret_answer_hash: 'x',
    });
    email = admin.email!;
    // Three people: a survey is launched to at least k who can answer (ANONYMITY.md, rule 11).
    const members = await Promise.all(['Rui', 'Lia', 'Teo'].map((first_name) => makeUser(db, company.id, { role: 'user', first_name })));
    group = (await makeGroup(company.id, { name: 'Field Sales', members: members.map((m) => m.id) })).name;
  });

  it('builds, saves, launches, duplicates, uses a template and deletes', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'custom-surveys');
    await submitSignIn(page, `${e2e.baseUrl}/custom-surveys`, email, PASSWORD);
    await page.getByText('No custom surveys yet. Create one, or start from a template.').waitFor();

    // Step 1: a second language brings its own fields; the first save gives the survey its address.
    await page.getByRole('link', { name: 'New survey' }).click();
    await page.getByRole('heading', { name: 'New survey', level: 1 }).waitFor();
    await page.getByLabel('Portuguese').check();
    await page.getByLabel('Title in English').fill('Team pulse');
    await page.getByLabel('Title in Portuguese').fill('Pulso da equipe');
    await page.getByText(/^Saved at /).waitFor();
    expect(page.url()).toMatch(/\/custom-surveys\/[0-9a-f-]{36}\/settings/);

    // Step 2: stars, a scored single choice with two answers, and a comment.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByLabel('Question 1 type').selectOption('stars');
    await page.getByLabel('Question 1 in English').fill('How was your week?');
    await page.getByLabel('Question 1 in Portuguese').fill('Como foi sua semana?');
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByLabel('Question 2 type').selectOption('select');
    await page.getByLabel('Question 2 in English').fill('Do you have what you need?');
    await page.getByLabel('Question 2 in Portuguese').fill('Você tem o que precisa?');
    await page.getByLabel('Question 2 counts for score').check();
    for (const [n, en, pt, classification, score] of [
      [1, 'Yes', 'Sim', 'very-good', '10'],
      [2, 'No', 'Não', 'bad', '2.5'],
    ] as const) {
      await page.getByRole('button', { name: 'Add answer' }).click();
      await page.getByLabel(`Question 2, answer ${n} in English`).fill(en);
      await page.getByLabel(`Question 2, answer ${n} in Portuguese`).fill(pt);
      await page.getByLabel(`Answer ${n} classification`).selectOption(classification);
      await page.getByLabel(`Answer ${n} score (0 to 10)`).fill(score);
    }
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByLabel('Question 3 in English').fill('Anything else?');
    await page.getByLabel('Question 3 in Portuguese').fill('Algo mais?');
    // Reordering by keyboard: "move up" of question 3, pressed with Enter, keeps the focus.
    await page.getByRole('button', { name: 'Move Question 3 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Question 2 in English').inputValue()).toBe('Anything else?');
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Question 1 in English').inputValue()).toBe('Anything else?');
    await page.getByRole('button', { name: 'Move Question 1 down' }).click();
    await page.getByRole('button', { name: 'Move Question 2 down' }).click();
    expect(await page.getByLabel('Question 3 in English').inputValue()).toBe('Anything else?');
    await page.getByText(/^Saved at /).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A reload finds everything, from the server.
    await page.reload();
    await page.getByLabel('Question 3 in English').waitFor();
    expect(await page.getByLabel('Question 2, answer 2 in Portuguese').inputValue()).toBe('Não');
    expect(await page.getByLabel('Answer 1 score (0 to 10)').inputValue()).toBe('10');

    // Step 3: the notice lists what a launch still needs, each going to its place.
    await page.getByRole('button', { name: 'Next' }).click();
    const notice = page.locator('.cs-notice');
    await notice.getByText('Before launching, 2 things are missing:').waitFor();
    expect(await notice.getByRole('listitem').allTextContents()).toEqual(['Choose who answers the survey', 'Choose the launch date, time and time zone']);
    expect(await seriousViolations(page)).toEqual([]);

    await notice.getByRole('button', { name: 'Choose who answers the survey' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Audience' }).waitFor();
    await dialog.getByRole('combobox', { name: 'Add a group with its subgroups' }).fill('Field');
    await dialog.getByRole('option', { name: new RegExp(group) }).click();
    await dialog.getByRole('list', { name: 'Groups with their subgroups' }).getByText(group).waitFor();
    await dialog.getByRole('button', { name: 'Save audience' }).click();
    await notice.getByText('Before launching, 1 thing is missing:').waitFor();
    await page.getByText(`Groups with their subgroups: ${group}`).waitFor();

    await page.getByRole('button', { name: 'Launch…' }).click();
    await dialog.getByLabel('Launch date').fill(tomorrowInSaoPaulo());
    await dialog.getByLabel('Launch time').fill('09:00');
    await dialog.getByLabel('Time zone').selectOption('America/Sao_Paulo');
    await dialog.getByText(/^First delivery: .* at 09:00 \(America\/Sao Paulo\)$/).waitFor();
    await dialog.getByRole('button', { name: 'Launch', exact: true }).click();
    await page.getByText(/^Survey launched: it starts /).waitFor();
    await page.getByRole('heading', { name: 'Custom surveys', level: 1 }).waitFor();
    await row(page, 'Team pulse').getByText('Scheduled').waitFor();

    // Duplicate: a draft copy.
    await page.getByRole('button', { name: 'Duplicate Team pulse' }).click();
    await row(page, 'Team pulse (copy)').getByText('Draft').waitFor();

    // Use a ready template: a new draft of one's own, opened in the builder.
    await page.getByRole('tab', { name: 'Templates' }).click();
    await page
      .getByRole('button', { name: /^Use the template / })
      .nth(4)
      .waitFor();
    const template = page.getByRole('button', { name: /^Use the template / }).first();
    const templateName = (await template.getAttribute('aria-label'))!.replace('Use the template ', '');
    await template.click();
    await page.getByRole('heading', { name: templateName, level: 1 }).waitFor();
    await page.locator('.cs-builder__title').getByText('Draft').waitFor();

    // Delete the copy, after a confirmation that names it.
    await page.getByRole('link', { name: 'Custom surveys', exact: true }).first().click();
    await page.getByRole('tab', { name: 'Drafts' }).click();
    await page.getByRole('button', { name: 'Delete Team pulse (copy)' }).click();
    await dialog.getByText('“Team pulse (copy)” will be deleted with every answer given to it. This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete survey' }).click();
    await row(page, 'Team pulse (copy)').waitFor({ state: 'detached' });
    await row(page, templateName).waitFor();

    // Back to draft: the scheduled survey will not start, after a confirmation; its content stays.
    await page.getByRole('tab', { name: 'Scheduled' }).click();
    await page.getByRole('link', { name: 'Edit Team pulse' }).click();
    await page.getByLabel('Title in English').waitFor();
    await page.goto(`${page.url().split('?')[0]}?step=3`);
    await page.getByRole('button', { name: 'Back to draft' }).click();
    await dialog.getByText('It will not start as scheduled.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Back to draft' }).click();
    await page.getByText('The survey is a draft again.').waitFor();
    await page.getByRole('tab', { name: 'Drafts' }).click();
    await row(page, 'Team pulse').getByText('Draft').waitFor();
    // Launched again for the phone test below (the same audience, checked anew).
    await page.getByRole('link', { name: 'Edit Team pulse' }).click();
    await page.getByLabel('Title in English').waitFor();
    await page.goto(`${page.url().split('?')[0]}?step=3`);
    await page.getByRole('button', { name: 'Launch…' }).click();
    await dialog.getByLabel('Launch date').fill(tomorrowInSaoPaulo());
    await dialog.getByLabel('Launch time').fill('09:00');
    await dialog.getByRole('button', { name: 'Launch', exact: true }).click();
    await page.getByText(/^Survey launched: it starts /).waitFor();

    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 120_000);

  it('works on a phone and in Spanish', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'custom-surveys-phone');
    await submitSignIn(page, `${e2e.baseUrl}/custom-surveys`, email, PASSWORD);
    await row(page, 'Team pulse').waitFor();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);

    // The builder's columns stack: nothing wider than the phone, every field reachable.
    await page.getByRole('link', { name: 'Edit Team pulse' }).click();
    await page.getByRole('button', { name: /Survey information/ }).click();
    await page.getByLabel('Question 1 in Portuguese').waitFor();
    expect(await fits()).toBe(true);

    // Spanish: the language button, then the list and the builder in Spanish.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('button[lang="es-AR"]').first().click();
    await page.getByRole('button', { name: /Información de la encuesta/ }).waitFor();
    await page.getByLabel('Pregunta 1 en portugués').waitFor();
    await page.goto(`${e2e.baseUrl}/custom-surveys`);
    await page.getByRole('heading', { name: 'Encuestas personalizadas', level: 1 }).waitFor();
    // No Spanish title: the first language the survey has (Portuguese) stands in.
    await row(page, 'Pulso da equipe').getByText('Programada').waitFor();
    await page.getByRole('tab', { name: 'Plantillas' }).click();
    // The five ready templates (custom-surveys.templates.ts).
    await page
      .getByRole('button', { name: /^Usar la plantilla / })
      .nth(4)
      .waitFor();
    expect(await fits()).toBe(true);

    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);
});
