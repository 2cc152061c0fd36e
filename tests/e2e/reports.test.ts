import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../server/db/tenant.js';
import { makeCompany } from '../../seeds/factories.js';
import { generateCompany, type GeneratedCompany } from '../../seeds/synthetic/index.js';
import { addDays, toDay } from '../../server/modules/survey/survey.cycles.js';
import { addCycle, addResponses, respondents } from '../integration/analytics/fixtures.js';
import { screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { attachAnalytics, testDeps, TEST_ENV } from '../setup/test-context.js';
import { PILLAR_IDS } from '../../domain/metrics.js';

// A manager reads the reports of a company with a year of weekly answers: the dashboard, the
// climate report of their group (coloured figures), a pillar's detail, the eNPS history, and the
// refusal of a group outside their subtree; every screen passes axe-core without serious issues.

const PASSWORD = 'Secret#123';
const BAND_BORDERS: Record<string, string> = { low: 'rgb(200, 55, 45)', medium: 'rgb(217, 154, 30)', high: 'rgb(46, 139, 87)' };

/** The manager's first group (the one /reports lands on) and a group outside their subtree. */
async function groupsOf(company: GeneratedCompany) {
  const { db } = await testDeps();
  return withTenant(db, company.companyId, async (tx) => {
    const groups = await tx.selectFrom('groups').select(['id', 'parent_id', 'name']).execute();
    const managed = new Set((await tx.selectFrom('group_managers').select('group_id').where('user_id', '=', company.managerId).execute()).map((m) => m.group_id));
    const within = (id: string | null): boolean => id !== null && (managed.has(id) || within(groups.find((g) => g.id === id)?.parent_id ?? null));
    const outside = groups.find((g) => !within(g.id));
    if (!outside) throw new Error('the generated manager leads every group');
    return { outside };
  });
}

/**
 * Ten peer companies of 10 people (so the benchmark can place the company), and a group of two
 * respondents under the manager's first group (withheld): written straight into the survey tables.
 */
async function benchmarkPeersAndWithheldGroup(company: GeneratedCompany): Promise<string> {
  const { db } = await testDeps();
  const today = toDay(new Date());
  const scores = Object.fromEntries([...PILLAR_IDS, 'enps'].map((m) => [m, 5]));
  for (let i = 0; i < 10; i++) {
    const peer = await makeCompany(db);
    const cycle = await addCycle(peer.id, 0, addDays(today, -21), addDays(today, -14));
    await addResponses(
      peer.id,
      cycle,
      respondents(10).map((respondent) => ({ respondent, scores })),
    );
  }
  return withTenant(db, company.companyId, async (tx) => {
    const groups = await tx.selectFrom('groups').select(['id', 'parent_id']).execute();
    const { group_id: led } = await tx
      .selectFrom('group_managers')
      .select('group_id')
      .where('user_id', '=', company.managerId)
      .orderBy('group_id')
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    await tx.insertInto('groups').values({ company_id: company.companyId, id, name: 'Tiny team', parent_id: led }).execute();
    const ancestors: string[] = [];
    for (let at: string | null = led; at; at = groups.find((g) => g.id === at)!.parent_id) ancestors.push(at);
    const cycle = await tx.selectFrom('survey_cycles').select('id').where('ends_on', '<=', today).orderBy('starts_on', 'desc').executeTakeFirstOrThrow();
    return { id, ancestors, cycle: cycle.id };
  }).then(async ({ id, ancestors, cycle }) => {
    await addResponses(
      company.companyId,
      cycle,
      respondents(2).map((respondent) => ({ respondent, groups: [...ancestors, id], scores })),
    );
    return id;
  });
}

describe('reports in the browser', () => {
  const e2e = useServerAndBrowser();
  let company: GeneratedCompany;
  let tinyTeam: string;

  beforeAll(async () => {
    const { db, deps } = await testDeps();
    company = await generateCompany(
      { kind: 'kysely', db },
      {
        name: 'Reports E2E Co',
        employees: 80,
        groups: 8,
        levels: 3,
        cycles: 26,
        intervalDays: 7,
        participation: [0.6, 0.9],
        seed: 'reports-e2e',
        pseudonymKey: TEST_ENV.PSEUDONYM_KEY,
        password: PASSWORD,
        emailDomain: 'reports-e2e.clima.test',
      },
    );
    // The manager has accepted the terms and chosen a secret question: no first-visit modal in the way.
    await withTenant(db, company.companyId, (tx) =>
      tx
        .updateTable('users')
        .set({ secret_question_id: 'first-pet', secret_answer_hash: 'x', terms_accepted_at: new Date() })
        .where('id', '=', company.managerId)
        .execute(),
    );
    tinyTeam = await benchmarkPeersAndWithheldGroup(company);
    await attachAnalytics();
    await deps.analytics.rebuild();
  });

  it('a manager reads the climate report, a pillar and eNPS of their group, and no other group', async () => {
    const { outside } = await groupsOf(company);
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'reports');
    const a11y: Record<string, string[]> = {};

    await submitSignIn(page, `${e2e.baseUrl}/login`, company.managerEmail, PASSWORD);
    await page.getByRole('heading', { name: 'Engagement' }).waitFor();
    await page.getByRole('heading', { name: 'Pillars at a glance' }).waitFor();
    await page.locator('.dashboard-card .plot__canvas svg').first().waitFor();
    a11y.dashboard = await seriousViolations(page);

    // /reports lands on the manager's first group: ten pillars, scores with one decimal, in colour.
    await page.goto(`${e2e.baseUrl}/reports`);
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
    const groupId = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: 'Climate', level: 1 }).waitFor();
    const pillars = page.getByRole('list', { name: 'Pillars' }).getByRole('link');
    await expect.poll(() => pillars.count()).toBe(10);
    const cards = await pillars.evaluateAll((links) =>
      links.map((a) => ({ band: a.getAttribute('data-band'), border: getComputedStyle(a).borderLeftColor, value: a.querySelector('.score__value')?.textContent ?? '' })),
    );
    const coloured = cards.filter((c) => c.band && c.band in BAND_BORDERS);
    expect(coloured.length).toBeGreaterThan(0);
    for (const c of coloured) {
      expect(c.border).toBe(BAND_BORDERS[c.band!]);
      expect(c.value).toMatch(/^\d{1,2}\.\d$/);
    }
    await expect.poll(() => page.getByRole('list', { name: 'Smart metrics' }).getByRole('link').count()).toBe(4);
    await page.locator('#summary .plot__canvas svg').waitFor();
    await page.locator('#enps .plot__canvas svg').waitFor();
    a11y.report = await seriousViolations(page);

    // The group picker works from the keyboard: open, move into the tree, close where it opened.
    const picker = page.getByRole('button', { name: /^Group / });
    await picker.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search groups');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => picker.getAttribute('aria-expanded')).toBe('false');

    // Readable on a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A pillar in detail: its submetrics and history.
    await pillars.filter({ hasText: 'Happiness' }).click();
    await page.getByRole('heading', { name: 'Happiness', level: 1 }).waitFor();
    await expect.poll(() => page.locator('[data-submetric]').count()).toBeGreaterThan(0);
    await page.locator('.report-summary .plot__canvas svg').waitFor();
    await page.getByRole('heading', { name: 'Comments' }).waitFor();
    await page.getByRole('link', { name: 'Create an action plan' }).waitFor();
    await page.getByRole('list', { name: 'Recommendations for Happiness' }).getByRole('button').first().waitFor();
    a11y.metric = await seriousViolations(page);

    // eNPS on its own page: the 15 months of history, as a chart and as a table.
    await page.goto(`${e2e.baseUrl}/reports/${groupId}/metric/enps`);
    await page.getByRole('heading', { name: 'eNPS', level: 1 }).waitFor();
    await page.locator('#enps .plot__canvas svg').waitFor();
    await expect.poll(() => page.locator('#enps .plot__data tbody tr').count()).toBe(15);
    await page.getByRole('list', { name: 'eNPS answers by group' }).getByText('Promoters').waitFor();
    a11y.enps = await seriousViolations(page);

    // A group outside the subtree answers like one that does not exist: the modal, then home ground.
    await page.goto(`${e2e.baseUrl}/reports/${outside.id}`);
    await page.getByRole('dialog').getByText('You are not allowed to access the report').waitFor();
    await page.waitForURL(`${e2e.baseUrl}/reports/${groupId}`);
    await expect.poll(() => page.getByText(outside.name, { exact: true }).count()).toBe(0);

    expect(a11y).toEqual({ dashboard: [], report: [], metric: [], enps: [] });
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);

  it('shows the change and benchmark beside each pillar, says nothing of a withheld group and hides Performance and Growth', async () => {
    const { deps } = await testDeps();
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'reports-cards');
    type Report = {
      group_id: string;
      change: unknown;
      benchmark_percentile: number | null;
      metrics: { metric_id: string; change: { delta: number } | null; benchmark_percentile: number | null }[];
    };
    const reportOf = (groupId: string) =>
      page
        .waitForResponse((r) => r.url().includes('reports.report') && r.url().includes(groupId))
        .then(async (r) => {
          const batch = (await r.json()) as { result?: { data?: Report } }[];
          return batch.map((x) => x.result?.data).find((d): d is Report => Boolean(d && 'metrics' in d))!;
        });

    // The dashboard's pillars: a note beside each score exactly where the payload has one.
    await submitSignIn(page, `${e2e.baseUrl}/login`, company.managerEmail, PASSWORD);
    await page.getByRole('heading', { name: 'Pillars at a glance' }).waitFor();
    const groupId = await page
      .getByRole('link', { name: 'Open the climate report' })
      .getAttribute('href')
      .then((h) => h!.split('/').pop()!);
    const reportSeen = reportOf(groupId);
    await page.goto(`${e2e.baseUrl}/reports/${groupId}`);
    const report = await reportSeen;
    expect(report.metrics.filter((m) => m.change).length, 'a year of answers: every pillar moved').toBe(10);
    expect(report.metrics.filter((m) => m.benchmark_percentile !== null).length, 'ten peers: the benchmark places the group').toBe(10);

    // The climate report: each pillar card with its change ("▲ +0.3 in June vs May") and its position.
    const pillars = page.getByRole('list', { name: 'Pillars' }).getByRole('link');
    await expect.poll(() => pillars.count()).toBe(10);
    for (const m of report.metrics) {
      const card = page.locator(`.metric-card[data-metric="${m.metric_id}"]`);
      const change = await card.locator('[data-change]').innerText();
      expect(change).toMatch(/^[▲▼■] ([+−-]\d+\.\d in [A-Z][a-z]+ vs [A-Z][a-z]+|No change in [A-Z][a-z]+ vs [A-Z][a-z]+)$/);
      const delta = Math.round(m.change!.delta * 10) / 10;
      expect(await card.locator('[data-change]').getAttribute('data-change')).toBe(delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat');
      expect(await card.locator('[data-benchmark]').innerText()).toMatch(/^(Above|Below) benchmark: ahead of \d+% of companies$|^At the benchmark median$/);
    }
    expect(await page.locator('.report-summary [data-change]').count()).toBe(report.change ? 1 : 0);
    await page.goto(`${e2e.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Pillars at a glance' }).waitFor();
    await expect.poll(() => page.locator('.dashboard-pillars [data-change]').count()).toBe(10);
    expect(await page.locator('.dashboard-pillars [data-benchmark]').count()).toBe(10);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 800 });

    // A withheld group's report knows nothing of its pillars, and does not claim none is low.
    await page.goto(`${e2e.baseUrl}/reports/${tinyTeam}`);
    await page.getByText("Nothing is known about the pillars: fewer than 3 people stand behind this group's figures.").waitFor();
    expect(await page.getByText('No pillar is below 7.5.').count()).toBe(0);
    expect(await page.locator('[data-change], [data-benchmark]').count()).toBe(0);
    // Its history is withheld month by month, never "no history yet" (that would tell nobody answered).
    expect(await page.getByText('There is no history yet.').count()).toBe(0);
    expect(await page.getByText('Every month is withheld for anonymity.').count()).toBeGreaterThan(0);

    // Performance and Growth: redirects to a newer application that is not configured here.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Home' }).waitFor();
    expect(await menu.getByRole('link', { name: /^(Performance|Growth)$/ }).count()).toBe(0);
    await page.goto(`${e2e.baseUrl}/growth`);
    await page.waitForURL(`${e2e.baseUrl}/dashboard`);
    // Configured (the address, and the company's layout rule for Performance only): the entry shows.
    deps.newAppUrl = 'https://next.clima.test';
    try {
      await withTenant(deps.db, company.companyId, (tx) =>
        tx
          .updateTable('companies')
          .set({ layout_rules: JSON.stringify(['performance']) })
          .where('id', '=', company.companyId)
          .execute(),
      );
      await page.reload();
      await menu.getByRole('link', { name: 'Performance' }).waitFor();
      expect(await menu.getByRole('link', { name: 'Growth' }).count()).toBe(0);
    } finally {
      deps.newAppUrl = null;
      await withTenant(deps.db, company.companyId, (tx) =>
        tx
          .updateTable('companies')
          .set({ layout_rules: JSON.stringify([]) })
          .where('id', '=', company.companyId)
          .execute(),
      );
    }

    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);
});
