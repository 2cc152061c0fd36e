import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { anonymityRules } from './anonymity-docs';
import { MarkdownView } from './markdown-view';
import './help.css';

/** /help/anonymity: the published anonymity rules (analytics/ANONYMITY*.md) in the interface language. */
export function AnonymityPage() {
  const { t, i18n } = useTranslation();
  return (
    <article className="page help-page help-doc" aria-labelledby="anonymity-title">
      <Link to="/help" className="help-page__back">
        {t('help:back')}
      </Link>
      <MarkdownView blocks={anonymityRules(i18n.language)} titleId="anonymity-title" />
    </article>
  );
}
