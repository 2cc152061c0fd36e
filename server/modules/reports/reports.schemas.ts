import { z } from 'zod';
import { ZCount, ZDay, zId, ZUuid } from '../../lib/schemas.js';
import { METRICS, PILLARS } from '../../../analytics/index.js';

// Shapes of the report calls, with the legacy (v1) field names (measurement §3, §7).

/** A report's scope: a group (with its subgroups) or the whole company. */
export const ZReportScope = z.union([z.literal('company'), zId('Invalid group')]);

export const ZReportInput = z.object({
  groupId: ZReportScope,
  /** One demographic attribute to break the report down by (one at a time). */
  attributeId: zId('Invalid attribute').optional(),
});
export type TReportInput = z.infer<typeof ZReportInput>;

export const ZScopeInput = z.object({ groupId: ZReportScope });

export const ZMetricInput = z.object({ groupId: ZReportScope, metricId: z.enum(METRICS, { error: 'Unknown metric' }) });

/** One option of one demographic attribute: one attribute at a time (anonymity rule 3). */
const ZDemographicFilter = z.object({ attributeId: zId('Invalid attribute'), optionId: zId('Invalid option') });
const isEmpty = (v: unknown) => v === null || (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && Object.keys(v).length === 0);

export const ZCompareInput = z
  .object({
    /** The groups to compare; every group the viewer may see when left out. */
    groups: z.array(zId('Invalid group')).max(1000).optional(),
    /** Only the people of one demographic option, in every group; none when left out or empty ({}, [], null). */
    filters: z.preprocess(
      (v) => (isEmpty(v) ? undefined : v),
      z
        .union([
          ZDemographicFilter,
          z
            .array(ZDemographicFilter)
            .max(1, 'One demographic attribute at a time')
            .transform((list) => list[0]),
        ])
        .optional(),
    ),
    /** Adds the whole company (measurement §7: "consolidated") beside the groups, for administrators. */
    consolidated: z.boolean().optional(),
  })
  .optional()
  .transform((v) => v ?? {});
export type TCompareInput = z.infer<typeof ZCompareInput>;

const ZGroupsFilter = z.object({
  name: z.string().trim().min(1, 'Name the filter').max(80),
  groups: z.array(zId('Invalid group')).min(1, 'Choose at least one group').max(1000),
});
export const ZSaveFiltersInput = z.object({ groupsFilters: z.array(ZGroupsFilter).max(50) });

export const ZExportFormat = z.enum(['csv', 'xlsx', 'pdf', 'pptx'], { error: 'Unknown format' });
export type TExportFormat = z.infer<typeof ZExportFormat>;

export const ZExportInput = z.object({
  groups: z.array(zId('Invalid group')).max(1000).optional(),
  format: ZExportFormat.default('csv'),
});

/** The climate report as a file: the report's scope and attribute, and the format. */
export const ZExportReportInput = ZReportInput.extend({ format: ZExportFormat });
export type TExportReportInput = z.infer<typeof ZExportReportInput>;

export const ZReportIdInput = z.object({ id: ZReportScope });
/** One attribute at a time (anonymity rule 3): the list holds at most one. */
export const ZUserAttributesInput = z.object({ id: ZReportScope, userAttributes: z.array(zId('Invalid attribute')).max(1, 'One demographic attribute at a time') });

// Answers of the report calls (measurement §3: group report, metric, enpscore and lnpscore; §7).
// Every figure passes the anonymity gate: a withheld one is `withheld: true` with its score null.

const ZMetricId = z.enum(METRICS);
const ZScore = z.number().nullable();
/** People behind a figure; null when withheld. */
const ZRespondents = z.number().int().min(0).nullable();

/** A month of history: its first day, the figure, and whether it is withheld (answers stand behind it, too few to show). */
const ZMonthPoint = z.strictObject({ date: ZDay, score: ZScore, withheld: z.boolean() });
/** How the latest month with answers moved against the month before it. */
const ZChange = z.strictObject({ delta: z.number(), date: ZDay, previous: ZDay });

export const ZMetricView = z.strictObject({
  group_name: z.string(),
  /** The group's id, or 'company'. */
  group_id: z.string(),
  metric_id: ZMetricId,
  date: ZDay,
  label: ZMetricId,
  title: z.string(),
  subtitle: z.null(),
  description: z.string(),
  score: ZScore,
  respondents: ZRespondents,
  withheld: z.boolean(),
  /** The colour band of the score (low, medium, high); null without a score. */
  state: z.enum(['low', 'medium', 'high']).nullable(),
  change: ZChange.nullable(),
  /** Percentile among comparable companies; null without a benchmark position. */
  benchmark_percentile: z.number().nullable(),
  submetrics: z.array(z.strictObject({ submetric_id: z.string(), title: z.string(), score: ZScore, respondents: ZRespondents, withheld: z.boolean() })),
  history: z.array(ZMonthPoint),
});

/** eNPS or LNPS: −100 to 100, with the shares (0 to 1) of promoters, passives and detractors. */
export const ZNpsView = z.strictObject({
  score: ZScore,
  promoters: ZScore,
  passives: ZScore,
  detractors: ZScore,
  respondents: ZRespondents,
  withheld: z.boolean(),
  /** 15 months (GET /enpscores and /lnpscores; not inside the group report). */
  history: z
    .array(
      z.strictObject({
        date: ZDay,
        score: ZScore,
        prop_promoters: ZScore,
        prop_passives: ZScore,
        prop_detractors: ZScore,
        prop_not_answered: ZScore,
      }),
    )
    .optional(),
});

/** The climate report of a group (with its subgroups) or the company; null (204 over v1) before anyone answered. */
export const ZReportOutput = z.strictObject({
  group_name: z.string(),
  group_id: z.string(),
  inactive: z.boolean(),
  date: ZDay,
  score: ZScore,
  respondents: ZRespondents,
  withheld: z.boolean(),
  change: ZChange.nullable(),
  benchmark_percentile: z.number().nullable(),
  /** Why figures are missing: BELOW_MINIMUM when the report is withheld. */
  message: z.literal('BELOW_MINIMUM').nullable(),
  metrics: z.array(ZMetricView),
  smart_metrics: z.array(ZMetricView),
  /** Up to three pillars scoring below 7.5, lowest first. */
  low_metrics: z.array(ZMetricId),
  /** Null on plans without eNPS (real-time metrics). */
  enps: ZNpsView.nullable(),
  lnps: ZNpsView.nullable(),
  history: z.array(ZMonthPoint),
  /** With attributeId: a cell per option of the attribute. */
  cells: z.array(z.strictObject({ option_id: ZUuid, score: ZScore, respondents: ZRespondents, withheld: z.boolean(), metrics: z.array(ZMetricView) })),
});

export const ZReportHistoryOutput = z.strictObject({
  group_id: z.string(),
  history: z.array(ZMonthPoint),
  metrics: z.array(z.strictObject({ metric_id: ZMetricId, history: z.array(ZMonthPoint) })),
});

/** The groups side by side (groups_data); a consolidated row has group_id 'company'. */
export const ZCompareOutput = z.strictObject({
  date: ZDay,
  filters: z.strictObject({ attributeId: ZUuid, optionId: ZUuid }).nullable(),
  groups_data: z.array(
    z.strictObject({
      group_id: z.string(),
      respondents: ZRespondents,
      withheld: z.boolean(),
      score: ZScore,
      /** Every pillar's score. */
      metrics: z.record(z.enum(PILLARS), ZScore),
      enps: ZScore,
      /** Share (0 to 1) of the people who can answer that answered; none under a demographic filter. */
      participation: ZScore,
      /** Participation hidden by the anonymity gate (a null participation that is not withheld: nobody can answer now). */
      participation_withheld: z.boolean(),
      group_name: z.string(),
    }),
  ),
});

export const ZGroupsFiltersOutput = z.strictObject({ groupsFilters: z.array(z.strictObject({ name: z.string(), groups: z.array(ZUuid) })) });
/** The demographic attribute (at most one) the viewer breaks this report down by. */
export const ZUserAttributesOutput = z.strictObject({ userAttributes: z.array(ZUuid) });
/** A file over tRPC; over v1 its bytes are sent as a download. */
export const ZFileOutput = z.strictObject({ filename: z.string(), contentType: z.string(), base64: z.base64() });

/** Percentile of each pillar, the score and eNPS among comparable companies, with the badge (10 companies at least). */
export const ZBenchmarkOutput = z.strictObject({
  group_id: z.string(),
  date: ZDay,
  /** Comparable companies, this one included. */
  companies: ZCount,
  available: z.boolean(),
  badge: z.enum(['nope', 'bronze', 'silver', 'gold', 'platinum', 'diamond', 'culture champion']).nullable(),
  positions: z.array(z.strictObject({ metric: z.enum([...METRICS, 'overall']), percentile: z.number().nullable() })),
  metrics: z.array(z.enum(PILLARS)),
});
