import { useTranslation } from 'react-i18next';

/** Previous and next through the list's pages, with where the reader is. */
export function PlanPager({ page, pages, total, onPage }: { page: number; pages: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="ap-pager" aria-label={t('actionPlans:pager.label')}>
      <button type="button" className="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('actionPlans:pager.previous')}
      </button>
      <span aria-live="polite">{t('actionPlans:pager.status', { page, pages, count: total })}</span>
      <button type="button" className="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('actionPlans:pager.next')}
      </button>
    </nav>
  );
}
