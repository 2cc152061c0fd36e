import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList } from '../../components/tab-list';
import './account.css';

export type AccountTab = 'details' | 'plans' | 'licences';
const TABS: readonly AccountTab[] = ['details', 'plans', 'licences'];

/** The account's frame: its title and one tab row (Details · Plans · Licences), each tab an address. */
export function AccountLayout({ tab, children }: { tab: AccountTab; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (next: AccountTab) => {
    if (next === 'details') void navigate({ to: '/account' });
    else if (next === 'plans') void navigate({ to: '/account/plans' });
    // The licences screen puts the plan's own period in the address.
    else void navigate({ to: '/account/licenses/$period', params: { period: 'current' } });
  };
  return (
    <section className="page account-page">
      <header className="page__header">
        <h1>{t('shell:menu.account')}</h1>
        <p className="page__subtitle">{t('account:subtitle')}</p>
      </header>
      {/* Each tab is an address: the one panel shows the selected tab's screen. */}
      <TabList
        tabs={TABS}
        selected={tab}
        onSelect={go}
        label={t('account:tabs.label')}
        idPrefix="account"
        panelOf={() => 'account-panel'}
        className="invites-tabs"
        tabClassName="invites-tabs__tab"
        activeClassName="invites-tabs__tab--active"
      >
        {(name) => t(`account:tabs.${name}`)}
      </TabList>
      <div className="account-sections" role="tabpanel" id="account-panel" aria-labelledby={`account-tab-${tab}`}>
        {children}
      </div>
    </section>
  );
}

/** A query still loading or failed, in the account's look; null once there is data. */
export function QueryState({ query }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown } }) {
  const { t } = useTranslation();
  if (query.isPending) return <div className="skeleton" aria-busy="true" aria-label={t('common:loading')} />;
  if (!query.isError) return null;
  return (
    <div className="alert alert--danger account-alert" role="alert">
      <span>{t('account:loadFailed')}</span>
      <button type="button" className="button" onClick={() => void query.refetch()}>
        {t('account:retry')}
      </button>
    </div>
  );
}
