import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form';
import { useTRPC } from '../../lib/trpc';
import { LicencePanel } from './licence-panel';
import { useStatusActions } from './status-actions';
import { GroupFilter } from './group-filter';
import { UsersTable } from './users-table';
import { PAGE_SIZE, ROLES, STATUS_FILTERS, type RoleFilter, type StatusFilter, type UsersSearch } from './user-state';
import './users.css';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** The users page (admin): filters by status, role and name, 25 per page with the total, licences and status actions. */
export function UsersPage({ search, onSearch }: { search: UsersSearch; onSearch: (next: UsersSearch) => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const status = search.status ?? '';
  const role = search.role ?? '';
  const group = search.group ?? '';
  const [name, setName] = useState(search.name ?? '');
  const typed = useDebounced(name.trim(), 300);
  // A new filter starts again from the first page.
  const change = (next: Partial<UsersSearch>) => onSearch({ ...search, ...next, page: undefined });
  // Only a settled change of what was typed moves the address; clearing the filters must not
  // bring back a name still waiting in the debounce, so this runs on `typed` alone.
  useEffect(() => {
    if (typed !== (search.name ?? '')) change({ name: typed || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on `typed` alone, as said above
  }, [typed]);
  const searchName = search.name ?? '';
  const offset = ((search.page ?? 1) - 1) * PAGE_SIZE;
  const setOffset = (next: number) => onSearch({ ...search, page: next > 0 ? next / PAGE_SIZE + 1 : undefined });

  // Empty filters are dropped (people §5).
  const input = {
    ...(status ? { status } : {}),
    ...(role ? { role } : {}),
    ...(searchName ? { name: searchName } : {}),
    ...(group ? { groupId: group } : {}),
    limit: PAGE_SIZE,
    offset,
  };
  const list = useQuery({ ...trpc.users.list.queryOptions(input), placeholderData: keepPreviousData });
  const session = useQuery(trpc.auth.session.queryOptions());
  const actions = useStatusActions();
  const filtered = Boolean(status || role || searchName || group);

  const total = list.data?.total ?? 0;
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + PAGE_SIZE, total);

  return (
    <section className="page users-page">
      <header className="page__header users-page__header">
        <div>
          <h1>{t('users:title')}</h1>
          <p className="page__subtitle">{t('users:subtitle')}</p>
        </div>
        <Link to="/users/sendInvites" className="button button--primary">
          {t('users:invite')}
        </Link>
      </header>

      <LicencePanel />

      <form className="users-filters" role="search" aria-label={t('users:filters.legend')} onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={t('users:filters.status')}
          value={status}
          onChange={(e) => change({ status: (e.target.value as StatusFilter) || undefined })}
          placeholder={t('users:filters.any')}
          options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`users:status.${s}`) }))}
        />
        <SelectField
          label={t('users:filters.role')}
          value={role}
          onChange={(e) => change({ role: (e.target.value as RoleFilter) || undefined })}
          placeholder={t('users:filters.any')}
          options={ROLES.map((r) => ({ value: r, label: t(`users:roles.${r}`) }))}
        />
        <GroupFilter value={group} onChange={(next) => change({ group: next || undefined })} />
        <TextField label={t('users:filters.name')} type="search" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        {filtered && (
          <button
            type="button"
            className="link-button users-filters__clear"
            onClick={() => {
              setName('');
              onSearch({});
            }}
          >
            {t('users:filters.clear')}
          </button>
        )}
      </form>

      {list.isPending ? (
        <div className="skeleton" aria-busy="true" aria-label={t('users:loading')} />
      ) : list.isError ? (
        <div className="alert alert--danger users-error" role="alert">
          <span>{t('users:loadError')}</span>
          <button type="button" className="button" onClick={() => void list.refetch()}>
            {t('users:retry')}
          </button>
        </div>
      ) : total === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{t('users:empty.title')}</p>
          <p>{filtered ? t('users:empty.filtered') : t('users:empty.none')}</p>
          {!filtered && (
            <Link to="/users/sendInvites" className="button">
              {t('users:invite')}
            </Link>
          )}
        </div>
      ) : (
        <>
          <UsersTable users={list.data.users} selfId={session.data?.userId ?? ''} onAction={actions.ask} busy={list.isFetching || actions.pending} />
          <nav className="users-pager" aria-label={t('users:pager.label')}>
            <button type="button" className="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
              {t('users:pager.previous')}
            </button>
            <span aria-live="polite">{t('users:pager.range', { from, to, total })}</span>
            <button type="button" className="button" disabled={to >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
              {t('users:pager.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
