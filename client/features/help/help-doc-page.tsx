import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from './markdown';
import { MarkdownView } from './markdown-view';
import './help.css';

/** A published document of the help (the anonymity rules, how culture is measured) in the interface language. */
export function HelpDocPage({ document }: { document: (language: string) => Block[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <article className="page help-page help-doc" aria-labelledby={titleId}>
      <Link to="/help" className="help-page__back">
        {t('help:back')}
      </Link>
      <MarkdownView blocks={document(i18n.language)} titleId={titleId} />
    </article>
  );
}
