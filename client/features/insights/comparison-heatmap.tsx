import { useTranslation } from 'react-i18next';
import { Score } from '../reports/score';
import { formatNps, formatScore, formatShare, npsBand, participationRateBand, pillarBand, type Band } from '../reports/thresholds';
import { PILLARS, type ComparisonRow } from './types';

interface Column {
  key: string;
  value: (row: ComparisonRow) => number | null;
  band: (value: number) => Band | null;
  format: (value: number, language: string) => string;
  /** Whether a missing figure was withheld, in a group someone answered in; pillars and eNPS have gates of their own. */
  withheld?: (row: ComparisonRow) => boolean;
}

const pillar = (key: string, value: Column['value']): Column => ({ key, value, band: pillarBand, format: formatScore });

const COLUMNS: Column[] = [
  pillar('score', (r) => r.score),
  ...PILLARS.map((p) => pillar(p, (r) => r.metrics[p])),
  { key: 'enps', value: (r) => r.enps, band: npsBand, format: formatNps },
  // A shown group without participation has nobody able to answer now: no data, not withheld.
  { key: 'participation', value: (r) => r.participation, band: participationRateBand, format: formatShare, withheld: (r) => r.withheld },
];

/**
 * Groups × pillars, eNPS and participation as a table of coloured cells (a table, so screen readers
 * announce each figure with its group and column). A group nobody answered in reads "no answers";
 * any other missing figure was withheld by the anonymity gate and is marked so, never blank or zero.
 */
export function ComparisonHeatmap({ rows }: { rows: ComparisonRow[] }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div className="insights-scroll" role="region" aria-labelledby="comparison-caption" tabIndex={0}>
      <table className="heatmap comparison-heatmap">
        <caption id="comparison-caption">{t('insights:comparison.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="heatmap__corner">{t('insights:comparison.group')}</th>
            <th scope="col" className="heatmap__col">{t('insights:comparison.respondents')}</th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="heatmap__col">{t(`insights:variables.${c.key}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            // Without a count and without the withheld flag, nobody in the group has answered.
            const answered = row.respondents !== null || row.withheld;
            return (
              <tr key={row.group_id} data-group={row.group_id}>
                <th scope="row" className="heatmap__row">{row.group_name}</th>
                <td className="heatmap__count" data-metric="respondents" data-withheld={row.withheld || undefined}>
                  {row.respondents === null ? <Score value={null} withheld={row.withheld} band={null} size="compact" /> : <span className="heatmap__value">{count.format(row.respondents)}</span>}
                </td>
                {COLUMNS.map((c) => {
                  const value = c.value(row);
                  const band = value === null ? null : c.band(value);
                  const withheld = value === null && answered && (c.withheld?.(row) ?? true);
                  return (
                    <td
                      key={c.key}
                      className={`heatmap__cell${band ? ` band--${band}` : withheld ? ' heatmap__cell--withheld' : value === null ? ' heatmap__cell--empty' : ''}`}
                      data-metric={c.key}
                      data-value={value ?? undefined}
                      data-withheld={withheld || undefined}
                    >
                      {value === null ? (
                        <Score value={null} withheld={withheld} band={null} size="compact" />
                      ) : (
                        <>
                          <span className="heatmap__value">{c.format(value, i18n.language)}</span>
                          {band && <span className="sr-only"> {t(`reports:band.${band}`)}</span>}
                        </>
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
