import { defineInstrument } from '../../../analytics/index.js';
import { CULTURE_PICKS, CULTURE_QUESTIONS } from '../../../domain/culture.js';
import { CULTURE_VALUES } from '../../../seeds/culture-values.js';

// Culture votes as an instrument of the measurement core (DESIGN.md): stored in the long form under
// one instance, each culture cycle of the engagement survey a cycle of it, and every figure of it
// (who voted, the votes per value) counted and gated by the engine like any other answer.

export const CULTURE_INSTANCE = 'culture';

export const CULTURE = defineInstrument({
  id: 'culture',
  categories: [],
  questions: CULTURE_QUESTIONS.map((id) => ({
    id,
    category: null,
    scale: { kind: 'choice' as const, choices: CULTURE_VALUES.map((v) => ({ id: v.id })), multi: { max: CULTURE_PICKS } },
    scored: false,
  })),
  figures: ['respondents', 'questions', 'distributions'],
});
