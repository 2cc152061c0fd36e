import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PlotFigure, type PlotModule } from '../reports/plot';
import type { GroupReport, HistoryPoint } from '../reports/report-types';
import { Score } from '../reports/score';
import { BAND_COLOURS, formatMonth, formatScore, pillarBand } from '../reports/thresholds';

/** The last month with a figure against the one before it: the trend a card can state in words. */
function trendOf(history: readonly HistoryPoint[]) {
  const known = history.filter((p): p is { date: string; score: number } => p.score !== null);
  const [previous, last] = known.slice(-2);
  if (!previous || !last) return null;
  return { delta: Math.round((last.score - previous.score) * 10) / 10, since: previous.date };
}

/** The months since the first figure, scaled to their own range: a trend, not a reading against 0–10. */
function Sparkline({ history, label }: { history: readonly HistoryPoint[]; label: string }) {
  const spec = useCallback(
    (Plot: PlotModule) => {
      const points = history.slice(history.findIndex((p) => p.score !== null));
      const scores = points.flatMap((p) => (p.score === null ? [] : [p.score]));
      return {
        height: 70,
        margin: 6,
        axis: null,
        x: { type: 'utc' as const },
        y: { domain: [Math.max(0, Math.min(...scores) - 0.5), Math.min(10, Math.max(...scores) + 0.5)] },
        marks: [
          Plot.lineY(points, { x: (p: HistoryPoint) => new Date(p.date), y: 'score', stroke: '#0f5c4d', strokeWidth: 2 }),
          Plot.dot(points.filter((p) => p.score !== null).slice(-1), { x: (p: HistoryPoint) => new Date(p.date), y: 'score', r: 4, fill: (p: HistoryPoint) => BAND_COLOURS[pillarBand(p.score)!] }),
        ],
      };
    },
    [history],
  );
  return <PlotFigure spec={spec} label={label} height={70} />;
}

/** Engagement: the overall score of the scope, its band, and how it moved since the month before. */
export function EngagementCard({ report, groupId }: { report: GroupReport; groupId: string }) {
  const { t, i18n } = useTranslation();
  const trend = trendOf(report.history);
  const direction = !trend ? null : trend.delta > 0 ? 'up' : trend.delta < 0 ? 'down' : 'flat';
  return (
    <article className="card dashboard-card" aria-labelledby="dashboard-engagement-title">
      <h2 id="dashboard-engagement-title" className="card__title">{t('dashboard:engagement.title')}</h2>
      <p className="dashboard-card__scope">{report.group_name}</p>
      <Score value={report.score} withheld={report.withheld} band={pillarBand(report.score)} size="large" />
      {trend && direction && (
        <p className={`dashboard-trend dashboard-trend--${direction}`}>
          <span aria-hidden="true">{direction === 'up' ? '▲' : direction === 'down' ? '▼' : '■'} </span>
          {t(`dashboard:engagement.${direction}`, { delta: formatScore(Math.abs(trend.delta), i18n.language), month: formatMonth(trend.since, i18n.language) })}
        </p>
      )}
      {report.history.some((p) => p.score !== null) && <Sparkline history={report.history} label={t('dashboard:engagement.chart', { name: report.group_name })} />}
      <Link to="/reports/$groupId" params={{ groupId }} className="button">{t('dashboard:engagement.open')}</Link>
    </article>
  );
}

/** The ten pillars at a glance: a bar per pillar in its band's colour, each a link to its detail. */
export function PillarsCard({ report, groupId }: { report: GroupReport; groupId: string }) {
  const { t } = useTranslation();
  return (
    <article className="card dashboard-card dashboard-card--wide" aria-labelledby="dashboard-pillars-title">
      <h2 id="dashboard-pillars-title" className="card__title">{t('dashboard:pillars.title')}</h2>
      <ul className="dashboard-pillars">
        {report.metrics.map((m) => {
          const band = m.withheld ? null : pillarBand(m.score);
          return (
            <li key={m.metric_id}>
              <Link to="/reports/$groupId/metric/$metricId" params={{ groupId, metricId: m.metric_id }} className="dashboard-pillars__name">{m.title}</Link>
              <span className="dashboard-pillars__bar" aria-hidden="true">
                {band && m.score !== null && <span style={{ width: `${m.score * 10}%`, background: BAND_COLOURS[band] }} />}
              </span>
              <Score value={m.score} withheld={m.withheld} band={band} size="compact" />
            </li>
          );
        })}
      </ul>
    </article>
  );
}
