import type { ActionPlanTask } from '../../db/types.js';
import type { PlanRow } from './action-plans.queries.js';
import type { PlanMetric, PlanStatus, TActionPlan, TEffect } from './action-plans.schemas.js';

// A stored plan as both clients read it (measurement §3): the legacy names, its status on the day
// it is read, and its scores and effect from the engine.

/** Done once every task is; expired when the day has passed with a task open; doing otherwise. */
export function statusOf(tasks: readonly ActionPlanTask[], expiresOn: string, today: string): PlanStatus {
  if (tasks.every((t) => t.done)) return 'done';
  return expiresOn < today ? 'expired' : 'doing';
}

/** Numeric columns come back as text. */
const numberOf = (v: string | number | null) => (v === null ? null : Number(v));

export function planView(row: PlanRow, figures: { initialScore: number | null; currentScore: number | null; effect: TEffect }, today: string): TActionPlan {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    metric: row.metric as PlanMetric,
    groupId: row.group_id,
    groupName: row.group_name,
    expiresAt: row.expires_on,
    goal: numberOf(row.goal),
    tasks: row.tasks.map((t) => ({ text: t.text, done: t.done })),
    templateId: row.template_id,
    thumbnail: null,
    image: null,
    initialScore: figures.initialScore,
    currentScore: figures.currentScore,
    status: statusOf(row.tasks, row.expires_on, today),
    createdAt: row.created_at,
    startedOn: row.started_on,
    effect: figures.effect,
  };
}
