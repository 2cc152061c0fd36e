import type { AnswerDef, Classification, Text } from './types.js';

// Small builders that keep the library files readable. They only shape data: every text is
// still written out in full, in the three languages, next to its question.

/** A text in the three languages, in the fixed order en-US, pt-BR, es-AR. */
export const t = (en: string, pt: string, es: string): Text => ({ 'en-US': en, 'pt-BR': pt, 'es-AR': es });

/** The score a select answer gets from its classification (0–10, higher is healthier). */
export const SCORE_BY_CLASSIFICATION: Readonly<Record<Classification, number>> = {
  'very-good': 10,
  good: 7.5,
  neutral: 5,
  bad: 2.5,
  'very-bad': 0,
};

/** An answer of a select question: the score follows from the classification. */
export const choice = (id: string, classification: Classification, text: Text): AnswerDef => ({
  id,
  text,
  classification,
  score: SCORE_BY_CLASSIFICATION[classification],
});

/** An answer of a multi-select question, with its own score. */
export const option = (id: string, score: number, text: Text): AnswerDef => ({ id, text, score });

/** Scale labels for statements ("I trust my manager."). */
export const AGREEMENT = {
  low: t('Strongly disagree', 'Discordo totalmente', 'Totalmente en desacuerdo'),
  high: t('Strongly agree', 'Concordo totalmente', 'Totalmente de acuerdo'),
} as const;

/** Scale labels for "How often…?" questions. */
export const FREQUENCY = {
  low: t('Never', 'Nunca', 'Nunca'),
  high: t('Always', 'Sempre', 'Siempre'),
} as const;

/** The answers of a "How often…?" select question, from always (healthiest) to never. */
export const frequencyChoices = (): AnswerDef[] => [
  choice('a1', 'very-good', t('Always', 'Sempre', 'Siempre')),
  choice('a2', 'good', t('Most of the time', 'Na maioria das vezes', 'La mayoría de las veces')),
  choice('a3', 'neutral', t('Sometimes', 'Às vezes', 'A veces')),
  choice('a4', 'bad', t('Rarely', 'Raramente', 'Rara vez')),
  choice('a5', 'very-bad', t('Never', 'Nunca', 'Nunca')),
];

/** Labels of the 0–10 likelihood-to-recommend questions (eNPS, LNPS). */
export const LIKELIHOOD = {
  low: t('Not at all likely', 'Nada provável', 'Nada probable'),
  high: t('Extremely likely', 'Extremamente provável', 'Extremadamente probable'),
} as const;
