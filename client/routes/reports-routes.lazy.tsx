import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ClimateReport } from '../features/reports/climate-report';

// The report screens, loaded with their route (see reports-routes.tsx); a metric's detail is in
// metric-routes.lazy.tsx, a chunk of its own, so a report's first visit does not carry it.

/** A manager who leads no group yet has no report to land on: say so rather than loop. */
function NoGroup() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('reports:climate.title')}</h1>
      </header>
      <div className="empty-state">
        <p className="empty-state__title">{t('reports:noGroup.title')}</p>
        <p>{t('reports:noGroup.body')}</p>
      </div>
    </section>
  );
}

export const reportsIndexScreen = createLazyRoute('/app/reports')({ component: NoGroup });

export const reportScreen = createLazyRoute('/app/reports/$groupId')({
  component: function ReportScreen() {
    const { groupId } = reportScreen.useParams();
    const { session } = reportScreen.useRouteContext();
    return <ClimateReport key={groupId} groupId={groupId} session={session} />;
  },
});
