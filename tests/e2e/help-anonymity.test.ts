import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../client/features/help/markdown.js';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { makeGroup } from '../integration/users/helpers.js';
import { screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';

const PASSWORD = 'Secret#123';
const LANGUAGES = [
  { code: 'en-US', file: 'ANONYMITY.md', help: 'Help', link: 'How your anonymity is protected' },
  { code: 'pt-BR', file: 'ANONYMITY.pt-BR.md', help: 'Ajuda', link: 'Como o seu anonimato é protegido' },
  { code: 'es-AR', file: 'ANONYMITY.es-AR.md', help: 'Ayuda', link: 'Cómo se protege tu anonimato' },
] as const;

/** The document's title and its numbered rules as plain text, read from the published file itself. */
function expected(file: string) {
  const blocks = parseMarkdown(readFileSync(`analytics/${file}`, 'utf8'));
  const title = blocks[0]!.kind === 'heading' ? blocks[0]!.text : '';
  const list = blocks.find((b) => b.kind === 'list' && b.ordered);
  const rules = list?.kind === 'list' ? list.items.map((i) => i.inlines.map((p) => p.text).join('')) : [];
  return { title, rules };
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

// The published anonymity rules, reached from the sidebar's Help and from the survey's promise, in
// the person's language, readable and accessible on a desktop and on a phone.
describe("the anonymity rules in the product's help", () => {
  const e2e = useServerAndBrowser();
  const emails: Record<string, string> = {};

  beforeAll(async () => {
    const { db } = await testDeps();
    const today = new Date().toISOString().slice(0, 10);
    const company = await makeCompany(db, { name: 'Help E2E Co', survey_interval_days: 7, survey_delivery_date: today });
    const manager = await makeUser(db, company.id, { role: 'manager', first_name: 'Lia', secret_question_id: 'first-pet', secret_answer_hash: 'x' });
    const members: string[] = [];
    for (const { code } of LANGUAGES) {
      const user = await makeUser(db, company.id, { first_name: `Ana ${code}`, language: code, secret_question_id: 'first-pet', secret_answer_hash: 'x' });
      emails[code] = user.email!;
      members.push(user.id);
    }
    await makeGroup(company.id, 'Ventas', null, { members, managers: [manager.id] });
  });

  async function expectRules(page: Page, file: string) {
    const { title, rules } = expected(file);
    expect(rules).toHaveLength(11);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const shown = await page.locator('.help-doc ol > li').allInnerTexts();
    expect(shown.map(squash)).toEqual(rules.map(squash));
    // Markdown marks are rendered, never shown as asterisks or backticks.
    expect(await page.locator('.help-doc').innerText()).not.toMatch(/\*\*|`/);
    expect(await page.locator('.help-doc ol strong').count()).toBe(11);
  }

  for (const lang of LANGUAGES) {
    it(`shows the rules in ${lang.code} from the sidebar's Help, at 1366 and 390 px, without serious axe violations`, async () => {
      const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const errors = watchPageErrors(page);
      await using shots = screenshotOnFailure(page, `help-anonymity-${lang.code}`);
      await submitSignIn(page, `${e2e.baseUrl}/login`, emails[lang.code]!, PASSWORD);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');

      await page.getByRole('navigation').getByRole('link', { name: lang.help, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: lang.help }).waitFor();
      await page.getByRole('link', { name: lang.link }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/help/anonymity');
      await expectRules(page, lang.file);
      expect(await seriousViolations(page)).toEqual([]);

      // On a phone the text wraps inside the screen: nothing scrolls sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await expectRules(page, lang.file);
      const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('.help-doc *')].map((el) => el.getBoundingClientRect().right)));
      expect(widest).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      shots.passed();
      await context.close();
    }, 90_000);
  }

  it("links the survey's anonymity promise to the rules, in the person's language", async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'help-anonymity-survey');
    await submitSignIn(page, `${e2e.baseUrl}/login`, emails['pt-BR']!, PASSWORD);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await page.goto(`${e2e.baseUrl}/survey`);
    await page.getByText('Suas respostas são anônimas', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Como o seu anonimato é protegido' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/help/anonymity');
    await expectRules(page, 'ANONYMITY.pt-BR.md');
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);
});
