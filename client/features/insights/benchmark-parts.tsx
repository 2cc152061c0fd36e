import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlotFigure, type PlotModule } from '../reports/plot';
import type { Badge, Benchmark } from './types';

type Position = Benchmark['positions'][number];

const BADGE_KEYS: Record<Badge, string> = {
  nope: 'nope',
  bronze: 'bronze',
  silver: 'silver',
  gold: 'gold',
  platinum: 'platinum',
  diamond: 'diamond',
  'culture champion': 'cultureChampion',
};

/** The badge the overall position earns (measurement §9), named in the viewer's language. */
export function BadgeCard({ badge }: { badge: Badge | null }) {
  const { t } = useTranslation();
  const key = badge ? BADGE_KEYS[badge] : null;
  return (
    <article className="card benchmark-badge">
      <h2 className="card__title">{t('insights:benchmark.badge')}</h2>
      {key ? (
        <p className={`benchmark-badge__medal benchmark-badge__medal--${key}`} data-badge={badge}>
          <span aria-hidden="true" className="benchmark-badge__icon" />
          {t(`insights:benchmark.badges.${key}`)}
        </p>
      ) : (
        <p>{t('insights:benchmark.noBadge')}</p>
      )}
      <p className="muted">{t('insights:benchmark.badgeHint')}</p>
    </article>
  );
}

/** Each metric's percentile among comparable companies as a horizontal bar, with the median marked. */
export function PercentileChart({ positions }: { positions: Position[] }) {
  const { t, i18n } = useTranslation();
  const number = useMemo(() => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }), [i18n.language]);
  const label = useCallback((metric: string) => t(`insights:variables.${metric}`), [t]);
  const shown = positions.filter((p) => p.percentile !== null);
  const spec = useCallback(
    (Plot: PlotModule, width: number) => ({
      height: 36 + positions.length * 30,
      marginLeft: width < 560 ? 130 : 190,
      marginRight: 40,
      x: { domain: [0, 100], label: t('insights:benchmark.axis'), grid: true },
      y: { domain: positions.map((p) => label(p.metric)), label: null, tickFormat: (s: string) => (width < 560 && s.length > 20 ? `${s.slice(0, 19)}…` : s) },
      // The figure is one image named by PlotFigure, its data a table: empty marks stay out of the
      // accessibility tree (an aria-label on a bare <g> is an axe violation).
      marks: [
        Plot.barX(shown, { y: (p: Position) => label(p.metric), x: 'percentile', fill: '#0f5c4d', ariaHidden: 'true' }),
        Plot.text(shown, {
          y: (p: Position) => label(p.metric),
          x: 'percentile',
          text: (p: Position) => number.format(p.percentile!),
          dx: 4,
          textAnchor: 'start',
          fill: '#1d2430',
        }),
        Plot.ruleX([50], { stroke: '#4b5565', strokeDasharray: '4 3', ariaHidden: 'true' }),
      ],
    }),
    [positions, shown, label, number, t],
  );
  return (
    <PlotFigure
      spec={spec}
      label={t('insights:benchmark.chartLabel')}
      height={36 + positions.length * 30}
      alternative={
        <table className="insights-table benchmark-table">
          <thead>
            <tr>
              <th scope="col">{t('insights:benchmark.metric')}</th>
              <th scope="col">{t('insights:benchmark.percentile')}</th>
            </tr>
          </thead>
          <tbody>
            {positions.map((p) => (
              <tr key={p.metric} data-metric={p.metric}>
                <th scope="row">{label(p.metric)}</th>
                <td>{p.percentile === null ? t('insights:noValue') : t('insights:benchmark.above', { percent: number.format(p.percentile) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
