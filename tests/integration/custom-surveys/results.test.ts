import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { releaseCustomHeld } from '../../../server/modules/custom-surveys/custom-surveys.release.js';
import { attachAnalytics, callerFor, testDeps } from '../../setup/test-context.js';
import { failureOf, v1 } from '../auth/helpers.js';
import { completeSurvey, endedBySchedule, launchIn, surveyCompany, surveyWithTexts } from './helpers.js';

// Results of a custom survey against figures worked out by hand, through the engine's gate.

type Company = Awaited<ReturnType<typeof surveyCompany>>;

/**
 * East's three people answer a survey of Sales (with its subgroups) that started an hour ago; its
 * scheduled end then passes (so the cycle is over: East's three, k of one place, are written whole,
 * and the figures count everyone); released and synced. Sales has three people of its own besides
 * East's three: rosters that differ by fewer than k would withhold one of the two groups
 * (ANONYMITY.md, rule 7).
 */
async function answered(t: Company, access: Record<string, unknown> = {}) {
  const { caller } = await t.as(t.admin);
  const survey = await caller.customSurveys.create({
    customSurvey: {
      ...completeSurvey(),
      status: 'scheduled',
      surveyPublic: { groupsWithHierarchy: [t.groups.sales.id] },
      surveyAccess: access,
      launchConfiguration: launchIn(1),
    },
  });
  await withTenant(t.db, t.company.id, (tx) => sql`update custom_surveys set launch_at = now() - interval '1 hour' where id = ${survey.id}`.execute(tx));
  const east = t.members.east;
  const sends = [
    [
      { question_id: 'q1', answer_ids: ['a1'] },
      { question_id: 'q2', value: 4 },
      { question_id: 'q3', value: 9 },
      { question_id: 'q4', text: 'More coffee' },
    ],
    [
      { question_id: 'q1', answer_ids: ['a2'] },
      { question_id: 'q2', value: 2 },
      { question_id: 'q3', value: 6 },
    ],
    [
      { question_id: 'q1', answer_ids: ['a1'] },
      { question_id: 'q2', value: 5 },
      { question_id: 'q3', value: 10 },
    ],
  ];
  for (const [i, person] of east.entries())
    await (await t.as(person)).caller.customSurveys.send({ id: survey.id, submissionId: randomUUID(), cycle: 1, answers: sends[i]! });
  await endedBySchedule(t, survey.id);
  const { db, deps } = await testDeps();
  await releaseCustomHeld(db, deps.sealingKey, new Date());
  await (await attachAnalytics()).sync();
  return survey;
}

describe('custom survey results', () => {
  it('reports pillars, questions, spreads and nps as computed by hand, the lone comment withheld', async () => {
    const t = await surveyCompany();
    const survey = await answered(t);
    const { caller, token } = await t.as(t.admin);
    const report = (await caller.customSurveys.report({ id: survey.id, groupId: 'consolidate' }))!;
    expect(report.cycle).toBe(1);
    expect(report.respondents).toEqual({ respondents: 3, score: null, withheld: false });
    const q = Object.fromEntries(report.questions.map((x) => [x.question_id, x]));
    // q1: scores 10, 2.5, 10 → 7.5; chosen a1 twice, a2 once, in the declared order.
    expect(q.q1).toMatchObject({ respondents: 3, score: 7.5, withheld: false });
    expect(q.q1!.distribution).toEqual([
      { point: 'a1', label: { 'pt-BR': 'Ótima', 'en-US': 'Great' }, count: 2 },
      { point: 'a2', label: { 'pt-BR': 'Ruim', 'en-US': 'Poor' }, count: 1 },
    ]);
    // q2: 4, 2, 5 stars → mean 3.67; on 0–10, (3 + 1 + 4) / 3 / 4 × 10 = 6.67.
    expect(q.q2).toMatchObject({ respondents: 3, mean: 3.67, score: 6.67 });
    // q3: 9 and 10 promote, 6 detracts → (2 − 1) / 3 = 33.
    expect(q.q3!.nps).toEqual({ promoters: 0.6667, passives: 0, detractors: 0.3333, score: 33 });
    // One person wrote: the cycle is over, so every text counts: one writer, fewer than the comment
    // minimum (5), withheld.
    expect(q.q4).toMatchObject({ respondents: null, withheld: true, distribution: null });
    // The pillar (q1, q2) and the overall score: answer-weighted, (7.5 × 3 + 6.67 × 3) / 6.
    expect(report.categories).toEqual([{ category_id: 'welcome', label: { 'pt-BR': 'Acolhimento', 'en-US': 'Welcome' }, respondents: 6, score: 7.08, withheld: false }]);
    expect(report.overall).toEqual({ respondents: 6, score: 7.08, withheld: false });

    // Over v1, for a group of the audience, the same figures (all three are in East).
    const east = await v1('GET', `/custom-surveys/${survey.id}/groups/${t.groups.east.id}/reports`, { token });
    expect(east.status).toBe(200);
    expect(east.body.scope).toEqual({ id: t.groups.east.id, name: 'East' });
    expect(east.body.overall).toEqual(report.overall);
  });

  it('gives nps history, participation and a summary', async () => {
    const t = await surveyCompany();
    const survey = await answered(t);
    const { caller } = await t.as(t.admin);
    const nps = await caller.customSurveys.npsScores({ id: survey.id, groupId: 'consolidate' });
    expect(nps.questions).toHaveLength(1);
    expect(nps.questions[0]!.history).toEqual([
      { cycle: 1, date: expect.any(String), withheld: false, promoters: 0.6667, passives: 0, detractors: 0.3333, not_answered: 0, score: 33 },
    ]);
    const participation = await caller.customSurveys.participation({ id: survey.id, groupId: 'consolidate' });
    // Sent to Sales with East: six people; three answered.
    expect(participation).toMatchObject({ invitedCount: 6, confirmedCount: 6, activeCount: 6, participationRate: 50 });
    expect(participation.history.map((h) => h.totalResponders)).toEqual([3]);
    const summary = await caller.customSurveys.summary({ id: survey.id });
    // Its scheduled end passed: closed, no cycle running; the figures are its last cycle's.
    expect(summary).toMatchObject({
      survey: { status: 'closed' },
      cycle: 0,
      questionCount: 4,
      invitedCount: 6,
      activeCount: 6,
      participationRate: 50,
      overall: { score: 7.08 },
    });
    expect((await caller.customSurveys.groups({ id: survey.id })).groups.map((g) => g.name)).toEqual(['East', 'Sales']);
    expect((await caller.customSurveys.groupTree({ id: survey.id })).tree).toEqual([
      { id: t.groups.sales.id, name: 'Sales', children: [{ id: t.groups.east.id, name: 'East', children: [] }] },
    ]);
  });

  it('a team manager reads their teams and the consolidated figures; an ungranted manager and other groups get 404', async () => {
    const t = await surveyCompany();
    const survey = await answered(t, { managersPermission: true });
    const mia = (await t.as(t.manager)).caller;
    expect((await mia.customSurveys.report({ id: survey.id, groupId: t.groups.east.id }))!.respondents.respondents).toBe(3);
    expect((await mia.customSurveys.report({ id: survey.id, groupId: 'consolidate' }))!.overall.score).toBe(7.08);
    expect((await failureOf(mia.customSurveys.report({ id: survey.id, groupId: t.groups.support.id }))).code).toBe('NOT_FOUND');
    const otto = await t.as(t.other);
    expect((await failureOf(otto.caller.customSurveys.report({ id: survey.id, groupId: 'consolidate' }))).code).toBe('NOT_FOUND');
    expect((await v1('GET', `/custom-surveys/${survey.id}/summary`, { token: otto.token })).status).toBe(404);
  });

  it('answers 204 over v1 before anyone answered', async () => {
    const t = await surveyCompany();
    const { caller, token } = await t.as(t.admin);
    const draft = await caller.customSurveys.create({ customSurvey: completeSurvey() });
    expect((await v1('GET', `/custom-surveys/${draft.id}/groups/consolidate/reports`, { token })).status).toBe(204);
  });
});

describe('custom survey texts', () => {
  it('shows texts once at least the comment minimum of people wrote, in a secret order with the cycle date only', async () => {
    const t = await surveyCompany();
    const { survey } = await surveyWithTexts(t, 5);
    const { caller } = await t.as(t.admin);
    const all = await caller.customSurveys.feedbacks({ id: survey.id, groupId: 'consolidate' });
    expect(all.withheld).toBe(false);
    expect(all.minimum).toBe(5);
    expect(all.comments.map((c) => c.text).sort()).toEqual([...[0, 1, 2, 3, 4].map((i) => `Idea ${i}`), ...[0, 1, 2, 3, 4].map((i) => `Why ${i}`)].sort());
    expect(Object.keys(all.comments[0]!).sort()).toEqual(['cycle', 'date', 'questionId', 'ref', 'text']);
    const ideas = await caller.customSurveys.feedbacks({ id: survey.id, groupId: t.groups.sales.id, questionId: 'q4' });
    expect(ideas.comments.map((c) => c.questionId)).toEqual(Array(5).fill('q4'));
  });

  it('withholds texts of fewer writers than the minimum', async () => {
    const t = await surveyCompany();
    const { survey } = await surveyWithTexts(t, 4);
    const { caller } = await t.as(t.admin);
    expect(await caller.customSurveys.feedbacks({ id: survey.id, groupId: 'consolidate' })).toEqual({ minimum: 5, withheld: true, comments: [] });
  });
});

describe('custom survey exports', () => {
  it('exports the gated report in four formats, in the reader language, withheld figures said as such', async () => {
    const t = await surveyCompany();
    const survey = await answered(t);
    const { caller } = await callerAs(t, 'pt-BR');
    const csv = await caller.customSurveys.exportReport({ id: survey.id, groupId: 'consolidate', format: 'csv' });
    expect(csv.filename).toMatch(/^clima-survey-integracao-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = Buffer.from(csv.base64, 'base64').toString('utf8');
    expect(text).toContain('Resultados da pesquisa: Integração');
    // The overall score 7.08 with one decimal in Portuguese; Bo and the others are three respondents.
    expect(text).toContain('7,1');
    expect(text).toContain('Acolhimento');
    expect(text).toContain('Ótima');
    for (const [format, magic] of [
      ['xlsx', 'PK'],
      ['pptx', 'PK'],
      ['pdf', '%PDF'],
    ] as const) {
      const file = await caller.customSurveys.exportReport({ id: survey.id, groupId: t.groups.east.id, format });
      expect(Buffer.from(file.base64, 'base64').subarray(0, magic.length).toString('latin1'), format).toBe(magic);
    }
    // A manager without access gets nothing.
    const otto = await t.as(t.other);
    expect((await failureOf(otto.caller.customSurveys.exportReport({ id: survey.id, groupId: 'consolidate', format: 'csv' }))).code).toBe('NOT_FOUND');
  });
});

async function callerAs(t: Company, language: 'pt-BR' | 'en-US' | 'es-AR') {
  const token = (await t.as(t.admin)).token;
  return { caller: (await callerFor({ token, language })).caller };
}
