import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecommendationCards } from './recommendation-card';

// What the dashboard and a metric's detail show of recommendations: a chunk of its own, loaded
// with its texts (routes/recommendation-parts.ts) only when one of them is about to be shown.

/** Under a metric's detail: start a plan on it for this scope, and three recommendations for it. */
export function MetricRecommendations({ metricId, metricName, groupId }: { metricId: string; metricName: string; groupId: string }) {
  const { t } = useTranslation();
  return (
    <div className="rec-metric">
      <Link to="/action-plan" search={{ new: 1, metric: metricId, groupId }} className="button button--primary">
        {t('recommendations:createPlan')}
      </Link>
      <RecommendationCards metrics={[metricId]} limit={3} groupId={groupId} label={t('recommendations:forMetric', { name: metricName })} />
    </div>
  );
}

/** Home: recommendations for the scope's two lowest pillars, and a plan to start on each. */
export function RecommendedActionsCard({ pillars, groupId }: { pillars: { id: string; name: string }[]; groupId: string }) {
  const { t } = useTranslation();
  const names = pillars.map((p) => p.name);
  return (
    <article className="card dashboard-card dashboard-card--wide" aria-labelledby="dashboard-recommended-title">
      <h2 id="dashboard-recommended-title" className="card__title">
        {t('recommendations:dashboard.title')}
      </h2>
      <p>{t('recommendations:dashboard.body', { count: names.length, first: names[0], second: names[1] })}</p>
      <RecommendationCards metrics={pillars.map((p) => p.id)} limit={4} groupId={groupId} label={t('recommendations:dashboard.title')} />
      <div className="rec-plan-links">
        {pillars.map((p) => (
          <Link key={p.id} to="/action-plan" search={{ new: 1, metric: p.id, groupId }} className="button">
            {t('recommendations:dashboard.createFor', { name: p.name })}
          </Link>
        ))}
      </div>
    </article>
  );
}
