import { useTranslation } from 'react-i18next';
import './table.css';

/** Previous/next paging with "1–10 of 42"; shared by the settings tables. */
export function Pager({ offset, limit, total, onChange, label }: { offset: number; limit: number; total: number; onChange: (offset: number) => void; label: string }) {
  const { t } = useTranslation();
  if (total <= limit && offset === 0) return null;
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button" onClick={() => onChange(Math.max(0, offset - limit))} disabled={offset === 0}>
        {t('attributes:pager.previous')}
      </button>
      <span className="pager__status" aria-live="polite">
        {t('attributes:pager.status', { from, to, total })}
      </span>
      <button type="button" className="button" onClick={() => onChange(offset + limit)} disabled={offset + limit >= total}>
        {t('attributes:pager.next')}
      </button>
    </nav>
  );
}
