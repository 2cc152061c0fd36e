import type { SurveyDefinition } from '../../../domain/custom-survey.js';
import { DIVERSITY_INCLUSION_TEMPLATE } from './templates/diversity-inclusion.js';
import { EXIT_TEMPLATE } from './templates/exit.js';
import { HYBRID_WORK_TEMPLATE } from './templates/hybrid-work.js';
import { ONBOARDING_TEMPLATE } from './templates/onboarding.js';
import { PSYCHOSOCIAL_RISKS_TEMPLATE } from './templates/psychosocial-risks.js';

// The ready templates of custom surveys: complete surveys in the three languages that any company
// can launch as they are. They live in code, not in the database, because they are ready-made,
// read-only and the same for every company: a release changes them for everyone at once, and no
// company can edit them. "Use" copies one into a new draft of the company (structuredClone gives
// an unfrozen copy), which from then on is that company's own survey. Each template's data is in
// templates/<key>.ts; this file gathers and freezes them (import them from here, not from there).

export type SurveyTemplateKey = 'onboarding' | 'exit' | 'hybrid-work' | 'diversity-inclusion' | 'psychosocial-risks';

export interface SurveyTemplate {
  /** A fixed uuid, stable forever: drafts and links name a template by it. */
  id: string;
  key: SurveyTemplateKey;
  definition: SurveyDefinition;
}

/** Freezes an object and everything it holds, so no caller can change a template in place. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export const SURVEY_TEMPLATES: readonly SurveyTemplate[] = deepFreeze([
  ONBOARDING_TEMPLATE,
  EXIT_TEMPLATE,
  HYBRID_WORK_TEMPLATE,
  DIVERSITY_INCLUSION_TEMPLATE,
  PSYCHOSOCIAL_RISKS_TEMPLATE,
]);

/** The template with this id (any letter case), or undefined. */
export function templateById(id: string): SurveyTemplate | undefined {
  const wanted = id.toLowerCase();
  return SURVEY_TEMPLATES.find((template) => template.id === wanted);
}
