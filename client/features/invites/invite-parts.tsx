import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/messages';

export interface AccountLink {
  name: string;
  code: string | null;
  link: string;
}

/** Users cannot exceed licences: how many are missing, and where to add them (people §5). */
export function LicencesMissing({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert--danger invites-licences" role="alert">
      <span>{t('invites:licences.missing', { count })}</span>
      <Link to="/account/licenses/$period" params={{ period: 'current' }} search={{ add: count }} className="button">
        {t('invites:licences.add')}
      </Link>
    </div>
  );
}

/** People without e-mail: the administrator passes each their account-confirmation link. */
export function AccountLinks({ links }: { links: AccountLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      notify(t('invites:form.copied'), 'success');
    } catch {
      /* The link stays visible to copy by hand. */
    }
  };
  return (
    <section className="alert alert--info invites-links" aria-labelledby="invites-links-title">
      <h2 id="invites-links-title" className="invites-links__title">
        {t('invites:form.linksTitle')}
      </h2>
      <p>{t('invites:form.linksBody')}</p>
      <ul>
        {links.map((l) => (
          <li key={l.link}>
            <strong>{l.name}</strong>
            {l.code ? ` (${l.code})` : ''}: <code className="invites-links__url">{l.link}</code>{' '}
            <button type="button" className="link-button" onClick={() => void copy(l.link)}>
              {t('invites:form.copy')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
