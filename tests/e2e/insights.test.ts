import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCompany, type GeneratedCompany } from '../../seeds/synthetic/index.js';
import { csvRows, decodeXml, STANDARD_FONTS } from '../integration/reports/helpers.js';
import { screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { attachAnalytics, testDeps, TEST_ENV } from '../setup/test-context.js';

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

/** A cell as the screen shows it: its figure's text, or what stands for a missing one. */
type Cell = string | { withheld: true } | { empty: true };
interface Row {
  name: string;
  cells: Cell[];
}

/** The heatmap's rows: the respondents count, the overall score, ten pillars, eNPS, participation. */
async function screenRows(page: Page): Promise<Row[]> {
  return page.locator('.comparison-heatmap tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      name: tr.querySelector('th')!.textContent.trim(),
      cells: [...tr.querySelectorAll('td')].map((td): Cell => {
        if (td.getAttribute('data-withheld') === 'true') return { withheld: true };
        const value = td.querySelector('.heatmap__value');
        return value ? value.textContent.trim() : { empty: true };
      }),
    })),
  );
}

/** Whether a file's cell says the same as the screen's: the same figure, or the withheld / no-data text. */
function sameCell(screen: Cell, file: string): boolean {
  if (typeof screen === 'string') return file.trim() === screen;
  if ('withheld' in screen) return /^withheld/.test(file.trim()) && !/\d[.,]\d|%/.test(file);
  return /^no( data)?$/.test(file.trim());
}

function expectRows(format: string, screen: Row[], file: string[][]) {
  expect(file.length, `${format}: rows`).toBe(screen.length);
  screen.forEach((row, i) => {
    const got = file[i]!;
    expect(row.name.startsWith(got[0]!.trim()), `${format}: ${row.name} / ${got[0]}`).toBe(true);
    expect(got.length, `${format}: cells of ${row.name}`).toBe(row.cells.length + 1);
    row.cells.forEach((cell, j) => expect(sameCell(cell, got[j + 1]!), `${format}: ${row.name}, column ${j + 1}: ${JSON.stringify(cell)} vs ${got[j + 1]}`).toBe(true));
  });
}

// The formats a spreadsheet cell's number is shown in, column by column (as on the screen).
const en = {
  integer: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  score: new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  signed: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
  percent: new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 }),
};
const xlsxFormat = (column: number) => (column === 1 ? en.integer : column === 13 ? en.signed : column === 14 ? en.percent : en.score);

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  let inTable = false;
  book.worksheets[0]!.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    if (values[0] === 'Group') inTable = true;
    else if (inTable) rows.push(values.map((v, i) => (typeof v === 'number' ? xlsxFormat(i).format(v) : String(v ?? ''))));
  });
  return rows;
}

/** The PDF's table rows: text items on one baseline, left to right, that start at the table's edge and fill every column. */
async function pdfRows(bytes: Buffer, columns: number): Promise<{ rows: string[][]; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS }).promise;
  const rows: string[][] = [];
  const all: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const lines = new Map<number, { x: number; str: string }[]>();
    for (const item of (await (await pdf.getPage(p)).getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      all.push(item.str);
      const y = Math.round(item.transform[5] as number);
      lines.set(y, [...(lines.get(y) ?? []), { x: item.transform[4] as number, str: item.str }]);
    }
    for (const y of [...lines.keys()].sort((a, b) => b - a)) {
      const line = lines.get(y)!.sort((a, b) => a.x - b.x);
      // Continuation lines of wrapped cells ("(fewer than 3", "answers)") start no column's figure.
      if (line.length === columns && line.slice(1).every((i) => /^([+\-\u2212]?\d|withheld|no\b)/.test(i.str))) rows.push(line.map((i) => i.str));
    }
  }
  return { rows, text: all.join(' ') };
}

/** The slides' table rows (header rows left out), each cell's runs joined. */
async function pptxRows(bytes: Buffer): Promise<string[][]> {
  const zip = await JSZip.loadAsync(bytes);
  const slides = Object.keys(zip.files)
    .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
    .sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
  const rows: string[][] = [];
  for (const name of slides) {
    const xml = await zip.file(name)!.async('string');
    for (const tr of xml.match(/<a:tr\b[\s\S]*?<\/a:tr>/g) ?? []) {
      const cells = (tr.match(/<a:tc\b[\s\S]*?<\/a:tc>/g) ?? []).map((tc) => [...tc.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => decodeXml(m[1]!)).join(''));
      if (cells[0] !== 'Group') rows.push(cells);
    }
  }
  return rows;
}

/** The comparison's CSV (one table, comma-separated in English) without its header line. */
function comparisonCsvRows(text: string): string[][] {
  return csvRows(text, ',')
    .filter((cells) => cells.join(',') !== '')
    .slice(1);
}

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
