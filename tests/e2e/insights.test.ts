import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCompany, type GeneratedCompany } from '../../seeds/synthetic/index.js';
import { screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { attachAnalytics, testDeps, TEST_ENV } from '../setup/test-context.js';
import { comparisonCsvRows, expectRows, pdfRows, pptxRows, screenRows, xlsxRows } from './comparison-rows.js';

// A company with a year of weekly answers, read by its administrator in the browser: correlations,
// the comparison heatmap and its four exports (which must hold the figures the screen shows and
// never a withheld one), participation and the benchmark, each screen checked with axe-core.

const PASSWORD = 'Secret#123';
const EXPORTS = [
  ['csv', 'CSV'],
  ['xlsx', 'Excel (XLSX)'],
  ['pdf', 'PDF'],
  ['pptx', 'PowerPoint (PPTX)'],
] as const;

async function download(page: Page, label: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label, exact: true }).click()]);
  return readFile(await file.path());
}

/** axe-core on the page as it stands: no serious or critical violation. */
async function expectAccessible(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

describe('insight screens in the browser', () => {
  const e2e = useServerAndBrowser();
  let company: GeneratedCompany;

  beforeAll(async () => {
    const { db, deps } = await testDeps();
    company = await generateCompany(
      { kind: 'kysely', db },
      {
        name: 'Insights E2E Co',
        employees: 80,
        groups: 8,
        levels: 3,
        cycles: 26,
        intervalDays: 7,
        participation: [0.6, 0.9],
        seed: 'insights-e2e',
        pseudonymKey: TEST_ENV.PSEUDONYM_KEY,
        password: PASSWORD,
        emailDomain: 'insights.clima.test',
        language: 'en-US',
      },
    );
    // Nine smaller companies beside it, so that the benchmark has the ten it needs to place this one.
    await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        generateCompany(
          { kind: 'kysely', db },
          {
            name: `Insights Peer ${i}`,
            employees: 16,
            groups: 2,
            levels: 1,
            cycles: 8,
            intervalDays: 7,
            participation: 0.9,
            seed: `insights-peer-${i}`,
            pseudonymKey: TEST_ENV.PSEUDONYM_KEY,
            emailDomain: 'insights-peers.clima.test',
          },
        ),
      ),
    );
    // The administrator and a manager read in English and are not stopped by the secret-question prompt.
    await db
      .updateTable('users')
      .set({ language: 'en-US', secret_question_id: 'first-pet', secret_answer_hash: 'x' })
      .where('id', 'in', [company.adminId, company.managerId])
      .execute();
    await attachAnalytics();
    await deps.analytics.rebuild();
  });

  it('shows correlations, the comparison and its exports, participation and the benchmark', async () => {
    // axe-core goes in as an inline script, which the product's Content-Security-Policy refuses.
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'insights');
    await submitSignIn(page, `${e2e.baseUrl}/login`, company.adminEmail, PASSWORD);
    await page.waitForURL('**/dashboard');

    // Analytics: the matrix with r in its cells and n said once, in the caption; significant pairs
    // marked, the drivers ranked.
    await page.goto(`${e2e.baseUrl}/analytics`);
    await page.getByRole('heading', { name: 'Correlation matrix' }).waitFor();
    const cells = page.locator('.correlation-matrix td[data-pair]');
    expect(await cells.count()).toBe(55);
    await expect.poll(() => cells.first().innerText()).toMatch(/^[+\-−]?\d\.\d\d(\*\s+significant)?$/);
    expect(await page.locator('.correlation-matrix tbody').innerText()).not.toContain('n =');
    expect(await page.locator('.correlation-matrix caption').innerText()).toMatch(/ · n = [\d,]+( to [\d,]+)? observations per correlation$/);
    expect(await page.locator('.correlation-matrix td[data-significant]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('list', { name: 'Drivers of eNPS' }).getByRole('listitem').count()).toBe(10);
    await page.screenshot({ path: 'test-results/insights-analytics.png', fullPage: true });
    await expectAccessible(page, 'analytics');

    // Comparison: the heatmap as the server sent it, withheld figures marked and never shown.
    const compared = page.waitForResponse((r) => r.url().includes('reports.compare'));
    await page.goto(`${e2e.baseUrl}/reports/comparation`);
    const response = (await (await compared).json()) as { result: { data: { groups_data: { group_name: string; withheld: boolean; respondents: number | null }[] } } }[];
    const data = response.find((r) => r.result?.data?.groups_data)!.result.data.groups_data;
    await page.locator('.comparison-heatmap tbody tr').first().waitFor();
    const rows = await screenRows(page);
    expect(rows.map((r) => r.name)).toEqual(data.map((g) => g.group_name));
    expect(rows.flatMap((r) => r.cells).some((c) => typeof c === 'string')).toBe(true);
    for (const [i, group] of data.entries()) {
      if (group.withheld)
        expect(
          rows[i]!.cells.every((c) => typeof c === 'object' && 'withheld' in c),
          group.group_name,
        ).toBe(true);
      else if (group.respondents !== null) expect(rows[i]!.cells[0]).toBe(String(group.respondents));
    }
    if (data.some((g) => g.withheld)) await page.locator('.comparison-heatmap [data-withheld] .withheld').first().waitFor();
    await page.screenshot({ path: 'test-results/insights-comparison.png', fullPage: true });
    await expectAccessible(page, 'comparison');

    // One export at a time, as the screen allows.
    const files: Partial<Record<(typeof EXPORTS)[number][0], Buffer>> = {};
    for (const [format, label] of EXPORTS) files[format] = await download(page, label);
    expectRows('csv', rows, comparisonCsvRows(files.csv!.toString('utf8')));
    expectRows('xlsx', rows, await xlsxRows(files.xlsx!));
    expectRows('pptx', rows, await pptxRows(files.pptx!));
    const pdf = await pdfRows(files.pdf!, 15);
    expectRows('pdf', rows, pdf.rows);
    expect(pdf.text).toContain('Group comparison');

    // A saved set of two groups: saved, the heatmap back to all groups, the set reapplied, deleted.
    const heatmapRows = page.locator('.comparison-heatmap tbody tr');
    await page.getByText('Groups compared: 8 of 8').click();
    await page.getByRole('button', { name: 'None', exact: true }).click();
    await page.getByText('Choose at least one group to compare.').waitFor();
    for (const row of rows.slice(0, 2)) await page.getByRole('checkbox', { name: row.name, exact: true }).check();
    await expect.poll(() => heatmapRows.count()).toBe(2);
    await page.getByLabel('Save these groups as').fill('Two groups');
    await page.getByRole('button', { name: 'Save set' }).click();
    await page.getByText('Saved “Two groups”.').waitFor();
    await page.getByRole('button', { name: 'All groups' }).click();
    await expect.poll(() => heatmapRows.count()).toBe(rows.length);
    await page.getByLabel('Saved group sets').selectOption({ label: 'Two groups (2 groups)' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => heatmapRows.count()).toBe(2);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted “Two groups”.').waitFor();
    expect(await page.getByLabel('Saved group sets').isDisabled()).toBe(true);

    // Participation and the benchmark render for the company.
    await page.goto(`${e2e.baseUrl}/participation`);
    await page.waitForURL('**/participation/company');
    await page.getByRole('heading', { name: 'Last 10 weeks' }).waitFor();
    await page.locator('.plot__canvas svg').first().waitFor();
    expect(await page.locator('.cycles-table tbody tr').count()).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/insights-participation.png', fullPage: true });
    await expectAccessible(page, 'participation');

    await page.goto(`${e2e.baseUrl}/benchmark`);
    await page.waitForURL('**/benchmark/company');
    await page.locator('.benchmark-badge [data-badge]').waitFor();
    await page.locator('.plot__canvas svg').waitFor();
    expect(await page.locator('.benchmark-table tbody tr').count()).toBe(12);
    await page.screenshot({ path: 'test-results/insights-benchmark.png', fullPage: true });
    await expectAccessible(page, 'benchmark');

    // On a phone the page itself does not scroll sideways: wide tables scroll in their own frame.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${e2e.baseUrl}/reports/comparation`);
    await page.locator('.comparison-heatmap tbody tr').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/insights-comparison-phone.png', fullPage: true });

    // On the free plan the comparison is behind the upgrade modal.
    await (await testDeps()).db.updateTable('companies').set({ plan: 'basic' }).where('id', '=', company.companyId).execute();
    await page.goto(`${e2e.baseUrl}/reports/comparation`);
    await page.getByRole('dialog', { name: 'Upgrade your plan' }).waitFor();
    expect(await page.locator('.comparison-heatmap').count()).toBe(0);
    // An upgrade prompt (402), not a refusal: the person stays signed in, on the page.
    expect(new URL(page.url()).pathname).toBe('/reports/comparation');
    await (await testDeps()).db.updateTable('companies').set({ plan: 'enterprise' }).where('id', '=', company.companyId).execute();

    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);

  it("takes a manager to their first group, and refuses them the company's benchmark", async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await using shots = screenshotOnFailure(page, 'insights-manager');
    await submitSignIn(page, `${e2e.baseUrl}/login`, company.managerEmail, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${e2e.baseUrl}/participation`);
    await page.waitForURL(/\/participation\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Last 10 weeks' }).waitFor();
    await page.goto(`${e2e.baseUrl}/benchmark/company`);
    await page.getByRole('dialog').getByText('You are not allowed to access the benchmark').waitFor();
    await page.waitForURL(/\/benchmark\/[0-9a-f-]{36}$/);
    shots.passed();
    await context.close();
  }, 30_000);
});
