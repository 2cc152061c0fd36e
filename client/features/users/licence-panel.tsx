import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';

/** The company's licences: bought, in use and free (deleted people do not count). */
export function LicencePanel() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const licences = useQuery(trpc.users.licences.queryOptions());
  const format = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <section className="users-licences" aria-labelledby="users-licences-title" aria-busy={licences.isPending || undefined}>
      <h2 id="users-licences-title" className="sr-only">
        {t('users:licences.title')}
      </h2>
      {licences.isError ? (
        <p className="muted" role="alert">
          {t('users:licences.loadError')}
        </p>
      ) : (
        <dl className="users-licences__numbers">
          {(['available', 'used', 'remaining'] as const).map((key) => (
            <div key={key} className={`users-licences__item${key === 'remaining' && licences.data?.remaining === 0 ? ' is-empty' : ''}`}>
              <dt>{t(`users:licences.${key}`)}</dt>
              <dd>{licences.data ? format(licences.data[key]) : '…'}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="users-licences__explain muted">{t('users:licences.explain')}</p>
    </section>
  );
}
