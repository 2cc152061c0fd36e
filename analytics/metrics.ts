import { NPS_IDS, PILLAR_IDS, SMART_PILLAR_IDS } from '../domain/metrics.js';

// The metrics every report speaks of, in report order. Each is a column of the per-respondent
// aggregates, so adding one is a schema change (a new version rebuilds the file).
export const PILLARS = PILLAR_IDS;
export const SMART = SMART_PILLAR_IDS;
export const NPS = NPS_IDS;
export const METRICS = [...PILLARS, ...SMART, ...NPS] as const;
export type Metric = (typeof METRICS)[number];

/** A metric's column, quoted: the ids are camelCase. */
export const col = (metric: Metric) => `"${metric}"`;
