import { z } from 'zod';
import { PSYCHOSOCIAL_PILLARS, RISK_LEVELS } from '../../../domain/psychosocial-risk.js';
import { ZCount, ZDay, ZLanguage, ZUuid } from '../../lib/schemas.js';
import { PLAN_STATUSES, ZEffect } from '../action-plans/action-plans.schemas.js';
import { ZReportScope } from '../reports/reports.schemas.js';

// The psychosocial-risk report (NR-1): the factors two smart pillars measure, their risk levels and
// history, for the company or a group with its subgroups. Every figure is the engine's, gated: a
// withheld one is `withheld: true` with no score, no level and no respondents.

export const ZPsychosocialInput = z.object({ groupId: ZReportScope });
export type TPsychosocialInput = z.infer<typeof ZPsychosocialInput>;

/** The PDF, in the caller's language unless another is asked for. */
export const ZPsychosocialPdfInput = ZPsychosocialInput.extend({ language: ZLanguage.optional() });
export type TPsychosocialPdfInput = z.infer<typeof ZPsychosocialPdfInput>;

const ZPillar = z.enum(PSYCHOSOCIAL_PILLARS);
const ZScore = z.number().min(0).max(10).nullable();

export const ZFactor = z.strictObject({
  /** The pillar's id for its own score, else the submetric's. */
  id: z.string(),
  pillar: ZPillar,
  kind: z.enum(['pillar', 'submetric']),
  title: z.string(),
  /** 0–10 with one decimal, higher is healthier; null when withheld or nobody answered it. */
  score: ZScore,
  respondents: ZCount.nullable(),
  withheld: z.boolean(),
  /** domain/psychosocial-risk.ts: below 5 high, below 7.5 moderate, otherwise low; null without a score. */
  level: z.enum(RISK_LEVELS).nullable(),
});
export type TFactor = z.infer<typeof ZFactor>;

/** An action plan on one of the pillars, as the action-plans module reads it (its status, scores and effect). */
export const ZAction = z.strictObject({
  id: ZUuid,
  title: z.string(),
  pillar: ZPillar,
  /** Null: the whole company's plan. */
  groupName: z.string().nullable(),
  status: z.enum(PLAN_STATUSES),
  startedOn: ZDay,
  expiresAt: ZDay,
  tasksDone: ZCount,
  tasksTotal: ZCount,
  /** The scope's gated pillar score when the plan started, and now (null: withheld or none). */
  initialScore: ZScore,
  currentScore: ZScore,
  effect: ZEffect,
});
export type TAction = z.infer<typeof ZAction>;

const ZMonthPoint = z.strictObject({ date: ZDay, score: ZScore, withheld: z.boolean() });

export const ZPsychosocialReport = z.strictObject({
  /** The group's id, or 'company'. */
  groupId: z.string(),
  groupName: z.string(),
  companyName: z.string(),
  date: ZDay,
  /** The report window the scores cover (its first day, and the report's date). */
  period: z.strictObject({ from: ZDay, to: ZDay }),
  /** The company's report minimum: no figure stands on fewer people. */
  minimum: ZCount,
  /** False before anyone in the scope answered (then every figure is empty, none withheld). */
  answered: z.boolean(),
  respondents: ZCount.nullable(),
  withheld: z.boolean(),
  factors: z.array(ZFactor),
  /** Month by month, each pillar's score (12 months). */
  history: z.array(z.strictObject({ pillar: ZPillar, title: z.string(), points: z.array(ZMonthPoint) })),
  /** The action plans on the pillars in the scope; null on the free plan (action plans are paid). */
  actions: z.array(ZAction).nullable(),
  /** The ready custom survey with the fuller questionnaire (custom-surveys.templates.ts). */
  questionnaireId: ZUuid,
});
export type TPsychosocialReport = z.infer<typeof ZPsychosocialReport>;
