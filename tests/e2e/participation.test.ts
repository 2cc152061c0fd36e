import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedCompany } from '../../seeds/synthetic/index.js';
import { browserCompany, E2E_PASSWORD, screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';

// What a manager reads about participation must add up: the cards of the participation screen
// agree with its cycles table, with each other and with the comparison's participation column, and
// the comparison heatmap shows every column on a 1366-pixel screen, its group column fixed.

const PASSWORD = E2E_PASSWORD;

interface Card {
  figure: string;
  rate: number | null;
  respondents: number | null;
  withheld: boolean;
  text: string;
}

async function cards(page: Page): Promise<Map<string, Card>> {
  const read = await page.locator('.insights-rate').evaluateAll((els) =>
    els.map((el) => ({
      figure: el.getAttribute('data-figure')!,
      rate: el.hasAttribute('data-rate') ? Number(el.getAttribute('data-rate')) : null,
      respondents: el.hasAttribute('data-respondents') ? Number(el.getAttribute('data-respondents')) : null,
      withheld: el.getAttribute('data-withheld') === 'true',
      text: (el.querySelector('.score__value')?.textContent ?? '').trim(),
    })),
  );
  return new Map(read.map((c) => [c.figure, c]));
}

/** The cycles table's rates as shown (or withheld), newest first. */
const cycleRates = (page: Page) =>
  page
    .locator('.cycles-table tbody tr')
    .evaluateAll((trs) => trs.map((tr) => (tr.getAttribute('data-withheld') === 'true' ? 'withheld' : tr.querySelector('td:last-child')!.textContent.trim())));
const shownAs = (card: Card) => (card.withheld ? 'withheld' : card.text);

describe('participation and the comparison in the browser', () => {
  const e2e = useServerAndBrowser();
  let company: GeneratedCompany;

  beforeAll(async () => {
    company = await browserCompany({
      name: 'Participation E2E Co',
      employees: 70,
      groups: 8,
      levels: 3,
      cycles: 12,
      intervalDays: 7,
      participation: [0.5, 0.9],
      seed: 'participation-e2e',
      emailDomain: 'participation.clima.test',
    });
  });

  it('shows figures that agree with each other and with the comparison, and every heatmap column at 1366 px', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'participation');
    await submitSignIn(page, `${e2e.baseUrl}/login`, company.adminEmail, PASSWORD);
    await page.waitForURL('**/dashboard');
    // The dashboard's card names the open cycle as the participation screen does, and gives it no band.
    const card = page.locator('article[aria-labelledby="dashboard-participation-title"]');
    await expect.poll(() => card.innerText()).toMatch(/Current cycle so far, day \d of 7/);
    expect(await card.locator('.score--large[class*="band--"]').count()).toBe(0);

    // The heatmap at 1366 px: every column inside its box, nothing to scroll, on the page or in the box.
    const compared = page.waitForResponse((r) => r.url().includes('reports.compare'));
    await page.goto(`${e2e.baseUrl}/reports/comparation`);
    const response = (await (await compared).json()) as {
      result?: { data?: { groups_data: { group_id: string; participation: number | null; participation_withheld: boolean; withheld: boolean }[] } };
    }[];
    const groups = response.find((r) => r.result?.data?.groups_data)!.result!.data!.groups_data;
    await page.locator('.comparison-heatmap tbody tr').first().waitFor();
    const layout = await page.locator('.comparison-heatmap').evaluate((table) => {
      const box = table.parentElement!;
      const right = box.getBoundingClientRect().right;
      return {
        columns: [...table.querySelectorAll('thead th[data-column]')].map((th) => ({
          key: th.getAttribute('data-column'),
          inside: th.getBoundingClientRect().right <= right + 0.5,
        })),
        boxScrolls: box.scrollWidth > box.clientWidth,
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    expect(layout.columns.map((c) => c.key)).toEqual(expect.arrayContaining(['respondents', 'score', 'enps', 'participation']));
    expect(layout.columns).toHaveLength(14);
    expect(layout.columns.filter((c) => !c.inside)).toEqual([]);
    expect(layout.boxScrolls).toBe(false);
    expect(layout.pageWidth).toBeLessThanOrEqual(1366);
    // The tree by indentation: a subgroup's name starts further right than the company's top groups'.
    const indents = await page.locator('.comparison-heatmap tbody th').evaluateAll((ths) => ths.map((th) => parseFloat(getComputedStyle(th).paddingLeft)));
    expect(new Set(indents).size).toBeGreaterThan(1);
    // More than three shades: the overall scores of the groups shown are each their own shade when they differ.
    const shades = await page
      .locator('.comparison-heatmap td[data-value]')
      .evaluateAll((tds) => tds.map((td) => [td.getAttribute('data-value'), getComputedStyle(td).backgroundColor]));
    const byValue = new Map(shades.map(([v, bg]) => [v, bg]));
    expect(new Set(byValue.values()).size).toBeGreaterThan(3);
    expect(await seriousViolations(page), 'comparison').toEqual([]);
    const heatmap = new Map(
      await page
        .locator('.comparison-heatmap tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [tr.getAttribute('data-group')!, (tr.querySelector('td[data-metric="participation"] .heatmap__value')?.textContent ?? '').trim()] as const),
        ),
    );

    // Each group's participation screen: the cards against the cycles table, each other and the heatmap.
    let checked = 0;
    for (const group of groups) {
      await page.goto(`${e2e.baseUrl}/participation/${group.group_id}`);
      await page.locator('.cycles-table tbody tr').first().waitFor();
      const shown = await cards(page);
      const current = shown.get('current')!;
      const completed = shown.get('lastCompleted')!;
      const last7 = shown.get('last7')!;
      const rates = await cycleRates(page);
      expect(shownAs(current), group.group_id).toBe(rates[0]);
      expect(shownAs(completed), group.group_id).toBe(rates[1]);
      // The comparison's participation is the last completed cycle: the same figure, or withheld in both.
      if (group.withheld || group.participation_withheld) expect(completed.withheld, group.group_id).toBe(true);
      else expect(completed.text, group.group_id).toBe(heatmap.get(group.group_id));
      // Every share is of the same people who can answer now; the last 7 days hold the last completed cycle.
      const active = Number((await page.locator('.insights-people div').filter({ hasText: 'Active (can answer)' }).locator('dd').innerText()).replace(/\D/g, ''));
      for (const card of [current, completed, last7]) if (card.rate !== null) expect(Math.abs(card.rate - card.respondents! / active), card.figure).toBeLessThan(0.0001);
      if (!completed.withheld && !last7.withheld) expect(last7.respondents!).toBeGreaterThanOrEqual(completed.respondents!);
      // The open cycle says how far it is; the week under way says it is partial.
      await expect.poll(() => page.locator('[data-figure="current"] .insights-rate__hint').innerText()).toMatch(/^Day \d of 7/);
      expect(await page.locator('.plot__data tbody tr').last().textContent()).toContain('so far');
      checked++;
      if (checked === 3) break;
    }
    expect(checked).toBe(3);
    await page.screenshot({ path: 'test-results/participation-desktop.png', fullPage: true });
    expect(await seriousViolations(page), 'participation').toEqual([]);

    // On a phone: no "No answers" beside people who answered, and the page never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const group of groups) {
      await page.goto(`${e2e.baseUrl}/participation/${group.group_id}`);
      await page.locator('.insights-rate').first().waitFor();
      for (const card of await page.locator('.insights-rate').all()) {
        if (Number((await card.getAttribute('data-respondents')) ?? 0) > 0) expect(await card.innerText()).not.toContain('No answers');
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await page.screenshot({ path: 'test-results/participation-phone.png', fullPage: true });

    // Narrower than the table: it scrolls in its box and the group column stays where it was.
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto(`${e2e.baseUrl}/reports/comparation`);
    const box = page.locator('.comparison-heatmap').locator('xpath=..');
    await page.locator('.comparison-heatmap tbody tr').first().waitFor();
    const before = await page
      .locator('.comparison-heatmap tbody th')
      .first()
      .evaluate((th) => th.getBoundingClientRect().left);
    await box.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    expect(await box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // Sticky at the box's edge: at most the table's 2-pixel cell spacing away from where it started.
    const after = await page
      .locator('.comparison-heatmap tbody th')
      .first()
      .evaluate((th) => th.getBoundingClientRect().left);
    expect(Math.abs(after - before)).toBeLessThanOrEqual(3);

    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);

  it('shows the saved-sets menu whole in Spanish and Portuguese', async () => {
    const { db } = await testDeps();
    for (const language of ['es-AR', 'pt-BR'] as const) {
      await db.updateTable('users').set({ language }).where('id', '=', company.adminId).execute();
      const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 800 } });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await using shots = screenshotOnFailure(page, `participation-filters-${language}`);
      await submitSignIn(page, `${e2e.baseUrl}/login`, company.adminEmail, PASSWORD);
      await page.waitForURL('**/dashboard');
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${e2e.baseUrl}/reports/comparation`);
        const select = page.locator('#saved-filter');
        await select.waitFor();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        // The text of the option shown fits the select (its padding and arrow aside).
        const fit = await select.evaluate((el: HTMLSelectElement) => {
          const style = getComputedStyle(el);
          const probe = document.createElement('span');
          probe.style.font = style.font;
          probe.style.whiteSpace = 'nowrap';
          probe.textContent = el.options[el.selectedIndex]!.text;
          document.body.append(probe);
          const text = probe.getBoundingClientRect().width;
          probe.remove();
          return { text, room: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16 };
        });
        expect(fit.text, `${language} at ${width}`).toBeLessThanOrEqual(fit.room);
      }
      shots.passed();
      await context.close();
    }
    await db.updateTable('users').set({ language: 'en-US' }).where('id', '=', company.adminId).execute();
  }, 60_000);
});
