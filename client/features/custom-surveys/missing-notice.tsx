import { useTranslation } from 'react-i18next';

export interface NoticeItem {
  path: string;
  text: string;
}

/** The missing-fields notice (measurement §5): each item goes to its field, its step or its modal. */
export function MissingNotice({ items, onGo }: { items: NoticeItem[]; onGo: (path: string) => void }) {
  const { t } = useTranslation();
  if (!items.length)
    return (
      <div className="alert alert--success" role="status">
        {t('customSurveys:summary.ready')}
      </div>
    );
  return (
    <section className="alert cs-notice" aria-labelledby="cs-notice-title">
      <h2 id="cs-notice-title">{t('customSurveys:summary.missingTitle', { count: items.length })}</h2>
      <ul className="cs-notice__list">
        {items.map((item) => (
          <li key={item.path}>
            <button type="button" className="link-button" onClick={() => onGo(item.path)}>
              {item.text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
