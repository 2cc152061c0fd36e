import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, ended } from '../integration/polls/answer-helpers.js';
import { pollCompany, sentPoll, type PollCompany } from '../integration/polls/helpers.js';
import { screenshotOnFailure, seriousViolations, useServerAndBrowser, signedInPage } from '../setup/browser.js';

// Sharing a poll's figures with a group, in Chromium. Mia's open three-question poll went to Sales
// (with East); Ana, Ana 2 and Ana 3 of Sales answered (Ana signed her paragraph). Mia shares the
// results with Sales from her report (asked to confirm; East left unshared after a cancel); the
// poll ends, and Ana 2 (role user) finds it under "Shared with me" and reads Sales' figures,
// computed by hand from the three answers — q1 Monday 1, Friday 2; q2 8, 6, 10 → mean 8.0; three
// respondents — with no written answer anywhere; Ana reads it in Portuguese on a phone. A
// restricted poll's report, read by its owner, shows no share section.

async function seed() {
  const t = await pollCompany();
  const [ana, ana2, ana3] = t.members.sales;
  for (const [person, language] of [
    [t.manager, 'en-US'],
    [t.admin, 'en-US'],
    [ana2!, 'en-US'],
    [ana!, 'pt-BR'],
  ] as const) {
    await t.db.updateTable('users').set({ language, secret_question_id: 'first-pet', secret_answer_hash: 'x' }).where('id', '=', person.id).execute();
  }
  const poll = await sentPoll(t);
  const as = async (p: { company_id: string; id: string }) => (await t.as(p)).caller;
  await answer(await as(ana!), poll._id, { choice: 'o2', scale: 8, why: 'Goals were shared', idea: 'More pairing', ideaNamed: true });
  await answer(await as(ana2!), poll._id, { choice: 'o2', scale: 6, idea: 'Fewer meetings' });
  await answer(await as(ana3!), poll._id, { choice: 'o1', scale: 10, idea: 'A quieter room' });
  const restricted = await sentPoll(t, { title: 'Salary talk', access_level: 'restricted' }, t.admin);
  return { t, ana: ana!, ana2: ana2!, pollId: poll._id, restrictedId: restricted._id };
}

/** Everything the people who answered wrote: none of it may reach a shared report. */
const TEXTS = ['More pairing', 'Fewer meetings', 'A quieter room', 'Goals were shared'];

describe('sharing a poll’s results with a group in the browser', () => {
  const e2e = useServerAndBrowser();
  let s: Awaited<ReturnType<typeof seed>>;

  beforeAll(async () => {
    s = await seed();
  });

  const open = (who: PollCompany['admin'], options: BrowserContextOptions = {}) => signedInPage(e2e.browser, e2e.baseUrl, who.email!, options);
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const question = (page: Page, id: string) => page.locator(`.poll-question-result[data-question="${id}"]`);
  const figure = (q: Locator, key: string) => q.locator(`[data-figure="${key}"] dd`).innerText();
  const wide = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
  /** The distribution's table (the chart's text alternative): answer → count. */
  async function table(q: Locator, seeTable: string) {
    await q.locator('.csr-distribution svg').waitFor();
    await q.getByText(seeTable).click();
    const rows = await q
      .locator('.plot__data tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]));
    return Object.fromEntries(rows) as Record<string, string>;
  }

  it('the manager shares the results with Sales from her report, by keyboard, after confirming; cancelling shares nothing', async () => {
    const { context, page, errors } = await open(s.t.manager);
    await using shots = screenshotOnFailure(page, 'poll-shares-manager');
    await page.goto(`${e2e.baseUrl}/custom-poll/${s.pollId}/report-group`);
    await page.getByRole('heading', { name: /^Offsite check/, level: 1 }).waitFor();
    const section = page.getByRole('region', { name: 'Share results' });
    await section.getByText('The people of a group you share with will see these figures for their group, never the written answers.', { exact: true }).waitFor();
    const sales = section.getByRole('switch', { name: 'Sales' });
    const east = section.getByRole('switch', { name: 'East' });
    expect(await sales.isChecked()).toBe(false);
    expect(await east.isChecked()).toBe(false);

    // East: asked, cancelled, nothing shared.
    await east.focus();
    await page.keyboard.press('Space');
    const askEast = page.getByRole('dialog', { name: 'Share the results with East?' });
    await askEast.getByRole('button', { name: 'Cancel' }).click();
    await askEast.waitFor({ state: 'detached' });
    expect(await east.isChecked()).toBe(false);

    // Sales: asked (saying who will see what), confirmed, said, and switched on.
    await sales.focus();
    await page.keyboard.press('Space');
    const askSales = page.getByRole('dialog', { name: 'Share the results with Sales?' });
    await askSales
      .getByText("The people of Sales and its subgroups will see this poll's figures for their group under “Shared with me”. Written answers are never shared.")
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await askSales.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText('Results shared with Sales.').waitFor();
    await expect.poll(() => sales.isChecked()).toBe(true);
    expect(await section.locator(`[data-group="${s.t.groups.sales.id}"] .poll-shares__state`).innerText()).toBe('Shared');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/poll-shares-manager-en.png', fullPage: true });

    // What the server holds: Sales shared, East not.
    const held = await (await s.t.as(s.t.manager)).caller.polls.shares({ id: s.pollId });
    expect(Object.fromEntries(held.groups.map((g) => [g.name, g.shared]))).toEqual({ Sales: true, East: false });
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);

  it('an employee of Sales finds it under "Shared with me" and reads its figures, with no written answer', async () => {
    await ended(s.t, s.pollId);
    // The server's figures for Sales, against values computed by hand.
    const server = await (await s.t.as(s.ana2)).caller.polls.sharedReport({ id: s.pollId, groupId: s.t.groups.sales.id });
    expect(server.stats.respondents).toBe(3);
    expect(server.questions[0]!.answers.map((a) => a.count)).toEqual([1, 2]);
    expect(server.questions[1]!.score).toBe(8);

    const { context, page, errors } = await open(s.ana2);
    await using shots = screenshotOnFailure(page, 'poll-shares-employee');
    // Without a group in the address there is nothing for her to read.
    await page.goto(`${e2e.baseUrl}/custom-poll/${s.pollId}/report-group`);
    await page.getByTestId('poll-report-not-found').waitFor();

    await page.goto(`${e2e.baseUrl}/custom-poll`);
    await page.getByRole('tab', { name: 'Shared with me' }).click();
    const card = page.getByRole('article', { name: 'Offsite check' });
    await card.getByRole('link', { name: 'Results of Offsite check' }).click();
    await page.waitForURL(`**/custom-poll/${s.pollId}/report-group/${s.t.groups.sales.id}`);
    await page.getByRole('heading', { name: /^Offsite check/, level: 1 }).waitFor();
    expect(await page.getByTestId('poll-report-shared').innerText()).toBe("These results were shared with Sales. Written answers stay with the poll's leaders.");
    expect(await page.locator('[data-fact="group"] dd').innerText()).toBe('Sales');
    expect(await page.locator('[data-stat="respondents"] .csr-big').innerText()).toBe('3');
    const q1 = question(page, 'q1');
    expect(await figure(q1, 'unique')).toBe('3');
    expect(await table(q1, 'See the figures as a table')).toEqual({ Monday: '1', Friday: '2' });
    expect(await figure(question(page, 'q2'), 'score')).toMatch(/^8\.0/);
    // No group picker, no share section, no texts (not even as withheld).
    expect(await page.getByRole('button', { name: /^Group / }).count()).toBe(0);
    expect(await page.locator('.poll-shares, .poll-answers, .poll-comment-result').count()).toBe(0);
    const shown = await page.locator('main').innerText();
    for (const text of TEXTS) expect(shown).not.toContain(text);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/poll-shares-employee-en.png', fullPage: true });
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);

  it('another reads it in Portuguese on a phone', async () => {
    const { context, page, errors } = await open(s.ana, phone);
    await using shots = screenshotOnFailure(page, 'poll-shares-pt');
    await page.goto(`${e2e.baseUrl}/custom-poll?view=shared`);
    await page.getByRole('tab', { name: 'Compartilhadas comigo', selected: true }).waitFor();
    await page.screenshot({ path: 'test-results/poll-shares-list-pt-phone.png', fullPage: true });
    await page.getByRole('article', { name: 'Offsite check' }).getByRole('link', { name: 'Resultados de Offsite check' }).click();
    await page.getByTestId('poll-report-shared').getByText('Estes resultados foram compartilhados com Sales.', { exact: false }).waitFor();
    await question(page, 'q1').locator('.csr-distribution svg').waitFor();
    const shown = await page.locator('main').innerText();
    for (const text of TEXTS) expect(shown).not.toContain(text);
    expect(await wide(page)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/poll-shares-employee-pt-phone.png', fullPage: true });
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);

  it('the manager’s share section in Portuguese on a phone', async () => {
    await s.t.db.updateTable('users').set({ language: 'pt-BR' }).where('id', '=', s.t.manager.id).execute();
    const { context, page, errors } = await open(s.t.manager, phone);
    await using shots = screenshotOnFailure(page, 'poll-shares-manager-pt');
    await page.goto(`${e2e.baseUrl}/custom-poll/${s.pollId}/report-group`);
    const section = page.getByRole('region', { name: 'Compartilhar resultados' });
    expect(await section.getByRole('switch', { name: 'Sales' }).isChecked()).toBe(true);
    expect(await section.locator(`[data-group="${s.t.groups.sales.id}"] .poll-shares__state`).innerText()).toBe('Compartilhado');
    expect(await wide(page)).toBeLessThanOrEqual(390);
    await section.screenshot({ path: 'test-results/poll-shares-manager-pt-phone.png' });
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);

  it('a restricted poll’s report shows no share section, even to its owner', async () => {
    const { context, page, errors } = await open(s.t.admin);
    await using shots = screenshotOnFailure(page, 'poll-shares-restricted');
    const asked = page.waitForResponse((r) => r.url().includes('polls.shares'));
    await page.goto(`${e2e.baseUrl}/custom-poll/${s.restrictedId}/report-group`);
    await page.getByRole('heading', { name: /^Salary talk/, level: 1 }).waitFor();
    // The server refused (nothing to share), and the screen has drawn what it says.
    expect(await (await asked).text()).toContain('NOT_FOUND');
    await page.locator('.poll-question-result').first().waitFor();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.locator('.poll-shares').count()).toBe(0);
    expect(await page.getByRole('switch').count()).toBe(0);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);
});
