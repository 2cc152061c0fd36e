import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPES, type QuestionType } from '../../domain/custom-survey.js';
import { withTenant } from '../../server/db/tenant.js';
import { releaseCustomHeld } from '../../server/modules/custom-surveys/custom-surveys.release.js';
import { makeCompany, makeUser, type UserOverrides } from '../../seeds/factories.js';
import { failureOf, sessionFor, v1 } from '../integration/auth/helpers.js';
import { makeGroup } from '../integration/groups/helpers.js';
import { screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { attachAnalytics, callerFor, testDeps } from '../setup/test-context.js';

// Issue 13's journey: an administrator builds a survey in three languages with one question of
// every type in the browser, sends it to two groups and grants one manager its results, and
// launches it. Ana answers in Portuguese at desktop width and Sofía in Spanish on a phone, the
// rest of both groups through the API. Once released and synced as the server does, the creator
// and the granted manager read the gated figures within seconds of the last answer; the manager
// of the other group, never granted, is told the results do not exist (404).

const PASSWORD = 'Secret#123';
const ZONE = 'America/Sao_Paulo';
const secret = { secret_question_id: 'first-pet', secret_answer_hash: 'x' };
const DESKTOP = { width: 1280, height: 900 };
/** How long after the last answer its figures may take to reach a reader's screen. */
const FRESH_MS = 10_000;

/** Tomorrow as São Paulo counts days: YYYY-MM-DD. */
const tomorrowInSaoPaulo = () => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: ZONE });
const oneDecimal = (n: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

type Texts = readonly [en: string, pt: string, es: string];
interface Choice {
  text: Texts;
  classification?: string;
  score?: string;
}
interface Question {
  type: QuestionType;
  text: Texts;
  pillar?: boolean;
  score?: boolean;
  choices?: Choice[];
  maxChoices?: string;
}

/** What the administrator types, one question of each type, in the order answered. */
const QUESTIONS: Question[] = [
  {
    type: 'select',
    text: ['How were you welcomed?', 'Como foi sua recepção?', '¿Cómo fue tu recepción?'],
    pillar: true,
    score: true,
    choices: [
      { text: ['Great', 'Ótima', 'Excelente'], classification: 'very-good', score: '10' },
      { text: ['Poor', 'Ruim', 'Mala'], classification: 'bad', score: '2.5' },
    ],
  },
  {
    type: 'multi-select',
    text: ['What helped most?', 'O que ajudou mais?', '¿Qué te ayudó más?'],
    pillar: true,
    choices: [
      { text: ['My manager', 'Meu gestor', 'Mi líder'] },
      { text: ['The team', 'A equipe', 'El equipo'] },
      { text: ['The handbook', 'O material', 'El material'] },
    ],
    maxChoices: '2',
  },
  { type: 'stars', text: ['Rate your first day', 'Nota para o primeiro dia', 'Puntuá tu primer día'], pillar: true, score: true },
  { type: 'nps', text: ['Would you recommend us?', 'Você recomendaria a empresa?', '¿Recomendarías la empresa?'] },
  { type: 'slide-number', text: ['How clear is your role?', 'Quão claro é seu papel?', '¿Qué tan claro es tu rol?'] },
  { type: 'feedback', text: ['Anything else?', 'Algo mais?', '¿Algo más?'] },
];
const LANGUAGES = ['English', 'Portuguese', 'Spanish'] as const;

/**
 * Sales (Ana and others, led by Mia) and Support (Sofía and others, led by Otto), 2k people each:
 * enough for figures while the cycle is open even where a release waits for 2k answers of one
 * group and keeps k of them back. Mia will be granted the results; Otto leads a group of the
 * audience but is never granted them.
 */
async function seed() {
  const { db } = await testDeps();
  const company = await makeCompany(db, { name: 'Custom Survey Journey Co', plan: 'enterprise' });
  const k = company.report_min_users;
  const person = (first_name: string, last_name: string, extra: UserOverrides = {}) =>
    makeUser(db, company.id, { first_name, last_name, language: 'en-US', ...secret, ...extra });
  const admin = await person('Ada', 'Admin', { role: 'admin' });
  const mia = await person('Mia', 'Sales', { role: 'manager' });
  const otto = await person('Otto', 'Support', { role: 'manager' });
  const ana = await person('Ana', 'Lima', { language: 'pt-BR' });
  const sofia = await person('Sofía', 'Paz', { language: 'es-AR' });
  // They answer through the API: no password to sign in with.
  const colleagues = (group: string) => Promise.all(Array.from({ length: 2 * k - 1 }, (_, i) => person(`${group} ${i + 1}`, 'Rocha', { password: null })));
  const [inSales, inSupport] = [await colleagues('Sales'), await colleagues('Support')];
  const sales = await makeGroup(company.id, { name: 'Sales', managers: [mia.id], members: [ana, ...inSales].map((p) => p.id) });
  const support = await makeGroup(company.id, { name: 'Support', managers: [otto.id], members: [sofia, ...inSupport].map((p) => p.id) });
  return { db, company, k, admin, mia, otto, ana, sofia, others: [...inSales, ...inSupport], sales, support };
}

describe('a custom survey from the builder to gated results', () => {
  const e2e = useServerAndBrowser();
  let t: Awaited<ReturnType<typeof seed>>;
  let surveyId = '';
  let lastAnswerAt = 0;
  /** The creator and the granted manager, signed in while the audience answers. */
  let readers: { admin: Awaited<ReturnType<typeof open>>; mia: Awaited<ReturnType<typeof open>> } | undefined;

  beforeAll(async () => {
    t = await seed();
    // The server's engine is attached when it boots: later passes only sync.
    await attachAnalytics();
  });

  async function open(options: BrowserContextOptions = {}) {
    const context = await e2e.browser.newContext({ locale: 'en-US', timezoneId: ZONE, viewport: DESKTOP, ...options });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    return { context, page, errors: watchPageErrors(page) };
  }

  async function signIn(page: Page, email: string, landing: string) {
    await submitSignIn(page, `${e2e.baseUrl}/login`, email, PASSWORD);
    await page.getByRole('heading', { name: landing }).waitFor();
  }

  it('an administrator builds a three-language survey of every question type, sends it to two groups, grants a manager and launches it', async () => {
    const { context, page, errors } = await open();
    await using shots = screenshotOnFailure(page, 'custom-survey-journey-builder');
    await submitSignIn(page, `${e2e.baseUrl}/custom-surveys`, t.admin.email!, PASSWORD);
    await page.getByRole('link', { name: 'New survey' }).click();
    await page.getByRole('heading', { name: 'New survey', level: 1 }).waitFor();

    // Step 1: three languages, each with its title and description; weekly, every question required.
    await page.getByLabel('Portuguese', { exact: true }).check();
    await page.getByLabel('Spanish', { exact: true }).check();
    const fillIn = async (label: string, texts: Texts) => {
      for (const [i, language] of LANGUAGES.entries()) await page.getByLabel(`${label} in ${language}`, { exact: true }).fill(texts[i]!);
    };
    await fillIn('Title', ['Onboarding', 'Integração', 'Integración']);
    await fillIn('Description', ['How were your first days?', 'Como foram seus primeiros dias?', '¿Cómo fueron tus primeros días?']);
    await page.getByLabel('Period').selectOption('weekly');
    await page.getByLabel('Mandatory questions').check();
    await page.getByText(/^Saved at /).waitFor();
    surveyId = /\/custom-surveys\/([0-9a-f-]{36})\/settings/.exec(page.url())![1]!;

    // Step 2: a pillar with its picture, then the six questions.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Add pillar' }).click();
    await fillIn('Pillar 1 name', ['Welcome', 'Acolhimento', 'Bienvenida']);
    await page.getByRole('group', { name: 'Pillar 1 picture' }).getByTitle('People').click();
    for (const [index, q] of QUESTIONS.entries()) {
      const n = index + 1;
      await page.getByRole('button', { name: 'Add question' }).click();
      const card = page.getByRole('listitem', { name: `Question ${n}`, exact: true });
      await card.getByLabel(`Question ${n} type`).selectOption(q.type);
      if (q.pillar) await card.getByLabel(`Question ${n} pillar`).selectOption({ label: 'Welcome' });
      if (q.score) await card.getByLabel(`Question ${n} counts for score`).check();
      for (const [i, language] of LANGUAGES.entries()) await card.getByLabel(`Question ${n} in ${language}`, { exact: true }).fill(q.text[i]!);
      for (const [j, choice] of (q.choices ?? []).entries()) {
        const a = j + 1;
        await card.getByRole('button', { name: 'Add answer' }).click();
        for (const [i, language] of LANGUAGES.entries()) await card.getByLabel(`Question ${n}, answer ${a} in ${language}`, { exact: true }).fill(choice.text[i]!);
        if (choice.classification) await card.getByLabel(`Answer ${a} classification`).selectOption(choice.classification);
        if (choice.score) await card.getByLabel(`Answer ${a} score (0 to 10)`).fill(choice.score);
      }
      if (q.maxChoices) await card.getByLabel(`Question ${n}: most answers one person may pick`).fill(q.maxChoices);
    }
    expect(await page.getByLabel('Question 2 counts for score').isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Step 3: nothing is missing but who answers and when.
    await page.getByRole('button', { name: 'Next' }).click();
    const notice = page.locator('.cs-notice');
    await notice.getByText('Before launching, 2 things are missing:').waitFor();
    expect(await notice.getByRole('listitem').allTextContents()).toEqual(['Choose who answers the survey', 'Choose the launch date, time and time zone']);

    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Choose audience' }).click();
    await dialog.getByRole('heading', { name: 'Audience' }).waitFor();
    for (const group of ['Sales', 'Support']) {
      await dialog.getByRole('combobox', { name: 'Add a group with its subgroups' }).fill(group);
      await dialog.getByRole('option', { name: new RegExp(`^${group}`) }).click();
      await dialog.getByRole('list', { name: 'Groups with their subgroups' }).getByText(group).waitFor();
    }
    await dialog.getByRole('button', { name: 'Save audience' }).click();
    await page.getByText('Groups with their subgroups: Sales, Support').waitFor();

    // Report access: Mia by name, as an individual manager; team managers (Otto among them) are not granted.
    await page.getByRole('button', { name: 'Choose report access' }).click();
    await dialog.getByRole('heading', { name: 'Report access' }).waitFor();
    await dialog.getByRole('searchbox', { name: 'Find managers' }).fill('Mia');
    await dialog.getByRole('button', { name: 'Add Mia Sales' }).click();
    await dialog.getByRole('list', { name: 'Individual managers' }).getByText('Mia Sales').waitFor();
    expect(await dialog.getByLabel('Team managers').isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Save access' }).click();
    await page.getByText('Individual managers: Mia Sales').waitFor();
    await notice.getByText('Before launching, 1 thing is missing:').waitFor();

    await page.getByRole('button', { name: 'Launch…' }).click();
    await dialog.getByLabel('Launch date').fill(tomorrowInSaoPaulo());
    await dialog.getByLabel('Launch time').fill('09:00');
    await dialog.getByLabel('Time zone').selectOption(ZONE);
    await dialog.getByText(/^First delivery: .* at 09:00 \(America\/Sao Paulo\)$/).waitFor();
    await dialog.getByRole('button', { name: 'Launch', exact: true }).click();
    await page.getByText(/^Survey launched: it starts /).waitFor();
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Onboarding', exact: true }) })
      .getByText('Scheduled')
      .waitFor();

    // The server holds what the builder showed.
    const { caller } = await callerFor({ token: await sessionFor(t.admin) });
    const saved = await caller.customSurveys.get({ id: surveyId });
    expect(saved.status).toBe('scheduled');
    expect(saved.availableLanguages).toEqual(['pt-BR', 'en-US', 'es-AR']);
    expect(saved.questions.map((q) => q.type)).toEqual(QUESTIONS.map((q) => q.type));
    expect([...new Set(saved.questions.map((q) => q.type))].sort()).toEqual([...QUESTION_TYPES].sort());
    expect(saved.questions.map((q) => q.text['es-AR'])).toEqual(QUESTIONS.map((q) => q.text[2]));
    expect(saved.questions.map((q) => q.enableScore)).toEqual(QUESTIONS.map((q) => Boolean(q.score)));
    expect(saved.questions[0]!.answers.map((a) => [a.classification, a.score])).toEqual([
      ['very-good', 10],
      ['bad', 2.5],
    ]);
    expect(saved.questions[1]!.maxChoices).toBe(2);
    expect(saved.surveyPublic.groupsWithHierarchy.sort()).toEqual([t.sales.id, t.support.id].sort());
    expect(saved.surveyAccess).toEqual({ managersPermission: false, users: [t.mia.id] });

    // Its launch comes now rather than tomorrow.
    await withTenant(t.db, t.company.id, (tx) => sql`update custom_surveys set launch_at = now() - interval '1 hour' where id = ${surveyId}`.execute(tx));
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 60_000);

  it('the audience answers: Ana in Portuguese at desktop width, Sofía in Spanish on a phone, the others through the API', async () => {
    expect(surveyId).not.toBe('');
    readers = { admin: await open(), mia: await open() };
    await Promise.all([signIn(readers.admin.page, t.admin.email!, 'Hello, Ada'), signIn(readers.mia.page, t.mia.email!, 'Hello, Mia')]);
    for (const [i, person] of t.others.entries()) {
      const { caller } = await callerFor({ token: await sessionFor(person) });
      const { customSurvey: survey } = await caller.customSurveys.survey({ id: surveyId });
      const q = (type: QuestionType) => survey!.questions.find((x) => x.type === type)!;
      const choice = (type: QuestionType, ...at: number[]) => at.map((j) => q(type).answers[j]!.answer_id);
      await caller.customSurveys.send({
        id: surveyId,
        submissionId: randomUUID(),
        cycle: survey!.cycle,
        answers: [
          { question_id: q('select').question_id, answer_ids: choice('select', i % 3 === 2 ? 1 : 0) },
          { question_id: q('multi-select').question_id, answer_ids: i % 2 ? choice('multi-select', 0, 1) : choice('multi-select', 2) },
          { question_id: q('stars').question_id, value: [5, 4, 3, 4, 5, 2][i % 6] },
          { question_id: q('nps').question_id, value: [10, 9, 6, 8, 9, 3, 7][i % 7] },
          { question_id: q('slide-number').question_id, value: [8, 7, 9, 6, 10, 5][i % 6] },
          { question_id: q('feedback').question_id, text: `Idea ${i}: more pairing in the first week` },
        ],
      });
    }

    {
      const { context, page, errors } = await open();
      await using shots = screenshotOnFailure(page, 'custom-survey-journey-pt');
      await signIn(page, t.ana.email!, 'Olá, Ana');
      const waiting = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Pesquisas esperando por você' }) });
      await waiting.getByRole('link', { name: /Integração/ }).click();
      await page.getByRole('heading', { name: 'Integração', level: 1 }).waitFor();
      await page.getByText('6 perguntas, uma por página.').waitFor();
      await page.getByText('Todas as perguntas são obrigatórias.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Começar' }).click();
      const next = page.getByRole('button', { name: 'Próxima' });
      const question = async (n: number) => {
        await page.getByText(`Pergunta ${n} de 6`, { exact: true }).waitFor();
        return page.locator('.survey-question');
      };
      let q = await question(1);
      await q.getByText('Acolhimento').waitFor();
      await q.getByRole('radio', { name: 'Ótima' }).click();
      await next.click();
      q = await question(2);
      await q.getByRole('checkbox', { name: 'Meu gestor' }).check();
      await q.getByRole('checkbox', { name: 'A equipe' }).check();
      await q.getByText('Você escolheu o máximo de 2. Desmarque uma para escolher outra.').waitFor();
      expect(await q.getByRole('checkbox', { name: 'O material' }).isDisabled()).toBe(true);
      await next.click();
      q = await question(3);
      await q.getByRole('radio', { name: '4 de 5 estrelas' }).click();
      await next.click();
      q = await question(4);
      await q.getByRole('radio', { name: '9', exact: true }).click();
      await next.click();
      q = await question(5);
      await q.getByRole('radio', { name: '7', exact: true }).click();
      await next.click();
      q = await question(6);
      await q.getByRole('textbox', { name: 'Algo mais?' }).fill('Mais café na primeira semana.');
      await page.getByRole('button', { name: 'Enviar', exact: true }).click();
      await page.getByRole('heading', { name: 'Obrigado por responder!' }).waitFor();
      expect(errors).toEqual([]);
      shots.passed();
      await context.close();
    }

    {
      const { context, page, errors } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await using shots = screenshotOnFailure(page, 'custom-survey-journey-es');
      await signIn(page, t.sofia.email!, 'Hola, Sofía');
      const waiting = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Encuestas que te esperan' }) });
      await waiting.getByRole('link', { name: /Integración/ }).click();
      await page.getByRole('heading', { name: 'Integración', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Empezar' }).click();
      const next = page.getByRole('button', { name: 'Siguiente' });
      const question = async (n: number) => {
        await page.getByText(`Pregunta ${n} de 6`, { exact: true }).waitFor();
        return page.locator('.survey-question');
      };
      let q = await question(1);
      await q.getByRole('radio', { name: 'Excelente' }).click();
      await next.click();
      q = await question(2);
      await q.getByRole('checkbox', { name: 'El equipo' }).check();
      await next.click();
      q = await question(3);
      await q.getByRole('radio', { name: '5 de 5 estrellas' }).click();
      await next.click();
      q = await question(4);
      await q.getByRole('radio', { name: '10', exact: true }).click();
      await next.click();
      q = await question(5);
      await q.getByRole('radio', { name: '8', exact: true }).click();
      await next.click();
      q = await question(6);
      await q.getByRole('textbox', { name: '¿Algo más?' }).fill('Todo bien.');
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole('button', { name: 'Enviar', exact: true }).click();
      await page.getByRole('heading', { name: '¡Gracias por responder!' }).waitFor();
      lastAnswerAt = Date.now();
      expect(errors).toEqual([]);
      shots.passed();
      await context.close();
    }
  }, 60_000);

  it('the creator and the granted manager read the gated figures within seconds; the ungranted manager gets 404', async () => {
    expect(lastAnswerAt).toBeGreaterThan(0);
    const { admin, mia } = readers!;
    await using adminShots = screenshotOnFailure(admin.page, 'custom-survey-journey-creator');
    await using miaShots = screenshotOnFailure(mia.page, 'custom-survey-journey-granted');

    // As the server does after a send: release what is held, then bring the engine up to date.
    const { db, deps } = await testDeps();
    await releaseCustomHeld(db, deps.sealingKey, new Date());
    await attachAnalytics();
    const reports = `${e2e.baseUrl}/custom-surveys/${surveyId}/reports`;
    await Promise.all(
      [admin.page, mia.page].map(async (page) => {
        await page.goto(reports);
        await page.locator('.csr-summary').waitFor();
      }),
    );
    expect(Date.now() - lastAnswerAt).toBeLessThan(FRESH_MS);

    // The creator: the figures the API gives her, at least k people behind them.
    const asAdmin = (await callerFor({ token: await sessionFor(t.admin) })).caller;
    const report = (await asAdmin.customSurveys.report({ id: surveyId }))!;
    expect(report.respondents.withheld).toBe(false);
    expect(report.respondents.respondents).toBeGreaterThanOrEqual(t.k);
    const page = admin.page;
    await page.getByRole('heading', { name: /^Onboarding/, level: 1 }).waitFor();
    await page.locator('.csr-badge', { hasText: 'Active' }).waitFor();
    expect(await page.getByTestId('respondents').innerText()).toBe(String(report.respondents.respondents));
    if (report.overall.score !== null) expect(await page.locator('#csr-summary-title + .score .score__value').innerText()).toBe(oneDecimal(report.overall.score));
    const welcome = report.categories[0]!;
    const pillar = page.locator(`[data-pillar="${welcome.category_id}"]`);
    await pillar.getByText('Welcome').waitFor();
    if (!welcome.withheld) expect(await pillar.locator('.score__value').innerText()).toBe(oneDecimal(welcome.score!));
    const cards = page.locator('.csr-question');
    await expect.poll(() => cards.count()).toBe(QUESTIONS.length);
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-type')))).toEqual(QUESTIONS.map((q) => q.type));
    for (const q of report.questions) {
      const card = page.locator(`.csr-question[data-question="${q.question_id}"]`);
      await card.getByRole('heading', { name: q.text['en-US'] }).waitFor();
      expect(await card.locator('.withheld').count()).toBe(q.withheld ? 1 : 0);
      if (q.withheld) continue;
      if (q.type === 'stars') expect(await card.locator('.csr-figures .score__value').first().innerText()).toBe(oneDecimal(q.mean!));
      // Texts of a running cycle come out in whole blocks per group (the comment gate): perhaps none yet.
      if (q.type === 'feedback') await card.getByText(q.respondents ? `${q.respondents} people wrote an answer.` : 'No texts can be shown yet.').waitFor();
      if (q.type === 'nps') await card.getByRole('list', { name: 'NPS answers by group' }).getByText('Promoters').waitFor();
    }
    const select = report.questions[0]!;
    const spread = page.locator(`.csr-question[data-question="${select.question_id}"]`);
    await spread.locator('.csr-distribution svg').waitFor();
    await spread.getByText('See the figures as a table').click();
    for (const { label, count } of select.distribution ?? []) {
      const line = spread.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label!['en-US'], exact: true }) });
      expect(await line.getByRole('cell').first().innerText()).toBe(String(count));
    }
    expect(await seriousViolations(page)).toEqual([]);

    // Mia, granted by name: the same figures for everyone, then her own group's.
    const asMia = (await callerFor({ token: await sessionFor(t.mia) })).caller;
    expect(await asMia.customSurveys.report({ id: surveyId })).toEqual(report);
    expect(await mia.page.getByTestId('respondents').innerText()).toBe(String(report.respondents.respondents));
    const picker = mia.page.getByRole('button', { name: /^Group / });
    await picker.click();
    await mia.page.getByRole('group', { name: 'Group' }).getByRole('button', { name: 'Sales' }).click();
    await mia.page.waitForURL(new RegExp(`group=${t.sales.id}`));
    const sales = (await asMia.customSurveys.report({ id: surveyId, groupId: t.sales.id }))!;
    if (sales.respondents.withheld) await mia.page.locator('.csr-summary .withheld').first().waitFor();
    else await expect.poll(() => mia.page.getByTestId('respondents').innerText()).toBe(String(sales.respondents.respondents));
    expect(await mia.page.locator('.csr-question .withheld').count()).toBe(sales.questions.filter((q) => q.withheld).length);
    expect(await seriousViolations(mia.page)).toEqual([]);

    expect(admin.errors).toEqual([]);
    expect(mia.errors).toEqual([]);
    adminShots.passed();
    miaShots.passed();
    await admin.context.close();
    await mia.context.close();

    // Otto leads Support, of the audience, but was not granted: the results do not exist for him.
    const otto = await open();
    await using ottoShots = screenshotOnFailure(otto.page, 'custom-survey-journey-refused');
    await signIn(otto.page, t.otto.email!, 'Hello, Otto');
    await otto.page.goto(reports);
    await otto.page.getByRole('dialog').getByText('You are not allowed to access the report').waitFor();
    await otto.page.waitForURL(`${e2e.baseUrl}/custom-surveys`);
    expect(await otto.page.getByText('Onboarding').count()).toBe(0);
    const ottoToken = await sessionFor(t.otto);
    const asOtto = (await callerFor({ token: ottoToken })).caller;
    expect((await failureOf(asOtto.customSurveys.report({ id: surveyId }))).code).toBe('NOT_FOUND');
    expect((await failureOf(asOtto.customSurveys.report({ id: surveyId, groupId: t.support.id }))).code).toBe('NOT_FOUND');
    expect((await v1('GET', `/custom-surveys/${surveyId}/groups/consolidate/reports`, { token: ottoToken })).status).toBe(404);
    expect(otto.errors).toEqual([]);
    ottoShots.passed();
    await otto.context.close();
  }, 60_000);
});
