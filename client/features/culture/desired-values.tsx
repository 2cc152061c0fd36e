import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmModal } from '../../lib/confirm-modal';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { useTRPC } from '../../lib/trpc';
import { DesiredValueForm } from './desired-value-form';
import { checkDraft, draftOf, emptyDraft, hasErrors, inputOf, isBlank, serverErrors, type DesiredValue, type Draft, type DraftErrors } from './desired-values-rules';
import { DesiredValueView } from './desired-value-view';
import './culture-values.css';

export { ValuesCatalogue } from './values-catalogue';

/** An entry of the list: a saved value (keyed by its id) or a new one only this screen knows (a local key). */
interface Row {
  key: string;
  value: DesiredValue | null;
}

let localKeys = 0;

/**
 * The company's desired values (measurement §3, §4) as an accordion, one entry open at a time.
 * Administrators add, edit and delete them; a new entry lives here until it is saved, then takes
 * the server's id. A failed load, save or delete clears the entry's loading state and says so;
 * what was typed stays.
 */
export function DesiredValues() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const baseId = useId();
  const list = useQuery(trpc.culture.desiredValues.queryOptions());
  const catalogue = useQuery(trpc.culture.values.queryOptions());
  const session = useQuery(trpc.auth.session.queryOptions()).data;
  const canEdit = session?.role === 'admin';
  const create = useMutation(trpc.culture.createDesiredValue.mutationOptions());
  const update = useMutation(trpc.culture.updateDesiredValue.mutationOptions());
  const remove = useMutation(trpc.culture.deleteDesiredValue.mutationOptions());

  const [fresh, setFresh] = useState<string[]>([]);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, DraftErrors>>({});
  const [loading, setLoading] = useState<Record<string, boolean>>({});
  const [expanded, setExpanded] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const listKey = trpc.culture.desiredValues.queryKey();
  const setList = (change: (values: DesiredValue[]) => DesiredValue[]) => queryClient.setQueryData(listKey, (old) => old && { desiredValues: change(old.desiredValues) });
  const headerId = (key: string) => `${baseId}-${key}-header`;
  const focusHeader = (key: string) => requestAnimationFrame(() => document.getElementById(headerId(key))?.focus());
  const without = <T,>(record: Record<string, T>, key: string) => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

  const rows: Row[] = [...(list.data?.desiredValues ?? []).map((value) => ({ key: value.id, value })), ...fresh.map((key) => ({ key, value: null }))];

  const forget = (key: string) => {
    setDrafts((d) => without(d, key));
    setErrors((e) => without(e, key));
  };

  const add = () => {
    const key = `new-${++localKeys}`;
    setFresh((f) => [...f, key]);
    setDrafts((d) => ({ ...d, [key]: emptyDraft() }));
    setExpanded(key);
    setFocusKey(key);
  };

  const toggle = (key: string) => {
    setFocusKey(null);
    setExpanded((open) => (open === key ? null : key));
  };

  const edit = (value: DesiredValue) => {
    setDrafts((d) => ({ ...d, [value.id]: draftOf(value) }));
    setFocusKey(value.id);
  };

  const change = (key: string, draft: Draft) => {
    setDrafts((d) => ({ ...d, [key]: draft }));
    setErrors((e) => without(e, key));
  };

  /** A new entry goes without a call; one with something typed in it after a confirmation. */
  const discard = (key: string) => {
    const drop = () => {
      setFresh((f) => f.filter((k) => k !== key));
      forget(key);
      setExpanded((open) => (open === key ? null : open));
      requestAnimationFrame(() => addButton.current?.focus());
    };
    if (isBlank(drafts[key] ?? emptyDraft())) return drop();
    confirmModal({
      key: `discard-desired-value-${key}`,
      title: t('culture:desired.confirmDiscard.title'),
      body: t('culture:desired.confirmDiscard.body'),
      confirmLabel: t('culture:desired.confirmDiscard.confirm'),
      onConfirm: drop,
    });
  };

  const cancel = (row: Row) => {
    if (!row.value) return discard(row.key);
    forget(row.key);
    focusHeader(row.key);
  };

  async function save(row: Row) {
    const draft = drafts[row.key];
    if (!draft) return;
    const found = checkDraft(t, draft);
    if (hasErrors(found)) {
      setErrors((e) => ({ ...e, [row.key]: found }));
      return;
    }
    setLoading((l) => ({ ...l, [row.key]: true }));
    try {
      if (row.value) {
        const saved = await update.mutateAsync({ id: row.value.id, ...inputOf(draft) });
        setList((values) => values.map((v) => (v.id === saved.id ? saved : v)));
        forget(row.key);
        focusHeader(saved.id);
      } else {
        const saved = await create.mutateAsync(inputOf(draft));
        // Saved: the entry takes the server's id and is no longer new (measurement §4).
        setList((values) => [...values, saved]);
        setFresh((f) => f.filter((k) => k !== row.key));
        forget(row.key);
        setExpanded((open) => (open === row.key ? saved.id : open));
        focusHeader(saved.id);
      }
      notify(t('culture:desired.saved'), 'success');
      void queryClient.invalidateQueries({ queryKey: listKey });
    } catch (error) {
      setErrors((e) => ({ ...e, [row.key]: serverErrors(t, draft, error) }));
      notify(`${t('culture:desired.saveFailed')} ${errorText(t, error)}`, 'danger');
    } finally {
      setLoading((l) => without(l, row.key));
    }
  }

  const destroy = (row: Row) => {
    const value = row.value;
    if (!value) return discard(row.key);
    confirmModal({
      key: `delete-desired-value-${value.id}`,
      title: t('culture:desired.confirmDelete.title'),
      body: t('culture:desired.confirmDelete.body', { name: value.name }),
      confirmLabel: t('culture:desired.confirmDelete.confirm'),
      onConfirm: () => void deleteSaved(value),
    });
  };

  async function deleteSaved(value: DesiredValue) {
    setLoading((l) => ({ ...l, [value.id]: true }));
    try {
      await remove.mutateAsync({ id: value.id });
      setList((values) => values.filter((v) => v.id !== value.id));
      forget(value.id);
      notify(t('culture:desired.deleted', { name: value.name }), 'success');
      requestAnimationFrame(() => addButton.current?.focus());
      void queryClient.invalidateQueries({ queryKey: listKey });
    } catch (error) {
      notify(`${t('culture:desired.deleteFailed')} ${errorText(t, error)}`, 'danger');
    } finally {
      setLoading((l) => without(l, value.id));
    }
  }

  const titleId = `${baseId}-title`;
  return (
    <section className="card dv" aria-labelledby={titleId}>
      <div className="dv__header">
        <div>
          <h2 id={titleId} className="card__title">
            {t('culture:desired.title')}
          </h2>
          <p className="muted">{t('culture:desired.intro')}</p>
        </div>
        {canEdit && (
          <button type="button" className="button button--primary" onClick={add} ref={addButton}>
            {t('culture:desired.add')}
          </button>
        )}
      </div>

      {list.isPending ? (
        <div className="skeleton dv__skeleton" aria-busy="true" aria-label={t('culture:desired.loading')} />
      ) : list.isError ? (
        <div className="alert alert--danger dv__alert" role="alert">
          <span>
            {t('culture:desired.loadFailed')} {errorText(t, list.error)}
          </span>
          <button type="button" className="button" onClick={() => void list.refetch()}>
            {t('culture:desired.retry')}
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className="muted dv__empty">{t(canEdit ? 'culture:desired.emptyAdmin' : 'culture:desired.empty')}</p>
      ) : (
        <ul className="dv__list">
          {rows.map((row) => {
            const open = expanded === row.key;
            const saved = row.value;
            const draft = canEdit ? drafts[row.key] : undefined;
            const busy = Boolean(loading[row.key]);
            const name = saved?.name ?? (draft?.name.trim() || t('culture:desired.newValue'));
            const count = saved?.cultureValues.length ?? 0;
            return (
              <li key={row.key} className={`dv__item${open ? ' is-open' : ''}`}>
                <h3 className="dv__heading">
                  <button
                    type="button"
                    id={headerId(row.key)}
                    className="dv__toggle"
                    aria-expanded={open}
                    aria-controls={`${baseId}-${row.key}-panel`}
                    onClick={() => toggle(row.key)}
                  >
                    <span className="dv__name">{name}</span>
                    {saved ? (
                      <span className="dv__meta">{t('culture:desired.behavioursCount', { count })}</span>
                    ) : (
                      <span className="dv__badge">{t('culture:desired.unsaved')}</span>
                    )}
                    {busy && <span className="spinner" aria-hidden="true" />}
                    <span className="dv__chevron" aria-hidden="true" />
                  </button>
                </h3>
                {open && (
                  <div id={`${baseId}-${row.key}-panel`} role="region" aria-labelledby={headerId(row.key)} className="dv__panel">
                    {draft ? (
                      <DesiredValueForm
                        draft={draft}
                        errors={errors[row.key] ?? {}}
                        values={catalogue.data?.values ?? []}
                        saving={busy}
                        focusName={focusKey === row.key}
                        onChange={(next) => change(row.key, next)}
                        onSave={() => void save(row)}
                        onCancel={() => cancel(row)}
                      />
                    ) : saved ? (
                      <DesiredValueView
                        value={saved}
                        linked={catalogue.data?.values.find((v) => v.id === saved.valueId) ?? null}
                        canEdit={canEdit}
                        busy={busy}
                        onEdit={() => edit(saved)}
                        onDelete={() => destroy(row)}
                      />
                    ) : null}
                    {draft && (
                      <button type="button" className="link-button dv__delete" onClick={() => destroy(row)} disabled={busy}>
                        {t('culture:desired.delete')}
                      </button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
