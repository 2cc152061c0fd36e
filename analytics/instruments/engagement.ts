import { NPS_IDS, PILLAR_IDS, SMART_PILLAR_IDS } from '../../domain/metrics.js';
import { defineInstrument } from './instrument.js';

// The engagement survey as an instrument: each cycle asks one question per metric (the library
// chooses its wording, whose answer is stored with the metric it measures), scored 0–10; the ten
// pillars roll up into the overall score, the smart pillars and the net-promoter questions stand
// alone. Its answers are read in the long form through the `long_items` view (schema.ts).
export const ENGAGEMENT = defineInstrument({
  id: 'engagement',
  categories: [...PILLAR_IDS.map((id) => ({ id, overall: true })), ...[...SMART_PILLAR_IDS, ...NPS_IDS].map((id) => ({ id, overall: false }))],
  questions: [
    ...[...PILLAR_IDS, ...SMART_PILLAR_IDS].map((id) => ({ id, category: id, scale: { kind: 'scale', min: 0, max: 10 } as const, scored: true })),
    ...NPS_IDS.map((id) => ({ id, category: id, scale: { kind: 'nps' } as const, scored: true })),
  ],
  figures: ['respondents', 'overall', 'categories', 'questions', 'distributions'],
});
