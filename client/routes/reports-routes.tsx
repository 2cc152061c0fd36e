import { createRoute, redirect, useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ClimateReport } from '../features/reports/climate-report';
import { MetricDetail } from '../features/reports/metric-detail';
import { isMetricId } from '../features/reports/report-types';
import { loadDefaultScope } from '../features/reports/scope';
import { guard, type RouterContext, type SessionInfo } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { ADMIN_MANAGER } from './page';

type GuardArgs = { context: RouterContext & { session: SessionInfo }; location: { pathname: string } };
type ScopedPage = '/reports/$groupId' | '/participation/$groupId' | '/benchmark/$groupId';

/** The guard, then the viewer's default scope on page `to`; stays (to say so) when they have none. */
export const toDefaultScope = (layout: string, to: ScopedPage) => async (args: GuardArgs) => {
  await guard(ADMIN_MANAGER, layout)(args);
  const scope = await loadDefaultScope(args.context, args.context.session);
  if (scope) throw redirect({ to, params: { groupId: scope }, replace: true });
};

/** A manager who leads no group yet has no report to land on: say so rather than loop. */
function NoGroup() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <header className="page__header"><h1>{t('reports:climate.title')}</h1></header>
      <div className="empty-state">
        <p className="empty-state__title">{t('reports:noGroup.title')}</p>
        <p>{t('reports:noGroup.body')}</p>
      </div>
    </section>
  );
}

// /reports goes to the company for administrators (measurement §2), to a manager's first group.
const reportsIndexRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/reports',
  beforeLoad: toDefaultScope('climate', '/reports/$groupId'),
  component: NoGroup,
});

const reportRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/reports/$groupId',
  beforeLoad: guard(ADMIN_MANAGER, 'climate'),
  component: function ReportScreen() {
    const { groupId } = reportRoute.useParams();
    const { session } = useRouteContext({ from: reportRoute.id });
    return <ClimateReport key={groupId} groupId={groupId} session={session} />;
  },
});

const metricRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/reports/$groupId/metric/$metricId',
  // An unknown metric is no page of its own: back to the report it was reached from.
  beforeLoad: async (args: GuardArgs & { params: { groupId: string; metricId: string } }) => {
    await guard(ADMIN_MANAGER)(args);
    if (!isMetricId(args.params.metricId)) throw redirect({ to: '/reports/$groupId', params: { groupId: args.params.groupId }, replace: true });
  },
  component: function MetricScreen() {
    const { groupId, metricId } = metricRoute.useParams();
    const { session } = useRouteContext({ from: metricRoute.id });
    if (!isMetricId(metricId)) return null;
    return <MetricDetail key={`${groupId}:${metricId}`} groupId={groupId} metricId={metricId} session={session} />;
  },
});

export const reportsRoutes = [reportsIndexRoute, reportRoute, metricRoute];
