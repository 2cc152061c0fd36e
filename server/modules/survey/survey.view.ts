import type { Language, QuestionType, SurveyQuestionsTable, Texts } from '../../db/types.js';
import type { Selectable } from 'kysely';
import { numericRange } from './survey.scoring.js';

// The survey as the respondent's screen reads it, in their language, with the legacy field names.

export interface QuestionView {
  question_id: string;
  type: QuestionType;
  pillar: string;
  submetric: string | null;
  text: string;
  answers: { answer_id: string; text: string; classification: string | null }[];
  /** Numeric questions: the range of the number. */
  min: number | null;
  max: number | null;
  scaleLabels: { low: string; high: string } | null;
  /** Whether an optional comment is offered after answering. */
  feedback: boolean;
  answered: null;
}

const textIn = (texts: Texts, language: Language) => texts[language] || texts['en-US'];

export function toQuestionView(q: Selectable<SurveyQuestionsTable>, language: Language): QuestionView {
  const range = numericRange(q.type);
  return {
    question_id: q.id,
    type: q.type,
    pillar: q.metric_id,
    submetric: q.submetric_id,
    text: textIn(q.texts, language),
    answers: q.answers.map((a) => ({ answer_id: a.id, text: textIn(a.text, language), classification: a.classification ?? null })),
    min: range?.[0] ?? null,
    max: range?.[1] ?? null,
    scaleLabels: q.scale_labels ? { low: textIn(q.scale_labels.low, language), high: textIn(q.scale_labels.high, language) } : null,
    feedback: q.feedback,
    answered: null,
  };
}
