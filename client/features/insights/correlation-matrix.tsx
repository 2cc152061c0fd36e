import { useTranslation } from 'react-i18next';
import { correlationColours } from './diverging';
import type { Correlations, Variable } from './types';

type Pair = Correlations['pairs'][number];

/**
 * The correlation matrix as a table: the lower triangle only (the upper one would repeat it), each
 * cell coloured by r, with r and a mark when the correlation is significant. The number of pairs
 * is nearly the same in every cell (everyone is asked every pillar and eNPS), so it is said once in
 * the caption (as a range when it varies) and kept in each cell's tooltip. A table rather than a
 * drawing so that screen readers announce each pair with its row and column.
 */
export function CorrelationMatrix({ data }: { data: Correlations }) {
  const { t, i18n } = useTranslation();
  const label = (v: Variable) => t(`insights:variables.${v}`);
  const pairs = new Map<string, Pair>();
  for (const p of data.pairs) pairs.set(`${p.a}|${p.b}`, p).set(`${p.b}|${p.a}`, p);
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const count = new Intl.NumberFormat(i18n.language);
  const rows = data.variables.slice(1);
  const columns = data.variables.slice(0, -1);
  const ns = data.pairs.flatMap((p) => (p.n === null ? [] : [p.n]));
  const [least, most] = [Math.min(...ns), Math.max(...ns)];
  const n =
    ns.length === 0
      ? null
      : least === most
        ? t('insights:analytics.matrixN', { n: count.format(most) })
        : t('insights:analytics.matrixNRange', { from: count.format(least), to: count.format(most) });
  return (
    <div className="insights-scroll" role="region" aria-labelledby="correlation-caption" tabIndex={0}>
      <table className="heatmap correlation-matrix">
        <caption id="correlation-caption">
          {t('insights:analytics.matrixCaption')}
          {n && (
            <span className="correlation-matrix__n" data-n={least === most ? most : undefined}>
              {' '}
              · {n}
            </span>
          )}
        </caption>
        <thead>
          <tr>
            <td />
            {columns.map((c) => (
              <th key={c} scope="col" className="heatmap__col">
                <span>{label(c)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row}>
              <th scope="row" className="heatmap__row">
                {label(row)}
              </th>
              {columns.map((column, j) => {
                if (j > i) return <td key={column} className="heatmap__blank" />;
                const pair = pairs.get(`${row}|${column}`)!;
                if (pair.r === null) {
                  return (
                    <td key={column} className="heatmap__cell heatmap__cell--empty" data-pair={`${row}|${column}`}>
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">{t('insights:analytics.notEnough')}</span>
                    </td>
                  );
                }
                return (
                  <td
                    key={column}
                    className="heatmap__cell"
                    style={correlationColours(pair.r)}
                    data-pair={`${row}|${column}`}
                    data-significant={pair.significant || undefined}
                    title={pair.n === null ? undefined : t('insights:analytics.n', { n: count.format(pair.n) })}
                  >
                    <span className="heatmap__value">
                      {number.format(pair.r)}
                      {pair.significant && <span aria-hidden="true">*</span>}
                    </span>
                    {pair.significant && <span className="sr-only">{t('insights:analytics.significant')}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
