import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PlotFigure, type PlotModule } from './plot';
import type { NpsKind, NpsPoint } from './report-types';
import { formatMonth, monthTickFormat } from '../../lib/dates';
import { formatNps, formatShare } from './thresholds';

/** The three groups of an NPS question, bottom to top of the stacks, with their chart colours. */
export const NPS_SHARES = [
  { key: 'detractors', prop: 'prop_detractors', colour: '#c8372d' },
  { key: 'passives', prop: 'prop_passives', colour: '#9aa4b2' },
  { key: 'promoters', prop: 'prop_promoters', colour: '#2e8b57' },
] as const;

// The score (−100…100) is drawn on the shares' 0–100 % axis as (score + 100) / 2, and the right
// axis is labelled back in score points: one chart, two readings, no second scale to reconcile.
const onShareAxis = (score: number) => (score + 100) / 2;

/** Padded months (measurement §4: 15 months) as stacked shares with the score line over them. */
export function NpsChart({ history, kind, withheld = false }: { history: readonly NpsPoint[]; kind: NpsKind; withheld?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const name = t(`reports:nps.${kind}`);

  const spec = useCallback(
    (Plot: PlotModule, width: number) => {
      const months = history.map((p) => p.date);
      // About 45 px per label, counted back from the latest month, which always shows.
      const step = Math.max(1, Math.ceil((months.length * 45) / (width - 90)));
      const stacks = history.flatMap((p) => NPS_SHARES.flatMap((s) => (p[s.prop] === null ? [] : [{ date: p.date, share: s.key, value: p[s.prop]! * 100 }])));
      const scores = history.filter((p) => p.score !== null);
      return {
        height: 260,
        marginLeft: 44,
        marginRight: 44,
        marginBottom: 36,
        style: { fontSize: '12px', background: 'transparent' },
        x: { type: 'band' as const, domain: months, padding: 0.25, label: null },
        y: { domain: [0, 100], label: null },
        color: { domain: NPS_SHARES.map((s) => s.key), range: NPS_SHARES.map((s) => s.colour) },
        marks: [
          Plot.axisX({ ticks: months.filter((_, i) => (months.length - 1 - i) % step === 0), tickFormat: monthTickFormat(language), label: null }),
          Plot.axisY({ anchor: 'left', ticks: [0, 25, 50, 75, 100], tickFormat: (v: number) => `${v}%`, label: null }),
          Plot.axisY({ anchor: 'right', ticks: [0, 25, 50, 75, 100], tickFormat: (v: number) => formatNps(v * 2 - 100, language), label: null }),
          Plot.barY(stacks, { x: 'date', y: 'value', fill: 'share', order: NPS_SHARES.map((s) => s.key), fillOpacity: 0.85 }),
          Plot.ruleY([50], { stroke: '#4b5565', strokeDasharray: '3,3' }),
          Plot.lineY(scores, { x: 'date', y: (p: NpsPoint) => onShareAxis(p.score!), stroke: '#1d2430', strokeWidth: 2.5 }),
          Plot.dot(scores, { x: 'date', y: (p: NpsPoint) => onShareAxis(p.score!), r: 4, fill: '#1d2430', stroke: '#fff' }),
        ],
      };
    },
    [history, language],
  );

  // A withheld figure's months are withheld too: saying "no history" would tell answered from withheld.
  if (!history.some((p) => p.score !== null)) return <p className="muted">{t(withheld ? 'reports:history.allWithheld' : 'reports:history.empty')}</p>;
  const share = (v: number | null) => (v === null ? '—' : formatShare(v, language));
  return (
    <PlotFigure
      spec={spec}
      height={260}
      label={t('reports:nps.chartLabel', { name })}
      alternative={
        <table>
          <thead>
            <tr>
              <th scope="col">{t('reports:history.month')}</th>
              <th scope="col">{name}</th>
              {[...NPS_SHARES].reverse().map((s) => (
                <th scope="col" key={s.key}>
                  {t(`reports:nps.${s.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {history.map((p) => (
              <tr key={p.date}>
                <th scope="row">{formatMonth(p.date, language)}</th>
                <td>{p.score === null ? t('reports:history.none') : formatNps(p.score, language)}</td>
                {[...NPS_SHARES].reverse().map((s) => (
                  <td key={s.key}>{share(p[s.prop])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
