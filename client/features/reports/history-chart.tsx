import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlotFigure, type PlotModule } from './plot';
import type { HistoryPoint } from './report-types';
import { formatMonth, monthTickFormat } from '../../lib/dates';
import { BAND_COLOURS, formatScore, pillarBand } from './thresholds';

const asDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** Month-by-month scores on the 0–10 scale, over the bands of reading A, with a table of the same figures. */
export function HistoryChart({ points, label, height = 220 }: { points: readonly HistoryPoint[]; label: string; height?: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const known = useMemo(() => points.filter((p) => p.score !== null), [points]);

  const spec = useCallback(
    (Plot: PlotModule, width: number) => ({
      height,
      marginLeft: 36,
      marginRight: 20,
      marginBottom: 36,
      style: { fontSize: '12px', background: 'transparent' },
      x: {
        type: 'utc' as const,
        domain: [asDate(points[0]!.date), asDate(points.at(-1)!.date)],
        ticks: width < 420 ? '3 months' : width < 640 ? '2 months' : 'month',
        tickFormat: monthTickFormat(language),
        label: null,
      },
      y: { domain: [0, 10], ticks: [0, 2.5, 5, 7.5, 10], grid: true, label: null, tickFormat: (n: number) => formatScore(n, language) },
      marks: [
        // The bands as faint backgrounds, so a point reads as low, medium or high at a glance.
        Plot.rect(
          [
            { y1: 0, y2: 5, band: 'low' },
            { y1: 5, y2: 7.5, band: 'medium' },
            { y1: 7.5, y2: 10, band: 'high' },
          ],
          {
            y1: 'y1',
            y2: 'y2',
            fill: (d: { band: 'low' | 'medium' | 'high' }) => BAND_COLOURS[d.band],
            fillOpacity: 0.08,
          },
        ),
        Plot.lineY(points, { x: (p: HistoryPoint) => asDate(p.date), y: 'score', stroke: '#0f5c4d', strokeWidth: 2, curve: 'monotone-x' }),
        Plot.dot(known, { x: (p: HistoryPoint) => asDate(p.date), y: 'score', r: 4.5, stroke: '#fff', fill: (p: HistoryPoint) => BAND_COLOURS[pillarBand(p.score)!] }),
      ],
    }),
    [points, known, height, language],
  );

  // Months there but all withheld are not "no history": saying so would tell answered from withheld.
  if (known.length === 0) return <p className="muted">{t(points.some((p) => p.withheld) ? 'reports:history.allWithheld' : 'reports:history.empty')}</p>;
  return (
    <PlotFigure
      spec={spec}
      height={height}
      label={label}
      alternative={
        <table>
          <thead>
            <tr>
              <th scope="col">{t('reports:history.month')}</th>
              <th scope="col">{t('reports:history.score')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <th scope="row">{formatMonth(p.date, language)}</th>
                <td>{p.score !== null ? formatScore(p.score, language) : p.withheld ? t('reports:history.withheld') : t('reports:history.none')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
