import { useTranslation } from 'react-i18next';

/**
 * A manager who leads no group yet has no scope to read. With `page`, it stands as that page of its
 * own (the bare /participation and /benchmark), under the page's title.
 */
export function NoGroups({ page }: { page?: 'participation' | 'benchmark' | 'culture' }) {
  const { t } = useTranslation();
  const box = (
    <div className="empty-state">
      <p className="empty-state__title">{t('insights:noGroups.title')}</p>
      <p>{t('insights:noGroups.body')}</p>
    </div>
  );
  if (!page) return box;
  return (
    <section className="page insights-page">
      <header className="page__header">
        <h1>{t(`insights:${page}.title`)}</h1>
      </header>
      {box}
    </section>
  );
}
