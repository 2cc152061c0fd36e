import type { TFunction } from 'i18next';

// The send's field errors (BAD_INPUT) in the person's language, at the question they are about.
// The server names them by path (`answers.<i>…`, or `answers` for the whole send) with an English
// message (server/modules/custom-surveys/custom-surveys.answers.ts); each known one has its text.

const KNOWN: [RegExp, (t: TFunction, m: RegExpExecArray) => string][] = [
  [/^This question must be answered$/, (t) => t('customSurveyAnswer:errors.required')],
  [/^Every question must be answered$/, (t) => t('customSurveyAnswer:errors.allRequired')],
  [/^Answer at least one question$/, (t) => t('customSurveyAnswer:errors.nothingAnswered')],
  [/^From (\d+) to (\d+)$/, (t, m) => t('customSurveyAnswer:errors.outOfRange', { min: m[1], max: m[2] })],
  [/^Choose one answer$/, (t) => t('customSurveyAnswer:errors.oneOnly')],
  [/^Choose at most (\d+)$/, (t, m) => t('customSurveyAnswer:errors.tooMany', { count: Number(m[1]) })],
  [/^Unknown answer$/, (t) => t('customSurveyAnswer:errors.unknownAnswer')],
  [/^This question is (not asked in this cycle|answered twice)$/, (t) => t('customSurveyAnswer:errors.changed')],
  [/^At most \d+ characters$/, (t) => t('customSurveyAnswer:errors.tooLong')],
];

function translate(t: TFunction, message: string): string {
  for (const [pattern, text] of KNOWN) {
    const m = pattern.exec(message);
    if (m) return text(t, m);
  }
  return t('customSurveyAnswer:errors.invalid');
}

export interface AnswerErrors {
  /** Page index (the question's place in the send) → its message. */
  byPage: Record<number, string>;
  /** About the send as a whole (nothing answered, not every question answered). */
  general: string | null;
}

export function answerErrors(t: TFunction, fieldErrors: Record<string, string[]>): AnswerErrors {
  const out: AnswerErrors = { byPage: {}, general: null };
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const text = translate(t, messages[0] ?? '');
    const index = /^answers\.(\d+)/.exec(path)?.[1];
    if (index === undefined) out.general ??= text;
    else out.byPage[Number(index)] ??= text;
  }
  return out;
}
