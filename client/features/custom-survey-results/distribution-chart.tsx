import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PlotFigure, type PlotModule } from '../reports/plot';
import { formatShare } from '../reports/thresholds';

/** One answer (a choice, or a point of a scale) with how many chose it and its bar's colour. */
export interface DistributionRow {
  key: string;
  label: string;
  count: number;
  colour: string;
}

const ROW = 26;
// The longest answer label drawn beside its bar, in characters: longer ones end in an ellipsis on
// the chart and are whole in the table under it.
const LABEL_CHARS = { narrow: 14, wide: 30 };

const shareOf = (count: number, base: number, language: string) => (base > 0 ? formatShare(count / base, language) : '—');

/**
 * How many chose each answer, as horizontal bars in the declared order with the count and share at
 * the end of each; `base` is what shares are of (the people who answered; for a question with
 * several choices each, a share of people, so they may add up to more than 100%).
 */
export function DistributionChart({ rows, base, label }: { rows: readonly DistributionRow[]; base: number; label: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const share = (n: number) => shareOf(n, base, language);
  const count = new Intl.NumberFormat(language);

  const spec = useCallback(
    (Plot: PlotModule, width: number) => {
      const whole = new Intl.NumberFormat(language);
      const narrow = width < 480;
      const chars = narrow ? LABEL_CHARS.narrow : LABEL_CHARS.wide;
      const longest = Math.min(chars, Math.max(...rows.map((r) => r.label.length), 1));
      const max = Math.max(...rows.map((r) => r.count), 1);
      return {
        height: rows.length * ROW + 12,
        // Room for the tick padding (8) and wide letters (M, W) in short labels, which 6.6 px a character clipped.
        marginLeft: Math.round(16 + longest * 7),
        marginRight: narrow ? 72 : 90,
        marginTop: 4,
        marginBottom: 8,
        style: { fontSize: '12px', background: 'transparent' },
        x: { domain: [0, max], axis: null },
        y: { domain: rows.map((r) => r.key), axis: null, padding: 0.22 },
        marks: [
          Plot.axisY({
            tickSize: 0,
            tickPadding: 8,
            label: null,
            tickFormat: (key: string) => rows.find((r) => r.key === key)?.label ?? key,
            lineWidth: chars * 0.62,
            textOverflow: 'ellipsis',
          }),
          Plot.barX(rows, { x: 'count', y: 'key', fill: (r: DistributionRow) => r.colour, rx: 3 }),
          Plot.ruleX([0], { stroke: '#9aa4b2' }),
          Plot.text(rows, {
            x: 'count',
            y: 'key',
            text: (r: DistributionRow) => `${whole.format(r.count)} · ${shareOf(r.count, base, language)}`,
            textAnchor: 'start',
            dx: 6,
            fill: '#1d2430',
            fontWeight: 600,
          }),
        ],
      };
    },
    [rows, base, language],
  );

  return (
    <PlotFigure
      spec={spec}
      height={rows.length * ROW + 12}
      label={label}
      className="csr-distribution"
      alternative={
        <table>
          <thead>
            <tr>
              <th scope="col">{t('customSurveyResults:distribution.answer')}</th>
              <th scope="col">{t('customSurveyResults:distribution.count')}</th>
              <th scope="col">{t('customSurveyResults:distribution.share')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                <td>{count.format(r.count)}</td>
                <td>{share(r.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
