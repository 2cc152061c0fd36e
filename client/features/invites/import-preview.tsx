import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../lib/trpc';
import { rowErrorText } from './row-errors';

export type Preview = inferRouterOutputs<AppRouter>['imports']['preview'];

// Lines drawn at once: a big file's preview stays quick; "only errors" narrows it to what needs fixing.
const SHOWN = 200;

/** Every line of the checked file with its errors, before anything is written. */
export function ImportPreview({ preview, onlyErrors, onOnlyErrors }: { preview: Preview; onlyErrors: boolean; onOnlyErrors: (v: boolean) => void }) {
  const { t } = useTranslation();
  const columnLabel = (c: Preview['columns'][number]) => (c.attribute ? c.label : t(`invites:import.columns.${c.key}`));
  const matching = onlyErrors ? preview.rows.filter((r) => Object.keys(r.errors).length > 0) : preview.rows;
  const rows = matching.slice(0, SHOWN);
  return (
    <>
      <p id="invites-preview-totals" className="invites-preview__totals" role="status">
        {t('invites:import.totals', { count: preview.totals.rows, valid: preview.totals.valid, invalid: preview.totals.invalid })}
      </p>
      {preview.ignoredColumns.length > 0 && <p className="field__hint">{t('invites:import.ignored', { columns: preview.ignoredColumns.join(', ') })}</p>}
      {preview.totals.invalid > 0 && <div className="alert alert--danger">{t('invites:import.fixFile')}</div>}
      <label className="invites-preview__filter">
        <input type="checkbox" checked={onlyErrors} onChange={(e) => onOnlyErrors(e.target.checked)} /> {t('invites:import.onlyErrors')}
      </label>
      {matching.length > SHOWN && <p className="field__hint">{t('invites:import.showing', { shown: SHOWN, count: matching.length })}</p>}
      <div className="invites-table-wrap">
        <table className="invites-table invites-table--preview">
          <caption className="sr-only">{t('invites:import.tableLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invites:import.line')}</th>
              <th scope="col">{t('invites:import.status')}</th>
              {preview.columns.map((c) => (
                <th key={c.key} scope="col">
                  {columnLabel(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const bad = Object.keys(r.errors).length > 0;
              const extra = Object.entries(r.errors).filter(([k]) => !preview.columns.some((c) => c.key === k));
              return (
                <tr key={r.line} className={bad ? 'invites-table__row--error' : undefined}>
                  <th scope="row">{r.line}</th>
                  <td>
                    <span className={`invites-badge invites-badge--${bad ? 'error' : 'ok'}`}>{bad ? t('invites:import.hasErrors') : t('invites:import.ok')}</span>
                    {extra.map(([k, m]) => (
                      <div key={k} className="field__error">
                        {rowErrorText(t, k, m)}
                      </div>
                    ))}
                  </td>
                  {preview.columns.map((c) => (
                    <td key={c.key}>
                      <span>{r.values[c.key] ?? ''}</span>
                      {r.errors[c.key] && <div className="field__error">{rowErrorText(t, c.key, r.errors[c.key]!)}</div>}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
