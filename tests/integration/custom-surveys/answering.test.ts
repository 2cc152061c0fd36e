import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../../server/db/tenant.js';
import { releaseCustomHeld } from '../../../server/modules/custom-surveys/custom-surveys.release.js';
import { makeUser } from '../../../seeds/factories.js';
import { testDeps } from '../../setup/test-context.js';
import { failureOf, v1 } from '../auth/helpers.js';
import { completeSurvey, launchIn, surveyCompany } from './helpers.js';

type Company = Awaited<ReturnType<typeof surveyCompany>>;

/** A survey of Sales (with East) launched an hour ago. */
async function activeSurvey(t: Company, changes: Record<string, unknown> = {}) {
  const { caller } = await t.as(t.admin);
  const survey = await caller.customSurveys.create({
    customSurvey: { ...completeSurvey(), status: 'scheduled', surveyPublic: { groupsWithHierarchy: [t.groups.sales.id] }, launchConfiguration: launchIn(1), ...changes },
  });
  await startedAgo(t, survey.id, 1);
  return survey;
}

async function startedAgo(t: Company, id: string, hours: number) {
  await withTenant(t.db, t.company.id, (tx) => sql`update custom_surveys set launch_at = now() - make_interval(secs => ${hours * 3600}) where id = ${id}`.execute(tx));
}

const answers = [
  { question_id: 'q1', answer_ids: ['a1'] },
  { question_id: 'q2', value: 4 },
  { question_id: 'q3', value: 9, feedback: 'Good people' },
  { question_id: 'q4', text: 'More coffee' },
];

/** A release pass (over every company: other test files' surveys too); how many responses this survey has stored then. */
async function release(surveyId: string) {
  const { db, deps } = await testDeps();
  await releaseCustomHeld(db, deps.sealingKey, new Date());
  return (await withSystem(db, (tx) => tx.selectFrom('custom_survey_responses').select('id').where('survey_id', '=', surveyId).execute())).length;
}

describe('answering a custom survey', () => {
  it('its audience reads the cycle; anyone else, and a survey not started, answers 404', async () => {
    const t = await surveyCompany();
    const { caller } = await t.as(t.admin);
    const scheduled = await caller.customSurveys.create({
      customSurvey: { ...completeSurvey(), status: 'scheduled', surveyPublic: { groupsWithHierarchy: [t.groups.sales.id] }, launchConfiguration: launchIn(1) },
    });
    const bo = await t.as(t.people.bo);
    expect((await failureOf(bo.caller.customSurveys.survey({ id: scheduled.id }))).code).toBe('NOT_FOUND');
    await startedAgo(t, scheduled.id, 1);
    // Bo is in East, below Sales: the survey reached him with its subgroups.
    const read = await bo.caller.customSurveys.survey({ id: scheduled.id });
    expect(read.status).toBe('available');
    expect(read.customSurvey!.cycle).toBe(1);
    expect(read.customSurvey!.questions.map((q) => [q.question_id, q.type, q.pillar?.['en-US'] ?? null])).toEqual([
      ['q1', 'select', 'Welcome'],
      ['q2', 'stars', 'Welcome'],
      ['q3', 'nps', null],
      ['q4', 'feedback', null],
    ]);
    // Scores and classifications stay with the builder: a respondent reads the choices only.
    expect(read.customSurvey!.questions[0]!.answers[0]).toEqual({ answer_id: 'a1', text: { 'pt-BR': 'Ótima', 'en-US': 'Great' }, image: null });
    const cy = await t.as(t.people.cy);
    expect((await failureOf(cy.caller.customSurveys.survey({ id: scheduled.id }))).code).toBe('NOT_FOUND');
    expect((await failureOf(cy.caller.customSurveys.send({ id: scheduled.id, submissionId: randomUUID(), cycle: 1, answers }))).code).toBe('NOT_FOUND');
  });

  it('a send is taken once per cycle: a repeat gets the first result, other answers under the same id are refused', async () => {
    const t = await surveyCompany();
    const survey = await activeSurvey(t);
    const { caller, token } = await t.as(t.people.ana);
    const submissionId = randomUUID();
    const first = await caller.customSurveys.send({ id: survey.id, submissionId, cycle: 1, answers });
    expect(first).toEqual({ status: 'done', answered: 4, nextSurveyDate: null });
    expect(await caller.customSurveys.send({ id: survey.id, submissionId, cycle: 1, answers })).toEqual(first);
    // Over v1 too, the same id repeats the first result.
    const res = await v1('POST', `/custom-surveys/${survey.id}/survey`, { token, body: { submissionId, cycle: 1, answers } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(first);
    expect((await failureOf(caller.customSurveys.send({ id: survey.id, submissionId, cycle: 1, answers: answers.slice(1) }))).code).toBe('SUBMISSION_CONFLICT');
    expect((await failureOf(caller.customSurveys.send({ id: survey.id, submissionId: randomUUID(), cycle: 1, answers }))).code).toBe('SURVEY_ALREADY_ANSWERED');
    expect(await caller.customSurveys.survey({ id: survey.id })).toEqual({ status: 'answered', nextSurveyDate: null, customSurvey: null });
    const held = await withSystem(t.db, (tx) => tx.selectFrom('custom_survey_held').select('survey_id').where('survey_id', '=', survey.id).execute());
    expect(held).toHaveLength(1);
  });

  it('refuses answers off the scale, unknown choices and questions, and missing ones when mandatory, writing nothing', async () => {
    const t = await surveyCompany();
    const survey = await activeSurvey(t, { mandatoryQuestions: true });
    const { caller } = await t.as(t.people.ana);
    const error = await failureOf(
      caller.customSurveys.send({
        id: survey.id,
        submissionId: randomUUID(),
        cycle: 1,
        answers: [
          { question_id: 'q1', answer_ids: ['a1', 'a2'] },
          { question_id: 'q2', value: 6 },
          { question_id: 'zz', value: 1 },
          { question_id: 'q2', value: 3 },
        ],
      }),
    );
    expect(error.code).toBe('BAD_INPUT');
    expect(error.fieldErrors).toEqual({
      'answers.0': ['Choose one answer'],
      'answers.1': ['From 1 to 5'],
      'answers.2.question_id': ['This question is not asked in this cycle'],
      'answers.3.question_id': ['This question is answered twice'],
      answers: ['Every question must be answered'],
    });
    expect((await failureOf(caller.customSurveys.send({ id: survey.id, submissionId: randomUUID(), cycle: 2, answers }))).code).toBe('SURVEY_CYCLE_OVER');
    // Nothing was recorded: the person can still answer.
    expect((await caller.customSurveys.survey({ id: survey.id })).status).toBe('available');
  });

  it('stores answers only once k wait, shuffled, under a pseudonym of the survey, with no person and no time', async () => {
    const t = await surveyCompany();
    const survey = await activeSurvey(t);
    const extra = await makeUser(t.db, t.company.id, { role: 'user' });
    await withTenant(t.db, t.company.id, (tx) =>
      tx.insertInto('group_members').values({ company_id: t.company.id, group_id: t.groups.east.id, user_id: extra.id }).execute(),
    );
    const send = async (user: { company_id: string; id: string }) =>
      (await t.as(user)).caller.customSurveys.send({ id: survey.id, submissionId: randomUUID(), cycle: 1, answers });
    await send(t.people.ana);
    await send(t.people.bo);
    expect(await release(survey.id)).toBe(0);
    await send(extra);
    expect(await release(survey.id)).toBe(3);
    const responses = await withSystem(t.db, (tx) => tx.selectFrom('custom_survey_responses').selectAll().where('survey_id', '=', survey.id).execute());
    expect(responses).toHaveLength(3);
    const people = [t.people.ana.id, t.people.bo.id, extra.id];
    for (const r of responses) {
      expect(Object.keys(r).sort()).toEqual(['company_id', 'cycle', 'group_ids', 'id', 'option_ids', 'respondent', 'seq', 'survey_id']);
      expect(people.some((id) => r.respondent.includes(id))).toBe(false);
    }
    expect(new Set(responses.map((r) => r.respondent)).size).toBe(3);
    const rows = await withSystem(t.db, (tx) =>
      tx
        .selectFrom('custom_survey_answers')
        .select(['question_id', 'value', 'choice', 'text'])
        .where(
          'response_id',
          'in',
          responses.map((r) => r.id),
        )
        .execute(),
    );
    // Per person: a1 (score 10), 4 stars, nps 9, its comment, and the feedback text.
    expect(rows).toHaveLength(15);
    expect(rows.filter((r) => r.question_id === 'q1').map((r) => [r.choice, r.value])).toEqual(Array(3).fill(['a1', 10]));
    expect(
      rows
        .filter((r) => r.text !== null)
        .map((r) => r.text)
        .sort(),
    ).toEqual(['Good people', 'Good people', 'Good people', 'More coffee', 'More coffee', 'More coffee']);
    expect(await withSystem(t.db, (tx) => tx.selectFrom('custom_survey_held').select('id').where('survey_id', '=', survey.id).execute())).toEqual([]);
  });

  it('releases what is held, however few, once the survey closes', async () => {
    const t = await surveyCompany();
    const survey = await activeSurvey(t);
    await (await t.as(t.people.ana)).caller.customSurveys.send({ id: survey.id, submissionId: randomUUID(), cycle: 1, answers });
    expect(await release(survey.id)).toBe(0);
    await (await t.as(t.admin)).caller.customSurveys.close({ id: survey.id });
    expect(await release(survey.id)).toBe(1);
  });

  it('asks a few questions per cycle, the next ones each cycle', async () => {
    const t = await surveyCompany();
    const survey = await activeSurvey(t, { period: 'weekly', questionsQuantity: 3 });
    const ana = (await t.as(t.people.ana)).caller;
    const first = await ana.customSurveys.survey({ id: survey.id });
    expect(first.customSurvey!.questions.map((q) => q.question_id)).toEqual(['q1', 'q2', 'q3']);
    expect(Date.parse(first.nextSurveyDate!) - Date.parse(survey.launchAt!)).toBeGreaterThan(0);
    await startedAgo(t, survey.id, 24 * 8);
    const second = await ana.customSurveys.survey({ id: survey.id });
    expect(second.customSurvey!.cycle).toBe(2);
    // Starting over at the end of the list.
    expect(second.customSurvey!.questions.map((q) => q.question_id)).toEqual(['q4', 'q1', 'q2']);
  });

  it('sends to chosen people and to groups without their subgroups as asked', async () => {
    const t = await surveyCompany();
    const survey = await activeSurvey(t, { surveyPublic: { groupsOnly: [t.groups.sales.id], users: [t.people.cy.id] } });
    expect((await (await t.as(t.people.ana)).caller.customSurveys.survey({ id: survey.id })).status).toBe('available');
    expect((await (await t.as(t.people.cy)).caller.customSurveys.survey({ id: survey.id })).status).toBe('available');
    // East is below Sales, and the survey went to Sales only.
    expect((await failureOf((await t.as(t.people.bo)).caller.customSurveys.survey({ id: survey.id }))).code).toBe('NOT_FOUND');
  });

  it('GET /v1/survey carries the custom survey waiting for the person, until they answer it', async () => {
    const t = await surveyCompany();
    const survey = await activeSurvey(t);
    const { caller, token } = await t.as(t.people.ana);
    const waiting = { id: survey.id, cycle: 1, title: { 'pt-BR': 'Integração', 'en-US': 'Onboarding' } };
    expect(await caller.customSurveys.waiting()).toEqual({ customSurveys: [waiting] });
    const res = await v1('GET', '/survey', { token });
    expect(res.status).toBe(200);
    expect(res.body.customSurvey).toEqual(waiting);
    // Not for someone outside its audience.
    expect((await (await t.as(t.people.cy)).caller.customSurveys.waiting()).customSurveys).toEqual([]);
    await caller.customSurveys.send({ id: survey.id, submissionId: randomUUID(), cycle: 1, answers });
    expect((await caller.customSurveys.waiting()).customSurveys).toEqual([]);
    expect((await v1('GET', '/survey', { token })).body.customSurvey).toBeNull();
  });
});
