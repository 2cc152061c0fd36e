import { createRoute, redirect } from '@tanstack/react-router';
import { startPlot } from '../features/reports/plot-load';
import { startMetricQueries, startReportQueries } from '../features/reports/report-queries';
import { isMetricId } from '../features/reports/report-types';
import { loadDefaultScope } from '../features/reports/scope';
import { guard, type RouterContext, type SessionInfo } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';
import { ADMIN_MANAGER } from './page';
import { psychosocialRoute } from './psychosocial-routes';

// The report routes: guards and loaders here, screens in reports-routes.lazy.tsx (their own chunk).
// A loader starts the screen's queries and the chart library while the chunk loads.

type GuardArgs = { context: RouterContext & { session: SessionInfo }; location: { pathname: string } };
type ScopedPage = '/reports/$groupId' | '/participation/$groupId' | '/benchmark/$groupId' | '/culture/$groupId';

/** The guard, then the viewer's default scope on page `to`; stays (to say so) when they have none. */
export const toDefaultScope = (layout: string, to: ScopedPage) => async (args: GuardArgs) => {
  await guard(ADMIN_MANAGER, layout)(args);
  const scope = await loadDefaultScope(args.context, args.context.session);
  if (scope) throw redirect({ to, params: { groupId: scope }, replace: true });
};

const screens = lazyScreens(() => import('./reports-routes.lazy'), ['reports']);
const metricScreens = lazyScreens(() => import('./metric-routes.lazy'), ['reports', 'feedbacks', 'psychosocial']);

// /reports goes to the company for administrators (measurement §2), to a manager's first group.
const reportsIndexRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/reports',
  beforeLoad: toDefaultScope('climate', '/reports/$groupId'),
}).lazy(() => screens().then((m) => m.reportsIndexScreen));

const reportRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/reports/$groupId',
  beforeLoad: guard(ADMIN_MANAGER, 'climate'),
  loader: ({ context, params }) => {
    startReportQueries(context, params.groupId);
    startPlot();
  },
}).lazy(() => screens().then((m) => m.reportScreen));

const metricRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/reports/$groupId/metric/$metricId',
  // An unknown metric is no page of its own: back to the report it was reached from.
  beforeLoad: async (args: GuardArgs & { params: { groupId: string; metricId: string } }) => {
    await guard(ADMIN_MANAGER)(args);
    if (!isMetricId(args.params.metricId)) throw redirect({ to: '/reports/$groupId', params: { groupId: args.params.groupId }, replace: true });
  },
  loader: ({ context, params }) => {
    if (!isMetricId(params.metricId)) return;
    startMetricQueries(context, params.groupId, params.metricId);
    startPlot();
  },
}).lazy(() => metricScreens().then((m) => m.metricScreen));

export const reportsRoutes = [reportsIndexRoute, reportRoute, metricRoute, psychosocialRoute];
