import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedCompany } from '../../seeds/synthetic/index.js';
import { browserCompany, E2E_PASSWORD, screenshotOnFailure, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { describeWeight, kb, measurePage, reportReady, signedInState } from './client-bundle-weight.js';

// Issue 12, speed on the first read: a leader's first visit to a report page loads at most 250 kB
// of JavaScript (gzip, 1 kB = 1,000 bytes), the chart library included, and the texts of the
// language shown only. The figures are those of the built client (`npx vite build`).

const PASSWORD = E2E_PASSWORD;
const BUDGET = 250_000;
const KEY_ON_SCREEN = /\b(?:common|errors|shell|reports|login|dashboard|insights|invites|users|groups|attributes|audit|help|survey):[\w.]+/g;

/** Texts of a language's namespace long enough to be unmistakable, in plain ASCII (as a script holds them verbatim). */
function sampleTexts(language: string, namespace: string): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8')));
  return texts.filter((t) => t.length >= 24 && /^[\x20-\x7e]+$/.test(t) && !t.includes('{{')).slice(0, 5);
}

describe("the report page's JavaScript", () => {
  const e2e = useServerAndBrowser();
  let company: GeneratedCompany;

  beforeAll(async () => {
    company = await browserCompany({
      name: 'Bundle E2E Co',
      seed: 'client-bundle-e2e',
      emailDomain: 'bundle.clima.test',
    });
  });

  it('loads at most 250 kB gzip on a first visit to /reports/company, with the texts of the language shown only', async () => {
    const state = await signedInState(e2e.browser, e2e.baseUrl, company.adminEmail, PASSWORD);
    const weight = await measurePage(e2e.browser, e2e.baseUrl, '/reports/company', state, reportReady);
    console.log(`JavaScript of /reports/company, first visit:\n${describeWeight(weight)}`);

    expect(weight.gzip, `${kb(weight.gzip)} gzip over the budget of ${kb(BUDGET)}`).toBeLessThanOrEqual(BUDGET);
    // The chart library comes with the page that draws charts, after index.html's own scripts.
    expect(weight.scripts.filter((s) => s.initial).length).toBeGreaterThan(0);
    expect(weight.initialGzip).toBeLessThan(weight.gzip - 60_000);

    // English texts in, Portuguese and Spanish ones out (each language's report texts checked).
    const loaded = (text: string) => weight.scripts.some((s) => s.body.includes(text));
    const english = sampleTexts('en-US', 'reports');
    expect(english.length).toBeGreaterThan(0);
    for (const text of english) expect(loaded(text), text).toBe(true);
    for (const language of ['pt-BR', 'es-AR']) {
      for (const ns of ['reports', 'shell', 'common', 'errors']) for (const text of sampleTexts(language, ns)) expect(loaded(text), `${language}: ${text}`).toBe(false);
    }
  }, 90_000);

  it('switches the report to Portuguese with its texts loaded first: no key on screen at any moment', async () => {
    const state = await signedInState(e2e.browser, e2e.baseUrl, company.adminEmail, PASSWORD);
    const context = await e2e.browser.newContext({ locale: 'en-US', storageState: state, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'client-bundle-language');
    // Every text the page ever shows, as it changes: a key shown for a moment is caught too.
    await page.addInitScript((pattern) => {
      const seen: string[] = ((window as unknown as { keysSeen: string[] }).keysSeen = []);
      const re = new RegExp(pattern, 'g');
      new MutationObserver(() => seen.push(...(document.body?.innerText.match(re) ?? []))).observe(document, { subtree: true, childList: true, characterData: true });
    }, KEY_ON_SCREEN.source);

    await page.goto(`${e2e.baseUrl}/reports/company`);
    await reportReady(page);
    await page.getByRole('heading', { name: 'Climate', level: 1 }).waitFor();
    const saved = page.waitForResponse((r) => r.url().includes('auth.signLanguage'));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Português' }).click();
    await saved;
    await page.getByRole('heading', { name: 'Clima', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Pilares' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');

    // Another screen in Portuguese: its namespaces come in that language, before it renders.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Participação' }).click();
    await page.getByRole('heading', { name: 'Participação', level: 1 }).waitFor();

    expect(await page.evaluate(() => (window as unknown as { keysSeen: string[] }).keysSeen)).toEqual([]);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);
});
