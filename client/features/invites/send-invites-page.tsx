import { useQuery } from '@tanstack/react-query';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { inferRouterOutputs } from '@trpc/server';
import { errorText } from '../../lib/errors';
import { useTRPC, type AppRouter } from '../../lib/trpc';
import { ImportUsers } from './import-users';
import { InviteBanner } from './invite-banner';
import { InviteForm as InviteRows } from './invite-form';
import { INVITE_TABS, type InviteTab } from './invite-tabs';
import { PendingInvites } from './pending-invites';
import './invites.css';

export type InviteForm = inferRouterOutputs<AppRouter>['invites']['form'];

/** /users/sendInvites: invite people by hand, import them from a spreadsheet, follow pending invites. */
export function SendInvitesPage({ tab, onTab }: { tab: InviteTab; onTab: (tab: InviteTab) => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useQuery(trpc.invites.form.queryOptions());
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKey = (event: KeyboardEvent) => {
    const i = INVITE_TABS.indexOf(tab);
    const next = event.key === 'ArrowRight' ? INVITE_TABS[(i + 1) % 3] : event.key === 'ArrowLeft' ? INVITE_TABS[(i + 2) % 3] : null;
    if (!next) return;
    event.preventDefault();
    onTab(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className="page invites-page">
      <header className="page__header">
        <h1>{t('invites:title')}</h1>
        <p className="page__subtitle">{t('invites:subtitle')}</p>
      </header>
      <InviteBanner />
      {form.data && <p className="invites-page__licences">{t('invites:licences.summary', form.data.licences)}</p>}
      <div className="invites-tabs" role="tablist" aria-label={t('invites:tabs.label')} onKeyDown={onKey}>
        {INVITE_TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`invites-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`invites-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={`invites-tabs__tab${tab === name ? ' invites-tabs__tab--active' : ''}`}
            onClick={() => onTab(name)}
          >
            {t(`invites:tabs.${name}`)}
          </button>
        ))}
      </div>
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
