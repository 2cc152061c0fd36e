import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import { useDebounced } from '../audit/use-debounced';
import { OPINIONS_MINIMUM, type Recipient } from './opinion-draft';

interface Props {
  value: Recipient | null;
  onChange: (next: Recipient) => void;
  error?: string;
}

/**
 * Where an opinion goes: the administrators, or one of the caller's own groups (searched by name;
 * groups.search ctx=tickets). A group too small for anonymous opinions says why, beside its name.
 */
export function RecipientPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const id = useId();
  const [filter, setFilter] = useState('');
  const typed = useDebounced(filter.trim(), 250);
  const groups = useQuery({ ...trpc.groups.search.queryOptions({ ctx: 'tickets', filter: typed || undefined, limit: 50 }), placeholderData: keepPreviousData });

  const found: Recipient[] = (groups.data ?? []).map((g) => ({ kind: 'group', id: g.id, name: g.name, anonymousAllowed: g.anonymousAllowed ?? false }));
  // The chosen group stays in sight while the search shows others.
  const chosen = value?.kind === 'group' && !found.some((g) => g.kind === 'group' && g.id === value.id) ? [value] : [];
  const options: Recipient[] = [{ kind: 'administrators' }, ...chosen, ...found];
  const keyOf = (r: Recipient) => (r.kind === 'group' ? r.id : 'administrators');
  const selected = value ? keyOf(value) : null;

  return (
    <fieldset className={`radio-group fb-recipients${error ? ' has-error' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('feedbacks:form.recipient')}</legend>
      <div className="field fb-recipients__search">
        <label htmlFor={`${id}-search`}>{t('feedbacks:form.searchGroups')}</label>
        <input id={`${id}-search`} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" maxLength={100} />
      </div>
      <div className="fb-recipients__list" aria-busy={groups.isFetching || undefined}>
        {options.map((r) => {
          const key = keyOf(r);
          const why = r.kind === 'group' && !r.anonymousAllowed ? `${id}-${key}-why` : undefined;
          return (
            <label key={key} className="fb-recipient">
              <input
                type="radio"
                name={`${id}-recipient`}
                checked={selected === key}
                onChange={() => onChange(r)}
                aria-labelledby={`${id}-${key}-name`}
                aria-describedby={why}
              />
              <span className="fb-recipient__text">
                <span className="fb-recipient__name" id={`${id}-${key}-name`}>
                  {r.kind === 'group' ? r.name : t('feedbacks:form.administrators')}
                </span>
                {why && (
                  <span className="fb-recipient__why" id={why}>
                    {t('feedbacks:form.anonymousNeedsPeople', { minimum: OPINIONS_MINIMUM })}
                  </span>
                )}
              </span>
            </label>
          );
        })}
        {groups.isError && <p className="field__error">{t('feedbacks:form.groupsFailed')}</p>}
        {groups.data && found.length === 0 && <p className="muted fb-recipients__none">{typed ? t('feedbacks:form.noGroupMatch') : t('feedbacks:form.noGroups')}</p>}
      </div>
      {error && (
        <div id={`${id}-error`} className="field__error" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
