import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PlotFigure, type PlotModule } from '../reports/plot';
import type { GroupReport, HistoryPoint } from '../reports/report-types';
import { Score } from '../reports/score';
import { BenchmarkNote, ChangeNote } from '../reports/score-context';
import { BAND_COLOURS, pillarBand } from '../reports/thresholds';

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
          Plot.dot(points.filter((p) => p.score !== null).slice(-1), {
            x: (p: HistoryPoint) => new Date(p.date),
            y: 'score',
            r: 4,
            fill: (p: HistoryPoint) => BAND_COLOURS[pillarBand(p.score)!],
          }),
        ],
      };
    },
    [history],
  );
  return <PlotFigure spec={spec} label={label} height={70} />;
}

/** Engagement: the overall score of the scope, its band, how it moved since the month before and its benchmark position. */
export function EngagementCard({ report, groupId }: { report: GroupReport; groupId: string }) {
  const { t } = useTranslation();
  return (
    <article className="card dashboard-card" aria-labelledby="dashboard-engagement-title">
      <h2 id="dashboard-engagement-title" className="card__title">
        {t('dashboard:engagement.title')}
      </h2>
      <p className="dashboard-card__scope">{report.group_name}</p>
      <Score value={report.score} withheld={report.withheld} band={pillarBand(report.score)} size="large" />
      <ChangeNote change={report.change} />
      <BenchmarkNote percentile={report.benchmark_percentile} />
      {report.history.some((p) => p.score !== null) && <Sparkline history={report.history} label={t('dashboard:engagement.chart', { name: report.group_name })} />}
      <Link to="/reports/$groupId" params={{ groupId }} className="button">
        {t('dashboard:engagement.open')}
      </Link>
    </article>
  );
}

/** The ten pillars at a glance: a bar per pillar in its band's colour, each a link to its detail. */
export function PillarsCard({ report, groupId }: { report: GroupReport; groupId: string }) {
  const { t } = useTranslation();
  return (
    <article className="card dashboard-card dashboard-card--wide" aria-labelledby="dashboard-pillars-title">
      <h2 id="dashboard-pillars-title" className="card__title">
        {t('dashboard:pillars.title')}
      </h2>
      <ul className="dashboard-pillars">
        {report.metrics.map((m) => {
          const band = m.withheld ? null : pillarBand(m.score);
          return (
            <li key={m.metric_id}>
              <Link to="/reports/$groupId/metric/$metricId" params={{ groupId, metricId: m.metric_id }} className="dashboard-pillars__name">
                {m.title}
              </Link>
              <span className="dashboard-pillars__bar" aria-hidden="true">
                {band && m.score !== null && <span style={{ width: `${m.score * 10}%`, background: BAND_COLOURS[band] }} />}
              </span>
              <Score value={m.score} withheld={m.withheld} band={band} size="compact" />
              {(m.change || m.benchmark_percentile !== null) && (
                <span className="dashboard-pillars__context">
                  <ChangeNote change={m.change} />
                  <BenchmarkNote percentile={m.benchmark_percentile} />
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
