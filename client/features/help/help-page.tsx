import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import './help.css';

// The help centre is outside the product, one per language prefix (people §2); the anonymity
// rules are part of the product, so that everyone who answers can read them where they answer.
const HELP_CENTRE: Record<string, string> = {
  pt: 'https://ajuda.clima.app/pt-br',
  es: 'https://ajuda.clima.app/es',
  en: 'https://ajuda.clima.app/en',
};

/** /help: where the sidebar's Help leads. */
export function HelpPage() {
  const { t, i18n } = useTranslation();
  const centre = HELP_CENTRE[i18n.language.slice(0, 2)] ?? HELP_CENTRE.en;
  return (
    <section className="page help-page" aria-labelledby="help-title">
      <header className="page__header">
        <h1 id="help-title">{t('help:title')}</h1>
      </header>
      <ul className="help-links">
        <li className="card">
          <Link to="/help/anonymity" className="help-links__title">
            {t('help:anonymity.link')}
          </Link>
          <p className="muted">{t('help:anonymity.summary')}</p>
        </li>
        <li className="card">
          <Link to="/help/culture" className="help-links__title">
            {t('help:culture.link')}
          </Link>
          <p className="muted">{t('help:culture.summary')}</p>
        </li>
        <li className="card">
          <a href={centre} target="_blank" rel="noreferrer" className="help-links__title">
            {t('help:centre.link')}
          </a>
          <p className="muted">{t('help:centre.summary')}</p>
        </li>
      </ul>
    </section>
  );
}
