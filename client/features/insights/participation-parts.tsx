import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PlotFigure, type PlotModule } from '../reports/plot';
import { Score, Withheld } from '../reports/score';
import { BAND_COLOURS, formatDate, formatShare, participationRateBand, WITHHELD_COLOUR } from '../reports/thresholds';
import type { Participation, ParticipationRate } from './types';

/** One participation figure: the share in its band's colours, and how many people answered. */
export function RateCard({ title, rate, hint }: { title: string; rate: ParticipationRate; hint?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="card insights-rate" data-rate={title}>
      <h2 className="card__title">{title}</h2>
      <Score value={rate.rate} withheld={rate.withheld} band={participationRateBand(rate.rate)} format={formatShare} size="large" />
      {rate.respondents !== null && <p>{t('insights:participation.respondents', { count: rate.respondents, n: new Intl.NumberFormat(i18n.language).format(rate.respondents) })}</p>}
      {hint && <p className="muted">{hint}</p>}
    </article>
  );
}

function RateText({ rate }: { rate: ParticipationRate }) {
  const { t, i18n } = useTranslation();
  if (rate.withheld) return <Withheld compact />;
  if (rate.rate === null) return <span className="muted">{t('insights:noValue')}</span>;
  return <>{formatShare(rate.rate, i18n.language)}</>;
}

const shortDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** The last 10 weeks as bars in their bands' colours; a withheld week is a grey bar marked as such. */
export function WeeksChart({ weeks }: { weeks: Participation['weeks'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
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
        Plot.barY(weeks.filter((w) => !w.withheld), { x: 'week', y: (w) => (w.rate ?? 0) * 100, fill: (w) => BAND_COLOURS[participationRateBand(w.rate) ?? 'low'], ariaHidden: 'true' }),
        Plot.barY(weeks.filter((w) => w.withheld), { x: 'week', y: 100, fill: WITHHELD_COLOUR, fillOpacity: 0.45, ariaHidden: 'true' }),
        Plot.text(weeks.filter((w) => w.withheld), { x: 'week', y: 50, text: () => t('insights:withheldShort'), rotate: -90, fill: '#1d2430' }),
        Plot.ruleY([0], { ariaHidden: 'true' }),
      ],
    }),
    [weeks, language, t],
  );
  return (
    <PlotFigure
      spec={spec}
      label={t('insights:participation.weeksLabel')}
      alternative={
        <table className="insights-table">
          <thead>
            <tr><th scope="col">{t('insights:participation.week')}</th><th scope="col">{t('insights:participation.answered')}</th><th scope="col">{t('insights:participation.rate')}</th></tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row">{formatDate(w.week, language)}</th>
                <td>{w.respondents ?? <Withheld compact />}</td>
                <td><RateText rate={w} /></td>
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
          <tr><th scope="col">{t('insights:participation.cycle')}</th><th scope="col">{t('insights:participation.answered')}</th><th scope="col">{t('insights:participation.rate')}</th></tr>
        </thead>
        <tbody>
          {[...cycles].reverse().map((c) => {
            const band = participationRateBand(c.rate);
            return (
              <tr key={c.cycleId} data-withheld={c.withheld || undefined}>
                <th scope="row">{formatDate(c.date, i18n.language)}</th>
                <td>{c.respondents ?? <Withheld compact />}</td>
                <td>
                  <span className="cycles-table__rate">
                    <span className="cycles-table__bar" aria-hidden="true">
                      {c.rate !== null && <span style={{ width: `${c.rate * 100}%`, background: BAND_COLOURS[band ?? 'low'] }} />}
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
