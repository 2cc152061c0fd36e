import { randomUUID } from 'node:crypto';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { POLL_CLEANUP_MS } from '../../domain/poll.js';
import { stored } from '../integration/polls/answer-helpers.js';
import { pollCompany, sentPoll } from '../integration/polls/helpers.js';
import { screenshotOnFailure, seriousViolations, useServerAndBrowser, signedInPage } from '../setup/browser.js';

// Answering a poll in Chromium: Mia's three-question poll (a multiple choice, a 0–10 scale with a
// comment, a paragraph) sent to Sales and East. Ana answers every type in English at desktop width
// (a reload in the middle, her paragraph signed, the send's reply lost and retried under the same
// submission id), and the answers leave the tab 3 seconds after the send; Bo answers in Spanish on a
// phone in two tabs, and the second send is refused as already answered (410); an unknown poll, a
// malformed address and someone outside the audience read that the poll does not exist (404/400).

async function seed() {
  const t = await pollCompany();
  const ana = t.people.ana;
  const bo = t.people.bo;
  const cy = t.people.cy;
  for (const [person, language] of [
    [ana, 'en-US'],
    [bo, 'es-AR'],
    [cy, 'en-US'],
  ] as const) {
    await t.db.updateTable('users').set({ language, secret_question_id: 'first-pet', secret_answer_hash: 'x' }).where('id', '=', person.id).execute();
  }
  const poll = await sentPoll(t);
  return { t, ana, bo, cy, pollId: poll._id };
}

const pollKeys = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('clima.poll.')));

describe('answering a poll in the browser', () => {
  const e2e = useServerAndBrowser();

  const open = (email: string, options: BrowserContextOptions = {}) => signedInPage(e2e.browser, e2e.baseUrl, email, options);

  it('answers the three types, a signed paragraph among anonymous answers, and clears the tab 3 seconds after the send', async () => {
    const s = await seed();
    const url = `${e2e.baseUrl}/custom-poll/${s.pollId}/survey`;
    const { context, page, errors } = await open(s.ana.email!);
    await using shots = screenshotOnFailure(page, 'poll-answer-en');
    await page.goto(url);

    await page.getByRole('heading', { name: 'Offsite check', level: 1 }).waitFor();
    await page.getByText('Sent by Mia Sales').waitFor();
    await page.getByText('Three quick questions').waitFor();
    const q = (id: string) => page.locator(`.poll-question[data-question-id="${id}"]`);

    // Multiple choice: a radio group; choosing again takes the answer back.
    const friday = q('q1').getByRole('radio', { name: 'Friday' });
    await friday.click();
    await expect.poll(() => friday.getAttribute('aria-checked')).toBe('true');

    // The scale: not answered yet until chosen, then moved with the keyboard.
    await q('q2').getByText('Not answered yet').waitFor();
    await q('q2').getByText('0 — Not at all').waitFor();
    await q('q2').getByText('10 — Completely').waitFor();
    await q('q2').getByRole('radio', { name: '7', exact: true }).click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => q('q2').getByRole('radio', { name: '8', exact: true }).getAttribute('aria-checked')).toBe('true');
    await q('q2').getByText('Your answer: 8').waitFor();
    await q('q2')
      .getByRole('textbox', { name: /Why this score\?/ })
      .fill('Goals were shared in March.');

    // The paragraph, signed: only this text carries her name, as the sentence under the choice says.
    await q('q3').getByRole('textbox', { name: 'What should we change?' }).fill('More pairing in the first week.');
    expect(await q('q3').getByRole('radio', { name: 'Send anonymously' }).isChecked()).toBe(true);
    await q('q3').getByText('This text is sent without your name, like the rest of your answers.').waitFor();
    await q('q3').getByRole('radio', { name: 'Send with my name' }).check();
    await q('q3').getByText('Only this text will show your name; your other answers stay anonymous.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A reload loses nothing.
    const [key] = await pollKeys(page);
    expect(key).toBe(`clima.poll.${s.ana.id}.${s.pollId}`);
    await page.reload();
    await page.getByRole('heading', { name: 'Offsite check', level: 1 }).waitFor();
    await expect.poll(() => friday.getAttribute('aria-checked')).toBe('true');
    await q('q2').getByText('Your answer: 8').waitFor();
    expect(
      await q('q2')
        .getByRole('textbox', { name: /Why this score\?/ })
        .inputValue(),
    ).toBe('Goals were shared in March.');
    expect(await q('q3').getByRole('textbox', { name: 'What should we change?' }).inputValue()).toBe('More pairing in the first week.');
    expect(await q('q3').getByRole('radio', { name: 'Send with my name' }).isChecked()).toBe(true);

    // The send's reply is lost: the retry carries the same submission id, and the answers go in once.
    const sent: { submissionId: string; poll_survey: unknown }[] = [];
    await page.route('**/trpc/polls.answer*', async (route) => {
      sent.push(JSON.parse(route.request().postData()!)['0']);
      if (sent.length > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByText('There was an error when trying to send the poll! Your answers are kept here: please try again.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Thank you for answering!' }).waitFor();
    const sentAt = Date.now();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.submissionId).toBe(sent[0]!.submissionId);
    expect(sent[0]!.poll_survey).toEqual([
      { question_id: 'q1', question_type: 'radio-string', question_text: 'Which day suits the offsite?', answer: 'o2', isAnonymous: true, feedback: null },
      {
        question_id: 'q2',
        question_type: 'slide-number',
        question_text: 'How clear are our goals?',
        answer: 8,
        isAnonymous: true,
        feedback: { question: 'Why this score?', isAnonymous: true, answer: 'Goals were shared in March.' },
      },
      {
        question_id: 'q3',
        question_type: 'paragraph',
        question_text: 'What should we change?',
        answer: 'More pairing in the first week.',
        isAnonymous: false,
        feedback: null,
      },
    ]);
    const db = await stored(s.t, s.pollId);
    expect(db.participation).toEqual([s.ana.id]);
    expect(db.named).toHaveLength(1);

    // The answers stay in the tab for the 3 seconds after the send (measurement §9), then go.
    expect(await pollKeys(page)).toEqual([key]);
    await expect.poll(() => pollKeys(page), { timeout: POLL_CLEANUP_MS + 3_000, interval: 100 }).toEqual([]);
    const cleared = Date.now() - sentAt;
    expect(cleared).toBeGreaterThanOrEqual(POLL_CLEANUP_MS - 1_000);

    // Opened again: calm, answered.
    await page.goto(url);
    await page.getByRole('heading', { name: 'You have already answered this poll' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);

  it('refuses a second send in Spanish on a phone (410), and says an unknown, malformed or foreign poll does not exist (404/400)', async () => {
    const s = await seed();
    const url = `${e2e.baseUrl}/custom-poll/${s.pollId}/survey`;
    const { context, page, errors } = await open(s.bo.email!, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await using shots = screenshotOnFailure(page, 'poll-answer-es');

    // Two tabs open the poll before either sends.
    const other = await context.newPage();
    for (const p of [page, other]) {
      await p.goto(url);
      await p.getByRole('heading', { name: 'Offsite check', level: 1 }).waitFor();
    }
    await page.getByText('Todavía sin responder').waitFor();
    await page.getByRole('radio', { name: 'Monday' }).click();
    await page.getByRole('textbox', { name: 'What should we change?' }).fill('Nada.');
    await page.getByRole('button', { name: 'Enviar respuestas' }).click();
    await page.getByRole('heading', { name: '¡Gracias por responder!' }).waitFor();

    // Nothing answered yet in the other tab: said before any send.
    await other.getByRole('button', { name: 'Enviar respuestas' }).click();
    await other.getByText('Respondé al menos una pregunta para enviar.').waitFor();
    await other.getByRole('radio', { name: '3', exact: true }).click();
    await other.getByRole('button', { name: 'Enviar respuestas' }).click();
    await other.getByRole('heading', { name: '¡Ya respondiste esta encuesta rápida!' }).waitFor();
    expect(await pollKeys(other)).toEqual([]);
    expect((await stored(s.t, s.pollId)).participation).toEqual([s.bo.id]);
    await other.close();

    // An unknown poll, a malformed address.
    for (const address of [`/custom-poll/${randomUUID()}/survey`, '/custom-poll/not-a-poll/survey']) {
      await page.goto(`${e2e.baseUrl}${address}`);
      await page.getByRole('heading', { name: '¡Esta encuesta rápida no existe o fue archivada!' }).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();

    // Cy, of Support, is not in its audience.
    const outsider = await open(s.cy.email!);
    await outsider.page.goto(url);
    await outsider.page.getByRole('heading', { name: "This poll doesn't exist or it's been archived!" }).waitFor();
    expect(outsider.errors).toEqual([]);
    await outsider.context.close();
  }, 90_000);
});
