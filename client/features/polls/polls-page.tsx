import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList } from '../../components/tab-list';
import { hasPermission, isReadOnly, type SessionInfo } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { Pager } from '../attributes/pager';
import { isPlanRequired, PlanLocked, usePlanGate } from '../reports/plan-gate';
import { PollCard } from './poll-card';
import { ANSWER_VIEWS, LEADER_VIEWS, listArgs, listQuery, OWNER_STATUSES, PAGE_SIZE, type PollsSearch, type PollsView } from './poll-queries';
import { usePollActions } from './use-poll-actions';
import '../invites/invites.css';
import './polls.css';

/** Administrators and managers write polls; read-only people only read what they are sent. */
export const isPollAuthor = (session: SessionInfo) => hasPermission(session, 'page.admin-manager-access') && !isReadOnly(session);

interface Props {
  search: PollsSearch;
  onSearch: (next: PollsSearch) => void;
  session: SessionInfo;
}

/** /custom-poll: a leader's polls and others' by status, and everyone's polls to answer and answered, a page at a time. */
export function PollsPage({ search, onSearch, session }: Props) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const author = isPollAuthor(session);
  const views: readonly PollsView[] = author ? LEADER_VIEWS : ANSWER_VIEWS;
  const view: PollsView = search.view && views.includes(search.view) ? search.view : views[0]!;
  const { status } = listArgs(view, search.status);
  const page = search.page ?? 1;
  const list = useQuery({ ...listQuery(trpc, view, search.status, page), placeholderData: keepPreviousData });
  const locked = usePlanGate(list.error) || isPlanRequired(list.error);
  const actions = usePollActions();

  const rows = list.data?.polls_summary ?? [];
  const total = list.data?.metadata.total ?? 0;
  // An action that empties the last page steps back to the last page that has rows.
  const latest = useRef({ search, onSearch });
  latest.current = { search, onSearch };
  const emptyPage = Boolean(list.data) && !list.isPlaceholderData && rows.length === 0 && page > 1;
  useEffect(() => {
    const { search: current, onSearch: go } = latest.current;
    if (emptyPage) go({ ...current, page: Math.max(1, Math.ceil(total / PAGE_SIZE)) });
  }, [emptyPage, total]);

  let body;
  if (list.isPending)
    body = (
      <div className="skeleton pl-skeleton" aria-busy="true">
        <span className="sr-only">{t('common:loading')}</span>
      </div>
    );
  else if (locked) body = <PlanLocked title={t('polls:locked')} />;
  else if (rows.length === 0)
    // A list that failed to load shows as empty (measurement §8), with a quiet way to try again.
    body = (
      <div className="empty-state">
        <p className="empty-state__title">{t(`polls:empty.${view === 'my' || view === 'others' ? `${view}.${status}` : view}`)}</p>
        {list.isError && (
          <p className="pl-retry">
            <span className="muted">{t('polls:list.notLoaded')}</span>{' '}
            <button type="button" className="link-button" onClick={() => void list.refetch()}>
              {t('polls:list.retry')}
            </button>
          </p>
        )}
        {!list.isError && view === 'my' && status !== 'closed' && (
          <Link to="/custom-poll" search={{ wizard: 'new' }} className="button button--primary">
            {t('polls:list.new')}
          </Link>
        )}
      </div>
    );
  else
    body = (
      <>
        <p className="pl-count" aria-live="polite">
          {t('polls:list.count', { count: total })}
        </p>
        <ul className="pl-list" aria-label={t(`polls:views.${view}`)} aria-busy={list.isFetching || undefined}>
          {rows.map((poll) => (
            <li key={poll._id}>
              <PollCard poll={poll} view={view} actions={actions} />
            </li>
          ))}
        </ul>
        <Pager
          offset={(page - 1) * PAGE_SIZE}
          limit={PAGE_SIZE}
          total={total}
          onChange={(offset) => onSearch({ ...search, page: offset / PAGE_SIZE + 1 })}
          label={t('polls:list.pages')}
        />
      </>
    );

  const statuses = view === 'my' || view === 'others' ? OWNER_STATUSES[view] : null;
  return (
    <section className="page pl-page">
      <header className="page__header pl-page__header">
        <div>
          <h1>{t('polls:title')}</h1>
          <p className="page__subtitle">{t(author ? 'polls:subtitle' : 'polls:subtitleAnswer')}</p>
        </div>
        {author && !locked && (
          <Link to="/custom-poll" search={{ wizard: 'new' }} className="button button--primary">
            {t('polls:list.new')}
          </Link>
        )}
      </header>
      <TabList
        tabs={views}
        selected={view}
        onSelect={(next) => onSearch({ view: next })}
        label={t('polls:views.label')}
        idPrefix="pl"
        panelOf={() => 'pl-panel'}
        className="invites-tabs pl-tabs"
        tabClassName="invites-tabs__tab"
        activeClassName="invites-tabs__tab--active"
      >
        {(name) => t(`polls:views.${name}`)}
      </TabList>
      <div role="tabpanel" id="pl-panel" aria-labelledby={`pl-tab-${view}`}>
        {statuses && !locked && (
          <div className="pl-statuses" role="group" aria-label={t('polls:statuses.label')}>
            {statuses.map((s) => (
              <button
                key={s}
                type="button"
                className={`pl-statuses__button${s === status ? ' is-current' : ''}`}
                aria-pressed={s === status}
                onClick={() => onSearch({ view, status: s })}
              >
                {t(`polls:statuses.${s}`)}
              </button>
            ))}
          </div>
        )}
        {body}
      </div>
    </section>
  );
}
