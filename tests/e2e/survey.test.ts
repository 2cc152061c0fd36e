import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../server/db/tenant.js';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { makeGroup } from '../integration/users/helpers.js';
import { screenshotOnFailure, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';
import { releaseCycle } from '../../server/modules/survey/survey.release.js';

const PASSWORD = 'Secret#123';
const DAY_MS = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);
const ptDate = (iso: string) => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** Answers the question on screen, whatever its type, and says what was chosen (to check it later). */
async function answerCurrent(page: Page, comment: string | null) {
  const question = page.locator('.survey-question');
  const id = (await question.getAttribute('data-question-id'))!;
  const type = (await question.getAttribute('data-type'))!;
  let chosen: string;
  if (type === 'multi-select') {
    const boxes = question.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await boxes.nth(1).uncheck(); // membership toggles: one answer left
    chosen = (await question.locator('.survey-check').nth(0).innerText()).trim();
  } else {
    const radios = question.getByRole('radio');
    // A high number on scales and stars (reached with an arrow key); the first answer on single choice.
    const count = await radios.count();
    const target = radios.nth(type === 'select' ? 0 : count - 2);
    if (type === 'select') await target.click();
    else {
      await radios.nth(count - 3).click();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => target.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    if (type === 'select') {
      // Choosing the same answer again takes it back; Space (the keyboard) chooses it again.
      await target.click();
      await expect.poll(() => target.getAttribute('aria-checked')).toBe('false');
      await target.press('Space');
    }
    await expect.poll(() => target.getAttribute('aria-checked')).toBe('true');
    chosen = (await target.getAttribute('aria-label')) ?? (await target.innerText()).trim();
  }
  const commented = Boolean(comment) && (await question.getByRole('textbox').count()) > 0;
  if (commented) await question.getByRole('textbox').fill(comment!);
  return { id, type, chosen, commented };
}

async function expectChosen(page: Page, answered: { type: string; chosen: string }) {
  const question = page.locator('.survey-question');
  if (answered.type === 'multi-select') {
    await expect.poll(() => question.getByRole('checkbox', { name: answered.chosen }).isChecked()).toBe(true);
  } else {
    await expect.poll(() => question.getByRole('radio', { name: answered.chosen, exact: true }).getAttribute('aria-checked')).toBe('true');
  }
}

type Answer = Awaited<ReturnType<typeof answerCurrent>>;

/** Answers every page from the first; with `reloadAt`, reloads after that page and checks the resume. */
async function answerAll(page: Page, options: { reloadAt?: number; comment?: string } = {}): Promise<Answer[]> {
  const counter = page.getByText(/^Pergunta \d+ de \d+$/);
  const total = Number((await counter.innerText()).match(/de (\d+)$/)![1]);
  const answers: Answer[] = [];
  for (let n = 1; n <= total; n++) {
    await page.getByText(`Pergunta ${n} de ${total}`, { exact: true }).waitFor();
    answers.push(await answerCurrent(page, n === 1 ? (options.comment ?? null) : null));
    if (n === options.reloadAt) {
      await page.getByRole('button', { name: 'Próxima' }).click();
      await page.getByText(`Pergunta ${n + 1} de ${total}`, { exact: true }).waitFor();
      await page.reload();
      // Same page after the reload, and the answers before it are still there.
      await page.getByText(`Pergunta ${n + 1} de ${total}`, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Voltar' }).click();
      await page.getByText(`Pergunta ${n} de ${total}`, { exact: true }).waitFor();
      await expectChosen(page, answers[n - 1]!);
    }
    await page.getByRole('button', { name: n === total ? 'Concluir' : 'Próxima' }).click();
  }
  return answers;
}

/** What the database holds for a company's only cycle, once its held answers are released (as its close would). */
async function storedFor(companyId: string) {
  const { db, deps } = await testDeps();
  const only = await withTenant(db, companyId, (tx) => tx.selectFrom('survey_cycles').select('id').where('company_id', '=', companyId).executeTakeFirstOrThrow());
  await releaseCycle(db, deps.sealingKey, companyId, only.id, true);
  return withTenant(db, companyId, async (tx) => {
    const cycle = await tx
      .selectFrom('survey_cycles')
      .select(['id', 'question_ids', sql<string>`ends_on::text`.as('ends_on')])
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    const responses = await tx.selectFrom('survey_responses').select('id').where('company_id', '=', companyId).where('cycle_id', '=', cycle.id).execute();
    const answered = await tx.selectFrom('survey_answers').select(['question_id', 'comment', 'answer_ids']).where('company_id', '=', companyId).execute();
    const types = await tx.selectFrom('survey_questions').select(['id', 'type']).where('id', 'in', cycle.question_ids).execute();
    const votes = await tx.selectFrom('survey_culture_votes').select(['question', 'value_id']).where('company_id', '=', companyId).orderBy('question').execute();
    return { cycle, responses, answered, types, votes };
  });
}

// An employee answers a whole engagement survey in Portuguese, in Chromium: reload in the middle,
// resume on the same page with the earlier answers, finish, then see when the next one comes.
describe('engagement survey in the browser', () => {
  const e2e = useServerAndBrowser();
  const today = day(new Date());
  const nextSurvey = day(new Date(Date.parse(`${today}T00:00:00Z`) + 7 * DAY_MS));
  const secret = { secret_question_id: 'first-pet', secret_answer_hash: 'x' };

  async function signIn(page: Page, email: string) {
    await submitSignIn(page, `${e2e.baseUrl}/login`, email, PASSWORD);
    // Her saved language takes over once signed in.
    await page.getByRole('heading', { name: 'Olá, Ema' }).waitFor();
  }

  it('answers a full cycle, resumes after a reload and shows the next date', async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { name: 'Survey E2E Co', survey_interval_days: 7, survey_delivery_date: today });
    const manager = await makeUser(db, company.id, { role: 'manager', first_name: 'Marta', ...secret });
    const employee = await makeUser(db, company.id, { first_name: 'Ema', language: 'pt-BR', ...secret });
    await makeGroup(company.id, 'Vendas', null, { members: [employee.id], managers: [manager.id] });

    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'survey');
    await signIn(page, employee.email!);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Pesquisa de engajamento' }) });
    await card.getByRole('link', { name: 'Responder a pesquisa' }).click();
    await page.getByText('Suas respostas são anônimas', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Começar' }).click();

    // A language switch brings the questions in that language; the answering stays where it was.
    await page.getByText(/^Pergunta 1 de \d+$/).waitFor();
    const inPortuguese = await page.locator('.survey-question h2').innerText();
    // (Each switch is saved and renews the session; the next waits for that, as a person would.)
    const switchTo = (name: string) => Promise.all([page.waitForResponse((r) => r.url().includes('auth.refreshToken')), page.getByRole('button', { name }).click()]);
    await switchTo('English');
    await page.getByText(/^Question 1 of \d+$/).waitFor();
    await expect.poll(() => page.locator('.survey-question h2').innerText()).not.toBe(inPortuguese);
    await switchTo('Português');
    await expect.poll(() => page.locator('.survey-question h2').innerText()).toBe(inPortuguese);

    // The first finish reaches the server, which stores it, but its reply is lost: the retry sends
    // the same submission id and gets the first result instead of a second response.
    let lostReply = false;
    await page.route('**/trpc/survey.send*', async (route) => {
      if (lostReply || !route.request().postData()?.includes('"done"')) return route.continue();
      lostReply = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const answers = await answerAll(page, { reloadAt: 5, comment: 'Um comentário anônimo.' });
    await page.getByText('Ocorreu um erro ao tentar enviar a pesquisa! Por favor, tente novamente. Se persistir, entre em contato com o suporte.').waitFor();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByRole('heading', { name: 'Obrigado por responder!' }).waitFor();
    expect(lostReply).toBe(true);
    await page.getByText(`A próxima pesquisa chega em ${ptDate(nextSurvey)}.`).waitFor();
    await page.screenshot({ path: 'test-results/survey-conclusion.png', fullPage: true });

    await page.goto(`${e2e.baseUrl}/survey`);
    await page.getByText('Você já respondeu esta pesquisa. Obrigado!').waitFor();
    await page.getByText(`A próxima pesquisa chega em ${ptDate(nextSurvey)}.`).waitFor();
    await page.goto(`${e2e.baseUrl}/dashboard`);
    await card.getByText(`Você já respondeu esta pesquisa. A próxima chega em ${ptDate(nextSurvey)}.`).waitFor();
    // The answers left this browser.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('clima.survey.')))).toEqual([]);

    const stored = await storedFor(company.id);
    expect(stored.cycle.ends_on).toBe(nextSurvey);
    // The cycle's first of the month: the two culture questions close it, and their picks are votes.
    const scored = answers.filter((a) => !a.id.startsWith('culture-'));
    expect(answers.slice(scored.length).map((a) => a.id)).toEqual(['culture-current', 'culture-desired']);
    expect(stored.votes.map((v) => v.question)).toEqual(['current', 'desired']);
    // She was asked the whole cycle, LNPS included (she has a leader), and answered every type in it.
    expect(scored.map((a) => a.id)).toEqual(stored.cycle.question_ids);
    expect(scored.some((a) => a.id.startsWith('lnps'))).toBe(true);
    expect(new Set(scored.map((a) => a.type))).toEqual(new Set(stored.types.map((q) => q.type)));
    expect(stored.responses).toHaveLength(1);
    expect(stored.answered).toHaveLength(scored.length);
    if (answers[0]!.commented) expect(stored.answered.find((a) => a.question_id === answers[0]!.id)?.comment).toBe('Um comentário anônimo.');
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 40_000);

  // The rotation decides which types a cycle carries; this cycle is laid down by hand so that every
  // type (multi-choice included) is answered once, on a phone, by someone nobody leads.
  it('answers every question type on a phone, without LNPS for someone without a leader', async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { name: 'Survey Phone Co', survey_interval_days: 7, survey_delivery_date: today });
    const employee = await makeUser(db, company.id, { first_name: 'Ema', language: 'pt-BR', ...secret });
    const library = await db.selectFrom('survey_questions').select(['id', 'type', 'metric_id']).where('retired', '=', false).orderBy('position').execute();
    const pick = (type: string) => library.find((q) => q.type === type && !['enps', 'lnps'].includes(q.metric_id))?.id;
    const ids = [
      ...['multi-select', 'select', 'stars', 'scale'].map(pick),
      library.find((q) => q.metric_id === 'enps')?.id,
      library.find((q) => q.metric_id === 'lnps')?.id,
    ];
    expect(ids.every(Boolean)).toBe(true);
    await withTenant(db, company.id, (tx) =>
      tx
        .insertInto('survey_cycles')
        .values({ company_id: company.id, id: randomUUID(), number: 0, starts_on: today, ends_on: nextSurvey, question_ids: ids as string[] })
        .execute(),
    );

    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'survey-phone');
    await signIn(page, employee.email!);
    await page.goto(`${e2e.baseUrl}/survey/steps`);
    // No progress here yet: the steps send her back to the start.
    await page.getByRole('button', { name: 'Começar' }).click();
    await page.getByText('Pergunta 1 de 5', { exact: true }).waitFor();
    await page.screenshot({ path: 'test-results/survey-phone.png', fullPage: true });
    const first = await answerCurrent(page, null);
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText('Pergunta 2 de 5', { exact: true }).waitFor();
    // survey.begin (/survey/:type) takes a survey in progress back to its page.
    await page.goto(`${e2e.baseUrl}/survey/engajamento`);
    await page.getByText('Pergunta 2 de 5', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/survey/steps');
    await page.getByRole('button', { name: 'Voltar' }).click();
    const answers = await answerAll(page);
    await page.getByRole('heading', { name: 'Obrigado por responder!' }).waitFor();

    expect(answers.map((a) => a.id)).toEqual(ids.slice(0, 5));
    expect(answers[0]!.id).toBe(first.id);
    const stored = await storedFor(company.id);
    expect(stored.responses).toHaveLength(1);
    const multi = stored.answered.find((a) => a.question_id === ids[0]);
    expect(multi?.answer_ids).toHaveLength(1);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 30_000);
});
