import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pollCompany, sentPoll } from '../integration/polls/helpers.js';
import { screenshotOnFailure, seriousViolations, useServerAndBrowser, signedInPage } from '../setup/browser.js';

// Writing polls in Chromium: Mia (Sales' manager; Sales has three people and its subgroup East three
// more) writes a poll with the three question types through the wizard, saves it too early and reads
// the refusal at its fields, saves the draft, opens it back and sends it to Sales; it shows under her
// active polls, Ana (of Sales) finds it to answer, and Mia duplicates it, deletes the copy and closes
// the poll, each after a confirmation. On the free plan the upgrade is offered instead. A list that
// fails to load shows as empty (measurement §8) with a quiet retry. On a phone, in Portuguese, the
// wizard fits the screen.

async function seed(languages: { mia?: 'en-US' | 'pt-BR' } = {}) {
  const t = await pollCompany();
  for (const [id, language] of [
    [t.manager.id, languages.mia ?? 'en-US'],
    [t.people.ana.id, 'en-US'],
    [t.admin.id, 'en-US'],
  ] as const) {
    await t.db.updateTable('users').set({ language, secret_question_id: 'first-pet', secret_answer_hash: 'x' }).where('id', '=', id).execute();
  }
  return t;
}

/** Whether the page, or the dialog open on it, scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => [document.documentElement, ...document.querySelectorAll('[role="dialog"]')].some((el) => el.scrollWidth > el.clientWidth + 1));

const question = (page: Page, n: number) => page.getByRole('article', { name: new RegExp(`^(Question|Pergunta) ${n}`) });

describe('writing polls in the browser', () => {
  const e2e = useServerAndBrowser();

  const open = (email: string, options: BrowserContextOptions = {}) => signedInPage(e2e.browser, e2e.baseUrl, email, options);

  it('a manager writes a poll of the three types, is refused an incomplete draft, saves, reopens and sends it; duplicate, delete and close ask first', async () => {
    const t = await seed();
    const { context, page, errors } = await open(t.manager.email!);
    await using shots = screenshotOnFailure(page, 'polls-authoring');

    await page.getByRole('navigation').getByRole('link', { name: 'Polls' }).click();
    await page.getByRole('heading', { name: 'Polls', level: 1 }).waitFor();
    expect(await page.getByRole('tab', { name: 'My polls' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('You have no active polls.').waitFor();

    // Step 1, then a draft saved too early: the server's refusal at the fields and in a summary, the title kept.
    await page.getByRole('link', { name: 'New poll' }).first().click();
    await page.getByRole('heading', { name: 'New poll', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'About', exact: true }).getAttribute('aria-current')).toBe('step');
    await page.getByLabel('Title').fill('Team pulse');
    await page.getByLabel('Description (optional)').fill('Three quick questions for Sales');
    expect(await page.getByRole('radio', { name: 'Me (Mia Sales)' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('heading', { name: 'Not saved: 2 fields need your attention' }).waitFor();
    await page.getByText('Check that all fields are completed.').waitFor();
    await page.getByRole('button', { name: 'Step 2: Choose who answers' }).waitFor();
    await page.getByRole('button', { name: 'Step 3: Add at least one question' }).click();
    await page.getByRole('heading', { name: 'Questions', level: 2 }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Add at least one question' }).waitFor();
    await page.getByRole('button', { name: 'About', exact: true }).click();
    expect(await page.getByLabel('Title').inputValue()).toBe('Team pulse');

    // Step 2: Sales (with East), the count of who answers, the access levels explained.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'Add a group' }).fill('Sal');
    await page.getByRole('option', { name: /Sales/ }).click();
    await page.getByRole('list', { name: 'Groups that answer' }).getByText('Sales').waitFor();
    await page.getByText('6 people can answer.').waitFor();
    await page.getByText("Only administrators, you and the viewers you choose read the results; the groups' direct managers do not.").waitFor();
    expect(await page.getByRole('radio', { name: /^Open/ }).isChecked()).toBe(true);

    // Step 3: the three types, each valid only once complete; a comment after the scale; reordered.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Add: Multiple choice' }).click();
    await expect.poll(() => question(page, 1).getByRole('status').textContent()).toBe('Not valid yet');
    await question(page, 1).getByLabel('Question', { exact: true }).fill('Which day suits the offsite?');
    await question(page, 1).getByLabel('Option 1', { exact: true }).fill('Monday');
    expect(await question(page, 1).getByRole('status').textContent()).toBe('Not valid yet');
    await question(page, 1).getByLabel('Option 2', { exact: true }).fill('Friday');
    await expect.poll(() => question(page, 1).getByRole('status').textContent()).toBe('Valid');
    expect(await question(page, 1).getByRole('button', { name: 'Remove option 1 of Question 1' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Add: Paragraph' }).click();
    await question(page, 2).getByLabel('Question', { exact: true }).fill('What should we change?');
    await page.getByRole('button', { name: 'Add: Scale 0–10' }).click();
    await question(page, 3).getByLabel('Question', { exact: true }).fill('How clear are our goals?');
    await question(page, 3).getByLabel('Label at 0').fill('Not at all');
    await question(page, 3).getByLabel('Label at 10').fill('Completely');
    await question(page, 3).getByLabel('Follow with a comment').check();
    expect(await question(page, 3).getByRole('status').textContent()).toBe('Not valid yet');
    await question(page, 3).getByText('Required for comments: what the person is asked to comment on.').waitFor();
    await question(page, 3).getByLabel('Comment prompt').fill('Why this score?');
    await expect.poll(() => question(page, 3).getByRole('status').textContent()).toBe('Valid');
    await page.getByRole('button', { name: 'Move Question 3 up' }).click();
    expect(await question(page, 2).getByLabel('Question', { exact: true }).inputValue()).toBe('How clear are our goals?');
    expect(await question(page, 3).getByLabel('Question', { exact: true }).inputValue()).toBe('What should we change?');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft "Team pulse" saved.').waitFor();
    await page.waitForURL(/\/custom-poll\?wizard=[0-9a-f-]{36}&step=3$/);
    expect(await page.getByRole('heading', { name: /^Not saved/ }).count()).toBe(0);

    // The draft under My polls › Drafts, opened back into the wizard and sent from its last step.
    await page.getByRole('link', { name: 'Polls', exact: true }).first().click();
    await page.getByRole('button', { name: 'Drafts' }).click();
    const draftCard = page.getByRole('article', { name: 'Team pulse' });
    await draftCard.getByText('Draft', { exact: true }).waitFor();
    await draftCard.getByRole('link', { name: 'Edit Team pulse' }).click();
    await page.getByRole('heading', { name: 'Edit draft', level: 1 }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Team pulse');
    expect(await page.getByLabel('Description (optional)').inputValue()).toBe('Three quick questions for Sales');
    await page.getByLabel('Description (optional)').fill('Three quick questions');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft "Team pulse" saved.').waitFor();
    await page.getByRole('button', { name: 'Review and send', exact: true }).click();
    await page
      .getByRole('definition')
      .filter({ hasText: /^Three quick questions$/ })
      .waitFor();
    await page.getByText('Everything is complete: the poll is ready to send.').waitFor();
    await page.getByText('0: Not at all · 10: Completely').waitFor();
    await page.getByText('Then a comment: Why this score?').waitFor();
    await page
      .getByRole('definition')
      .filter({ hasText: /^Sales$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Send poll' }).click();

    await page.waitForURL(/\/custom-poll\?view=my&status=active$/);
    await page.getByText('Poll "Team pulse" sent.').waitFor();
    const card = page.getByRole('article', { name: 'Team pulse' });
    await card.getByText('Active', { exact: true }).waitFor();
    expect(await card.getByRole('definition').allTextContents()).toEqual(expect.arrayContaining(['Mia Sales', 'Open', '3', '6']));
    expect(await page.getByText('1 poll', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Drafts' }).click();
    await page.getByText('You have no drafts.').waitFor();

    // Ana, of Sales, finds it to answer, with the way to its answer screen.
    const ana = await open(t.people.ana.email!);
    await ana.page.goto(`${e2e.baseUrl}/custom-poll`);
    const toAnswer = ana.page.getByRole('article', { name: 'Team pulse' });
    await toAnswer.getByText('To answer', { exact: true }).waitFor();
    expect(await ana.page.getByRole('tab').allTextContents()).toEqual(['To answer', 'Answered', 'Shared with me']);
    const pollId = (await toAnswer.getByRole('link', { name: 'Answer Team pulse' }).getAttribute('href'))!.split('/')[2]!;
    expect(await toAnswer.getByRole('link', { name: 'Answer Team pulse' }).getAttribute('href')).toBe(`/custom-poll/${pollId}/survey`);
    expect(await ana.page.getByRole('button', { name: /^Duplicate/ }).count()).toBe(0);
    expect(ana.errors).toEqual([]);
    await ana.context.close();

    // Duplicate: a new draft; deleting it asks first (cancel keeps it).
    await page.getByRole('button', { name: 'Active' }).click();
    await card.getByRole('button', { name: 'Duplicate Team pulse' }).click();
    await page.getByText('Poll duplicated as a draft.').waitFor();
    await page.getByRole('button', { name: 'Drafts' }).click();
    const copy = page.getByRole('article').filter({ hasText: 'Draft' });
    await expect.poll(() => copy.count()).toBe(1);
    const copyTitle = (await copy.getByRole('heading').textContent())!;
    await copy.getByRole('button', { name: `Delete ${copyTitle}` }).click();
    const deleting = page.getByRole('dialog', { name: 'Delete this draft?' });
    await deleting.getByText(`The draft "${copyTitle}" will be deleted. This cannot be undone.`).waitFor();
    await deleting.getByRole('button', { name: 'Cancel' }).click();
    expect(await copy.count()).toBe(1);
    await copy.getByRole('button', { name: `Delete ${copyTitle}` }).click();
    await deleting.getByRole('button', { name: 'Delete draft' }).click();
    await page.getByText('Draft deleted.').waitFor();
    await page.getByText('You have no drafts.').waitFor();

    // Close: confirmed, then under Closed with its report offered.
    await page.getByRole('button', { name: 'Active' }).click();
    await card.getByRole('button', { name: 'Close Team pulse' }).click();
    const closing = page.getByRole('dialog', { name: 'Close this poll?' });
    await closing.getByText('"Team pulse" stops taking answers. Its results stay readable.').waitFor();
    await closing.getByRole('button', { name: 'Close poll' }).click();
    await page.getByText('Poll closed.').waitFor();
    await page.getByText('You have no active polls.').waitFor();
    await page.getByRole('button', { name: 'Closed' }).click();
    const closed = page.getByRole('article', { name: 'Team pulse' });
    await closed.getByText('Closed', { exact: true }).waitFor();
    expect(await closed.getByRole('link', { name: 'Report of Team pulse' }).getAttribute('href')).toBe(`/custom-poll/${pollId}/report-group`);
    expect(await closed.getByRole('button', { name: 'Close Team pulse' }).count()).toBe(0);

    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 120_000);

  it('on the free plan: managers are told to ask their administrator, administrators get the upgrade modal', async () => {
    const t = await seed();
    await t.db.updateTable('companies').set({ plan: 'basic' }).where('id', '=', t.company.id).execute();

    const mia = await open(t.manager.email!);
    await using miaShots = screenshotOnFailure(mia.page, 'polls-free-manager');
    await mia.page.goto(`${e2e.baseUrl}/custom-poll`);
    await mia.page.getByText('Polls are part of the paid plans.').waitFor();
    await mia.page.getByText('This feature is part of the paid plan. Contact your account administrator to enable it.').first().waitFor();
    expect(await mia.page.getByRole('link', { name: 'New poll' }).count()).toBe(0);
    expect(mia.errors).toEqual([]);
    miaShots.passed();
    await mia.context.close();

    const ada = await open(t.admin.email!);
    await using adaShots = screenshotOnFailure(ada.page, 'polls-free-admin');
    await ada.page.goto(`${e2e.baseUrl}/custom-poll`);
    const upgrade = ada.page.getByRole('dialog', { name: 'Upgrade your plan' });
    await upgrade.getByRole('link', { name: 'See plans' }).waitFor();
    await upgrade.getByRole('button', { name: 'Not now' }).click();
    await ada.page.getByText('Polls are part of the paid plans.').waitFor();
    expect(await ada.page.getByRole('link', { name: 'New poll' }).count()).toBe(0);
    expect(ada.errors).toEqual([]);
    adaShots.passed();
    await ada.context.close();
  });

  it('a list that fails to load shows as empty, and a retry brings the polls', async () => {
    const t = await seed();
    await sentPoll(t);
    const { context, page, errors } = await open(t.people.ana.email!);
    await using shots = screenshotOnFailure(page, 'polls-list-failed');
    await page.route(/\/trpc\/[^?]*polls\.list/, (route) => route.abort());
    await page.goto(`${e2e.baseUrl}/custom-poll`);
    await page.getByText('No polls waiting for your answer.').waitFor();
    await page.getByText('The list could not be loaded.').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.unroute(/\/trpc\/[^?]*polls\.list/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('article', { name: 'Offsite check' }).getByRole('link', { name: 'Answer Offsite check' }).waitFor();
    expect(await page.getByText('The list could not be loaded.').count()).toBe(0);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  });

  it('a manager on a phone, in Portuguese: the list and every step fit the screen', async () => {
    const t = await seed({ mia: 'pt-BR' });
    const { context, page, errors } = await open(t.manager.email!, { viewport: { width: 360, height: 780 } });
    await using shots = screenshotOnFailure(page, 'polls-phone');
    await page.goto(`${e2e.baseUrl}/custom-poll`);
    await page.getByRole('heading', { name: 'Enquetes', level: 1 }).waitFor();
    await page.getByText('Você não tem enquetes ativas.').waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole('link', { name: 'Nova enquete' }).first().click();
    await page.getByLabel('Título').fill('Pulso da equipe');
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.getByRole('combobox', { name: 'Adicionar um grupo' }).fill('Sal');
    await page.getByRole('option', { name: /Sales/ }).click();
    await page.getByText('6 pessoas podem responder.').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.getByRole('button', { name: 'Adicionar: Múltipla escolha' }).click();
    await page.getByRole('button', { name: 'Adicionar: Escala 0–10' }).click();
    await question(page, 2).getByLabel('Seguir com um comentário').check();
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.getByRole('heading', { name: 'Antes de enviar, faltam 2 itens:' }).waitFor();
    await page.getByRole('button', { name: 'Complete a pergunta 1' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  });
});
