import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { answersOfResponse, doneInput, expectAppError, responsesOfCycle, surveyCaller, surveyTeam, today } from './helpers.js';

/**
 * A survey open for a person. With types, the first weekly cycle whose set holds a question of each
 * (the set rotates through the library, so some cycle does).
 */
async function openSurvey(types: string[] = []) {
  const team = await surveyTeam({ interval: 7, anchorOffsetDays: 0 });
  for (let k = 0; k < 12; k++) {
    const caller = await surveyCaller(team.user, addDays(today(), 7 * k));
    const { survey } = await caller.survey.current();
    // The culture questions (votes, not scores: tests/integration/culture) are left unanswered here.
    const scored = { ...survey!, questions: survey!.questions.filter((q) => q.pillar !== 'culture') };
    if (types.every((t) => scored.questions.some((q) => q.type === t))) return { team, caller, survey: scored };
  }
  throw new Error(`no cycle holds questions of every type in ${types.join(', ')}`);
}

describe('answering the survey', () => {
  it('saves the page while answering (preview) and resumes there, then stores the answers once (done)', async () => {
    const { team, caller, survey } = await openSurvey();
    expect(survey.currentQuestion).toBe(0);
    await expect(caller.survey.send({ status: 'preview', cycleId: survey.cycleId, currentQuestion: 4 })).resolves.toEqual({ status: 'preview', currentQuestion: 4 });
    expect((await caller.survey.current()).survey!.currentQuestion).toBe(4);
    // Nothing is stored of the answers until the end.
    expect(await responsesOfCycle(team.companyId, survey.cycleId)).toHaveLength(0);

    const result = await caller.survey.send(doneInput(survey));
    expect(result).toMatchObject({ status: 'done', answered: survey.questions.length });
    const responses = await responsesOfCycle(team.companyId, survey.cycleId);
    expect(responses).toHaveLength(1);
    expect(await answersOfResponse(team.companyId, responses[0]!.id)).toHaveLength(survey.questions.length);
    // Once done, a preview or another send is refused.
    await expectAppError(caller.survey.send({ status: 'preview', cycleId: survey.cycleId, currentQuestion: 1 }), 'SURVEY_ALREADY_ANSWERED');
    await expectAppError(caller.survey.send(doneInput(survey)), 'SURVEY_ALREADY_ANSWERED');
  });

  it('scores on the server: stars, scale, single choice and the mean of several choices', async () => {
    const { team, caller, survey } = await openSurvey(['stars', 'select', 'multi-select', 'scale']);
    const picked = survey.questions.filter((q) => q.type !== 'multi-select' || q.answers.length >= 2);
    const questions = picked.map((q) => {
      if (q.type === 'stars') return { question_id: q.question_id, answered: { score: 4 } };
      if (q.type === 'multi-select') return { question_id: q.question_id, answered: { answer_id: [q.answers[0]!.answer_id, q.answers[1]!.answer_id] } };
      if (q.type === 'select') return { question_id: q.question_id, answered: { answer_id: q.answers[1]!.answer_id, score: 10 } };
      return { question_id: q.question_id, answered: { score: 3 } };
    });
    await caller.survey.send({ status: 'done', cycleId: survey.cycleId, submissionId: randomUUID(), questions });
    const [response] = await responsesOfCycle(team.companyId, survey.cycleId);
    const answers = new Map((await answersOfResponse(team.companyId, response!.id)).map((a) => [a.question_id, a]));
    const { QUESTIONS } = await import('../../../seeds/survey-library/index.js');
    const library = new Map(QUESTIONS.map((q) => [q.id, q]));
    for (const q of picked) {
      const stored = answers.get(q.question_id)!;
      const def = library.get(q.question_id)!;
      if (q.type === 'stars') expect(Number(stored.score)).toBe(7.5);
      else if (q.type === 'select')
        expect(Number(stored.score)).toBe(def.answers![1]!.score); // the client's score is ignored
      else if (q.type === 'multi-select') expect(Number(stored.score)).toBeCloseTo((def.answers![0]!.score + def.answers![1]!.score) / 2, 2);
      else expect(Number(stored.score)).toBe(3);
      expect(stored.metric_id).toBe(def.metric);
      expect(stored.submetric_id).toBe(def.submetric);
    }
  });

  it('takes one answer on single choice, several on multi-choice, and reads an empty choice as skipped', async () => {
    const { team, caller, survey } = await openSurvey(['select', 'multi-select']);
    const select = survey.questions.find((q) => q.type === 'select')!;
    const twoOnSingle = doneInput(survey);
    twoOnSingle.questions = twoOnSingle.questions.map((a) =>
      a.question_id === select.question_id ? { ...a, answered: { answer_id: [select.answers[0]!.answer_id, select.answers[1]!.answer_id], feedback_answer: null } } : a,
    );
    const error = await expectAppError(caller.survey.send(twoOnSingle), 'BAD_INPUT');
    expect(Object.values(error.fieldErrors ?? {}).flat()).toContain('SURVEY_ONE_ANSWER_ONLY');

    const unknown = doneInput(survey);
    unknown.questions[0] = { question_id: 'recognition.999', answered: { score: 5, feedback_answer: null } };
    await expectAppError(caller.survey.send(unknown), 'BAD_INPUT');
    const outOfRange = doneInput(survey);
    const numeric = outOfRange.questions.findIndex((a) => 'score' in a.answered);
    outOfRange.questions[numeric] = { ...outOfRange.questions[numeric]!, answered: { score: 11, feedback_answer: null } };
    await expectAppError(caller.survey.send(outOfRange), 'BAD_INPUT');
    const nothing = { ...doneInput(survey), questions: survey.questions.map((q) => ({ question_id: q.question_id, answered: null })) };
    await expectAppError(caller.survey.send(nothing), 'BAD_INPUT');
    expect(await responsesOfCycle(team.companyId, survey.cycleId)).toHaveLength(0);

    // An emptied multi-choice (null or []) and a skipped question are simply not stored.
    const partial = doneInput(survey);
    const multi = survey.questions.find((q) => q.type === 'multi-select')!;
    partial.questions = partial.questions.map((a, i) => {
      if (a.question_id === multi.question_id) return { ...a, answered: { answer_id: [], feedback_answer: null } };
      return i === 0 ? { ...a, answered: null } : a;
    }) as typeof partial.questions;
    await caller.survey.send(partial);
    const [response] = await responsesOfCycle(team.companyId, survey.cycleId);
    const stored = (await answersOfResponse(team.companyId, response!.id)).map((a) => a.question_id);
    expect(stored).not.toContain(survey.questions[0]!.question_id);
    expect(stored).not.toContain(multi.question_id);
    expect(stored).toHaveLength(survey.questions.length - 2);
  });

  it('keeps an optional comment with the answer, only where a comment is offered', async () => {
    const { team, caller, survey } = await openSurvey();
    const withFeedback = survey.questions.find((q) => q.feedback)!;
    const input = doneInput(survey);
    input.questions = input.questions.map((a) => ({
      ...a,
      answered: { ...a.answered, feedback_answer: a.question_id === withFeedback.question_id ? '  More one-to-ones, please.  ' : null },
    }));
    await caller.survey.send(input);
    const [response] = await responsesOfCycle(team.companyId, survey.cycleId);
    const answers = await answersOfResponse(team.companyId, response!.id);
    expect(answers.find((a) => a.question_id === withFeedback.question_id)!.comment).toBe('More one-to-ones, please.');
    expect(answers.filter((a) => a.comment !== null)).toHaveLength(1);
  });

  it('refuses a survey of another cycle or company', async () => {
    const { caller, survey } = await openSurvey();
    const other = await openSurvey();
    await expectAppError(caller.survey.send({ ...doneInput(other.survey) }), 'NOT_FOUND');
    await expectAppError(caller.survey.send({ status: 'preview', cycleId: other.survey.cycleId, currentQuestion: 0 }), 'NOT_FOUND');
    expect(survey.cycleId).not.toBe(other.survey.cycleId);
  });
});
