import { createRoute, useParams, useSearch } from '@tanstack/react-router';
import { AnalyticsPage } from '../features/insights/analytics-page';
import { BenchmarkPage } from '../features/insights/benchmark-page';
import { ComparisonPage } from '../features/insights/comparison-page';
import { NoGroups } from '../features/insights/no-groups';
import { ParticipationPage } from '../features/insights/participation-page';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { ADMIN_MANAGER } from './page';
import { toDefaultScope } from './reports-routes';

// Participation, comparison, benchmark and analytics (measurement §2): leaders only. The bare
// /participation and /benchmark go to the company for administrators and to a manager's first
// group; a manager without groups stays and is told so.

const participationIndexRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/participation',
  beforeLoad: toDefaultScope('participation', '/participation/$groupId'),
  component: () => <NoGroups page="participation" />,
});

function ParticipationRoute() {
  const { groupId } = useParams({ from: participationRoute.id });
  return <ParticipationPage key={groupId} groupId={groupId} />;
}

const participationRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/participation/$groupId',
  beforeLoad: guard(ADMIN_MANAGER, 'participation'),
  component: ParticipationRoute,
});

const comparisonRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/reports/comparation',
  beforeLoad: guard(ADMIN_MANAGER, 'groups-comparison'),
  component: ComparisonPage,
});

const benchmarkIndexRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/benchmark',
  beforeLoad: toDefaultScope('benchmark', '/benchmark/$groupId'),
  component: () => <NoGroups page="benchmark" />,
});

function BenchmarkRoute() {
  const { groupId } = useParams({ from: benchmarkRoute.id });
  return <BenchmarkPage key={groupId} groupId={groupId} />;
}

const benchmarkRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/benchmark/$groupId',
  beforeLoad: guard(ADMIN_MANAGER, 'benchmark'),
  component: BenchmarkRoute,
});

function AnalyticsRoute() {
  const { groupId } = useSearch({ from: analyticsRoute.id });
  return <AnalyticsPage key={groupId ?? ''} groupId={groupId} />;
}

const analyticsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/analytics',
  beforeLoad: guard(ADMIN_MANAGER),
  validateSearch: (search: Record<string, unknown>): { groupId?: string } => (typeof search.groupId === 'string' && search.groupId ? { groupId: search.groupId } : {}),
  component: AnalyticsRoute,
});

export const insightsRoutes = [participationIndexRoute, participationRoute, comparisonRoute, benchmarkIndexRoute, benchmarkRoute, analyticsRoute];
