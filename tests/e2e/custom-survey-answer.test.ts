import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../server/db/tenant.js';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { sessionFor } from '../integration/auth/helpers.js';
import { everyTypeSurvey, launchIn } from '../integration/custom-surveys/helpers.js';
import { makeGroup } from '../integration/users/helpers.js';
import { screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { callerFor, testDeps } from '../setup/test-context.js';

// Answering a custom survey in Chromium: a survey of every question type, started an hour ago for
// a group. One person answers it in Portuguese at desktop width (a reload in the middle, the send's
// reply lost and retried under the same submission id), another in Spanish on a phone (a refused
// answer shown at its question, then sent); then it is no longer waiting, and it says it was
// answered; someone outside its audience reads that it does not exist.

const PASSWORD = 'Secret#123';
const ZONE = 'America/Sao_Paulo';
const secret = { secret_question_id: 'first-pet', secret_answer_hash: 'x' };
/** Six questions, one of each type, every one of them required; comments on. */
const SURVEY = everyTypeSurvey(true);

/** The company, the survey launched an hour ago for a group (two of whom answer), and someone outside it. */
async function seed() {
  const { db } = await testDeps();
  const company = await makeCompany(db, { name: 'Custom Answer E2E Co' });
  const admin = await makeUser(db, company.id, { role: 'admin', first_name: 'Ada', ...secret });
  const ana = await makeUser(db, company.id, { first_name: 'Ana', language: 'pt-BR', ...secret });
  const sofia = await makeUser(db, company.id, { first_name: 'Sofía', language: 'es-AR', ...secret });
  const otto = await makeUser(db, company.id, { first_name: 'Otto', language: 'pt-BR', ...secret });
  // A third member who does not answer: a launch needs an audience of at least k (3) people.
  const caio = await makeUser(db, company.id, { first_name: 'Caio' });
  const group = await makeGroup(company.id, 'Onboarding', null, { members: [ana.id, sofia.id, caio.id] });
  await makeGroup(company.id, 'Others', null, { members: [otto.id] });
  const { caller } = await callerFor({ token: await sessionFor(admin) });
  const survey = await caller.customSurveys.create({
    customSurvey: { ...SURVEY, status: 'scheduled', surveyPublic: { groupsWithHierarchy: [group] }, launchConfiguration: launchIn(1) },
  });
  await withTenant(db, company.id, (tx) => sql`update custom_surveys set launch_at = now() - interval '1 hour' where id = ${survey.id}`.execute(tx));
  // When the survey comes back, as the server tells its audience.
  const read = await (await callerFor({ token: await sessionFor(ana) })).caller.customSurveys.survey({ id: survey.id });
  expect(read.status).toBe('available');
  return { db, company, ana, sofia, otto, surveyId: survey.id, nextSurveyDate: read.nextSurveyDate! };
}

const heldFor = (surveyId: string) =>
  testDeps().then(({ db }) => withSystem(db, (tx) => tx.selectFrom('custom_survey_held').select('survey_id').where('survey_id', '=', surveyId).execute()));

const longDate = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: ZONE }).format(new Date(iso));
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

describe('answering a custom survey in the browser', () => {
  const e2e = useServerAndBrowser();

  async function open(options: BrowserContextOptions) {
    const context = await e2e.browser.newContext({ locale: 'en-US', timezoneId: ZONE, ...options });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    return { context, page, errors: watchPageErrors(page) };
  }

  async function signIn(page: Page, email: string, greeting: string) {
    await submitSignIn(page, `${e2e.baseUrl}/login`, email, PASSWORD);
    // The person's saved language takes over once signed in.
    await page.getByRole('heading', { name: greeting }).waitFor();
  }

  /** The question on screen, once its counter says so. */
  async function onPage(page: Page, counter: string) {
    await page.getByText(counter, { exact: true }).waitFor();
    return page.locator('.survey-question');
  }

  it('answers every type in Portuguese, in Spanish on a phone, and refuses someone outside the audience', async () => {
    const t = await seed();
    const start = `${e2e.baseUrl}/custom-surveys/${t.surveyId}/survey`;

    // Ana, in Portuguese at desktop width: from the home card to the start page.
    {
      const { context, page, errors } = await open({ viewport: { width: 1280, height: 900 } });
      await using shots = screenshotOnFailure(page, 'custom-survey-answer-pt');
      await signIn(page, t.ana.email!, 'Olá, Ana');
      const waiting = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Pesquisas esperando por você' }) });
      await waiting.getByRole('link', { name: /Integração/ }).click();
      await page.getByRole('heading', { name: 'Integração', level: 1 }).waitFor();
      await page.getByText('Como foram seus primeiros dias?').waitFor();
      await page.getByText('6 perguntas, uma por página.').waitFor();
      await page.getByText('Todas as perguntas são obrigatórias.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Começar' }).click();

      // 1. Single choice: required, Next waits for an answer; choosing again takes it back; arrows move.
      let q = await onPage(page, 'Pergunta 1 de 6');
      const next = page.getByRole('button', { name: 'Próxima' });
      await q.getByText('Acolhimento').waitFor();
      await q.getByText('Obrigatória').waitFor();
      expect(await next.isDisabled()).toBe(true);
      const great = q.getByRole('radio', { name: 'Ótima' });
      const poor = q.getByRole('radio', { name: 'Ruim' });
      await great.click();
      await expect.poll(() => great.getAttribute('aria-checked')).toBe('true');
      await great.click();
      await expect.poll(() => great.getAttribute('aria-checked')).toBe('false');
      expect(await next.isDisabled()).toBe(true);
      await great.press('Space');
      await great.press('ArrowDown');
      await expect.poll(() => poor.getAttribute('aria-checked')).toBe('true');
      await expect.poll(() => isFocused(poor)).toBe(true);
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => great.getAttribute('aria-checked')).toBe('true');
      await q.getByRole('textbox', { name: 'Comentário (opcional)' }).fill('Equipe acolhedora.');
      await next.click();

      // 2. Multi-choice: at most two, said and enforced.
      q = await onPage(page, 'Pergunta 2 de 6');
      await expect.poll(() => isFocused(q.getByRole('heading', { name: 'O que ajudou mais?' }))).toBe(true);
      await q.getByText('Escolha até 2 respostas.').waitFor();
      await q.getByRole('checkbox', { name: 'Meu gestor' }).check();
      await q.getByRole('checkbox', { name: 'A equipe' }).check();
      await q.getByText('Você escolheu o máximo de 2. Desmarque uma para escolher outra.').waitFor();
      expect(await q.getByRole('checkbox', { name: 'O material' }).isDisabled()).toBe(true);
      await q.getByRole('checkbox', { name: 'A equipe' }).uncheck();
      await q.getByRole('checkbox', { name: 'O material' }).check();
      expect(await seriousViolations(page)).toEqual([]);
      await next.click();

      // 3. Stars, reached with an arrow key.
      q = await onPage(page, 'Pergunta 3 de 6');
      await q.getByRole('radio', { name: '3 de 5 estrelas' }).click();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => q.getByRole('radio', { name: '4 de 5 estrelas' }).getAttribute('aria-checked')).toBe('true');
      await next.click();

      // A reload in the middle: the same page, the earlier answers still there.
      await onPage(page, 'Pergunta 4 de 6');
      await page.reload();
      q = await onPage(page, 'Pergunta 4 de 6');
      await page.getByRole('button', { name: 'Voltar' }).click();
      q = await onPage(page, 'Pergunta 3 de 6');
      await expect.poll(() => q.getByRole('radio', { name: '4 de 5 estrelas' }).getAttribute('aria-checked')).toBe('true');
      await next.click();

      // 4 and 5. The 0–10 scales.
      q = await onPage(page, 'Pergunta 4 de 6');
      await q.getByText('Extremamente provável', { exact: false }).waitFor();
      await q.getByRole('radio', { name: '9', exact: true }).click();
      await next.click();
      q = await onPage(page, 'Pergunta 5 de 6');
      await q.getByRole('radio', { name: '7', exact: true }).click();
      await next.click();

      // 6. Free text; the send's reply is lost, and the retry carries the same submission id.
      q = await onPage(page, 'Pergunta 6 de 6');
      const send = page.getByRole('button', { name: 'Enviar', exact: true });
      expect(await send.isDisabled()).toBe(true);
      await q.getByRole('textbox', { name: 'Algo mais?' }).fill('Mais café.');
      const sent: string[] = [];
      await page.route('**/trpc/customSurveys.send*', async (route) => {
        sent.push(JSON.parse(route.request().postData()!)['0'].submissionId as string);
        if (sent.length > 1) return route.continue();
        await route.fetch();
        await route.abort('connectionreset');
      });
      await send.click();
      await page.getByText('Ocorreu um erro ao tentar enviar a pesquisa! Por favor, tente novamente. Se persistir, entre em contato com o suporte.').waitFor();
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await page.getByRole('heading', { name: 'Obrigado por responder!' }).waitFor();
      expect(sent).toHaveLength(2);
      expect(sent[1]).toBe(sent[0]);
      await page.getByText(`A próxima rodada abre em ${longDate(t.nextSurveyDate, 'pt-BR')}.`).waitFor();
      // The answers left this browser, and went in once.
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('clima.customSurvey.')))).toEqual([]);
      expect(await heldFor(t.surveyId)).toHaveLength(1);
      expect(errors).toEqual([]);
      shots.passed();
      await context.close();
    }

    // Sofía, in Spanish on a phone: from the engagement survey's start page; a refused answer is shown at its question.
    {
      const { context, page, errors } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await using shots = screenshotOnFailure(page, 'custom-survey-answer-es');
      await signIn(page, t.sofia.email!, 'Hola, Sofía');
      await page.goto(`${e2e.baseUrl}/survey`);
      const waiting = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Encuestas que te esperan' }) });
      await waiting.getByRole('link', { name: /Integración/ }).click();
      await page.getByRole('button', { name: 'Empezar' }).click();
      const next = page.getByRole('button', { name: 'Siguiente' });
      let q = await onPage(page, 'Pregunta 1 de 6');
      await q.getByRole('radio', { name: 'Excelente' }).click();
      await next.click();
      q = await onPage(page, 'Pregunta 2 de 6');
      await q.getByRole('checkbox', { name: 'El equipo' }).check();
      await next.click();
      q = await onPage(page, 'Pregunta 3 de 6');
      await q.getByRole('radio', { name: '5 de 5 estrellas' }).click();
      await next.click();
      q = await onPage(page, 'Pregunta 4 de 6');
      await q.getByRole('radio', { name: '10', exact: true }).click();
      await next.click();
      q = await onPage(page, 'Pregunta 5 de 6');
      await q.getByRole('radio', { name: '0', exact: true }).click();
      await next.click();
      q = await onPage(page, 'Pregunta 6 de 6');
      await q.getByRole('textbox', { name: '¿Algo más?' }).fill('Todo bien.');

      // The first send reaches the server with six stars: it refuses it, and says where.
      let tampered = false;
      await page.route('**/trpc/customSurveys.send*', async (route) => {
        if (tampered) return route.continue();
        tampered = true;
        const body = JSON.parse(route.request().postData()!) as Record<string, { answers: { question_id: string; value?: number }[] }>;
        body['0']!.answers.find((a) => a.question_id === 'q3')!.value = 6;
        await route.continue({ postData: JSON.stringify(body) });
      });
      await page.getByRole('button', { name: 'Enviar', exact: true }).click();
      await page.getByText('Algunas respuestas necesitan tu atención.').waitFor();
      await page.getByRole('button', { name: 'Ir a la pregunta 3' }).click();
      q = await onPage(page, 'Pregunta 3 de 6');
      await q.getByText('Elegí un valor del 1 al 5.').waitFor();
      await q.getByRole('radio', { name: '4 de 5 estrellas' }).click();
      expect(await q.getByText('Elegí un valor del 1 al 5.').count()).toBe(0);
      for (const n of [4, 5, 6]) {
        await next.click();
        await onPage(page, `Pregunta ${n} de 6`);
      }
      await page.getByRole('button', { name: 'Enviar', exact: true }).click();
      await page.getByRole('heading', { name: '¡Gracias por responder!' }).waitFor();
      await page.getByText(`La próxima ronda abre el ${longDate(t.nextSurveyDate, 'es-AR')}.`).waitFor();
      expect(await heldFor(t.surveyId)).toHaveLength(2);

      // No longer waiting, on the home page or the engagement survey's start; answered when opened again.
      const waited = page.waitForResponse((r) => r.url().includes('customSurveys.waiting'));
      await page.getByRole('link', { name: 'Volver al inicio' }).click();
      await page.getByRole('heading', { name: 'Hola, Sofía' }).waitFor();
      await waited;
      await page.goto(`${e2e.baseUrl}/survey`);
      await page.getByRole('heading', { name: 'Encuesta de compromiso', level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { name: 'Encuestas que te esperan' }).count()).toBe(0);
      await page.goto(start);
      await page.getByRole('heading', { name: 'Ya respondiste esta encuesta' }).waitFor();
      await page.getByText(`La próxima ronda abre el ${longDate(t.nextSurveyDate, 'es-AR')}.`).waitFor();
      // The steps of an answered survey lead back to that page.
      await page.goto(`${start}/steps`);
      await page.getByRole('heading', { name: 'Ya respondiste esta encuesta' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/custom-surveys/${t.surveyId}/survey`);
      expect(errors).toEqual([]);
      shots.passed();
      await context.close();
    }

    // Otto, outside the audience: the survey does not exist for him.
    {
      const { context, page, errors } = await open({ viewport: { width: 1280, height: 900 } });
      await using shots = screenshotOnFailure(page, 'custom-survey-answer-outsider');
      await signIn(page, t.otto.email!, 'Olá, Otto');
      await page.goto(start);
      await page.getByRole('heading', { name: 'Esta pesquisa não existe ou foi encerrada' }).waitFor();
      await page.getByRole('link', { name: 'Voltar ao início' }).click();
      await page.getByRole('heading', { name: 'Olá, Otto' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { name: 'Pesquisas esperando por você' }).count()).toBe(0);
      expect(errors).toEqual([]);
      shots.passed();
      await context.close();
    }
  }, 90_000);
});
