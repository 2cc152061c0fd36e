import { CULTURE_VALUES } from '../../../seeds/culture-values.js';
import type { Text } from '../../../seeds/survey-library/types.js';
import { CULTURE_PICKS, CULTURE_QUESTIONS, cultureQuestionId, type CultureQuestion } from '../../../domain/culture.js';
import type { Language } from '../../db/types.js';
import type { FieldErrors } from '../../lib/errors.js';
import type { TAnswered } from './survey.schemas.js';
import type { QuestionView } from './survey.view.js';

// The culture questions of the engagement survey (issue 15): on a cycle that asks them (the first
// of each month, survey.service.ts ensureCycle), everyone may pick up to three values of the
// catalogue for the culture today and up to three for the culture wanted. Both are optional; what
// is picked travels sealed with the rest of the response and is released with it.

const TEXTS: Record<CultureQuestion, Text> = {
  current: {
    'en-US': 'Which values best describe how we work today? Choose up to 3.',
    'pt-BR': 'Quais valores melhor descrevem como trabalhamos hoje? Escolha até 3.',
    'es-AR': '¿Qué valores describen mejor cómo trabajamos hoy? Elegí hasta 3.',
  },
  desired: {
    'en-US': 'Which values should describe how we work? Choose up to 3.',
    'pt-BR': 'Quais valores deveriam descrever como trabalhamos? Escolha até 3.',
    'es-AR': '¿Qué valores deberían describir cómo trabajamos? Elegí hasta 3.',
  },
};

const VALUE_IDS = new Set(CULTURE_VALUES.map((v) => v.id));

/** The two questions as the survey shows them: the catalogue's values in the language's alphabetical order (no value first for everyone). */
export function cultureQuestionViews(language: Language): QuestionView[] {
  const collator = new Intl.Collator(language);
  const answers = CULTURE_VALUES.map((v) => ({ answer_id: v.id, text: v.name[language], classification: null })).sort((a, b) => collator.compare(a.text, b.text));
  return CULTURE_QUESTIONS.map((question) => ({
    question_id: cultureQuestionId(question),
    type: 'multi-select' as const,
    pillar: 'culture',
    submetric: null,
    text: TEXTS[question][language],
    answers,
    // A multi-select's max is how many answers it takes.
    min: null,
    max: CULTURE_PICKS,
    scaleLabels: null,
    feedback: false,
    answered: null,
  }));
}

export type CultureVotes = Record<CultureQuestion, string[]>;

const QUESTION_OF = new Map(CULTURE_QUESTIONS.map((q) => [cultureQuestionId(q), q]));

/**
 * Takes the culture answers out of a submission: the rest goes on to scoring, the votes (null when
 * none were picked) to the sealed response. A cycle that does not ask them refuses them, like any
 * question it does not ask; more than three values, a value twice or one not in the catalogue is
 * refused with the survey's answer errors. Field paths keep the answer's place in the submission.
 */
export function takeCultureVotes<T extends { question_id: string; answered: TAnswered | null }>(
  sent: readonly T[],
  asked: boolean,
): { rest: T[]; votes: CultureVotes | null; errors: FieldErrors } {
  const votes: CultureVotes = { current: [], desired: [] };
  const errors: FieldErrors = {};
  const rest: T[] = [];
  const seen = new Set<CultureQuestion>();
  for (const [i, item] of sent.entries()) {
    const question = QUESTION_OF.get(item.question_id);
    if (!question) {
      rest.push(item);
      continue;
    }
    if (!asked || seen.has(question)) {
      errors[`questions.${i}.question_id`] = ['SURVEY_UNKNOWN_QUESTION'];
      continue;
    }
    seen.add(question);
    const raw = item.answered?.answer_id;
    const ids = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    if (ids.length > CULTURE_PICKS) errors[`questions.${i}.answered`] = ['SURVEY_TOO_MANY_ANSWERS'];
    else if (new Set(ids).size !== ids.length || ids.some((id) => !VALUE_IDS.has(id))) errors[`questions.${i}.answered`] = ['SURVEY_UNKNOWN_ANSWER'];
    else votes[question] = [...ids].sort();
  }
  const any = votes.current.length > 0 || votes.desired.length > 0;
  return { rest, votes: any ? votes : null, errors };
}
