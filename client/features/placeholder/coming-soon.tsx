import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** A screen whose capability is still being built: says so plainly and offers a way back. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <header className="page__header">
        <h1>{t(titleKey)}</h1>
      </header>
      <div className="empty-state">
        <p className="empty-state__title">{t('shell:comingSoon.title')}</p>
        <p>{t('shell:comingSoon.body')}</p>
        <Link to="/dashboard" className="button">
          {t('shell:comingSoon.back')}
        </Link>
      </div>
    </section>
  );
}
