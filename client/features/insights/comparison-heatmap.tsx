import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Score, useReportMinimum } from '../reports/score';
import { formatNps, formatScore, formatShare, npsBand, participationRateBand, pillarBand, type Band } from '../reports/thresholds';
import { heatColours, scalePosition, SCALES } from './heat-scale';
import { PILLARS, type ComparisonRow } from './types';

interface Column {
  key: string;
  /** Its head, when not the variable's name. */
  label?: string;
  value: (row: ComparisonRow) => number | null;
  band: (value: number) => Band | null;
  scale: (typeof SCALES)[keyof typeof SCALES];
  format: (value: number, language: string) => string;
  /** Whether a missing figure was withheld, in a group someone answered in; pillars and eNPS have gates of their own. */
  withheld?: (row: ComparisonRow) => boolean;
}

const pillar = (key: string, value: Column['value']): Column => ({ key, value, band: pillarBand, scale: SCALES.score, format: formatScore });

const COLUMNS: Column[] = [
  pillar('score', (r) => r.score),
  ...PILLARS.map((p) => pillar(p, (r) => r.metrics[p])),
  { key: 'enps', value: (r) => r.enps, band: npsBand, scale: SCALES.nps, format: formatNps },
  // The last completed cycle (the participation screen's figure of that name): withheld by its own
  // gate, or missing because nobody in the group can answer now.
  {
    key: 'participation',
    label: 'insights:comparison.participation',
    value: (r) => r.participation,
    band: participationRateBand,
    scale: SCALES.share,
    format: formatShare,
    withheld: (r) => r.withheld || r.participation_withheld,
  },
];

/**
 * Groups × pillars, eNPS and participation as a table of shaded cells (a table, so screen readers
 * announce each figure with its group and column). Rows follow the group tree, indented by depth;
 * the group column stays in place when the table scrolls sideways. A group nobody answered in
 * reads "no answers"; any other missing figure was withheld by the anonymity gate and is marked
 * so, never blank or zero.
 */
export function ComparisonHeatmap({ rows, depths }: { rows: ComparisonRow[]; depths: ReadonlyMap<string, number> }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div className="insights-scroll" role="region" aria-labelledby="comparison-caption" tabIndex={0}>
      <table className="heatmap comparison-heatmap">
        <caption id="comparison-caption">{t('insights:comparison.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="heatmap__corner">
              {t('insights:comparison.group')}
            </th>
            <th scope="col" className="heatmap__col" data-column="respondents">
              <span>{t('insights:comparison.respondents')}</span>
            </th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="heatmap__col" data-column={c.key}>
                <span>{t(c.label ?? `insights:variables.${c.key}`)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            // Without a count and without the withheld flag, nobody in the group has answered.
            const answered = row.respondents !== null || row.withheld;
            return (
              <tr key={row.group_id} data-group={row.group_id}>
                <th scope="row" className="heatmap__row" style={{ '--depth': depths.get(row.group_id) ?? 0 } as CSSProperties}>
                  {row.group_name}
                </th>
                <td className="heatmap__count" data-metric="respondents" data-withheld={row.withheld || undefined}>
                  {row.respondents === null ? (
                    <Score value={null} withheld={row.withheld} band={null} size="compact" />
                  ) : (
                    <span className="heatmap__value">{count.format(row.respondents)}</span>
                  )}
                </td>
                {COLUMNS.map((c) => {
                  const value = c.value(row);
                  const band = value === null ? null : c.band(value);
                  const withheld = value === null && answered && (c.withheld?.(row) ?? true);
                  const nobodyActive = value === null && answered && !withheld;
                  return (
                    <td
                      key={c.key}
                      className={`heatmap__cell${withheld ? ' heatmap__cell--withheld' : value === null ? ' heatmap__cell--empty' : ''}`}
                      style={value === null ? undefined : shade(value, c)}
                      data-metric={c.key}
                      data-value={value ?? undefined}
                      data-withheld={withheld || undefined}
                    >
                      {value !== null ? (
                        <>
                          <span className="heatmap__value">{c.format(value, i18n.language)}</span>
                          {band && <span className="sr-only"> {t(`reports:band.${band}`)}</span>}
                        </>
                      ) : nobodyActive ? (
                        <span title={t('insights:comparison.nobodyActive')}>
                          <span aria-hidden="true">–</span>
                          <span className="sr-only">{t('insights:comparison.nobodyActive')}</span>
                        </span>
                      ) : withheld ? (
                        <WithheldMark />
                      ) : (
                        <Score value={null} withheld={false} band={null} size="compact" />
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A withheld cell, narrow enough for every column to fit: the hatching and a word (the legend and the spoken text say why). */
function WithheldMark() {
  const { t } = useTranslation();
  const k = useReportMinimum();
  const text = t('reports:withheld.text', { count: k });
  return (
    <span className="withheld withheld--compact" title={text}>
      <span aria-hidden="true">{t('insights:comparison.withheldMark', { count: k })}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

function shade(value: number, column: Column): CSSProperties {
  const { background, color } = heatColours(scalePosition(value, column.scale));
  return { background, color };
}
