import type { RouterContext } from '../../lib/session';
import type { Trpc } from '../../lib/trpc';
import { isNpsId, type MetricId, type NpsKind } from './report-types';

// The report screens' queries, one definition each: the components read them, and the routes'
// loaders start them with the route, alongside the screen's chunk, instead of after it renders.

export const reportQuery = (trpc: Trpc, groupId: string) => trpc.reports.report.queryOptions({ groupId });

export const npsQuery = (trpc: Trpc, groupId: string, kind: NpsKind) =>
  kind === 'enps' ? trpc.reports.enps.queryOptions({ groupId }) : trpc.reports.lnps.queryOptions({ groupId });

export const metricQuery = (trpc: Trpc, groupId: string, metricId: MetricId) => trpc.reports.metric.queryOptions({ groupId, metricId });

/** The groups a viewer may pick (the server scopes the tree): it changes seldom, so it is kept a minute. */
export const groupTreeQuery = (trpc: Trpc) => ({ ...trpc.groups.tree.queryOptions(), staleTime: 60_000 });

export const attributesQuery = (trpc: Trpc) => trpc.attributes.translations.queryOptions();

export const chosenAttributeQuery = (trpc: Trpc, groupId: string) => trpc.reports.userAttributes.queryOptions({ id: groupId });

// Started, not awaited: the screen shows its own loading and error states (a refused scope, for
// one, is explained there), so a loader neither waits for the figures nor fails with them.
const start = (load: Promise<unknown>) => void load.catch(() => undefined);

/** The climate report's queries (/reports/:groupId), as its screen asks for them. */
export function startReportQueries({ trpc, queryClient }: RouterContext, groupId: string) {
  start(queryClient.ensureQueryData(reportQuery(trpc, groupId)));
  start(queryClient.ensureQueryData(npsQuery(trpc, groupId, 'enps')));
  start(queryClient.ensureQueryData(npsQuery(trpc, groupId, 'lnps')));
  start(queryClient.ensureQueryData(groupTreeQuery(trpc)));
  start(queryClient.ensureQueryData(attributesQuery(trpc)));
  start(queryClient.ensureQueryData(chosenAttributeQuery(trpc, groupId)));
}

/** A metric's detail (/reports/:groupId/metric/:metricId): the metric, eNPS or LNPS for theirs, the group picker. */
export function startMetricQueries({ trpc, queryClient }: RouterContext, groupId: string, metricId: MetricId) {
  start(queryClient.ensureQueryData(metricQuery(trpc, groupId, metricId)));
  if (isNpsId(metricId)) start(queryClient.ensureQueryData(npsQuery(trpc, groupId, metricId)));
  start(queryClient.ensureQueryData(groupTreeQuery(trpc)));
}
