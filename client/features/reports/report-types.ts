import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../lib/trpc';

// The report calls' answers as the client reads them (server/modules/reports/reports.view.ts).
type Out = inferRouterOutputs<AppRouter>['reports'];
export type GroupReport = NonNullable<Out['report']>;
export type MetricView = GroupReport['metrics'][number];
export type ReportCell = GroupReport['cells'][number];
export type MetricReport = NonNullable<Out['metric']>;
export type NpsReport = NonNullable<Out['enps']>;
export type NpsPoint = NonNullable<NpsReport['history']>[number];
export type HistoryPoint = { date: string; score: number | null; withheld?: boolean };
export type NpsKind = 'enps' | 'lnps';

/** The ten pillars and the smart metrics in report order (seeds/survey-library/types.ts). */
export const PILLAR_IDS = ['peersRelationship', 'ambassadorship', 'happiness', 'personalGrowth', 'wellness', 'feedback', 'managerRelationship', 'recognition', 'satisfaction', 'alignment'] as const;
export const SMART_IDS = ['diversity', 'innovationCulture', 'burnoutRisk', 'psychosocialRisks'] as const;
export const NPS_IDS = ['enps', 'lnps'] as const;

const METRIC_IDS = [...PILLAR_IDS, ...SMART_IDS, ...NPS_IDS] as const;
export type MetricId = (typeof METRIC_IDS)[number];
export const isMetricId = (id: string): id is MetricId => (METRIC_IDS as readonly string[]).includes(id);
export const isNpsId = (id: MetricId): id is NpsKind => (NPS_IDS as readonly string[]).includes(id);
