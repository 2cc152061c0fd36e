// The engagement survey's question library: the pillars and smart pillars with their submetrics,
// and every question, in en-US, pt-BR and es-AR. Scores are always "higher is healthier".
import { PILLARS } from './pillars.js';
import { ALIGNMENT_QUESTIONS } from './questions-alignment.js';
import { AMBASSADORSHIP_QUESTIONS } from './questions-ambassadorship.js';
import { BURNOUT_RISK_QUESTIONS } from './questions-burnout-risk.js';
import { DIVERSITY_QUESTIONS } from './questions-diversity.js';
import { FEEDBACK_QUESTIONS } from './questions-feedback.js';
import { HAPPINESS_QUESTIONS } from './questions-happiness.js';
import { INNOVATION_CULTURE_QUESTIONS } from './questions-innovation-culture.js';
import { MANAGER_RELATIONSHIP_QUESTIONS } from './questions-manager-relationship.js';
import { NPS_QUESTIONS } from './questions-nps.js';
import { PEERS_RELATIONSHIP_QUESTIONS } from './questions-peers-relationship.js';
import { PERSONAL_GROWTH_QUESTIONS } from './questions-personal-growth.js';
import { PSYCHOSOCIAL_RISKS_QUESTIONS } from './questions-psychosocial-risks.js';
import { RECOGNITION_QUESTIONS } from './questions-recognition.js';
import { SATISFACTION_QUESTIONS } from './questions-satisfaction.js';
import { WELLNESS_QUESTIONS } from './questions-wellness.js';
import type { QuestionDef } from './types.js';

export * from './types.js';
export { PILLARS };

/** Every question of the library, pillar by pillar in the order of PILLARS, then eNPS and LNPS. */
export const QUESTIONS: QuestionDef[] = [
  ...PEERS_RELATIONSHIP_QUESTIONS,
  ...AMBASSADORSHIP_QUESTIONS,
  ...HAPPINESS_QUESTIONS,
  ...PERSONAL_GROWTH_QUESTIONS,
  ...WELLNESS_QUESTIONS,
  ...FEEDBACK_QUESTIONS,
  ...MANAGER_RELATIONSHIP_QUESTIONS,
  ...RECOGNITION_QUESTIONS,
  ...SATISFACTION_QUESTIONS,
  ...ALIGNMENT_QUESTIONS,
  ...DIVERSITY_QUESTIONS,
  ...INNOVATION_CULTURE_QUESTIONS,
  ...BURNOUT_RISK_QUESTIONS,
  ...PSYCHOSOCIAL_RISKS_QUESTIONS,
  ...NPS_QUESTIONS,
];
