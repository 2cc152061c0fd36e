import type { PillarId, SmartPillarId, Text } from '../survey-library/types.js';
import { ENGAGEMENT_TEMPLATES } from './engagement.js';
import { GROWTH_TEMPLATES } from './growth.js';
import { INCLUSION_AND_INNOVATION_TEMPLATES } from './inclusion-and-innovation.js';
import { PSYCHOSOCIAL_RISKS_TEMPLATES } from './psychosocial-risks.js';
import { RELATIONSHIP_TEMPLATES } from './relationships.js';
import { WELLBEING_TEMPLATES } from './wellbeing.js';

// Ready-made action plans a manager can start from: opening one fills a new plan's title,
// description and tasks, which the manager then adapts. The burnout and psychosocial templates
// cover the measures the Brazilian NR-1 expects in a psychosocial-risk management programme.

export interface ActionPlanTemplateDef {
  /** kebab-case, stable: plans keep the id of the template they started from. */
  id: string;
  metric: PillarId | SmartPillarId;
  /** At most 60 characters in every language. */
  title: Text;
  description: Text;
  /** Three to six concrete tasks. */
  tasks: Text[];
}

export const ACTION_PLAN_TEMPLATES: readonly ActionPlanTemplateDef[] = [
  ...RELATIONSHIP_TEMPLATES,
  ...ENGAGEMENT_TEMPLATES,
  ...GROWTH_TEMPLATES,
  ...INCLUSION_AND_INNOVATION_TEMPLATES,
  ...WELLBEING_TEMPLATES,
  ...PSYCHOSOCIAL_RISKS_TEMPLATES,
];
