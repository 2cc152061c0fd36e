import { LIKELIHOOD, t } from './helpers.js';
import type { QuestionDef } from './types.js';

// eNPS and LNPS: one 0–10 likelihood-to-recommend question each, outside the pillars.
export const NPS_QUESTIONS: QuestionDef[] = [
  {
    id: 'enps.1',
    metric: 'enps',
    submetric: null,
    type: 'nps',
    feedback: true,
    scaleLabels: LIKELIHOOD,
    text: t(
      'On a scale from 0 to 10, how likely are you to recommend this company as a place to work?',
      'Em uma escala de 0 a 10, qual a probabilidade de você recomendar esta empresa como um lugar para trabalhar?',
      'En una escala de 0 a 10, ¿qué tan probable es que recomiendes esta empresa como lugar para trabajar?',
    ),
  },
  {
    id: 'lnps.1',
    metric: 'lnps',
    submetric: null,
    type: 'nps',
    feedback: true,
    scaleLabels: LIKELIHOOD,
    text: t(
      'On a scale from 0 to 10, how likely are you to recommend your leader to a friend?',
      'Em uma escala de 0 a 10, qual a probabilidade de você recomendar a sua liderança a um amigo?',
      'En una escala de 0 a 10, ¿qué tan probable es que recomiendes a tu líder a un amigo?',
    ),
  },
];
