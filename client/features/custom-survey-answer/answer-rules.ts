import { COMMENT_MAX } from '../survey/survey-answers';
import type { Given, Question, SurveyToAnswer, Texts } from './answer-storage';

// The answering rules of a custom survey (measurement §4 as the engagement survey reads them,
// with the custom types), kept apart from the screens: the server accepts stars 1–5, nps and
// slide-number 0–10, one choice for select, up to maxChoices for multi-select, a text for
// feedback questions, and an optional comment on the others when the survey takes comments.

export const TEXT_MAX = COMMENT_MAX;

const RANGES: Partial<Record<Question['type'], [number, number]>> = { stars: [1, 5], nps: [0, 10], 'slide-number': [0, 10] };

/** The values of a numeric question, or null for the other types. */
export function rangeOf(q: Question): number[] | null {
  const range = RANGES[q.type];
  return range ? Array.from({ length: range[1] - range[0] + 1 }, (_, i) => range[0] + i) : null;
}

/** How many answers a multi-select question takes at most. */
export const maxChoicesOf = (q: Question) => Math.max(1, Math.min(q.maxChoices ?? q.answers.length, q.answers.length));

export const takesComment = (survey: SurveyToAnswer, q: Question) => survey.enableFeedbacks && q.type !== 'feedback';

export function isAnswered(q: Question, given: Given | undefined): boolean {
  if (!given) return false;
  if (RANGES[q.type]) return typeof given.value === 'number';
  if (q.type === 'feedback') return Boolean(given.text?.trim());
  return (given.answer_ids?.length ?? 0) > 0;
}

/** A number or a single answer: choosing it again takes it back (measurement §4). */
export function chooseValue(given: Given | undefined, value: number): Given {
  return { ...given, value: given?.value === value ? null : value };
}

export function chooseOne(given: Given | undefined, answerId: string): Given {
  return { ...given, answer_ids: given?.answer_ids?.[0] === answerId ? [] : [answerId] };
}

/** Multi-choice: toggles membership, never past the maximum. */
export function toggleMany(q: Question, given: Given | undefined, answerId: string): Given {
  const ids = given?.answer_ids ?? [];
  if (ids.includes(answerId)) return { ...given, answer_ids: ids.filter((id) => id !== answerId) };
  if (ids.length >= maxChoicesOf(q)) return given ?? {};
  return { ...given, answer_ids: [...ids, answerId] };
}

export const withText = (given: Given | undefined, text: string): Given => ({ ...given, text: text.slice(0, TEXT_MAX) });
export const withComment = (given: Given | undefined, text: string): Given => ({ ...given, feedback: text.slice(0, TEXT_MAX) });

/**
 * What the send carries: every question of the cycle in its order (so a field error `answers.<i>`
 * names the question on page i + 1), each with its answer only, and the comment where one is taken.
 */
export function sendAnswers(survey: SurveyToAnswer, answers: Record<string, Given>) {
  return survey.questions.map((q) => {
    const given = answers[q.question_id];
    if (!isAnswered(q, given)) return { question_id: q.question_id };
    const comment = takesComment(survey, q) ? given!.feedback?.trim() : undefined;
    const answer = RANGES[q.type]
      ? { value: given!.value }
      : q.type === 'feedback'
        ? { text: given!.text!.trim() }
        : { answer_ids: q.type === 'select' ? given!.answer_ids!.slice(0, 1) : given!.answer_ids };
    return { question_id: q.question_id, ...answer, ...(comment ? { feedback: comment } : {}) };
  });
}

/**
 * A text in the interface language, else in the survey's first language that has it; with the
 * language it is in, so the page can say so (lang) when it differs from the interface's.
 */
export function localized(texts: Texts | null | undefined, language: string, available: readonly string[]): { text: string; lang: string } {
  const all = texts ?? {};
  const order = [language, ...available, ...Object.keys(all)];
  for (const lang of order) {
    const text = all[lang as keyof Texts]?.trim();
    if (text) return { text, lang };
  }
  return { text: '', lang: language };
}
