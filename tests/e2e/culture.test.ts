import { randomUUID } from 'node:crypto';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../server/db/tenant.js';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { makeGroup } from '../integration/groups/helpers.js';
import { screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { attachAnalytics, testDeps } from '../setup/test-context.js';

// A manager reads the culture of their group in Spanish (measurement §3, §9): the four figures with
// their bands, the two rankings, the history and an earlier vote; a group where too few voted is
// withheld; a phone shows it all without scrolling sideways; the help explains the formulas. An
// administrator in English sees the company; a free-plan company without votes sees the empty
// state and the plan gate on a group.

const PASSWORD = 'Secret#123';
const secret = { secret_question_id: 'first-pet', secret_answer_hash: 'x' };
/** CLIMA_SHOTS=1 keeps screenshots of the screens under test-results/ (to look at the design). */
const shoot = (page: Page, name: string) =>
  process.env.CLIMA_SHOTS ? page.screenshot({ path: `test-results/culture-${name}.png`, fullPage: true, animations: 'disabled' }) : undefined;

/** The first day of the month `back` months ago: each fixture cycle is a month's culture vote, long closed. */
function monthStart(back: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
}

type Vote = { current: string[]; desired: string[] };
const times = (n: number, vote: Vote) => Array.from({ length: n }, () => vote);

/** A closed cycle that asked the culture questions, with released responses carrying these votes. */
async function cultureCycle(companyId: string, number: number, startsOn: string, voters: { groups: string[]; votes: Vote[] }[]) {
  const { db } = await testDeps();
  const endsOn = new Date(Date.parse(`${startsOn}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  await withTenant(db, companyId, async (tx) => {
    const cycle = randomUUID();
    await tx
      .insertInto('survey_cycles')
      .values({ company_id: companyId, id: cycle, number, starts_on: startsOn, ends_on: endsOn, question_ids: [], culture: true })
      .execute();
    for (const { groups, votes } of voters)
      for (const vote of votes) {
        const response = randomUUID();
        await tx
          .insertInto('survey_responses')
          .values({ company_id: companyId, id: response, cycle_id: cycle, respondent: randomUUID(), group_ids: groups, option_ids: [] })
          .execute();
        const rows = (['current', 'desired'] as const).flatMap((question) =>
          vote[question].map((value_id) => ({ company_id: companyId, response_id: response, question, value_id })),
        );
        await tx.insertInto('survey_culture_votes').values(rows).execute();
      }
  });
}

const percent = (n: number) => new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 1 }).format(n / 100);
const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

describe('the culture page in the browser', () => {
  const e2e = useServerAndBrowser();
  const emails = { manager: '', admin: '', freeAdmin: '' };
  const groups = { ventas: '', soporte: '', free: '' };
  const dates = [monthStart(3), monthStart(2), monthStart(1)];

  beforeAll(async () => {
    const { db, deps } = await testDeps();
    // No delivery run opens a cycle of these companies meanwhile: their cycles are the fixture's.
    const company = await makeCompany(db, { name: 'Culture E2E Co', survey_delivery_date: '2999-01-01' });
    const admin = await makeUser(db, company.id, { role: 'admin', first_name: 'Alma', language: 'en-US', ...secret });
    const manager = await makeUser(db, company.id, { role: 'manager', first_name: 'Mateo', language: 'es-AR', ...secret });
    const people = (n: number) => Promise.all(Array.from({ length: n }, () => makeUser(db, company.id, { password: null }).then((u) => u.id)));
    // Ventas' 5 people, Soporte's 4, and 3 in no group.
    const [ventas, soporte] = [await people(5), await people(4), await people(3)];
    groups.ventas = (await makeGroup(company.id, { name: 'Ventas', managers: [manager.id], members: ventas })).id;
    groups.soporte = (await makeGroup(company.id, { name: 'Soporte', managers: [manager.id], members: soporte })).id;
    emails.manager = manager.email!;
    emails.admin = admin.email!;

    // Three people outside both groups vote every month, so that the company less Ventas never
    // isolates Soporte's two voters (the gate would withhold something to keep it so).
    const outside = { groups: [], votes: times(3, { current: ['respect'], desired: ['respect'] }) };
    // Three months ago Ventas had the culture it wanted: entropy 0, alignment 100, maturity 5.
    await cultureCycle(company.id, 1, dates[0]!, [
      { groups: [groups.ventas], votes: times(5, { current: ['collaboration', 'trust'], desired: ['collaboration', 'trust'] }) },
      outside,
    ]);
    // Two months ago: entropy 4/8 = 50, alignment min(½, ½) = 50, maturity 1 + round(4 × ¼) = 2.
    await cultureCycle(company.id, 2, dates[1]!, [
      { groups: [groups.ventas], votes: times(4, { current: ['collaboration', 'bureaucracy'], desired: ['collaboration', 'innovation'] }) },
      outside,
    ]);
    // Last month, Ventas (4 of 5 voted) and Soporte (2 of 4: withheld).
    await cultureCycle(company.id, 3, dates[2]!, [
      {
        groups: [groups.ventas],
        votes: [
          { current: ['collaboration', 'bureaucracy', 'trust'], desired: ['collaboration', 'innovation', 'trust'] },
          { current: ['bureaucracy', 'silos'], desired: ['innovation', 'trust'] },
          { current: ['collaboration'], desired: ['collaboration', 'innovation'] },
          { current: ['collaboration', 'trust', 'blame'], desired: ['trust'] },
        ],
      },
      { groups: [groups.soporte], votes: times(2, { current: ['blame'], desired: ['courage'] }) },
      outside,
    ]);

    // A company on the free plan, before any culture vote.
    const free = await makeCompany(db, { name: 'Culture Free Co', plan: 'basic', survey_delivery_date: '2999-01-01' });
    const freeAdmin = await makeUser(db, free.id, { role: 'admin', first_name: 'Flor', language: 'en-US', ...secret });
    groups.free = (await makeGroup(free.id, { name: 'Marketing', members: [freeAdmin.id] })).id;
    emails.freeAdmin = freeAdmin.email!;

    await attachAnalytics();
    await deps.analytics.rebuild();
  });

  async function open(email: string, path: string, options: BrowserContextOptions = {}) {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, ...options });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await submitSignIn(page, `${e2e.baseUrl}/login`, email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${e2e.baseUrl}${path}`);
    return page;
  }

  /** Each figure card: its value, band in words, colour band and note, as shown. */
  const cards = (page: Page) =>
    page.locator('[data-figure]').evaluateAll((els) =>
      Object.fromEntries(
        els.map((el) => [
          el.getAttribute('data-figure'),
          {
            value: el.querySelector('.score__value')?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
            band: el.querySelector('.score__band')?.textContent ?? null,
            colour: el.getAttribute('data-band'),
            note: el.querySelector('.metric-card__meta')?.textContent ?? null,
            withheld: el.querySelector('.withheld') !== null,
          },
        ]),
      ),
    );

  /** A ranking's rows: name, figures and tags. */
  const ranking = (page: Page, question: 'current' | 'desired') =>
    page.locator(`[data-question="${question}"] .culture-rank`).evaluateAll((els) =>
      els.map((el) => ({
        name: el.querySelector('.culture-rank__name')?.textContent,
        figures: el.querySelector('.culture-rank__figures')?.textContent?.replace(/\s+/g, ' '),
        tags: [...el.querySelectorAll('.culture-tag')].map((t) => t.textContent),
      })),
    );

  const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  it('a manager reads the culture of their group in Spanish: figures, rankings, history, an earlier vote, a withheld group, a phone, the formulas', async () => {
    const page = await open(emails.manager, `/culture/${groups.ventas}`);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'culture');
    await page.getByRole('heading', { name: 'Cultura', level: 1 }).waitFor();
    await page.locator('[data-figure="entropy"] .score__value').waitFor();

    // Last month's vote of Ventas, by hand: today 9 votes, 4 for limiting values (bureaucracy 2,
    // blame, silos): entropy 44.4%. Wanted 8 votes. Alignment: collaboration min(3/9, 2/8) = 0.25,
    // trust min(2/9, 3/8) = 0.222: 47.2. Maturity 1 + round(4 × (½ × 0.472 + 0)) = 2. 4 of 5 voted: 80%.
    expect(await cards(page)).toEqual({
      entropy: { value: percent(44.4), band: 'Grave', colour: 'low', note: null, withheld: false },
      alignment: { value: '47,2 / 100', band: 'Parcial', colour: 'medium', note: null, withheld: false },
      maturity: { value: '2 / 5', band: 'Inicial', colour: 'low', note: null, withheld: false },
      reliability: { value: percent(80), band: 'Alta', colour: 'high', note: 'Votaron 4 de 5 personas', withheld: false },
    });
    expect(squash(await page.locator('.page__subtitle').textContent())).toMatch(/^Ventas · Votación del \d+ de [a-z]+ de \d{4}$/);

    // The rankings in Spanish, by votes then name; probability = votes ÷ 4 voters.
    const limiting = 'Potencialmente limitante';
    const shared = 'Vivido y deseado';
    expect(await ranking(page, 'current')).toEqual([
      { name: 'Colaboración', figures: `3 votos · ${percent(75)}`, tags: [shared] },
      { name: 'Burocracia', figures: `2 votos · ${percent(50)}`, tags: [limiting] },
      { name: 'Confianza', figures: `2 votos · ${percent(50)}`, tags: [shared] },
      { name: 'Búsqueda de culpables', figures: `1 voto · ${percent(25)}`, tags: [limiting] },
      { name: 'Mentalidad de silos', figures: `1 voto · ${percent(25)}`, tags: [limiting] },
    ]);
    expect(await ranking(page, 'desired')).toEqual([
      { name: 'Confianza', figures: `3 votos · ${percent(75)}`, tags: [shared] },
      { name: 'Innovación', figures: `3 votos · ${percent(75)}`, tags: [] },
      { name: 'Colaboración', figures: `2 votos · ${percent(50)}`, tags: [shared] },
    ]);
    await page.getByRole('heading', { name: 'Cómo trabajamos hoy' }).waitFor();
    await page.getByRole('heading', { name: 'Cómo queremos trabajar' }).waitFor();

    // The history: the chart, and the same figures as a table, newest first.
    await page.locator('.culture-history .plot__canvas svg').waitFor();
    await page.getByText('Ver los números en una tabla').click();
    const rows = await page.locator('.culture-history tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim())));
    expect(rows.map((r) => r.slice(1))).toEqual([
      [percent(44.4), '47,2', '2', '4'],
      [percent(50), '50', '2', '4'],
      [percent(0), '100', '5', '5'],
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'es-AR-desktop');

    // On a phone the lists stack and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => noSidewaysScroll(page)).toBe(true);
    const [today, wanted] = await Promise.all(['current', 'desired'].map((q) => page.locator(`[data-question="${q}"]`).boundingBox()));
    expect(wanted!.y).toBeGreaterThan(today!.y + today!.height - 1);
    await shoot(page, 'es-AR-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // An earlier vote, from the date chooser.
    await page.getByLabel('Votación de cultura', { exact: true }).selectOption(dates[0]!);
    await expect.poll(async () => (await cards(page)).maturity).toEqual({ value: '5 / 5', band: 'Madura', colour: 'high', note: null, withheld: false });
    expect((await cards(page)).entropy).toMatchObject({ value: percent(0), band: 'Saludable', colour: 'high' });
    expect((await cards(page)).alignment).toMatchObject({ value: '100 / 100', band: 'Fuerte', colour: 'high' });

    // Soporte, from the group picker: two voters of four people, fewer than k = 3: withheld, no number.
    await page.getByRole('button', { name: /^Grupo / }).click();
    await page.locator('.group-picker__choice', { hasText: 'Soporte' }).click();
    await page.waitForURL(`**/culture/${groups.soporte}`);
    await page.getByText('votaron menos de 3 personas, así que sus números se ocultan').waitFor();
    const hidden = await cards(page);
    for (const figure of ['entropy', 'alignment', 'maturity', 'reliability']) expect(hidden[figure]).toMatchObject({ value: null, colour: 'withheld', withheld: true });
    await page.getByText('Los valores elegidos se ocultan junto con los números').waitFor();
    expect(await page.locator('.culture-rank').count()).toBe(0);
    // Nothing of Soporte's votes (blame, courage) shows above the catalogue of every value.
    expect(await page.locator('.culture-figures').innerText()).not.toMatch(/Búsqueda de culpables|Coraje|\d+ votos?\b/);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'es-AR-withheld');

    // The formulas, one link away.
    await page.getByRole('link', { name: '¿Cómo se calcula?' }).click();
    await page.waitForURL('**/help/culture');
    await page.getByRole('heading', { name: 'Cómo se mide la cultura', level: 1 }).waitFor();
    const help = await page.locator('.help-doc').innerText();
    for (const formula of [
      'entropía = votos a valores potencialmente limitantes ÷ todos los votos de la cultura de hoy × 100',
      'alineación = Σ sobre todos los valores de mín(proporción hoy, proporción deseada) × 100',
      'madurez = 1 + redondear(4 × salud)',
      'confiabilidad = personas que votaron ÷ personas que podían votar cuando empezó el ciclo × 100',
      'probabilidad = votos del valor ÷ personas que votaron × 100',
    ])
      expect(help).toContain(formula);
    expect(help).not.toMatch(/\*\*|`/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => noSidewaysScroll(page)).toBe(true);
    await shoot(page, 'es-AR-help-phone');

    expect(errors).toEqual([]);
    shots.passed();
    await page.context().close();
  }, 90_000);

  it('an administrator reads the company in English, at desktop and phone widths', async () => {
    const page = await open(emails.admin, '/culture');
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'culture-admin');
    await page.waitForURL('**/culture/company');
    await page.getByRole('heading', { name: 'Culture', level: 1 }).waitFor();
    await page.locator('[data-figure="entropy"] .score__value').waitFor();
    // Last month, the company: Ventas' 4, Soporte's 2 and 3 outside voters; 3 × respect added to both lists.
    expect(squash(await page.locator('.page__subtitle').textContent())).toMatch(/^Culture E2E Co · Vote of /);
    expect(await page.getByRole('heading', { name: 'How we work today' }).count()).toBe(1);
    await page.locator('.culture-history .plot__canvas svg').waitFor();
    await page.getByRole('heading', { name: 'Desired values' }).waitFor();
    await page.getByRole('heading', { name: 'Culture values' }).waitFor();
    // The catalogue comes folded; opened, it is searched by name or description.
    await page.getByText('Show the values and what each means').click();
    await page.getByLabel('Search values').fill('bureau');
    await page.getByRole('term').filter({ hasText: 'Bureaucracy' }).waitFor();
    expect(await page.getByRole('term').count()).toBe(1);
    await shoot(page, 'en-US-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => noSidewaysScroll(page)).toBe(true);
    await shoot(page, 'en-US-phone');
    expect(errors).toEqual([]);
    shots.passed();
    await page.context().close();
  }, 60_000);

  it('before any culture vote the page says when the first comes; on the free plan a group is paid-only', async () => {
    const page = await open(emails.freeAdmin, '/culture/company');
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'culture-free');
    await page.getByText('No culture vote yet').waitFor();
    await page.getByText('Culture is voted on in the first survey of each month').waitFor();
    expect(await page.locator('[data-figure]').count()).toBe(0);
    await shoot(page, 'en-US-empty');

    await page.goto(`${e2e.baseUrl}/culture/${groups.free}`);
    await page.locator('.plan-locked').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Not now' }).click();
    // The company's desired values are not paid-only: they stay on the page.
    await page.getByRole('heading', { name: 'Desired values' }).waitFor();
    expect(errors).toEqual([]);
    shots.passed();
    await page.context().close();
  }, 60_000);
});
