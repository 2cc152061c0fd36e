import { createRoute } from '@tanstack/react-router';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';
import { ADMIN_MANAGER } from './page';
import { toDefaultScope } from './reports-routes';

// Participation, comparison, benchmark and analytics (measurement §2): leaders only. The bare
// /participation and /benchmark go to the company for administrators and to a manager's first
// group; a manager without groups stays and is told so. Screens in insights-routes.lazy.tsx.

const screens = lazyScreens(() => import('./insights-routes.lazy'), ['insights', 'invites', 'reports']);

const participationIndexRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/participation',
  beforeLoad: toDefaultScope('participation', '/participation/$groupId'),
}).lazy(() => screens().then((m) => m.participationIndexScreen));

const participationRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/participation/$groupId',
  beforeLoad: guard(ADMIN_MANAGER, 'participation'),
}).lazy(() => screens().then((m) => m.participationScreen));

const comparisonRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/reports/comparation',
  beforeLoad: guard(ADMIN_MANAGER, 'groups-comparison'),
}).lazy(() => screens().then((m) => m.comparisonScreen));

const benchmarkIndexRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/benchmark',
  beforeLoad: toDefaultScope('benchmark', '/benchmark/$groupId'),
}).lazy(() => screens().then((m) => m.benchmarkIndexScreen));

const benchmarkRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/benchmark/$groupId',
  beforeLoad: guard(ADMIN_MANAGER, 'benchmark'),
}).lazy(() => screens().then((m) => m.benchmarkScreen));

const analyticsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/analytics',
  beforeLoad: guard(ADMIN_MANAGER),
  validateSearch: (search: Record<string, unknown>): { groupId?: string } => (typeof search.groupId === 'string' && search.groupId ? { groupId: search.groupId } : {}),
}).lazy(() => screens().then((m) => m.analyticsScreen));

export const insightsRoutes = [participationIndexRoute, participationRoute, comparisonRoute, benchmarkIndexRoute, benchmarkRoute, analyticsRoute];
