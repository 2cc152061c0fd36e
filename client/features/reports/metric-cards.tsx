import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MetricView } from './report-types';
import { Score } from './score';
import { BenchmarkNote, ChangeNote } from './score-context';
import { pillarBand, smartBand } from './thresholds';

/** Pillars colour by reading A from their score; smart metrics by the state the server gives. */
export const metricBand = (m: Pick<MetricView, 'score' | 'state'>, smart: boolean) => (smart ? smartBand(m.state) : pillarBand(m.score));

/** One card per metric, each a link to its detail, coloured by its band and saying when withheld. */
export function MetricCards({ metrics, groupId, smart = false, label }: { metrics: readonly MetricView[]; groupId: string; smart?: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className="metric-grid" aria-label={label}>
      {metrics.map((m) => {
        const band = m.withheld ? null : metricBand(m, smart);
        return (
          <li key={m.metric_id}>
            <Link
              to="/reports/$groupId/metric/$metricId"
              params={{ groupId, metricId: m.metric_id }}
              className={`metric-card${band ? ` band--${band}` : ''}`}
              data-metric={m.metric_id}
              data-band={band ?? (m.withheld ? 'withheld' : 'none')}
            >
              <span className="metric-card__title">{m.title}</span>
              <Score value={m.score} withheld={m.withheld} band={band} />
              <ChangeNote change={m.change} />
              <BenchmarkNote percentile={m.benchmark_percentile} />
              {!m.withheld && m.respondents ? <span className="metric-card__meta">{t('reports:respondents', { count: m.respondents })}</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The empty report (measurement §4: a 204): ten pillars and three smart metrics, no scores. */
export function EmptyMetricCards({ ids, label }: { ids: readonly string[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className="metric-grid" aria-label={label}>
      {ids.map((id) => (
        <li key={id}>
          <div className="metric-card metric-card--empty" data-metric={id}>
            <span className="metric-card__title">{t(`reports:metric.${id}`)}</span>
            <span className="metric-card__score">{t('reports:noScore')}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
