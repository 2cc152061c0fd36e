import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { confirmModal } from '../../lib/confirm-modal';
import { useTRPC } from '../../lib/trpc';
import { textIn } from './attribute-rules';
import { Pager } from './pager';
import './attributes.css';

const PAGE_SIZE = 10;

export function AttributesList() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const list = useQuery({ ...trpc.attributes.list.queryOptions({ offset, limit: PAGE_SIZE }), placeholderData: keepPreviousData });
  const remove = useMutation(
    trpc.attributes.delete.mutationOptions({
      onSuccess: async () => {
        notify(t('attributes:delete.done'), 'success');
        await queryClient.invalidateQueries({ queryKey: trpc.attributes.pathKey() });
      },
      onError: (error) => notify(errorText(t, error), 'danger'),
    }),
  );

  const rows = list.data?.userAttributes ?? [];
  const total = list.data?.metadata.total ?? 0;
  // A deletion that empties the last page steps back one page.
  if (list.data && rows.length === 0 && offset > 0) setOffset(Math.max(0, offset - PAGE_SIZE));

  const confirmDelete = (attr: (typeof rows)[number]) => {
    const name = textIn(attr.label, i18n.language);
    confirmModal({
      key: `delete-attribute-${attr.id}`,
      title: t('attributes:delete.title'),
      body: (
        <>
          <p>{t('attributes:delete.body', { name })}</p>
          <p>
            <strong>{t('attributes:delete.people', { count: attr.usersCount })}</strong>
          </p>
        </>
      ),
      confirmLabel: t('attributes:delete.confirm'),
      onConfirm: () => remove.mutate({ id: attr.id }),
    });
  };

  return (
    <section className="page attributes-page">
      <header className="page__header attributes-page__header">
        <div>
          <h1>{t('shell:menu.userAttributes')}</h1>
          <p className="page__subtitle">{t('attributes:subtitle')}</p>
        </div>
        <Link to="/user-attributes/$id" params={{ id: 'new' }} className="button button--primary">
          {t('attributes:new')}
        </Link>
      </header>

      {list.isPending ? (
        <div className="skeleton attributes-skeleton" aria-busy="true" aria-label={t('common:loading')} />
      ) : list.isError ? (
        <div className="alert alert--danger" role="alert">
          {errorText(t, list.error)}{' '}
          <button type="button" className="link-button" onClick={() => void list.refetch()}>
            {t('attributes:retry')}
          </button>
        </div>
      ) : total === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{t('attributes:empty.title')}</p>
          <p>{t('attributes:empty.body')}</p>
          <Link to="/user-attributes/$id" params={{ id: 'new' }} className="button button--primary">
            {t('attributes:new')}
          </Link>
        </div>
      ) : (
        <>
          <div className="table-scroll" aria-busy={list.isFetching || undefined}>
            <table className="data-table">
              <caption className="sr-only">{t('attributes:list.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('attributes:list.name')}</th>
                  <th scope="col">{t('attributes:list.options')}</th>
                  <th scope="col">{t('attributes:list.languages')}</th>
                  <th scope="col" className="num">
                    {t('attributes:list.people')}
                  </th>
                  <th scope="col">
                    <span className="sr-only">{t('attributes:list.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((attr) => {
                  const name = textIn(attr.label, i18n.language);
                  return (
                    <tr key={attr.id}>
                      <th scope="row">
                        <Link to="/user-attributes/$id" params={{ id: attr.id }}>
                          {name}
                        </Link>
                      </th>
                      <td>{attr.values.map((v) => textIn(v.label, i18n.language)).join(', ')}</td>
                      <td>
                        {Object.keys(attr.label)
                          .map((l) => t(`attributes:languages.${l}`))
                          .join(', ')}
                      </td>
                      <td className="num">{attr.usersCount}</td>
                      <td className="row-actions">
                        <Link to="/user-attributes/$id" params={{ id: attr.id }} className="button" aria-label={t('attributes:list.editNamed', { name })}>
                          {t('attributes:list.edit')}
                        </Link>
                        <button
                          type="button"
                          className="button"
                          onClick={() => confirmDelete(attr)}
                          disabled={remove.isPending}
                          aria-label={t('attributes:list.deleteNamed', { name })}
                        >
                          {t('attributes:list.delete')}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager offset={offset} limit={PAGE_SIZE} total={total} onChange={setOffset} label={t('attributes:pager.label')} />
        </>
      )}
    </section>
  );
}
