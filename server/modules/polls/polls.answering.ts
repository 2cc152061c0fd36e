import { commentId, optionId, type PollFields, type PollQuestion } from '../../../domain/poll.js';
import { AppError, isAppError, type FieldErrors } from '../../lib/errors.js';
import type { TGiven } from '../custom-surveys/custom-surveys.answering.schemas.js';
import { sendAnswers, surveyToAnswer, type AnswerCtx } from '../custom-surveys/custom-surveys.answering.js';
import { findSurvey } from '../custom-surveys/custom-surveys.queries.js';
import { namedDigest, storeNamed, type NamedPart } from './polls.named.js';
import { companyName } from './polls.named.queries.js';
import type { TPollSurvey, TSendPollAnswersInput } from './polls.schemas.js';

// Answering a poll (measurement §3 "Poll survey answer", §8): a poll is a one-cycle custom survey
// of kind 'poll', so its screen and its send are the custom survey's (who may answer, once, sealed
// and held, idempotent by submissionId) with the poll's own words and errors. A paragraph or a
// comment sent with isAnonymous false is kept apart from the anonymous response (polls.named.ts).

/** The survey layer's refusals as a poll's client knows them (§8: 404 not found or archived, 410 already answered). */
async function asPoll<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isAppError(e) && e.code === 'NOT_FOUND') throw new AppError('POLL_NOT_FOUND');
    if (isAppError(e) && e.code === 'SURVEY_ALREADY_ANSWERED') throw new AppError('POLL_ALREADY_ANSWERED');
    throw e;
  }
}

export function pollToAnswer(ctx: AnswerCtx, id: string): Promise<TPollSurvey> {
  return asPoll(async () => {
    // Who may answer, and whether they did, are the custom survey's rules (404 when not theirs).
    const { status } = await surveyToAnswer(ctx, id, 'poll');
    const row = (await findSurvey(ctx.tx, id, false, 'poll'))!;
    const poll = row.poll!;
    const sender = poll.sender === 'company' || !row.creator_name ? await companyName(ctx.tx, ctx.auth.companyId) : row.creator_name;
    return {
      status,
      poll: {
        _id: row.id,
        title: poll.title,
        description: poll.description,
        sender_name: sender,
        questions: poll.questions.map((q) => ({
          question_id: q.question_id,
          question_type: q.question_type,
          question_text: q.question_text,
          options: q.options.map((text, i) => ({ id: optionId(i), text })),
          lower_label: q.lower_label,
          upper_label: q.upper_label,
          comment: q.comment,
        })),
      },
    };
  });
}

type PollAnswer = TSendPollAnswersInput['poll_survey'][number];

/** One answer's value for the survey's question, or what is wrong with it; null when it answers nothing. */
function valueOf(q: PollQuestion, a: PollAnswer): Omit<TGiven, 'question_id'> | string | null {
  if (a.answer === null || (typeof a.answer === 'string' && a.answer.trim() === '')) return null;
  switch (q.question_type) {
    case 'radio-string': {
      const ids = q.options.map((_, i) => optionId(i));
      return typeof a.answer === 'string' && ids.includes(a.answer) ? { answer_ids: [a.answer] } : `Choose one of ${ids.join(', ')}`;
    }
    case 'slide-number':
      return typeof a.answer === 'number' ? { value: a.answer } : 'A whole number from 0 to 10';
    case 'paragraph':
      return typeof a.answer === 'string' ? { text: a.answer.trim() } : 'A text';
  }
}

interface Mapped {
  answers: TGiven[];
  named: NamedPart[];
}

/** poll_survey as the survey's answers (anonymous) and the named parts, or field errors keyed `poll_survey.<i>…`. */
function mapped(poll: PollFields, given: PollAnswer[]): Mapped | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  const byId = new Map(poll.questions.map((q) => [q.question_id, q]));
  const seen = new Set<string>();
  const out: Mapped = { answers: [], named: [] };
  // A text goes to the anonymous response, or (signed: the person's choice) to the named parts only.
  const text = (questionId: string, value: string, anonymous: boolean) =>
    anonymous ? out.answers.push({ question_id: questionId, text: value }) : out.named.push({ question_id: questionId, text: value });
  given.forEach((a, i) => {
    const q = byId.get(a.question_id);
    if (!q) return add(`poll_survey.${i}.question_id`, 'This question is not in this poll');
    if (seen.has(q.question_id)) return add(`poll_survey.${i}.question_id`, 'This question is answered twice');
    seen.add(q.question_id);
    if (a.question_type !== q.question_type) return add(`poll_survey.${i}.question_type`, `This question is a ${q.question_type}`);
    const value = valueOf(q, a);
    if (typeof value === 'string') add(`poll_survey.${i}.answer`, value);
    else if (value?.text !== undefined && value.text !== null) text(q.question_id, value.text, a.isAnonymous);
    else if (value) out.answers.push({ question_id: q.question_id, ...value });
    if (!a.isAnonymous && q.question_type !== 'paragraph') add(`poll_survey.${i}.isAnonymous`, 'Only a text can be sent with your name');
    const comment = a.feedback?.answer?.trim();
    if (!comment) return;
    if (q.comment === null) return add(`poll_survey.${i}.feedback`, 'This question takes no comment');
    text(commentId(q.question_id), comment, a.feedback!.isAnonymous);
  });
  if (Object.keys(errors).length) return { errors };
  if (out.answers.length === 0 && out.named.length === 0) return { errors: { poll_survey: ['Answer at least one question'] } };
  return out;
}

export function sendPollAnswers(ctx: AnswerCtx, input: TSendPollAnswersInput) {
  return asPoll(async () => {
    const row = await findSurvey(ctx.tx, input.id, false, 'poll');
    if (!row) throw new AppError('NOT_FOUND');
    const m = mapped(row.poll!, input.poll_survey);
    if ('errors' in m) {
      // Someone the poll is not for learns nothing of its questions: 404 before any field error.
      await surveyToAnswer(ctx, input.id, 'poll');
      throw new AppError('BAD_INPUT', m.errors);
    }
    const result = await sendAnswers(ctx, { id: input.id, submissionId: input.submissionId, cycle: 1, answers: m.answers }, 'poll', {
      digest: namedDigest(m.named),
      answers: m.named.length > 0,
      store: (placed) => storeNamed(ctx, { id: row.id, fields: row.poll! }, m.named, placed),
    });
    return { status: 'done' as const, answered: result.answered + m.named.length };
  });
}
