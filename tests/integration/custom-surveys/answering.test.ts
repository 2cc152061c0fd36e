import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../../server/db/tenant.js';
import { releaseCustomHeld } from '../../../server/modules/custom-surveys/custom-surveys.release.js';
import { surveyPseudonym } from '../../../server/modules/survey/survey.pseudonym.js';
import { testDeps } from '../../setup/test-context.js';
import { failureOf, v1 } from '../auth/helpers.js';
import { completeSurvey, endedBySchedule, launchIn, morePeople, surveyCompany } from './helpers.js';

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

  it('stores answers only once 2k of a place wait, all but k of them, shuffled, under a pseudonym of the survey, with no person and no time', async () => {
    const t = await surveyCompany();
    // East (a place: the same groups and options) gets 2k = 6 people; Ana is in Sales alone.
    const east = [...t.members.east, ...(await morePeople(t, t.groups.east.id, 3))];
    const survey = await activeSurvey(t);
    const send = async (user: { company_id: string; id: string }) =>
      (await t.as(user)).caller.customSurveys.send({ id: survey.id, submissionId: randomUUID(), cycle: 1, answers });
    await send(t.people.ana);
    for (const person of east.slice(0, 5)) await send(person);
    // Six wait, but no place holds 2k: East 5, Sales 1.
    expect(await release(survey.id)).toBe(0);
    await send(east[5]!);
    // East's 2k: all but k of them are written; Ana's one waits.
    expect(await release(survey.id)).toBe(3);
    const responses = await withSystem(t.db, (tx) => tx.selectFrom('custom_survey_responses').selectAll().where('survey_id', '=', survey.id).execute());
    expect(responses).toHaveLength(3);
    const people = [t.people.ana.id, ...east.map((p) => p.id)];
    for (const r of responses) {
      expect(Object.keys(r).sort()).toEqual(['company_id', 'cycle', 'group_ids', 'id', 'option_ids', 'respondent', 'seq', 'survey_id']);
      expect(people.some((id) => r.respondent.includes(id))).toBe(false);
    }
    expect(new Set(responses.map((r) => r.respondent)).size).toBe(3);
    // The test's key confirms whose they are: three of East's six, under East's place; not Ana's.
    const { deps } = await testDeps();
    const pseudonym = (id: string) => surveyPseudonym(deps.pseudonymKey, t.company.id, `${survey.id}:1`, id);
    const eastPseudonyms = east.map((p) => pseudonym(p.id));
    for (const r of responses) expect(eastPseudonyms).toContain(r.respondent);
    expect(new Set(responses.map((r) => [...r.group_ids].sort().join(',')))).toEqual(new Set([[t.groups.sales.id, t.groups.east.id].sort().join(',')]));
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
    // Held still: k of East (for the cycle's end) and Ana's; another pass while open writes nothing.
    const held = async () => (await withSystem(t.db, (tx) => tx.selectFrom('custom_survey_held').select('id').where('survey_id', '=', survey.id).execute())).length;
    expect(await held()).toBe(4);
    expect(await release(survey.id)).toBe(3);
    expect(await held()).toBe(4);
  });

  it('once the survey closes, writes each place of k or more whole, a smaller remainder only under a place above it written then, never a cycle of fewer than k', async () => {
    const t = await surveyCompany();
    const { caller } = await t.as(t.admin);
    const placesOf = async (surveyId: string) => {
      const rows = await withSystem(t.db, (tx) => tx.selectFrom('custom_survey_responses').select('group_ids').where('survey_id', '=', surveyId).execute());
      const places = new Map<string, number>();
      for (const r of rows) places.set([...r.group_ids].sort().join(','), (places.get([...r.group_ids].sort().join(',')) ?? 0) + 1);
      return places;
    };
    const held = async (surveyId: string) =>
      (await withSystem(t.db, (tx) => tx.selectFrom('custom_survey_held').select('id').where('survey_id', '=', surveyId).execute())).length;
    const sendAll = async (surveyId: string, people: readonly { company_id: string; id: string }[]) => {
      for (const person of people) await (await t.as(person)).caller.customSurveys.send({ id: surveyId, submissionId: randomUUID(), cycle: 1, answers });
    };

    // Sales with East, and Support: Sales' own three, Support's three, and Bo alone of East.
    const survey = await activeSurvey(t, { surveyPublic: { groupsWithHierarchy: [t.groups.sales.id, t.groups.support.id] } });
    await sendAll(survey.id, [...t.members.sales, ...t.members.support, t.people.bo]);
    expect(await release(survey.id)).toBe(0);
    await caller.customSurveys.close({ id: survey.id });
    expect(await release(survey.id)).toBe(7);
    // Support's three under Support; Bo's one is not written alone under East: it joins the place
    // above his (Sales' own three), under Sales.
    expect(await placesOf(survey.id)).toEqual(
      new Map([
        [t.groups.support.id, 3],
        [t.groups.sales.id, 4],
      ]),
    );
    expect(await held(survey.id)).toBe(0);

    // East's three and Ana alone in Sales: no place above hers is written, so hers stays sealed.
    const below = await activeSurvey(t, { surveyPublic: { groupsWithHierarchy: [t.groups.sales.id] } });
    await sendAll(below.id, [...t.members.east, t.people.ana]);
    await caller.customSurveys.close({ id: below.id });
    expect(await release(below.id)).toBe(3);
    expect(await placesOf(below.id)).toEqual(new Map([[[t.groups.sales.id, t.groups.east.id].sort().join(','), 3]]));
    expect(await held(below.id)).toBe(1);

    // A survey of Support that two answer: fewer than k in all, never written, before or after the close.
    const few = await activeSurvey(t, { surveyPublic: { groupsOnly: [t.groups.support.id] } });
    await sendAll(few.id, t.members.support.slice(0, 2));
    expect(await release(few.id)).toBe(0);
    await caller.customSurveys.close({ id: few.id });
    expect(await release(few.id)).toBe(0);
    expect(await release(few.id)).toBe(0);
    expect(await held(few.id)).toBe(2);
  });

  it('once a cycle ends, pools places of fewer than k each under what they share when together they make k', async () => {
    const t = await surveyCompany();
    const survey = await activeSurvey(t);
    // Two of Sales' own and one of East: no place holds k.
    for (const person of [...t.members.sales.slice(0, 2), t.people.bo])
      await (await t.as(person)).caller.customSurveys.send({ id: survey.id, submissionId: randomUUID(), cycle: 1, answers });
    expect(await release(survey.id)).toBe(0);
    await endedBySchedule(t, survey.id);
    expect(await release(survey.id)).toBe(3);
    const rows = await withSystem(t.db, (tx) => tx.selectFrom('custom_survey_responses').select('group_ids').where('survey_id', '=', survey.id).execute());
    // Bo's response is not told apart by East: all three are under Sales alone.
    expect(rows.map((r) => r.group_ids)).toEqual(Array(3).fill([t.groups.sales.id]));
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
