import type { QuestionType, StoredAnswer } from '../../db/types.js';
import type { FieldErrors } from '../../lib/errors.js';
import type { TAnswered } from './survey.schemas.js';

export interface ScoredQuestion {
  id: string;
  metricId: string;
  submetricId: string | null;
  type: QuestionType;
  answers: StoredAnswer[];
  feedback: boolean;
}

export interface ScoredAnswer {
  questionId: string;
  metricId: string;
  submetricId: string | null;
  /** The number chosen on a numeric question (0–10, or 1–5 stars). */
  value: number | null;
  answerIds: string[] | null;
  /** 0–10, higher is healthier: the server's reading, never the client's. */
  score: number;
  comment: string | null;
}

const RANGES: Partial<Record<QuestionType, [number, number]>> = { scale: [0, 10], nps: [0, 10], stars: [1, 5] };

export const numericRange = (type: QuestionType) => RANGES[type] ?? null;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Reads one answer against its question. Numeric questions take the number in `score` (the legacy
 * client's field); choice questions take answer ids and score as their answers do (the mean for
 * several). Returns null for a question left unanswered, or the field error.
 */
export function scoreAnswer(question: ScoredQuestion, answered: TAnswered | null): ScoredAnswer | null | { error: string } {
  if (!answered) return null;
  const comment = question.feedback && answered.feedback_answer?.trim() ? answered.feedback_answer.trim() : null;
  const base = { questionId: question.id, metricId: question.metricId, submetricId: question.submetricId, comment };
  const range = numericRange(question.type);
  if (range) {
    const value = answered.score;
    if (value === null || value === undefined) return null;
    if (!Number.isInteger(value) || value < range[0] || value > range[1]) return { error: 'SURVEY_ANSWER_OUT_OF_RANGE' };
    const score = question.type === 'stars' ? ((value - 1) / 4) * 10 : value;
    return { ...base, value, answerIds: null, score: round2(score) };
  }
  const ids = answered.answer_id === null || answered.answer_id === undefined ? [] : Array.isArray(answered.answer_id) ? answered.answer_id : [answered.answer_id];
  if (ids.length === 0) return null;
  if (question.type === 'select' && ids.length > 1) return { error: 'SURVEY_ONE_ANSWER_ONLY' };
  if (new Set(ids).size !== ids.length) return { error: 'SURVEY_UNKNOWN_ANSWER' };
  const chosen = ids.map((id) => question.answers.find((a) => a.id === id));
  if (chosen.some((a) => !a)) return { error: 'SURVEY_UNKNOWN_ANSWER' };
  const score = chosen.reduce((sum, a) => sum + a!.score, 0) / chosen.length;
  return { ...base, value: null, answerIds: ids, score: round2(score) };
}

/** Every answer of a submission read against the cycle's questions, or the field errors. */
export function scoreSubmission(
  questions: readonly ScoredQuestion[],
  sent: readonly { question_id: string; answered: TAnswered | null }[],
): { answers: ScoredAnswer[] } | { errors: FieldErrors } {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const errors: FieldErrors = {};
  const answers: ScoredAnswer[] = [];
  const seen = new Set<string>();
  for (const [i, item] of sent.entries()) {
    const question = byId.get(item.question_id);
    if (!question || seen.has(item.question_id)) {
      errors[`questions.${i}.question_id`] = ['SURVEY_UNKNOWN_QUESTION'];
      continue;
    }
    seen.add(item.question_id);
    const scored = scoreAnswer(question, item.answered);
    if (scored && 'error' in scored) errors[`questions.${i}.answered`] = [scored.error];
    else if (scored) answers.push(scored);
  }
  if (Object.keys(errors).length) return { errors };
  if (answers.length === 0) return { errors: { questions: ['SURVEY_NOTHING_ANSWERED'] } };
  return { answers };
}
