import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, toDay } from '../../server/modules/survey/survey.cycles.js';
import type { GeneratedCompany } from '../../seeds/synthetic/index.js';
import { pdfText } from '../integration/psychosocial/helpers.js';
import { callerAs } from '../integration/users/helpers.js';
import { browserCompany, E2E_PASSWORD, screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';

// An administrator who reads in Portuguese opens the psychosocial-risk report (NR-1) of the company,
// sees each factor's risk level in words and colour, the actions taken and the way to the fuller
// questionnaire, and downloads the PDF, whose text holds the same factors and levels.

describe('the psychosocial-risk report in the browser', () => {
  const e2e = useServerAndBrowser();
  let company: GeneratedCompany;

  beforeAll(async () => {
    company = await browserCompany({
      name: 'Psicossocial E2E Ltda',
      seed: 'psychosocial-e2e',
      emailDomain: 'psychosocial.clima.test',
    });
    const { db } = await testDeps();
    await db.updateTable('users').set({ language: 'pt-BR' }).where('id', '=', company.adminId).execute();
    const { caller } = await callerAs({ company_id: company.companyId, id: company.adminId }, 'pt-BR');
    await caller.actionPlans.create({
      title: 'Conversas seguras',
      metric: 'psychosocialRisks',
      expiresAt: addDays(toDay(new Date()), 90),
      tasks: [
        { text: 'Mapear a carga de trabalho', done: true },
        { text: 'Combinar pausas', done: false },
      ],
    });
  });

  it('an administrator reads the factors and downloads the PDF in Portuguese', async () => {
    // The sign-in page speaks the browser's English; the administrator's own Portuguese takes over once signed in.
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'psychosocial');
    await submitSignIn(page, `${e2e.baseUrl}/login`, company.adminEmail, E2E_PASSWORD);
    await page.waitForURL('**/dashboard');

    // From a pillar's detail to the report.
    await page.goto(`${e2e.baseUrl}/reports/company/metric/psychosocialRisks`);
    await page.getByRole('link', { name: 'Relatório de riscos psicossociais (NR-1)' }).click();
    await page.waitForURL('**/reports/company/psychosocial');
    await page.getByRole('heading', { name: 'Riscos psicossociais (NR-1)', level: 1 }).waitFor();

    // Each factor with its level in words on its colour; the two pillars' histories drawn.
    const factors = page.getByRole('list', { name: 'Fatores de Riscos psicossociais' }).getByRole('listitem');
    await expect.poll(() => factors.count()).toBe(4);
    const cards = await page.locator('[data-factor]').evaluateAll((nodes) => nodes.map((n) => ({ level: n.getAttribute('data-level'), text: n.textContent ?? '' })));
    expect(cards).toHaveLength(8);
    const words: Record<string, string> = { high: 'Risco alto', moderate: 'Risco moderado', low: 'Risco baixo' };
    const rated = cards.filter((c) => c.level! in words);
    expect(rated.length).toBeGreaterThan(0);
    for (const c of rated) expect(c.text).toContain(words[c.level!]);
    await page.locator('.psy-history .plot__canvas svg').first().waitFor();

    // The actions taken, and the fuller questionnaire for administrators.
    const actions = page.getByRole('region', { name: 'Ações realizadas' });
    await expect.poll(() => actions.innerText()).toContain('Conversas seguras');
    expect(await actions.innerText()).toContain('1 de 2');
    const questionnaire = page.getByRole('link', { name: 'Aplicar o questionário psicossocial completo' });
    expect(await questionnaire.getAttribute('href')).toMatch(/^\/custom-surveys\/[0-9a-f-]{36}\/settings$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/psychosocial-page.png', fullPage: true });

    // The PDF: the button waits while it is made, and the file holds the same factors and levels.
    const button = page.getByRole('button', { name: 'Baixar PDF' });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^clima-psychosocial-risks-.+\.pdf$/);
    const text = await pdfText((await readFile(await download.path())).toString('base64'));
    expect(await button.isEnabled()).toBe(true);
    for (const expected of [
      'Relatório de riscos psicossociais (NR-1)',
      'Escopo: toda a empresa',
      'Segurança psicológica',
      'Risco de burnout (geral)',
      'Ações realizadas',
      'Conversas seguras',
      'GRO',
    ])
      expect(text, expected).toContain(expected);
    for (const c of rated) expect(text).toContain(words[c.level!]);

    // Questionnaire link leads to the ready template, opened read-only with its "use" button.
    await questionnaire.click();
    await page.waitForURL(/\/custom-surveys\/[0-9a-f-]{36}\/settings$/);
    await page.getByRole('heading', { name: 'Riscos psicossociais no trabalho', level: 1 }).waitFor();

    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 120_000);
});
