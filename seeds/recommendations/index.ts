import type { MetricId, Text } from '../survey-library/types.js';
import { ENGAGEMENT_RECOMMENDATIONS } from './engagement.js';
import { FEEDBACK_AND_RECOGNITION_RECOMMENDATIONS } from './feedback-and-recognition.js';
import { GROWTH_AND_INCLUSION_RECOMMENDATIONS } from './growth-and-inclusion.js';
import { PSYCHOSOCIAL_RISKS_RECOMMENDATIONS } from './psychosocial-risks.js';
import { RELATIONSHIP_RECOMMENDATIONS } from './relationships.js';
import { SATISFACTION_AND_ALIGNMENT_RECOMMENDATIONS } from './satisfaction-and-alignment.js';
import { WELLBEING_RECOMMENDATIONS } from './wellbeing.js';

// Practical advice managers read next to a low metric: what the practice is, how to apply it
// and what it brings. The first metric is the one the recommendation is filed under (its image);
// a second one means it also moves that metric.

export interface RecommendationDef {
  /** kebab-case, stable: clients exclude recommendations they already showed by id. */
  id: string;
  /** One or two. */
  metrics: MetricId[];
  title: Text;
  what: Text;
  /** Three to six steps. */
  how: Text[];
  benefit: Text;
}

export const RECOMMENDATIONS: readonly RecommendationDef[] = [
  ...RELATIONSHIP_RECOMMENDATIONS,
  ...FEEDBACK_AND_RECOGNITION_RECOMMENDATIONS,
  ...ENGAGEMENT_RECOMMENDATIONS,
  ...SATISFACTION_AND_ALIGNMENT_RECOMMENDATIONS,
  ...GROWTH_AND_INCLUSION_RECOMMENDATIONS,
  ...WELLBEING_RECOMMENDATIONS,
  ...PSYCHOSOCIAL_RISKS_RECOMMENDATIONS,
];
