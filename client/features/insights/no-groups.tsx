import { useTranslation } from 'react-i18next';

/** A manager who leads no group yet has no scope to read. */
export function NoGroups() {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <p className="empty-state__title">{t('insights:noGroups.title')}</p>
      <p>{t('insights:noGroups.body')}</p>
    </div>
  );
}
