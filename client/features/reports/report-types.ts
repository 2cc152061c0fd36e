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

/** The ten pillars and the smart metrics in report order (domain/metrics.ts). */
export { isMetricId, isNpsId, NPS_IDS, PILLAR_IDS, SMART_PILLAR_IDS as SMART_IDS, type MetricId } from '../../../domain/metrics';
