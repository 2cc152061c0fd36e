import { z } from 'zod';
import { PILLAR_IDS, SMART_PILLAR_IDS } from '../../../domain/metrics.js';
import { blankToUndefined, ZCount, ZDateInstant, ZDay, zId, zQueryList, ZUuid } from '../../lib/schemas.js';

// The edge of action plans (measurement §3–§5, §7): one shape for tRPC and v1. The validation
// messages are the spec's (§5), word for word, in English: the client shows a field's message.

/** A plan works on one pillar or smart pillar; eNPS and LNPS have no plans. */
export const PLAN_METRICS = [...PILLAR_IDS, ...SMART_PILLAR_IDS] as const;
export type PlanMetric = (typeof PLAN_METRICS)[number];
export const PLAN_STATUSES = ['doing', 'done', 'expired'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** The six messages of measurement §5. */
export const PLAN_MESSAGES = {
  title: 'The title field is empty.',
  metric: 'You have to select a metric.',
  tasks: 'At least one task must be filled.',
  group: 'You have to select a group.',
  date: "The date field is invalid or it's less than today",
  goal: "The goal can't be smaller than selected pillar score",
} as const;

export const PLAN_LIMITS = { title: 200, description: 4000, task: 500, tasks: 50 } as const;

const ZMetric = z.enum(PLAN_METRICS, PLAN_MESSAGES.metric);
const ZTitle = z.string(PLAN_MESSAGES.title).trim().min(1, PLAN_MESSAGES.title).max(PLAN_LIMITS.title, `At most ${PLAN_LIMITS.title} characters`);
const ZDescription = z.string('Must be a text').trim().max(PLAN_LIMITS.description, `At most ${PLAN_LIMITS.description} characters`);

const ZTask = z.object({
  text: z.string('Must be a text').max(PLAN_LIMITS.task, `At most ${PLAN_LIMITS.task} characters`),
  done: z.boolean('Must be true or false').default(false),
});

/** Blank tasks are dropped before anything is checked or stored (§5: "filtered out before sending"). */
const dropBlankTasks = (v: unknown) =>
  Array.isArray(v)
    ? v.filter((t: unknown) => !(t && typeof t === 'object' && typeof (t as { text?: unknown }).text === 'string' && !(t as { text: string }).text.trim()))
    : v;

const ZTasks = z.preprocess(
  dropBlankTasks,
  z
    .array(ZTask, PLAN_MESSAGES.tasks)
    .min(1, PLAN_MESSAGES.tasks)
    .max(PLAN_LIMITS.tasks, `At most ${PLAN_LIMITS.tasks} tasks`)
    .transform((tasks) => tasks.map((t) => ({ text: t.text.trim(), done: t.done }))),
);

/** A calendar day that exists, YYYY-MM-DD; whether it is today or later is the service's (the clock's). */
const isDay = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
const ZExpiresAt = z.string(PLAN_MESSAGES.date).refine(isDay, PLAN_MESSAGES.date);

const zPositive = (fallback: number, max: number, message: string) =>
  z.preprocess(blankToUndefined, z.coerce.number(message).int(message).min(1, message).max(max, message).default(fallback));

export const ZPlanIdInput = z.object({ id: zId('Unknown action plan') });

export const ZTemplatesInput = z
  .object({
    /** Only templates of these metrics. */
    metrics: zQueryList(ZMetric),
    /** Template ids to leave out (those already shown). */
    exclude: zQueryList(z.string().max(100)),
  })
  .default({ metrics: undefined, exclude: undefined });
export type TTemplatesInput = z.infer<typeof ZTemplatesInput>;

export const ZListPlansInput = z
  .object({
    status: z.preprocess(blankToUndefined, z.enum(PLAN_STATUSES, 'Must be doing, done or expired').optional()),
    metric: z.preprocess(blankToUndefined, ZMetric.optional()),
    /** One group's plans, or 'company' for the whole company's (administrators). */
    groupId: z.preprocess(blankToUndefined, z.union([z.literal('company'), zId('Unknown group')], 'Unknown group').optional()),
    page: zPositive(1, 1_000_000, 'A page from 1'),
    pageSize: zPositive(10, 50, 'From 1 to 50'),
  })
  .default({ status: undefined, metric: undefined, groupId: undefined, page: 1, pageSize: 10 });
export type TListPlansInput = z.infer<typeof ZListPlansInput>;

export const ZCreatePlanInput = z.object({
  title: ZTitle,
  description: z.preprocess(blankToUndefined, ZDescription.default('')),
  metric: ZMetric,
  /** Left out: the whole company's plan (administrators only). */
  groupId: z.preprocess(blankToUndefined, zId('Unknown group').optional()),
  expiresAt: ZExpiresAt,
  /** The score the plan aims at, 0 to 10; not below the pillar's score now (checked by the service). */
  goal: z.number('A number from 0 to 10').min(0, 'From 0 to 10').max(10, 'From 0 to 10').nullable().optional(),
  tasks: ZTasks,
  /** The template the plan was opened from. */
  templateId: z.preprocess(blankToUndefined, z.string().max(100).optional()),
});
export type TCreatePlanInput = z.infer<typeof ZCreatePlanInput>;

/** Only the title, the description and the tasks change (§7); anything else sent is dropped. */
export const ZUpdatePlanInput = ZPlanIdInput.extend({
  title: ZTitle.optional(),
  description: z.preprocess((v) => (v === null ? '' : v), ZDescription.optional()),
  tasks: ZTasks.optional(),
});
export type TUpdatePlanInput = z.infer<typeof ZUpdatePlanInput>;

const ZTaskOut = z.strictObject({ text: z.string(), done: z.boolean() });
const ZScore = z.number().min(0).max(10);

export const ZTemplate = z.strictObject({
  /** Empty: opening a template starts a new plan (§3). */
  _id: z.literal(''),
  templateId: z.string(),
  title: z.string(),
  description: z.string(),
  metric: z.enum(PLAN_METRICS),
  tasks: z.array(z.strictObject({ text: z.string(), done: z.literal(false) })),
});
export const ZTemplatesOutput = z.strictObject({ templates: z.array(ZTemplate) });

/**
 * How the plan's pillar moved in its scope since it started, against comparable groups without a
 * plan on it (a difference in differences, action-plans.effect.ts), or why there is no estimate.
 */
export const ZEffect = z.discriminatedUnion('state', [
  z.strictObject({
    state: z.literal('measured'),
    /** The plan's change less the comparison groups' mean change, in points of the 0–10 scale. */
    estimate: z.number(),
    /** The 95% interval around it. */
    low: z.number(),
    high: z.number(),
    planChange: z.number(),
    comparisonChange: z.number(),
    comparisonGroups: ZCount,
  }),
  /** No month after the plan's start month has figures yet. */
  z.strictObject({ state: z.literal('waiting') }),
  /** The plan's scope's figures before or after are withheld (fewer than k people stand behind them). */
  z.strictObject({ state: z.literal('too-few') }),
  /** Fewer than 2 comparable groups with both figures shown. */
  z.strictObject({ state: z.literal('no-comparison') }),
]);
export type TEffect = z.infer<typeof ZEffect>;

export const ZActionPlan = z.strictObject({
  _id: ZUuid,
  title: z.string(),
  description: z.string(),
  metric: z.enum(PLAN_METRICS),
  /** Null: the whole company's plan. */
  groupId: ZUuid.nullable(),
  groupName: z.string().nullable(),
  expiresAt: ZDay,
  goal: ZScore.nullable(),
  tasks: z.array(ZTaskOut),
  templateId: z.string().nullable(),
  thumbnail: z.null(),
  image: z.null(),
  /** The scope's gated score of the pillar when the plan started (null: withheld or none). */
  initialScore: ZScore.nullable(),
  /** The same score now, gated. */
  currentScore: ZScore.nullable(),
  status: z.enum(PLAN_STATUSES),
  createdAt: ZDateInstant,
  startedOn: ZDay,
  effect: ZEffect,
});
export type TActionPlan = z.input<typeof ZActionPlan>;

export const ZPlanList = z.strictObject({
  actionPlans: z.array(ZActionPlan),
  metadata: z.strictObject({ total: ZCount, page: z.number().int().min(1), pageSize: z.number().int().min(1), pages: ZCount }),
});

export const ZDeletePlanOutput = z.strictObject({ id: ZUuid, deleted: z.literal(true) });
