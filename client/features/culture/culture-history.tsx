import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, monthTickFormat } from '../../lib/dates';
import { PlotFigure, type PlotModule } from '../reports/plot';
import { Withheld } from '../reports/score';
import { formatFigure, formatPercent } from './culture-format';
import type { CultureFigures } from './culture-queries';

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const DAY = 86_400_000;

/** Each series' colour and dash: told apart by the dash too, not by colour alone. */
const SERIES = {
  alignment: { stroke: '#1a56a6', dash: null },
  entropy: { stroke: '#b4471c', dash: '6 4' },
} as const;
type Series = keyof typeof SERIES;

interface Point {
  date: Date;
  series: Series;
  value: number | null;
}

/** Cultural entropy and alignment over the culture cycles, both 0–100, with a table of every figure. */
export function CultureHistory({ history, label }: { history: readonly CultureFigures[]; label: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const points = useMemo(
    () =>
      history.flatMap((f): Point[] => [
        { date: asDate(f.date), series: 'alignment', value: f.culturalAlignment },
        { date: asDate(f.date), series: 'entropy', value: f.culturalEntropy },
      ]),
    [history],
  );
  const known = useMemo(() => points.filter((p) => p.value !== null), [points]);

  const spec = useCallback(
    (Plot: PlotModule, width: number) => {
      const [first, last] = [points[0]!.date.getTime(), points.at(-1)!.date.getTime()];
      // One cycle alone still gets a month's width around it, so its dot is not on the edge.
      const pad = first === last ? 15 * DAY : 0;
      return {
        height: 240,
        marginLeft: 36,
        marginRight: 20,
        marginBottom: 36,
        style: { fontSize: '12px', background: 'transparent' },
        x: {
          type: 'utc' as const,
          domain: [new Date(first - pad), new Date(last + pad)],
          // Each vote its own tick while they fit (about 64 px each), as months once there are many.
          ticks: history.length <= Math.floor(width / 64) ? history.map((f) => asDate(f.date)) : width < 420 ? '3 months' : width < 640 ? '2 months' : 'month',
          tickFormat: monthTickFormat(language),
          label: null,
        },
        y: { domain: [0, 100], ticks: [0, 25, 50, 75, 100], grid: true, label: null },
        marks: (Object.keys(SERIES) as Series[]).flatMap((series) => {
          const { stroke, dash } = SERIES[series];
          const mine = points.filter((p) => p.series === series);
          return [
            Plot.lineY(mine, { x: 'date', y: 'value', stroke, strokeWidth: 2, strokeDasharray: dash ?? undefined }),
            Plot.dot(
              known.filter((p) => p.series === series),
              { x: 'date', y: 'value', r: 4, fill: stroke, stroke: '#fff' },
            ),
          ];
        }),
      };
    },
    [history, points, known, language],
  );

  if (history.length === 0) return <p className="muted">{t('culture:page.history.empty')}</p>;
  if (known.length === 0) return <p className="muted">{t('culture:page.history.allWithheld')}</p>;
  return (
    <>
      <ul className="culture-legend" aria-hidden="true">
        {(Object.keys(SERIES) as Series[]).map((series) => (
          <li key={series}>
            <span className={`culture-legend__swatch culture-legend__swatch--${series}`} />
            {t(`culture:page.figures.${series}.title`)}
          </li>
        ))}
      </ul>
      <PlotFigure
        spec={spec}
        height={240}
        label={label}
        alternative={
          <div className="table-wrap">
            <table className="report-table">
              <thead>
                <tr>
                  <th scope="col">{t('culture:page.history.date')}</th>
                  <th scope="col">{t('culture:page.figures.entropy.title')}</th>
                  <th scope="col">{t('culture:page.figures.alignment.title')}</th>
                  <th scope="col">{t('culture:page.figures.maturity.title')}</th>
                  <th scope="col">{t('culture:page.history.voters')}</th>
                </tr>
              </thead>
              <tbody>
                {[...history].reverse().map((f) => (
                  <tr key={f.date}>
                    <th scope="row">{formatDay(f.date, language, 'medium')}</th>
                    {f.withheld ? (
                      <td colSpan={4}>
                        <Withheld compact />
                      </td>
                    ) : (
                      <>
                        <td>{f.culturalEntropy === null ? '—' : formatPercent(f.culturalEntropy, language)}</td>
                        <td>{f.culturalAlignment === null ? '—' : formatFigure(f.culturalAlignment, language)}</td>
                        <td>{f.maturityLevel ?? '—'}</td>
                        <td>{f.voters ?? '—'}</td>
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        }
      />
    </>
  );
}
