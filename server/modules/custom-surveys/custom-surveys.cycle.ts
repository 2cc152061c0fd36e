import { createHash } from 'node:crypto';
import type { SurveyDefinition, SurveyQuestionDraft } from '../../../domain/custom-survey.js';
import type { Instrument, Question } from '../../../analytics/index.js';

// What one cycle of a custom survey asks, and the survey as the analytics engine measures it.

/** A fixed order for the survey's life: a launched survey's questions never change, so every cycle agrees. */
function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const rank = (i: number) => createHash('sha256').update(`${seed}:${i}`).digest().readUInt32BE(0);
  return items
    .map((item, i) => ({ item, r: rank(i) }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.item);
}

/**
 * The survey's questions in asking order: as built (sequential), or pillar by pillar in the
 * builder's order with the questions of each pillar in a random order fixed by the survey's id,
 * and questions without a pillar last.
 */
export function askingOrder(surveyId: string, d: SurveyDefinition): SurveyQuestionDraft[] {
  if (d.questionsDistribution === 'sequential') return [...d.questions];
  const groups = [...d.pillars.map((p) => p.category_id), null].map((category) => d.questions.filter((q) => q.category === category));
  return groups.flatMap((qs, i) => seededShuffle(qs, `${surveyId}:${i}`));
}

/** The questions cycle `cycle` (from 1) asks: all of them, or the next few in asking order, starting over at the end. */
export function cycleQuestions(surveyId: string, d: SurveyDefinition, cycle: number): SurveyQuestionDraft[] {
  const order = askingOrder(surveyId, d);
  if (d.questionsQuantity === 'all' || d.questionsQuantity >= order.length) return order;
  const per = d.questionsQuantity;
  return Array.from({ length: per }, (_, i) => order[((cycle - 1) * per + i) % order.length]!);
}

/** The instrument id every custom survey's answers are stored under; the survey is its instance. */
export const CUSTOM_SURVEY_INSTRUMENT = 'custom-survey';

/**
 * What the engine stores custom surveys' answers under (engine.attachInstrument): the long form
 * needs only the id; each survey's own declaration (instrumentOf) is what its figures are measured by.
 */
export const CUSTOM_SURVEYS: Instrument = { id: CUSTOM_SURVEY_INSTRUMENT, categories: [], questions: [], figures: [] };

function scaleOf(q: SurveyQuestionDraft): Question['scale'] {
  switch (q.type) {
    case 'stars':
      return { kind: 'scale', min: 1, max: 5 };
    case 'slide-number':
      return { kind: 'scale', min: 0, max: 10 };
    case 'nps':
      return { kind: 'nps' };
    case 'select':
      return { kind: 'choice', choices: q.answers.map((a) => (q.enableScore && a.score !== null ? { id: a.answer_id, score: a.score } : { id: a.answer_id })) };
    case 'multi-select':
      return { kind: 'choice', choices: q.answers.map((a) => ({ id: a.answer_id })), multi: { max: q.maxChoices ?? q.answers.length } };
    case 'feedback':
      return { kind: 'text' };
  }
}

/** The survey as an instrument of the measurement core: its pillars roll into the overall score. */
export function instrumentOf(d: SurveyDefinition): Instrument {
  return {
    id: CUSTOM_SURVEY_INSTRUMENT,
    categories: d.pillars.map((p) => ({ id: p.category_id, overall: true })),
    questions: d.questions.map((q) => ({ id: q.question_id, category: q.category, scale: scaleOf(q), scored: q.enableScore })),
    figures: ['respondents', 'overall', 'categories', 'questions', 'distributions', 'texts'],
  };
}
