import { createLazyRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../features/insights/analytics-page';
import { BenchmarkPage } from '../features/insights/benchmark-page';
import { ComparisonPage } from '../features/insights/comparison-page';
import { NoGroups } from '../features/insights/no-groups';
import { ParticipationPage } from '../features/insights/participation-page';

// The insights screens, loaded with their route (see insights-routes.tsx).

export const participationIndexScreen = createLazyRoute('/app/participation')({ component: () => <NoGroups page="participation" /> });

export const participationScreen = createLazyRoute('/app/participation/$groupId')({
  component: function ParticipationRoute() {
    const { groupId } = participationScreen.useParams();
    return <ParticipationPage key={groupId} groupId={groupId} />;
  },
});

export const comparisonScreen = createLazyRoute('/app/reports/comparation')({ component: ComparisonPage });

export const benchmarkIndexScreen = createLazyRoute('/app/benchmark')({ component: () => <NoGroups page="benchmark" /> });

export const benchmarkScreen = createLazyRoute('/app/benchmark/$groupId')({
  component: function BenchmarkRoute() {
    const { groupId } = benchmarkScreen.useParams();
    return <BenchmarkPage key={groupId} groupId={groupId} />;
  },
});

export const analyticsScreen = createLazyRoute('/app/analytics')({
  component: function AnalyticsRoute() {
    const { groupId } = analyticsScreen.useSearch();
    return <AnalyticsPage key={groupId ?? ''} groupId={groupId} />;
  },
});
