import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { inferRouterOutputs } from '@trpc/server';
import { errorText } from '../../lib/errors';
import { useTRPC, type AppRouter } from '../../lib/trpc';
import { ImportUsers } from './import-users';
import { InviteBanner } from './invite-banner';
import { InviteForm as InviteRows } from './invite-form';
import { TabList } from '../../components/tab-list';
import { INVITE_TABS, type InviteTab } from './invite-tabs';
import { PendingInvites } from './pending-invites';
import './invites.css';

export type InviteForm = inferRouterOutputs<AppRouter>['invites']['form'];

/** /users/sendInvites: invite people by hand, import them from a spreadsheet, follow pending invites. */
export function SendInvitesPage({ tab, onTab }: { tab: InviteTab; onTab: (tab: InviteTab) => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useQuery(trpc.invites.form.queryOptions());

  return (
    <section className="page invites-page">
      <header className="page__header">
        <h1>{t('invites:title')}</h1>
        <p className="page__subtitle">{t('invites:subtitle')}</p>
      </header>
      <InviteBanner />
      {form.data && <p className="invites-page__licences">{t('invites:licences.summary', form.data.licences)}</p>}
      <TabList
        tabs={INVITE_TABS}
        selected={tab}
        onSelect={onTab}
        label={t('invites:tabs.label')}
        idPrefix="invites"
        panelOf={(name) => `invites-panel-${name}`}
        className="invites-tabs"
        tabClassName="invites-tabs__tab"
        activeClassName="invites-tabs__tab--active"
      >
        {(name) => t(`invites:tabs.${name}`)}
      </TabList>
      <div className="invites-panel" role="tabpanel" id={`invites-panel-${tab}`} aria-labelledby={`invites-tab-${tab}`}>
        {tab === 'pending' ? (
          <PendingInvites />
        ) : tab === 'import' ? (
          <ImportUsers />
        ) : form.isPending ? (
          <div className="skeleton" aria-busy="true" aria-label={t('common:loading')} />
        ) : form.isError ? (
          <div className="alert alert--danger" role="alert">
            {errorText(t, form.error)}
          </div>
        ) : (
          <InviteRows form={form.data} />
        )}
      </div>
    </section>
  );
}
