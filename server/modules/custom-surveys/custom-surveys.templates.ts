import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { SurveyDefinition } from '../../../domain/custom-survey.js';
import { definitionOf } from './custom-surveys.rules.js';
import { ZSurveyBody } from './custom-surveys.schemas.js';

// The ready templates of custom surveys: complete surveys in the three languages that any company
// can launch as they are. They ship with the product, not in the database, because they are
// ready-made, read-only and the same for every company: a release changes them for everyone at
// once, and no company can edit them. "Use" copies one into a new draft of the company
// (structuredClone gives an unfrozen copy), which from then on is that company's own survey.
// Each is content, so it is a JSON file (templates/<key>.json) a translator can edit; it is read
// once, checked as any draft a builder sends is, and frozen.

export const SURVEY_TEMPLATE_KEYS = ['onboarding', 'exit', 'hybrid-work', 'diversity-inclusion', 'psychosocial-risks'] as const;
export type SurveyTemplateKey = (typeof SURVEY_TEMPLATE_KEYS)[number];

export interface SurveyTemplate {
  /** A fixed uuid, stable forever: drafts and links name a template by it. */
  id: string;
  key: SurveyTemplateKey;
  definition: SurveyDefinition;
}

const ZTemplateFile = z.strictObject({ id: z.uuid(), key: z.enum(SURVEY_TEMPLATE_KEYS), definition: ZSurveyBody });

/** Freezes an object and everything it holds, so no caller can change a template in place. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function load(key: SurveyTemplateKey): SurveyTemplate {
  const file = path.join(import.meta.dirname, 'templates', `${key}.json`);
  const parsed = ZTemplateFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`template ${key}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  if (parsed.data.key !== key) throw new Error(`template ${key}: the file says it is ${parsed.data.key}`);
  return { id: parsed.data.id, key, definition: definitionOf(parsed.data.definition) };
}

export const SURVEY_TEMPLATES: readonly SurveyTemplate[] = deepFreeze(SURVEY_TEMPLATE_KEYS.map(load));

/** The template with this id (any letter case), or undefined. */
export function templateById(id: string): SurveyTemplate | undefined {
  const wanted = id.toLowerCase();
  return SURVEY_TEMPLATES.find((template) => template.id === wanted);
}
