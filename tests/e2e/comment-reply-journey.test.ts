import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../server/db/tenant.js';
import { failureOf } from '../integration/auth/helpers.js';
import { capturingMail, deliverNow } from '../integration/tickets/helpers.js';
import { doneInput, surveyCaller, surveyTeam } from '../integration/survey/helpers.js';
import { makeGroup } from '../integration/users/helpers.js';
import { E2E_PASSWORD, screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { attachAnalytics, testDeps } from '../setup/test-context.js';

// The second journey: a leader replies to a comment of the engagement survey from its
// metric detail, in the browser; the comment's author finds the conversation among their opinions,
// answers anonymously, and the leader reads the answer, never the author's name.

const DESKTOP = { width: 1280, height: 900 };
const COMMENT = 'The onboarding checklist is out of date';

async function seed() {
  const { db, deps } = await testDeps();
  const team = await surveyTeam();
  const members = [team.user, ...(await Promise.all([1, 2, 3, 4, 5].map(() => team.person('user'))))];
  const group = await makeGroup(team.companyId, 'Onboarding', null, { members: members.map((m) => m.id), managers: [team.manager.id] });
  // Everyone has a secret question: no reminder stands between sign-in and the screens.
  await withTenant(db, team.companyId, (tx) => tx.updateTable('users').set({ secret_question_id: 'first-pet', secret_answer_hash: 'x' }).execute());
  let pillar = '';
  for (const [i, m] of members.entries()) {
    const caller = await surveyCaller(m);
    const { survey } = await caller.survey.current();
    const input = doneInput(survey!);
    const commented = survey!.questions.find((q) => q.feedback)!;
    pillar = commented.pillar;
    const text = i === 3 ? COMMENT : `Another comment ${i}`;
    input.questions = input.questions.map((a) => (a.question_id === commented.question_id ? { ...a, answered: { ...a.answered, feedback_answer: text } } : a));
    await caller.survey.send(input);
  }
  await deps.release.run();
  // The author reads Clima in Portuguese.
  await withTenant(db, team.companyId, (tx) => tx.updateTable('users').set({ language: 'pt-BR' }).where('id', '=', members[3]!.id).execute());
  return { team, members, group, pillar, author: members[3]! };
}

describe('a leader replies to a survey comment and its author answers', () => {
  const e2e = useServerAndBrowser();
  let t: Awaited<ReturnType<typeof seed>>;

  beforeAll(async () => {
    t = await seed();
    await attachAnalytics();
  });

  async function open(options: BrowserContextOptions = {}) {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: DESKTOP, ...options });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    return { context, page, errors: watchPageErrors(page) };
  }

  async function signIn(page: Page, email: string, url: string) {
    await submitSignIn(page, `${e2e.baseUrl}/login`, email, E2E_PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${e2e.baseUrl}${url}`);
  }

  /** The sign-in page in Portuguese, as a browser set to Portuguese shows it. */
  async function entrar(page: Page, email: string, url: string) {
    await page.goto(`${e2e.baseUrl}/login`);
    await page.getByLabel('E-mail ou código').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${e2e.baseUrl}${url}`);
  }

  it('from the metric detail to the author and back, without a name', async () => {
    const leader = await open();
    await using leaderShots = screenshotOnFailure(leader.page, 'comment-reply-leader');
    await signIn(leader.page, t.team.manager.email!, `/reports/${t.group}/metric/${t.pillar}`);
    const comment = leader.page.getByRole('listitem').filter({ hasText: COMMENT });
    await comment.waitFor();
    await comment.getByRole('button', { name: 'Reply to the author' }).click();
    await comment.getByLabel('Your message to the author of this comment').fill('Thank you: which items are out of date?');
    expect(await seriousViolations(leader.page)).toEqual([]);
    await comment.getByRole('button', { name: 'Send' }).click();
    await comment.getByRole('link', { name: 'Open the conversation' }).click();
    await leader.page.getByText('Thank you: which items are out of date?').waitFor();
    await leader.page.getByText(COMMENT).waitFor();
    const ticketId = leader.page.url().split('/').pop()!;

    // The author is told by a mail without text or link to the conversation, and finds it unread.
    const mail = capturingMail();
    await deliverNow(mail, 0, t.team.companyId);
    const notice = mail.unrecorded.find((m) => m.template === 'ticketCommentReply');
    expect(notice?.to).toBe(t.author.email);
    expect(JSON.stringify(notice)).not.toContain(ticketId);

    const author = await open({ locale: 'pt-BR' });
    await using authorShots = screenshotOnFailure(author.page, 'comment-reply-author');
    await entrar(author.page, t.author.email!, '/feedbacks');
    const row = author.page.getByRole('link').filter({ hasText: 'Thank you: which items are out of date?' });
    await row.click();
    await author.page.getByText(COMMENT).waitFor();
    // Such a conversation stays anonymous: no way to add a name is offered.
    expect(await author.page.getByRole('button', { name: /nome|name/i }).count()).toBe(0);
    await author.page.getByRole('textbox').fill('O item sobre o crachá e o de acesso ao e-mail');
    await author.page.getByRole('textbox').press('Control+Enter');
    await author.page.getByText('O item sobre o crachá e o de acesso ao e-mail').waitFor();
    expect(await seriousViolations(author.page)).toEqual([]);

    // At the delivery hour the answer reaches the leader, from "Anonymous".
    await deliverNow(mail, 1, t.team.companyId);
    await leader.page.reload();
    const answer = leader.page.getByRole('listitem').filter({ hasText: 'O item sobre o crachá e o de acesso ao e-mail' });
    await answer.waitFor();
    await expect.poll(() => answer.textContent()).toMatch(/Anonymous/);
    const { caller } = { caller: await surveyCaller(t.team.manager) };
    const seen = JSON.stringify(await caller.tickets.messages({ id: ticketId }));
    const { db } = await testDeps();
    const person = await db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', t.author.id).executeTakeFirstOrThrow();
    for (const fact of [t.author.id, person.email!, `${person.first_name} ${person.last_name}`]) expect(seen).not.toContain(fact);
    // Another leader of the company cannot open it.
    const admin = await surveyCaller(t.team.admin);
    expect(await failureOf(admin.tickets.messages({ id: ticketId }))).toMatchObject({ code: 'NOT_FOUND' });

    expect(leader.errors).toEqual([]);
    expect(author.errors).toEqual([]);
    leaderShots.passed();
    authorShots.passed();
    await leader.context.close();
    await author.context.close();
  }, 90_000);
});
