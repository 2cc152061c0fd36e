import { z } from 'zod';
import { PERIODS, QUESTION_TYPES, SURVEY_LANGUAGES, SURVEY_STATUSES } from '../../../domain/custom-survey.js';
import { ZCount, ZDateInstant, ZDay, zId, ZUuid } from '../../lib/schemas.js';
import { ZExportFormat } from '../reports/reports.schemas.js';

// The edge of a custom survey's results (measurement §3 "Custom survey results", §7): every figure
// as the engine's gate left it — a withheld figure has no number, only `withheld: true`.

/** The whole survey's results ('consolidate', the default) or one audience group's with its subgroups. */
const ZGroupId = z.union([z.literal('consolidate'), zId('Unknown group')]).default('consolidate');

export const ZResultsInput = z.object({
  id: zId('Unknown survey'),
  groupId: ZGroupId,
  /** A cycle (from 1); the latest with answers by default. */
  cycle: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type TResultsInput = z.output<typeof ZResultsInput>;

export const ZSurveyResultsIdInput = z.object({ id: zId('Unknown survey') });

const texts = z.partialRecord(z.enum(SURVEY_LANGUAGES), z.string());
const ZFigure = z.strictObject({ respondents: ZCount.nullable(), score: z.number().nullable(), withheld: z.boolean() });
const ZNps = z.strictObject({ promoters: z.number(), passives: z.number(), detractors: z.number(), score: z.number() });

const ZScopeRef = z.strictObject({ id: z.union([z.literal('consolidate'), ZUuid]), name: z.string().nullable() });
const ZSurveyRef = z.strictObject({ id: ZUuid, title: texts, status: z.enum(SURVEY_STATUSES), period: z.enum(PERIODS) });

export const ZSurveyReport = z.strictObject({
  survey: ZSurveyRef,
  scope: ZScopeRef,
  cycle: z.number().int(),
  /** Every cycle with answers: its start, whether it ended, who answered and the overall score. */
  cycles: z.array(z.strictObject({ cycle: z.number().int(), startsOn: ZDay, closed: z.boolean(), respondents: ZCount.nullable(), overall: z.number().nullable() })),
  respondents: ZFigure,
  overall: ZFigure,
  categories: z.array(ZFigure.extend({ category_id: z.string(), label: texts })),
  questions: z.array(
    ZFigure.extend({
      question_id: z.string(),
      type: z.enum(QUESTION_TYPES),
      text: texts,
      category: z.string().nullable(),
      /** The mean answer on the question's own scale (stars, points); null for choices. */
      mean: z.number().nullable(),
      /** How many chose each answer (choices) or scale point, in the declared order. */
      distribution: z.array(z.strictObject({ point: z.string(), label: texts.nullable(), count: ZCount })).nullable(),
      nps: ZNps.nullable(),
    }),
  ),
});
export type TSurveyReport = z.input<typeof ZSurveyReport>;

export const ZNpsScores = z.strictObject({
  survey: ZSurveyRef,
  scope: ZScopeRef,
  questions: z.array(
    z.strictObject({
      question_id: z.string(),
      text: texts,
      history: z.array(
        z.strictObject({
          cycle: z.number().int(),
          date: ZDay,
          withheld: z.boolean(),
          promoters: z.number().nullable(),
          passives: z.number().nullable(),
          detractors: z.number().nullable(),
          /** Respondents of the cycle who left the question unanswered. */
          not_answered: ZCount.nullable(),
          score: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export type TNpsScores = z.input<typeof ZNpsScores>;

export const ZSurveyParticipation = z.strictObject({
  survey: ZSurveyRef,
  scope: ZScopeRef,
  /** The whole audience: everyone it was sent to, the confirmed, and those who can answer. */
  invitedCount: ZCount,
  confirmedCount: ZCount,
  /** Who can answer in the scope. */
  activeCount: ZCount,
  createdAt: ZDateInstant,
  /** Respondents of the latest cycle over activeCount, 0–100; null when withheld or nobody can answer. */
  participationRate: z.number().nullable(),
  history: z.array(z.strictObject({ cycle: z.number().int(), date: ZDay, totalResponders: ZCount.nullable(), confirmedResponders: ZCount.nullable() })),
});
export type TSurveyParticipation = z.input<typeof ZSurveyParticipation>;

export const ZSurveySummary = z.strictObject({
  survey: ZSurveyRef,
  launchAt: ZDateInstant.nullable(),
  closesAt: ZDateInstant.nullable(),
  cycle: z.number().int(),
  questionCount: ZCount,
  invitedCount: ZCount,
  activeCount: ZCount,
  respondents: ZFigure,
  overall: ZFigure,
  participationRate: z.number().nullable(),
});
export type TSurveySummary = z.input<typeof ZSurveySummary>;

/** The audience's groups the caller may read, by name, as a list (parentId) and as a tree. */
const ZResultsGroup = z.strictObject({ id: ZUuid, name: z.string(), parentId: ZUuid.nullable() });
export const ZResultsGroups = z.strictObject({ groups: z.array(ZResultsGroup) });
export type TResultsGroups = z.input<typeof ZResultsGroups>;
type TreeNode = { id: string; name: string; children: TreeNode[] };
const ZTreeNode: z.ZodType<TreeNode> = z.lazy(() => z.strictObject({ id: ZUuid, name: z.string(), children: z.array(ZTreeNode) }));
export const ZResultsTree = z.strictObject({ tree: z.array(ZTreeNode) });

export const ZFeedbacksInput = ZResultsInput.extend({ questionId: z.string().max(40).optional() });
export type TFeedbacksInput = z.output<typeof ZFeedbacksInput>;

/** The texts people wrote, gated; `minimum`: how many different people a list needs behind it. */
export const ZSurveyFeedbacks = z.strictObject({
  minimum: ZCount,
  withheld: z.boolean(),
  comments: z.array(
    z.strictObject({
      text: z.string(),
      questionId: z.string(),
      cycle: z.number().int(),
      date: ZDay,
      /** A handle to start a conversation with the text's author (opaque, this viewer's only). */
      ref: z.string(),
    }),
  ),
});
export type TSurveyFeedbacks = z.input<typeof ZSurveyFeedbacks>;

/** The report of one scope and cycle as a file. */
export const ZExportSurveyInput = ZResultsInput.extend({ format: ZExportFormat });
export type TExportSurveyInput = z.output<typeof ZExportSurveyInput>;
