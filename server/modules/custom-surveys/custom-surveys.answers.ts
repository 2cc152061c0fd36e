import type { SurveyQuestionDraft } from '../../../domain/custom-survey.js';
import type { FieldErrors } from '../../lib/errors.js';
import type { TGiven } from './custom-surveys.answering.schemas.js';

// A final send's answers checked against the questions of its cycle and turned into the rows the
// release step stores: a row per answer (per choice for multi-select), a value on the question's
// own scale (stars 1–5, nps and slide-number 0–10, a scored choice's score), and texts apart.

export interface StoredAnswer {
  question_id: string;
  value: number | null;
  choice: string | null;
  text: string | null;
}

const RANGE: Partial<Record<SurveyQuestionDraft['type'], [number, number]>> = { stars: [1, 5], nps: [0, 10], 'slide-number': [0, 10] };

/** The stored rows of one given answer, or the message of what is wrong with it; null when it answers nothing. */
function rowsOf(q: SurveyQuestionDraft, g: TGiven): StoredAnswer[] | string | null {
  const row = (value: number | null, choice: string | null, text: string | null) => ({ question_id: q.question_id, value, choice, text });
  const range = RANGE[q.type];
  if (range) {
    if (g.value === null || g.value === undefined) return null;
    return g.value < range[0] || g.value > range[1] ? `From ${range[0]} to ${range[1]}` : [row(g.value, null, null)];
  }
  if (q.type === 'feedback') {
    const text = g.text?.trim();
    return text ? [row(null, null, text)] : null;
  }
  const ids = g.answer_ids ?? [];
  if (ids.length === 0) return null;
  const known = new Map(q.answers.map((a) => [a.answer_id, a]));
  if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) return 'Unknown answer';
  if (q.type === 'select' && ids.length > 1) return 'Choose one answer';
  if (q.type === 'multi-select' && ids.length > (q.maxChoices ?? q.answers.length)) return `Choose at most ${q.maxChoices}`;
  return ids.map((id) => {
    const score = known.get(id)!.score;
    return row(q.enableScore && score !== null ? score : null, id, null);
  });
}

/**
 * The rows a send stores, or field errors (keyed `answers.<i>…`): an answer to a question the
 * cycle does not ask, a question answered twice, a value off the scale, an unknown choice; with
 * mandatory questions, every question of the cycle answered; otherwise at least one. A comment is kept only where the
 * survey takes comments, on questions that are not free text themselves.
 */
export function storedAnswers(
  questions: readonly SurveyQuestionDraft[],
  given: readonly TGiven[],
  options: { mandatory: boolean; comments: boolean; /** Something was answered outside these rows (a poll's named text). */ answeredApart?: boolean },
): { rows: StoredAnswer[] } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  const byId = new Map(questions.map((q) => [q.question_id, q]));
  const seen = new Set<string>();
  const rows: StoredAnswer[] = [];
  given.forEach((g, i) => {
    const q = byId.get(g.question_id);
    if (!q) return add(`answers.${i}.question_id`, 'This question is not asked in this cycle');
    if (seen.has(g.question_id)) return add(`answers.${i}.question_id`, 'This question is answered twice');
    seen.add(g.question_id);
    const answered = rowsOf(q, g);
    if (typeof answered === 'string') return add(`answers.${i}`, answered);
    const comment = g.feedback?.trim();
    if (answered) rows.push(...answered);
    if (comment && options.comments && q.type !== 'feedback') rows.push({ question_id: q.question_id, value: null, choice: null, text: comment });
    if (!answered && options.mandatory) add(`answers.${i}`, 'This question must be answered');
  });
  if (options.mandatory && questions.some((q) => !seen.has(q.question_id))) add('answers', 'Every question must be answered');
  else if (rows.length === 0 && !errors.answers && !options.answeredApart) add('answers', 'Answer at least one question');
  if (Object.keys(errors).length) return { errors };
  return { rows };
}
