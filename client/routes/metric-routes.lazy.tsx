import { createLazyRoute } from '@tanstack/react-router';
import { MetricDetail } from '../features/reports/metric-detail';
import { isMetricId } from '../features/reports/report-types';

// A metric's detail (with its comments and the replies to them), loaded with its route (see reports-routes.tsx).

export const metricScreen = createLazyRoute('/app/reports/$groupId/metric/$metricId')({
  component: function MetricScreen() {
    const { groupId, metricId } = metricScreen.useParams();
    const { session } = metricScreen.useRouteContext();
    if (!isMetricId(metricId)) return null;
    return <MetricDetail key={`${groupId}:${metricId}`} groupId={groupId} metricId={metricId} session={session} />;
  },
});
