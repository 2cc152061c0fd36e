import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, ended } from '../integration/polls/answer-helpers.js';
import { pollCompany, sentPoll, type PollCompany } from '../integration/polls/helpers.js';
import { screenshotOnFailure, seriousViolations, useServerAndBrowser, signedInPage } from '../setup/browser.js';

// A poll's report in Chromium. Mia's three-question poll went to Sales and East (six people); five
// answered — Ana signed her paragraph — and the poll ended, so every answer counts. Mia reads the
// report (the figures as the server gives them, checked against values computed by hand: q1 Monday
// 2 and Friday 3; q2 4, 6, 7, 8, 10 → mean 7.0; 5 of 6 → 83%), picks East (two of its three
// answered: withheld), and an administrator reads it in Spanish on a phone. A restricted poll's
// results are refused to Mia, the team's direct manager, and read by the administrator.

async function seed() {
  const t = await pollCompany();
  for (const [person, language] of [
    [t.manager, 'en-US'],
    [t.admin, 'es-AR'],
  ] as const) {
    await t.db.updateTable('users').set({ language, secret_question_id: 'first-pet', secret_answer_hash: 'x' }).where('id', '=', person.id).execute();
  }
  const poll = await sentPoll(t);
  const [a1, a2, a3] = t.members.sales;
  const [b1, b2] = t.members.east;
  const as = async (p: { company_id: string; id: string }) => (await t.as(p)).caller;
  await answer(await as(a1!), poll._id, { choice: 'o2', scale: 8, why: 'Goals were shared', idea: 'More pairing', ideaNamed: true });
  await answer(await as(a2!), poll._id, { choice: 'o2', scale: 6, idea: 'Fewer meetings' });
  await answer(await as(a3!), poll._id, { choice: 'o1', scale: 10 });
  await answer(await as(b1!), poll._id, { choice: 'o2', scale: 4, idea: 'A quieter room' });
  await answer(await as(b2!), poll._id, { choice: 'o1', scale: 7, why: 'Clear enough' });
  await ended(t, poll._id);
  const restricted = await sentPoll(t, { title: 'Salary talk', access_level: 'restricted' }, t.admin);
  return { t, pollId: poll._id, restrictedId: restricted._id, author: `${a1!.first_name} ${a1!.last_name}` };
}

describe('a poll report in the browser', () => {
  const e2e = useServerAndBrowser();
  let s: Awaited<ReturnType<typeof seed>>;

  beforeAll(async () => {
    s = await seed();
  });

  const open = (who: PollCompany['admin'], options: BrowserContextOptions = {}) => signedInPage(e2e.browser, e2e.baseUrl, who.email!, options);

  const fact = (page: Page, key: string) => page.locator(`[data-fact="${key}"] dd`).innerText();
  const question = (page: Page, id: string) => page.locator(`.poll-question-result[data-question="${id}"]`);
  const figure = (q: Locator, key: string) => q.locator(`[data-figure="${key}"] dd`).innerText();
  /** The distribution's table (the chart's text alternative): answer → count. */
  async function table(q: Locator) {
    await q.locator('.csr-distribution svg').waitFor();
    await q.getByText('See the figures as a table').click();
    const rows = await q
      .locator('.plot__data tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]));
    return Object.fromEntries(rows) as Record<string, string>;
  }

  it('the owner reads the figures the server gives, picks a group that is withheld, and everything says why', async () => {
    const server = await (await s.t.as(s.t.manager)).caller.polls.report({ id: s.pollId, groupId: 'consolidate' });
    // The server's figures, against values computed by hand.
    expect(server.stats).toEqual({ respondents: 5, withheld: false, participationRate: expect.closeTo(83.3, 0) });
    expect(server.questions[0]!.answers.map((a) => a.count)).toEqual([2, 3]);
    expect(server.questions[1]!.score).toBe(7);

    const { context, page, errors } = await open(s.t.manager);
    await using shots = screenshotOnFailure(page, 'poll-report-en');
    await page.goto(`${e2e.baseUrl}/custom-poll/${s.pollId}/report-group`);
    await page.getByRole('heading', { name: /^Offsite check/, level: 1 }).waitFor();
    await page.locator('.csr-badge', { hasText: 'Closed' }).waitFor();
    expect(await fact(page, 'group')).toBe('Everyone it was sent to');
    expect(await fact(page, 'access')).toBe('Open');
    expect(await fact(page, 'owner')).toBe(`Mia Sales (${s.t.manager.email})`);
    expect(await fact(page, 'sender')).toBe('Its creator');
    expect(await fact(page, 'people')).toBe('6');
    expect(await fact(page, 'questions')).toBe('3');
    expect(await page.locator('[data-stat="respondents"] .csr-big').innerText()).toBe('5');
    expect(await page.locator('[data-stat="participation"] .score__value').innerText()).toBe('83%');

    const q1 = question(page, 'q1');
    expect(await q1.locator('.csr-question__meta').innerText()).toBe('Question 1 · Multiple choice');
    expect(await figure(q1, 'unique')).toBe('5');
    expect(await figure(q1, 'skipped')).toBe('0');
    expect(await q1.locator('[data-figure="score"]').count()).toBe(0);
    expect(await table(q1)).toEqual({ Monday: '2', Friday: '3' });

    const q2 = question(page, 'q2');
    expect(await figure(q2, 'score')).toMatch(/^7\.0/);
    const points = await table(q2);
    expect(Object.keys(points)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(['4', '6', '7', '8', '10'].map((p) => points[p])).toEqual(['1', '1', '1', '1', '1']);
    // Two people commented: under the comment minimum, withheld, and said so.
    await q2.locator('.poll-comment-result').getByText('Withheld for anonymity: fewer than 5 people stand behind it', { exact: false }).waitFor();

    // The paragraph: its figures withheld (as the server says), Ana's signed text shown with her name.
    const q3 = question(page, 'q3');
    expect(server.questions[2]!.withheld).toBe(true);
    await q3.getByText('Withheld for anonymity: fewer than 3 people stand behind it', { exact: false }).first().waitFor();
    const texts = q3.getByRole('list', { name: 'Written answers to “What should we change?”' }).getByRole('listitem');
    expect((await texts.allInnerTexts()).map((x) => x.replace(/\s+/g, ' '))).toEqual([`More pairing — ${s.author}`]);
    expect(await seriousViolations(page)).toEqual([]);

    // East: two of its three people answered — withheld, with the report's sentence.
    const picker = page.getByRole('button', { name: /^Group / });
    await picker.click();
    await page.getByRole('group', { name: 'Group' }).getByRole('button', { name: 'Show the subgroups of Sales' }).click();
    await page.getByRole('group', { name: 'Group' }).getByRole('button', { name: 'East', exact: true }).click();
    await page.waitForURL(`**/custom-poll/${s.pollId}/report-group/${s.t.groups.east.id}`);
    await expect.poll(() => fact(page, 'group')).toBe('East');
    await page.getByRole('status').getByText('fewer than 3 people', { exact: false }).waitFor();
    expect(await page.locator('[data-stat="respondents"] .withheld').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);

  it('an administrator reads it in Spanish on a phone', async () => {
    const { context, page, errors } = await open(s.t.admin, { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
    await using shots = screenshotOnFailure(page, 'poll-report-es');
    await page.goto(`${e2e.baseUrl}/custom-poll/${s.pollId}/report-group`);
    await page.getByRole('heading', { name: /^Offsite check/, level: 1 }).waitFor();
    expect(await fact(page, 'access')).toBe('Abierto');
    expect(await fact(page, 'group')).toBe('Todas las personas que la recibieron');
    expect(await question(page, 'q1').locator('.csr-question__meta').innerText()).toBe('Pregunta 1 · Opción múltiple');
    await question(page, 'q1').locator('.csr-distribution svg').waitFor();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);

  it("refuses a restricted poll's results to the team's direct manager, and shows them to an administrator", async () => {
    const { context, page, errors } = await open(s.t.manager);
    await using shots = screenshotOnFailure(page, 'poll-report-restricted');
    await page.goto(`${e2e.baseUrl}/custom-poll/${s.restrictedId}/report-group`);
    await page.getByTestId('poll-report-not-found').getByText("This poll doesn't exist or you can't read its results").waitFor();
    expect(await page.getByRole('heading', { name: /Salary talk/ }).count()).toBe(0);
    expect(await page.locator('.poll-question-result').count()).toBe(0);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();

    const admin = await open(s.t.admin);
    await admin.page.goto(`${e2e.baseUrl}/custom-poll/${s.restrictedId}/report-group`);
    await admin.page.getByRole('heading', { name: /^Salary talk/, level: 1 }).waitFor();
    expect(await fact(admin.page, 'access')).toBe('Restringido');
    await admin.context.close();
  }, 60_000);
});
