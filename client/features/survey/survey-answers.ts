import type { Answered, Question } from './survey-storage';

// The answering rules of measurement §4, kept apart from the screens so they read as the spec does.

export const COMMENT_MAX = 2000;

export const isNumeric = (q: Question) => q.type === 'scale' || q.type === 'nps' || q.type === 'stars';

/** Numeric questions: the range the server accepts (stars 1–5, the rest 0–10). */
export function rangeOf(q: Question): number[] {
  const [min, max] = [q.min ?? (q.type === 'stars' ? 1 : 0), q.max ?? (q.type === 'stars' ? 5 : 10)];
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** How many answers a multi-select takes at most (its `max`), or null for no limit. */
export const pickLimit = (q: Question): number | null => (q.type === 'multi-select' && typeof q.max === 'number' ? q.max : null);

export function selectedIds(answered: Answered | null | undefined): string[] {
  const ids = answered?.answer_id;
  return ids === null || ids === undefined ? [] : Array.isArray(ids) ? ids : [ids];
}

export function isAnswered(q: Question, answered: Answered | null | undefined): boolean {
  if (!answered) return false;
  if (isNumeric(q)) return typeof answered.score === 'number';
  return selectedIds(answered).length > 0;
}

/** One value (a number or a single answer): choosing it again takes it back. */
export function chooseOne(q: Question, answered: Answered | null | undefined, value: number | string): Answered {
  const comment = answered?.feedback_answer ?? null;
  if (isNumeric(q)) return { score: answered?.score === value ? null : (value as number), feedback_answer: comment };
  return { answer_id: answered?.answer_id === value ? null : (value as string), feedback_answer: comment };
}

/** Multi-choice: toggles membership; with none left the value is empty (null). */
export function toggleMany(answered: Answered | null | undefined, answerId: string): Answered {
  const ids = selectedIds(answered);
  const next = ids.includes(answerId) ? ids.filter((id) => id !== answerId) : [...ids, answerId];
  return { answer_id: next.length ? next : null, feedback_answer: answered?.feedback_answer ?? null };
}

export function withComment(answered: Answered | null | undefined, text: string): Answered {
  return { ...(answered ?? {}), feedback_answer: text.slice(0, COMMENT_MAX) };
}

/** The done payload: question ids and answers only, null for anything left unanswered. */
export function donePayload(questions: Question[], answers: Record<string, Answered | null>) {
  return questions.map((q) => {
    const a = answers[q.question_id];
    if (!isAnswered(q, a)) return { question_id: q.question_id, answered: null };
    const comment = q.feedback ? a!.feedback_answer?.trim() || null : null;
    const value: Answered = isNumeric(q) ? { score: a!.score! } : { answer_id: q.type === 'multi-select' ? selectedIds(a) : selectedIds(a)[0]! };
    return { question_id: q.question_id, answered: comment ? { ...value, feedback_answer: comment } : value };
  });
}
