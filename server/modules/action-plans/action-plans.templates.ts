import { ACTION_PLAN_TEMPLATES } from '../../../seeds/action-plan-templates/index.js';
import type { Language } from '../../db/types.js';
import type { TTemplatesInput } from './action-plans.schemas.js';

// The ready-made plans (seeds/action-plan-templates), per pillar, in the reader's language. Opening
// one starts a new plan: no id yet, and every task still to do (measurement §3, §7).

export const templateById = (id: string) => ACTION_PLAN_TEMPLATES.find((t) => t.id === id);

export function listTemplates(language: Language, input: TTemplatesInput) {
  const metrics = input.metrics?.length ? new Set<string>(input.metrics) : null;
  const excluded = new Set(input.exclude ?? []);
  return {
    templates: ACTION_PLAN_TEMPLATES.filter((t) => (!metrics || metrics.has(t.metric)) && !excluded.has(t.id)).map((t) => ({
      _id: '' as const,
      templateId: t.id,
      title: t.title[language],
      description: t.description[language],
      metric: t.metric,
      tasks: t.tasks.map((text) => ({ text: text[language], done: false as const })),
    })),
  };
}
