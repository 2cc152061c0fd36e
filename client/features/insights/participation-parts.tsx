import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlotFigure, type PlotModule } from '../reports/plot';
import { Score, useReportMinimum, Withheld } from '../reports/score';
import { formatDay } from '../../lib/dates';
import { BAND_COLOURS, formatShare, participationRateBand, WITHHELD_COLOUR } from '../reports/thresholds';
import type { Participation, ParticipationRate } from './types';

/**
 * One participation figure: the share in its band's colours (none while `partial`), how many people answered, and what
 * the figure counts (`hint`), so two cards that differ say why. A share without a rate beside
 * people who answered means nobody can answer now, never "no answers".
 */
export function RateCard({ figure, title, rate, hint, partial = false }: { figure: string; title: string; rate: ParticipationRate; hint: string; partial?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <article
      className="card insights-rate"
      data-figure={figure}
      data-rate={rate.rate ?? undefined}
      data-respondents={rate.respondents ?? undefined}
      data-withheld={rate.withheld || undefined}
    >
      <h2 className="card__title">{title}</h2>
      {rate.rate === null && !rate.withheld && rate.respondents ? (
        <span className="score score--large score--none">{t('insights:participation.nobodyActive')}</span>
      ) : (
        // A cycle under way is not judged by the bands yet: early in it every share looks low.
        <Score value={rate.rate} withheld={rate.withheld} band={partial ? null : participationRateBand(rate.rate)} format={formatShare} size="large" />
      )}
      {rate.respondents !== null && (
        <p>{t('insights:participation.respondents', { count: rate.respondents, n: new Intl.NumberFormat(i18n.language).format(rate.respondents) })}</p>
      )}
      <p className="muted insights-rate__hint">{hint}</p>
    </article>
  );
}

/** Why the figures above differ: what each counts, in the manager's words. */
export function FiguresHelp() {
  const { t } = useTranslation();
  const k = useReportMinimum();
  return (
    <details className="insights-help">
      <summary>{t('insights:participation.help.title')}</summary>
      <dl>
        {(['current', 'lastCompleted', 'lastDays', 'weeks', 'base', 'anonymity', 'bands'] as const).map((key) => (
          <div key={key}>
            <dt>{t(`insights:participation.help.${key}Term`)}</dt>
            <dd>{t(`insights:participation.help.${key}`, { count: k })}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function RateText({ rate }: { rate: ParticipationRate }) {
  const { t, i18n } = useTranslation();
  if (rate.withheld) return <Withheld compact />;
  if (rate.rate === null) return <span className="muted">{t('insights:noValue')}</span>;
  return <>{formatShare(rate.rate, i18n.language)}</>;
}

const shortDay = (date: string, language: string) => formatDay(date, language, 'short');
type Week = Participation['weeks'][number];

/**
 * The last 10 weeks as bars in their bands' colours; a withheld week is a grey bar marked as such.
 * The week under way is drawn pale and labelled "so far": a week of one day is not a collapse.
 */
export function WeeksChart({ weeks }: { weeks: Participation['weeks'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const partial = useMemo(() => weeks.filter((w) => w.days < 7), [weeks]);
  const spec = useCallback(
    (Plot: PlotModule, width: number) => ({
      height: 240,
      marginLeft: 44,
      marginBottom: width < 560 ? 56 : 32,
      x: { type: 'band' as const, label: null, tickFormat: (w: string) => shortDay(w, language), tickRotate: width < 560 ? -45 : 0 },
      y: { domain: [0, 100], label: t('insights:participation.axis'), grid: true },
      // The figure is one image named by PlotFigure, its data a table: empty marks stay out of the
      // accessibility tree (an aria-label on a bare <g> is an axe violation).
      marks: [
        Plot.barY(
          weeks.filter((w) => !w.withheld && w.days === 7),
          { x: 'week', y: (w: Week) => (w.rate ?? 0) * 100, fill: (w: Week) => BAND_COLOURS[participationRateBand(w.rate) ?? 'low'], ariaHidden: 'true' },
        ),
        // The week under way: its frame to the top, pale, with what has come in so far inside it.
        Plot.barY(partial, { x: 'week', y: 100, fill: '#f4f6f8', stroke: '#8a94a3', strokeDasharray: '4 3', ariaHidden: 'true' }),
        Plot.barY(partial, {
          x: 'week',
          y: (w: Week) => (w.rate ?? 0) * 100,
          fill: (w: Week) => BAND_COLOURS[participationRateBand(w.rate) ?? 'low'],
          fillOpacity: 0.35,
          ariaHidden: 'true',
        }),
        Plot.text(partial, { x: 'week', y: 100, dy: -8, text: () => t('insights:participation.soFar'), fill: '#3d4756', fontWeight: 600 }),
        Plot.barY(
          weeks.filter((w) => w.withheld && w.days === 7),
          { x: 'week', y: 100, fill: WITHHELD_COLOUR, fillOpacity: 0.45, ariaHidden: 'true' },
        ),
        Plot.text(
          weeks.filter((w) => w.withheld && w.days === 7),
          { x: 'week', y: 50, text: () => t('insights:withheldShort'), rotate: -90, fill: '#1d2430' },
        ),
        Plot.ruleY([0], { ariaHidden: 'true' }),
      ],
    }),
    [weeks, partial, language, t],
  );
  return (
    <PlotFigure
      spec={spec}
      label={t('insights:participation.weeksLabel')}
      alternative={
        <table className="insights-table">
          <thead>
            <tr>
              <th scope="col">{t('insights:participation.week')}</th>
              <th scope="col">{t('insights:participation.answered')}</th>
              <th scope="col">{t('insights:participation.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row">
                  {formatDay(w.week, language)}
                  {w.days < 7 && <span className="muted"> ({t('insights:participation.partialWeek', { count: w.days })})</span>}
                </th>
                <td>{w.respondents ?? <Withheld compact />}</td>
                <td>
                  <RateText rate={w} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/** Participation per cycle, newest first: a table whose last column is drawn as a bar. */
export function CyclesTable({ cycles }: { cycles: Participation['cycles'] }) {
  const { t, i18n } = useTranslation();
  if (cycles.length === 0) return <p className="muted">{t('insights:participation.noCycles')}</p>;
  return (
    <div className="insights-scroll" role="region" aria-labelledby="cycles-title" tabIndex={0}>
      <table className="insights-table cycles-table">
        <thead>
          <tr>
            <th scope="col">{t('insights:participation.cycle')}</th>
            <th scope="col">{t('insights:participation.answered')}</th>
            <th scope="col">{t('insights:participation.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {[...cycles].reverse().map((c) => {
            const band = participationRateBand(c.rate);
            return (
              <tr key={c.cycleId} data-withheld={c.withheld || undefined}>
                <th scope="row">
                  {formatDay(c.date, i18n.language)}
                  {c.open && <span className="muted"> ({t('insights:participation.underWay')})</span>}
                </th>
                <td>{c.respondents ?? <Withheld compact />}</td>
                <td>
                  <span className="cycles-table__rate">
                    <span className="cycles-table__bar" aria-hidden="true">
                      {c.rate !== null && <span style={{ width: `${c.rate * 100}%`, background: BAND_COLOURS[band ?? 'low'], opacity: c.open ? 0.4 : undefined }} />}
                    </span>
                    <RateText rate={c} />
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
