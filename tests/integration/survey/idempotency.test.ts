import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionFor, v1 } from '../auth/helpers.js';
import { doneInput, expectAppError, responsesOfCycle, surveyCaller, surveyTeam } from './helpers.js';

describe('submission ids', () => {
  it('stores one response when the same submission is sent twice at once, and both get the same result', async () => {
    const team = await surveyTeam();
    const a = await surveyCaller(team.user);
    const b = await surveyCaller(team.user);
    const { survey } = await a.survey.current();
    const input = doneInput(survey!);
    const [first, second] = await Promise.all([a.survey.send(input), b.survey.send(input)]);
    expect(first).toEqual(second);
    expect(await responsesOfCycle(team.companyId, survey!.cycleId)).toHaveLength(1);
    // A later repeat (the client retrying after a lost answer) also gets the first result.
    await expect(a.survey.send(input)).resolves.toEqual(first);
    expect(await responsesOfCycle(team.companyId, survey!.cycleId)).toHaveLength(1);
  });

  it('refuses the same submission id with other answers (422 over v1)', async () => {
    const team = await surveyTeam();
    const caller = await surveyCaller(team.user);
    const { survey } = await caller.survey.current();
    const input = doneInput(survey!);
    await caller.survey.send(input);
    const changed = { ...input, questions: input.questions.slice(1) };
    await expectAppError(caller.survey.send(changed), 'SUBMISSION_CONFLICT');

    const token = await sessionFor(team.user);
    const res = await v1('POST', '/survey', { token, body: { survey: changed } });
    expect(res.status).toBe(422);
    expect(await responsesOfCycle(team.companyId, survey!.cycleId)).toHaveLength(1);
  });

  it('stores one response when two different submissions race for the same cycle', async () => {
    const team = await surveyTeam();
    const a = await surveyCaller(team.user);
    const { survey } = await a.survey.current();
    const results = await Promise.allSettled([a.survey.send(doneInput(survey!, randomUUID())), a.survey.send(doneInput(survey!, randomUUID()))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await responsesOfCycle(team.companyId, survey!.cycleId)).toHaveLength(1);
  });

  it('serves GET and POST /v1/survey with the legacy shapes', async () => {
    const team = await surveyTeam();
    const token = await sessionFor(team.user);
    const got = await v1('GET', '/survey', { token, query: { _: String(Date.now()) } });
    expect(got.status).toBe(200);
    const body = got.body as { status: string; survey: { cycleId: string; questions: { question_id: string; answers: { answer_id: string }[]; answered: null }[] } };
    expect(body.status).toBe('available');
    expect(body.survey.questions[0]).toMatchObject({ question_id: expect.any(String), answered: null });
    const preview = await v1('POST', '/survey', { token, body: { survey: { status: 'preview', cycleId: body.survey.cycleId, currentQuestion: 2 } } });
    expect(preview.status).toBe(200);
    const bad = await v1('POST', '/survey', { token, body: { survey: { status: 'done', cycleId: body.survey.cycleId, questions: [] } } });
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: object }).errors).toHaveProperty('submissionId');
  });
});
