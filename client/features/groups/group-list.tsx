import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useGroupActions } from './group-actions';
import type { GroupListItem } from './types';
import { useDebounced } from './use-debounced';

export const PAGE_SIZE = 15;

/** The groups as a table, 15 a page, filtered by name and status. */
export function GroupList({ filter, status }: { filter: string; status: '' | 'active' | 'inactive' }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const actions = useGroupActions();
  const [page, setPage] = useState(0);
  const q = useDebounced(filter.trim());
  const [key, setKey] = useState(`${q}|${status}`);
  if (key !== `${q}|${status}`) {
    setKey(`${q}|${status}`);
    setPage(0);
  }
  const input = { filter: q || undefined, active: status === '' ? undefined : status === 'active', offset: page * PAGE_SIZE, limit: PAGE_SIZE };
  const list = useQuery({ ...trpc.groups.list.queryOptions(input), placeholderData: keepPreviousData });

  if (list.isPending)
    return (
      <div className="skeleton" aria-busy="true">
        <span className="sr-only">{t('common:loading')}</span>
      </div>
    );
  if (list.isError)
    return (
      <div className="alert alert--danger" role="alert">
        {errorText(t, list.error)}
      </div>
    );
  const { items, total } = list.data;
  if (total === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{q || status ? t('groups:list.noMatch') : t('groups:list.empty')}</p>
        {!q && !status && <p>{t('groups:list.emptyHint')}</p>}
      </div>
    );
  }
  const pages = Math.ceil(total / PAGE_SIZE);
  const target = (g: GroupListItem) => ({ id: g.id, name: g.name, childrenCount: g.childrenCount, parentName: g.parent?.name ?? null });
  return (
    <div className="group-table-wrap" aria-busy={list.isFetching || undefined}>
      <table className="group-table">
        <caption className="sr-only">{t('groups:list.caption', { total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('groups:fields.name')}</th>
            <th scope="col">{t('groups:fields.parent')}</th>
            <th scope="col">{t('groups:fields.managers')}</th>
            <th scope="col" className="num">
              {t('groups:list.members')}
            </th>
            <th scope="col" className="num">
              {t('groups:list.respondents')}
            </th>
            <th scope="col">{t('groups:list.status')}</th>
            <th scope="col">
              <span className="sr-only">{t('groups:list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((g) => (
            <tr key={g.id}>
              <td>
                <Link to="/groups/$groupId" params={{ groupId: g.id }}>
                  {g.name}
                </Link>
              </td>
              <td>
                {g.parent ? (
                  <Link to="/groups/$groupId" params={{ groupId: g.parent.id }}>
                    {g.parent.name}
                  </Link>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
              <td>{g.managers.length ? g.managers.map((m) => m.name).join(', ') : <span className="muted">—</span>}</td>
              <td className="num">{g.membersCount}</td>
              <td className="num">{g.respondents}</td>
              <td>
                <span className={`group-badge ${g.active ? 'group-badge--success' : 'group-badge--muted'}`}>
                  {t(g.active ? 'groups:status.active' : 'groups:status.inactive')}
                </span>
              </td>
              <td className="group-table__actions">
                {g.active ? (
                  <button type="button" className="link-button" onClick={() => actions.confirmInactivate(target(g))}>
                    {t('groups:actions.inactivate')}
                  </button>
                ) : (
                  <button type="button" className="link-button" onClick={() => actions.confirmActivate(target(g))}>
                    {t('groups:actions.activate')}
                  </button>
                )}
                <button type="button" className="link-button group-table__delete" onClick={() => actions.confirmDelete(target(g))}>
                  {t('groups:actions.delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="group-pager" aria-label={t('groups:list.pages')}>
        <button type="button" className="button" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          {t('groups:list.previous')}
        </button>
        <span aria-live="polite">{t('groups:list.pageOf', { page: page + 1, pages, total })}</span>
        <button type="button" className="button" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
          {t('groups:list.next')}
        </button>
      </nav>
    </div>
  );
}
