import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { TabList } from '../../components/tab-list';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Pager } from '../attributes/pager';
import { useDebounced } from '../audit/use-debounced';
import { LIST_TABS, listQuery, PAGE_SIZE, type ListSearch, type ListTab } from './survey-queries';
import { SurveyRowView } from './survey-row';
import { useSurveyActions } from './use-survey-actions';
import './custom-surveys.css';

/** /custom-surveys: the surveys by status (templates apart), searched by title, a page at a time. */
export function SurveyList({ search, onSearch }: { search: ListSearch; onSearch: (next: ListSearch) => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const list = useQuery({ ...listQuery(trpc, search), placeholderData: keepPreviousData });
  const actions = useSurveyActions();
  const tab: ListTab = search.status ?? 'all';

  // The route hands a new onSearch at every render: effects read the latest through a ref.
  const latest = useRef({ search, onSearch });
  latest.current = { search, onSearch };
  const [title, setTitle] = useState(search.title ?? '');
  const typed = useDebounced(title.trim());
  useEffect(() => {
    const { search: current, onSearch: go } = latest.current;
    if (typed !== (current.title ?? '')) go({ ...current, title: typed || undefined, page: undefined });
  }, [typed]);

  const rows = list.data?.customSurveys ?? [];
  const total = list.data?.total ?? 0;
  const page = search.page ?? 1;
  const emptyPage = Boolean(list.data) && !list.isPlaceholderData && rows.length === 0 && page > 1;
  // An action that empties the last page steps back to the last page that has rows.
  useEffect(() => {
    const { search: current, onSearch: go } = latest.current;
    if (emptyPage) go({ ...current, page: Math.max(1, Math.ceil(total / PAGE_SIZE)) });
  }, [emptyPage, total]);

  const choose = (next: ListTab) => onSearch({ ...search, status: next === 'all' ? undefined : next, page: undefined });

  const filtered = Boolean(search.title);
  let body;
  if (list.isPending) body = <div className="skeleton cs-skeleton" aria-busy="true" aria-label={t('common:loading')} />;
  else if (list.isError)
    body = (
      <div className="alert alert--danger" role="alert">
        {errorText(t, list.error)}{' '}
        <button type="button" className="link-button" onClick={() => void list.refetch()}>
          {t('customSurveys:list.retry')}
        </button>
      </div>
    );
  else if (total === 0)
    body = (
      <div className="empty-state">
        <p className="empty-state__title">{filtered ? t('customSurveys:list.noMatch') : t(`customSurveys:list.empty.${tab}`)}</p>
        {!filtered && tab !== 'template' && (
          <p>
            <button type="button" className="link-button" onClick={() => choose('template')}>
              {t('customSurveys:list.seeTemplates')}
            </button>
          </p>
        )}
      </div>
    );
  else
    body = (
      <>
        <p className="cs-list__count" aria-live="polite">
          {t('customSurveys:list.count', { count: total })}
        </p>
        <div className="table-scroll cs-table-scroll" aria-busy={list.isFetching || undefined}>
          <table className="data-table cs-table">
            <caption className="sr-only">{t('customSurveys:list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('customSurveys:list.title')}</th>
                <th scope="col">{t('customSurveys:list.status')}</th>
                <th scope="col">{t('customSurveys:list.period')}</th>
                <th scope="col" className="num">
                  {t('customSurveys:list.questions')}
                </th>
                <th scope="col">{t('customSurveys:list.dates')}</th>
                <th scope="col">
                  <span className="sr-only">{t('customSurveys:list.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <SurveyRowView key={row.id} row={row} actions={actions} />
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          offset={(page - 1) * PAGE_SIZE}
          limit={PAGE_SIZE}
          total={total}
          onChange={(offset) => onSearch({ ...search, page: offset / PAGE_SIZE + 1 })}
          label={t('customSurveys:list.pages')}
        />
      </>
    );

  return (
    <section className="page cs-page">
      <header className="page__header cs-page__header">
        <div>
          <h1>{t('shell:menu.customSurveys')}</h1>
          <p className="page__subtitle">{t('customSurveys:list.subtitle')}</p>
        </div>
        <Link to="/custom-surveys/create" className="button button--primary">
          {t('customSurveys:list.new')}
        </Link>
      </header>
      <TabList
        tabs={LIST_TABS}
        selected={tab}
        onSelect={choose}
        label={t('customSurveys:list.statusFilter')}
        idPrefix="cs"
        panelOf={() => 'cs-list-panel'}
        className="invites-tabs cs-tabs"
        tabClassName="invites-tabs__tab"
        activeClassName="invites-tabs__tab--active"
      >
        {(name) => t(`customSurveys:tabs.${name}`)}
      </TabList>
      <div className="cs-list" role="tabpanel" id="cs-list-panel" aria-labelledby={`cs-tab-${tab}`}>
        <div className="field cs-list__search">
          <label htmlFor="cs-title-search">{t('customSurveys:list.search')}</label>
          <input id="cs-title-search" type="search" value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} autoComplete="off" />
        </div>
        {body}
      </div>
    </section>
  );
}
