import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../server/db/tenant.js';
import { releaseCustomHeld } from '../../server/modules/custom-surveys/custom-surveys.release.js';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { sessionFor } from '../integration/auth/helpers.js';
import { everyTypeSurvey, launchIn } from '../integration/custom-surveys/helpers.js';
import { makeGroup } from '../integration/groups/helpers.js';
import { screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { attachAnalytics, callerFor, testDeps } from '../setup/test-context.js';

// A custom survey's results in Chromium: a weekly survey of two groups answered over two cycles by
// eight and then six people, released and synced as the server does. An administrator reads the
// report (figures, a distribution chart, NPS and its history), picks a cycle and a group, downloads
// the CSV, and reads participation and the comments (a group too small for them withheld); an
// administrator who reads Spanish on a 390 px phone; a manager without access is refused.

const PASSWORD = 'Secret#123';
const secret = { secret_question_id: 'first-pet', secret_answer_hash: 'x' };
const SURVEY = everyTypeSurvey(false);

type Given = { question_id: string; answer_ids?: string[]; value?: number; text?: string };

/** One person's answers; the first `writers` of a cycle write in the open question. */
function answersOf(i: number, cycle: number, writes: boolean): Given[] {
  const given: Given[] = [
    { question_id: 'q1', answer_ids: [i % 4 === 3 ? 'a2' : 'a1'] },
    { question_id: 'q2', answer_ids: i % 2 ? ['m1', 'm2'] : ['m3'] },
    { question_id: 'q3', value: [5, 4, 4, 3, 5, 2, 4, 5][i]! },
    { question_id: 'q4', value: [10, 9, 8, 6, 9, 3, 10, 7][(i + cycle) % 8]! },
    { question_id: 'q5', value: [8, 7, 9, 6, 10, 5, 8, 7][i]! },
  ];
  if (writes) given.push({ question_id: 'q6', text: `Idea ${cycle}.${i}: more pairing in the first week` });
  return given;
}

/**
 * Sales and Support, four people each; Otto leads Support but was given no access. Cycle 1: eight
 * answer, six write; cycle 2: six answer, five write; once both are over the survey is closed, so
 * every text counts, and what was held is released and synced.
 */
async function seed() {
  const { db, deps } = await testDeps();
  const company = await makeCompany(db, { name: 'Results E2E Co', plan: 'enterprise' });
  const admin = await makeUser(db, company.id, { role: 'admin', first_name: 'Ada', language: 'en-US', ...secret });
  const sofia = await makeUser(db, company.id, { role: 'admin', first_name: 'Sofía', language: 'es-AR', ...secret });
  const otto = await makeUser(db, company.id, { role: 'manager', first_name: 'Otto', language: 'en-US', ...secret });
  const people: Awaited<ReturnType<typeof makeUser>>[] = [];
  for (let i = 0; i < 8; i++) people.push(await makeUser(db, company.id, { first_name: `Person ${i}`, password: null }));
  const sales = await makeGroup(company.id, { name: 'Sales', members: people.slice(0, 4).map((p) => p.id) });
  const support = await makeGroup(company.id, { name: 'Support', members: people.slice(4).map((p) => p.id), managers: [otto.id] });

  const { caller } = await callerFor({ token: await sessionFor(admin) });
  const survey = await caller.customSurveys.create({
    customSurvey: { ...SURVEY, status: 'scheduled', surveyPublic: { groupsWithHierarchy: [sales.id, support.id] }, launchConfiguration: launchIn(1) },
  });
  const startedAgo = (interval: string) =>
    withTenant(db, company.id, (tx) => sql`update custom_surveys set launch_at = now() - ${interval}::interval where id = ${survey.id}`.execute(tx));
  const send = async (cycle: number, who: number[], writers: number) => {
    for (const [n, i] of who.entries()) {
      const { caller: person } = await callerFor({ token: await sessionFor(people[i]!) });
      await person.customSurveys.send({ id: survey.id, submissionId: randomUUID(), cycle, answers: answersOf(i, cycle, n < writers) });
    }
    await releaseCustomHeld(db, deps.sealingKey, new Date());
  };
  await startedAgo('1 hour');
  await send(1, [0, 1, 2, 3, 4, 5, 6, 7], 6);
  await startedAgo('7 days 1 hour');
  await send(2, [0, 1, 2, 4, 5, 6], 5);
  // Both cycles over before the survey is closed: a survey closed by hand keeps its last cycle's
  // scheduled end, and texts of a cycle under way arrive only in blocks.
  await startedAgo('14 days 1 hour');
  await caller.customSurveys.close({ id: survey.id });
  await releaseCustomHeld(db, deps.sealingKey, new Date());
  await attachAnalytics();
  return { admin, sofia, otto, sales, support, surveyId: survey.id };
}

describe('custom survey results in the browser', () => {
  const e2e = useServerAndBrowser();
  let t: Awaited<ReturnType<typeof seed>>;

  beforeAll(async () => {
    t = await seed();
  });

  async function signedIn(email: string, viewport = { width: 1280, height: 900 }) {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport, acceptDownloads: true });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchPageErrors(page);
    await submitSignIn(page, `${e2e.baseUrl}/login`, email, PASSWORD);
    await page.waitForURL('**/dashboard');
    return { context, page, errors };
  }

  const figures = (page: Page) => page.locator('.csr-question');

  it('an administrator reads the report, picks a cycle and a group, downloads the CSV, and reads participation and comments', async () => {
    const { context, page, errors } = await signedIn(t.admin.email!);
    await using shots = screenshotOnFailure(page, 'custom-survey-results');
    const a11y: Record<string, string[]> = {};
    const reports = `${e2e.baseUrl}/custom-surveys/${t.surveyId}/reports`;

    // The report: title and status, the latest cycle's figures, every question's spread, NPS with its history.
    await page.goto(reports);
    await page.getByRole('heading', { name: /^Onboarding/, level: 1 }).waitFor();
    await page.locator('.csr-badge', { hasText: 'Closed' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Custom surveys' }).waitFor();
    await expect.poll(() => page.getByTestId('respondents').innerText()).toBe('6');
    const overall = page.locator('#csr-summary-title + .score .score__value');
    expect(await overall.innerText()).toMatch(/^\d{1,2}\.\d$/);
    await expect.poll(() => figures(page).count()).toBe(6);
    const welcome = page.getByRole('list', { name: 'Pillars' }).locator('[data-pillar="welcome"]');
    expect(await welcome.getAttribute('data-band')).toMatch(/^(low|medium|high)$/);
    const select = page.locator('.csr-question[data-question="q1"]');
    await select.locator('.csr-distribution svg').waitFor();
    await select.getByText('See the figures as a table').click();
    await select.getByRole('rowheader', { name: 'Great' }).waitFor();
    await page.locator('.csr-question[data-question="q3"]').getByText('Average (1 to 5 stars)').waitFor();
    const nps = page.locator('.csr-question[data-question="q4"]');
    await nps.getByRole('list', { name: 'NPS answers by group' }).getByText('Promoters').waitFor();
    await nps.locator('.csr-nps .plot__canvas svg').first().waitFor();
    await page.locator('.csr-question[data-question="q6"]').getByText('5 people wrote an answer.').waitFor();
    a11y.report = await seriousViolations(page);

    // The group picker from the keyboard; two cycles to choose from.
    const cycle = page.getByLabel('Cycle', { exact: true });
    expect(await cycle.locator('option').allInnerTexts()).toEqual([expect.stringMatching(/^Cycle 2 · /), expect.stringMatching(/^Cycle 1 · /)]);
    await cycle.selectOption('1');
    await page.waitForURL(/cycle=1/);
    await expect.poll(() => page.getByTestId('respondents').innerText()).toBe('8');
    const picker = page.getByRole('button', { name: /^Group / });
    await picker.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search groups');
    await page.keyboard.type('Sal');
    await page.getByRole('list', { name: 'Groups found' }).getByRole('button', { name: 'Sales' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`group=${t.sales.id}`));
    await expect.poll(() => picker.innerText()).toContain('Sales');
    await expect.poll(() => page.getByTestId('respondents').innerText()).toBe('4');

    // The report of this group and cycle as a CSV, in the reader's language.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the report as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^clima-survey-onboarding-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv).toContain('Onboarding');
    expect(csv).toContain('Sales');

    // Participation of the whole audience: invited, confirmed, able to answer, the rate in its band, cycle by cycle.
    await page.getByRole('navigation', { name: 'Survey results' }).getByRole('link', { name: 'Participation' }).click();
    await page.waitForURL(/\/participation\?/);
    await picker.click();
    await page.getByRole('group', { name: 'Group' }).getByRole('button', { name: 'All groups' }).click();
    await page.waitForURL(/\/participation$/);
    await expect.poll(() => page.locator('[data-figure="invitedCount"] dd').first().innerText()).toBe('8');
    expect(await page.locator('[data-figure="activeCount"] dd').first().innerText()).toBe('8');
    await page.locator('.csr-rate .score.band--high').getByText('75%').waitFor();
    await expect.poll(() => page.locator('.csr-cycles tbody tr').count()).toBe(2);
    await page.locator('.csr-participation + .report-section .plot__canvas svg').waitFor();
    a11y.participation = await seriousViolations(page);

    // Comments: every cycle's, each with its question and cycle; one question; a group too small for them.
    await page.getByRole('navigation', { name: 'Survey results' }).getByRole('link', { name: 'Comments' }).click();
    await page.waitForURL(/\/feedbacks$/);
    const comments = page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
    await expect.poll(() => comments.count()).toBe(11);
    await comments.first().getByText('Anything else?').waitFor();
    await page.getByLabel('Question', { exact: true }).selectOption('q6');
    await page.waitForURL(/question=q6/);
    await expect.poll(() => comments.count()).toBe(11);
    await page.getByLabel('Cycle', { exact: true }).selectOption('2');
    await expect.poll(() => comments.count()).toBe(5);
    a11y.feedbacks = await seriousViolations(page);
    await picker.click();
    await page.getByRole('group', { name: 'Group' }).getByRole('button', { name: 'Support' }).click();
    await page
      .getByTestId('feedbacks-withheld')
      .getByText(/at least 5 different people/)
      .waitFor();
    expect(await comments.count()).toBe(0);

    // A cycle without answers (an old or typed link) says so, and leads to the latest.
    await page.goto(`${reports}?cycle=9`);
    await page.getByText('No results for cycle 9').waitFor();
    await page.getByRole('link', { name: 'See the latest cycle' }).click();
    await expect.poll(() => page.getByTestId('respondents').innerText()).toBe('6');

    expect(a11y).toEqual({ report: [], participation: [], feedbacks: [] });
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);

  it('reads in Spanish on a 390 px phone', async () => {
    const { context, page, errors } = await signedIn(t.sofia.email!, { width: 390, height: 844 });
    await using shots = screenshotOnFailure(page, 'custom-survey-results-es');
    await page.goto(`${e2e.baseUrl}/custom-surveys/${t.surveyId}/reports`);
    await page.getByRole('heading', { name: /^Integración/, level: 1 }).waitFor();
    await page.getByText('Resultados de la encuesta', { exact: true }).waitFor();
    const select = page.locator('.csr-question[data-question="q1"]');
    await select.locator('.csr-distribution svg').waitFor();
    await select.getByText('Ver los números en una tabla').click();
    await select.getByRole('rowheader', { name: 'Excelente' }).waitFor();
    await page.getByRole('button', { name: 'Descargar el informe en CSV' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('navigation', { name: 'Resultados de la encuesta' }).getByRole('link', { name: 'Participación' }).click();
    await page.getByText('Pueden responder', { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);

  it('refuses a manager who was given no access: the report-unauthorised modal, then the survey list', async () => {
    const { context, page, errors } = await signedIn(t.otto.email!);
    await using shots = screenshotOnFailure(page, 'custom-survey-results-refused');
    await page.goto(`${e2e.baseUrl}/custom-surveys/${t.surveyId}/reports`);
    await page.getByRole('dialog').getByText('You are not allowed to access the report').waitFor();
    await page.waitForURL(`${e2e.baseUrl}/custom-surveys`);
    expect(await page.getByText('Onboarding').count()).toBe(0);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);
});
