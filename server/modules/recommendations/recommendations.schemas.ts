import { z } from 'zod';
import { METRIC_IDS, PILLAR_IDS, SMART_PILLAR_IDS } from '../../../domain/metrics.js';
import { zQueryList } from '../../lib/schemas.js';

// The edge of recommendations (measurement §3, §7): one shape for tRPC and v1. The catalogue is
// code (seeds/recommendations), so an id is a kebab-case name, not a uuid.

/** Recommendations are filed under pillars and smart pillars (the metrics with a title and an image). */
export const RECOMMENDATION_METRICS = [...PILLAR_IDS, ...SMART_PILLAR_IDS] as const;

const ZMetricId = z.enum(METRIC_IDS, 'Unknown metric');
const ZRecommendationId = z
  .string('Unknown recommendation')
  .max(100, 'Unknown recommendation')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Unknown recommendation');

export const ZListRecommendationsInput = z
  .object({
    /** Only recommendations on any of these metrics; all when left out. */
    metrics: zQueryList(ZMetricId),
    /** Recommendation ids to leave out (those already shown). */
    exclude: zQueryList(z.string().max(100, 'At most 100 characters')),
  })
  .default({ metrics: undefined, exclude: undefined });
export type TListRecommendationsInput = z.infer<typeof ZListRecommendationsInput>;

export const ZRecommendationIdInput = z.object({ id: ZRecommendationId });

const ZSection = z.strictObject({ title: z.string(), content: z.string() });

export const ZRecommendation = z.strictObject({
  id: z.string(),
  title: z.string(),
  /** The picture of its first metric, a path of the web client ('/recommendations/<metric>.svg'). */
  image: z.string(),
  metrics: z.array(z.strictObject({ id: z.enum(RECOMMENDATION_METRICS), image: z.string(), name: z.string() })).min(1),
  body: z.strictObject({
    what: ZSection,
    how: z.strictObject({ title: z.string(), content: z.array(z.string()).min(1) }),
    benefit: ZSection,
  }),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

export const ZRecommendationList = z.strictObject({ recommendations: z.array(ZRecommendation).min(1) });
