import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PlotFigure, type PlotModule } from './plot';
import type { NpsKind, NpsPoint } from './report-types';
import { formatDay, formatMonth, monthTickFormat } from '../../lib/dates';
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

/** The score and shares of one month, or of one cycle of a custom survey (`date` its first day). */
export type NpsHistoryPoint = Pick<NpsPoint, 'date' | 'score' | 'prop_promoters' | 'prop_passives' | 'prop_detractors'> & { withheld?: boolean };

export interface NpsChartProps {
  history: readonly NpsHistoryPoint[];
  /** eNPS or LNPS; or `name` and `label` for another NPS question (a custom survey's). */
  kind?: NpsKind;
  name?: string;
  /** The chart's accessible name; the 15 months' of `kind` unless told. */
  label?: string;
  withheld?: boolean;
  /** Points are months (eNPS, LNPS) or survey cycles, named by their first day under the column `cycleColumn`. */
  by?: 'month' | 'cycle';
  cycleColumn?: string;
}

const shortDay = (language: string) => (tick: string) => formatDay(tick, language, 'short');

/** Padded months (measurement §4: 15 months), or a survey's cycles, as stacked shares with the score line over them. */
export function NpsChart({ history, kind = 'enps', name: named, label, withheld = false, by = 'month', cycleColumn }: NpsChartProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const name = named ?? t(`reports:nps.${kind}`);

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
          Plot.axisX({
            ticks: months.filter((_, i) => (months.length - 1 - i) % step === 0),
            tickFormat: by === 'cycle' ? shortDay(language) : monthTickFormat(language),
            label: null,
          }),
          Plot.axisY({ anchor: 'left', ticks: [0, 25, 50, 75, 100], tickFormat: (v: number) => `${v}%`, label: null }),
          Plot.axisY({ anchor: 'right', ticks: [0, 25, 50, 75, 100], tickFormat: (v: number) => formatNps(v * 2 - 100, language), label: null }),
          Plot.barY(stacks, { x: 'date', y: 'value', fill: 'share', order: NPS_SHARES.map((s) => s.key), fillOpacity: 0.85 }),
          Plot.ruleY([50], { stroke: '#4b5565', strokeDasharray: '3,3' }),
          Plot.lineY(scores, { x: 'date', y: (p: NpsHistoryPoint) => onShareAxis(p.score!), stroke: '#1d2430', strokeWidth: 2.5 }),
          Plot.dot(scores, { x: 'date', y: (p: NpsHistoryPoint) => onShareAxis(p.score!), r: 4, fill: '#1d2430', stroke: '#fff' }),
        ],
      };
    },
    [history, language, by],
  );

  // A withheld figure's months are withheld too: saying "no history" would tell answered from withheld.
  if (!history.some((p) => p.score !== null)) return <p className="muted">{t(withheld ? 'reports:history.allWithheld' : 'reports:history.empty')}</p>;
  const share = (v: number | null) => (v === null ? '—' : formatShare(v, language));
  return (
    <PlotFigure
      spec={spec}
      height={260}
      label={label ?? t('reports:nps.chartLabel', { name })}
      alternative={
        <table>
          <thead>
            <tr>
              <th scope="col">{by === 'cycle' && cycleColumn ? cycleColumn : t('reports:history.month')}</th>
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
                <th scope="row">{by === 'cycle' ? formatDay(p.date, language, 'medium') : formatMonth(p.date, language)}</th>
                <td>{p.score === null ? t(p.withheld ? 'reports:history.withheld' : 'reports:history.none') : formatNps(p.score, language)}</td>
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
