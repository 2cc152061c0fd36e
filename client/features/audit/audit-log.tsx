import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Pager } from '../attributes/pager';
import { AuditChanges } from './audit-changes';
import { auditSentence } from './audit-sentence';
import { useDebounced } from './use-debounced';
import './audit.css';

const PAGE_SIZE = 20;
export const ENTITIES = ['users', 'groups', 'company', 'user-attributes', 'integrations', 'custom-surveys', 'desired-values', 'action-plans', 'polls'] as const;
type Entity = (typeof ENTITIES)[number];

export function AuditLog() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const ids = useId();
  const [entity, setEntity] = useState<Entity | ''>('');
  const [action, setAction] = useState('');
  const [text, setText] = useState('');
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const search = useDebounced(text.trim());

  const [lastSearch, setLastSearch] = useState(search);
  if (search !== lastSearch) {
    setLastSearch(search);
    setOffset(0);
  }

  const input = { offset, limit: PAGE_SIZE, ...(entity ? { entity } : {}), ...(action ? { action } : {}), ...(search ? { text: search } : {}) };
  const log = useQuery({ ...trpc.audit.list.queryOptions(input), placeholderData: keepPreviousData });
  const actions = useQuery(trpc.audit.actions.queryOptions());

  const actionLabel = (a: string) => t(`audit:actions.${a}`, { defaultValue: a });
  const rows = log.data?.auditLogs ?? [];
  const total = log.data?.metadata.total ?? 0;
  const filtered = Boolean(entity || action || search);
  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="page audit-page">
      <header className="page__header">
        <h1>{t('shell:menu.auditLogs')}</h1>
        <p className="page__subtitle">{t('audit:subtitle')}</p>
      </header>

      <form className="audit-filters" role="search" aria-label={t('audit:filters.label')} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${ids}-entity`}>{t('audit:filters.entity')}</label>
          <select
            id={`${ids}-entity`}
            value={entity}
            onChange={(e) => {
              setEntity(e.target.value as Entity | '');
              setOffset(0);
            }}
          >
            <option value="">{t('audit:filters.all')}</option>
            {ENTITIES.map((e) => (
              <option key={e} value={e}>
                {t(`audit:entities.${e}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-action`}>{t('audit:filters.action')}</label>
          <select
            id={`${ids}-action`}
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              setOffset(0);
            }}
          >
            <option value="">{t('audit:filters.all')}</option>
            {(actions.data?.actions ?? []).map((a) => (
              <option key={a} value={a}>
                {actionLabel(a)}
              </option>
            ))}
          </select>
        </div>
        <div className="field audit-filters__text">
          <label htmlFor={`${ids}-text`}>{t('audit:filters.text')}</label>
          <input
            id={`${ids}-text`}
            type="search"
            value={text}
            maxLength={100}
            placeholder={t('audit:filters.textPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        {filtered && (
          <button
            type="button"
            className="link-button audit-filters__clear"
            onClick={() => {
              setEntity('');
              setAction('');
              setText('');
              setOffset(0);
            }}
          >
            {t('audit:filters.clear')}
          </button>
        )}
      </form>

      <p className="audit-total" aria-live="polite">
        {log.data ? t('audit:total', { count: total }) : '\u00a0'}
      </p>

      {log.isPending ? (
        <div className="skeleton" aria-busy="true" aria-label={t('common:loading')} />
      ) : log.isError ? (
        <div className="alert alert--danger" role="alert">
          {errorText(t, log.error)}{' '}
          <button type="button" className="link-button" onClick={() => void log.refetch()}>
            {t('audit:retry')}
          </button>
        </div>
      ) : total === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{filtered ? t('audit:empty.filteredTitle') : t('audit:empty.title')}</p>
          <p>{filtered ? t('audit:empty.filteredBody') : t('audit:empty.body')}</p>
        </div>
      ) : (
        <>
          <div className="table-scroll" aria-busy={log.isFetching || undefined}>
            <table className="data-table audit-table">
              <caption className="sr-only">{t('audit:caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('audit:columns.date')}</th>
                  <th scope="col">{t('audit:columns.actor')}</th>
                  <th scope="col">{t('audit:columns.entity')}</th>
                  <th scope="col">{t('audit:columns.action')}</th>
                  <th scope="col">{t('audit:columns.summary')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('audit:columns.details')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const expanded = open.has(row.id);
                  const detailId = `${ids}-detail-${row.id}`;
                  return (
                    <Fragment key={row.id}>
                      <tr className={expanded ? 'is-open' : undefined}>
                        <td className="audit-table__date">
                          <time dateTime={row.date}>{formatInstant(row.date, i18n.language, 'dateTime')}</time>
                        </td>
                        <td>{row.actor.name}</td>
                        <td>{t(`audit:entities.${row.entity}`)}</td>
                        <td>
                          <span className="audit-action">{actionLabel(row.action)}</span>
                        </td>
                        <td className="audit-table__summary">{auditSentence(t, i18n.language, row)}</td>
                        <td>
                          <button type="button" className="link-button" aria-expanded={expanded} aria-controls={detailId} onClick={() => toggle(row.id)}>
                            {expanded ? t('audit:changes.hide') : t('audit:changes.show')}
                          </button>
                        </td>
                      </tr>
                      <tr id={detailId} className="audit-table__detail" hidden={!expanded}>
                        <td colSpan={6}>{expanded && <AuditChanges changes={row.changes} />}</td>
                      </tr>
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager offset={offset} limit={PAGE_SIZE} total={total} onChange={setOffset} label={t('audit:pager')} />
        </>
      )}
    </section>
  );
}
