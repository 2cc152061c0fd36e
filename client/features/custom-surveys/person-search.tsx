import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Pager } from '../attributes/pager';
import { useDebounced } from '../audit/use-debounced';

/** People searched in surveys: 5 at a time (measurement §5). */
const PAGE = 5;

interface Props {
  label: string;
  /** managers: those a survey's results may be shared with; anyone who can answer otherwise. */
  role?: 'manager';
  chosen: string[];
  onPick: (person: { id: string; name: string }) => void;
}

/** People who can answer (confirmed and active), found by name or e-mail, a page of five at a time. */
export function PersonSearch({ label, role, chosen, onPick }: Props) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const id = useId();
  const [query, setQuery] = useState('');
  const [offset, setOffset] = useState(0);
  const name = useDebounced(query.trim());
  const found = useQuery({
    ...trpc.users.list.queryOptions({ status: 'activated', role, name: name || undefined, limit: PAGE, offset }),
    placeholderData: keepPreviousData,
  });
  const people = found.data?.users ?? [];
  return (
    <div className="cs-people">
      <div className="field">
        <label htmlFor={`${id}-q`}>{label}</label>
        <input
          id={`${id}-q`}
          type="search"
          autoComplete="off"
          value={query}
          placeholder={t('customSurveys:people.placeholder')}
          onChange={(e) => {
            setQuery(e.target.value);
            setOffset(0);
          }}
        />
      </div>
      {found.isError ? (
        <p className="field__error" role="alert">
          {errorText(t, found.error)}
        </p>
      ) : found.isPending ? (
        <p className="muted">{t('common:loading')}</p>
      ) : people.length === 0 ? (
        <p className="muted">{t('customSurveys:people.none')}</p>
      ) : (
        <ul className="cs-people__list" aria-label={t('customSurveys:people.results', { label })} aria-busy={found.isFetching || undefined}>
          {people.map((p) => {
            const full = `${p.profile.firstname} ${p.profile.lastname}`.trim() || p.email || '';
            const added = chosen.includes(p.id);
            return (
              <li key={p.id} className="cs-people__person">
                <span>
                  {full} {p.email && <span className="muted">{p.email}</span>}
                </span>
                <button
                  type="button"
                  className="button"
                  disabled={added}
                  onClick={() => onPick({ id: p.id, name: full })}
                  aria-label={t('customSurveys:people.addNamed', { name: full })}
                >
                  {added ? t('customSurveys:people.added') : t('customSurveys:people.add')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Pager offset={offset} limit={PAGE} total={found.data?.total ?? 0} onChange={setOffset} label={t('customSurveys:people.pages', { label })} />
    </div>
  );
}

/** Chosen groups or people as removable chips. */
export function Chips({
  label,
  ids,
  names,
  onRemove,
  errors = {},
}: {
  label: string;
  ids: string[];
  names: Record<string, string>;
  onRemove: (id: string) => void;
  errors?: Record<string, string>;
}) {
  const { t } = useTranslation();
  if (!ids.length) return <p className="muted cs-chips-empty">{t('customSurveys:people.noneChosen')}</p>;
  return (
    <ul className="chips" aria-label={label}>
      {ids.map((id) => {
        const name = names[id] ?? t('customSurveys:people.unknown');
        return (
          <li key={id} className={`chip${errors[id] ? ' chip--error' : ''}`}>
            <span className="chip__text">
              {name}
              {errors[id] && <span className="chip__error">{errors[id]}</span>}
            </span>
            <button type="button" className="chip__remove" aria-label={t('customSurveys:people.remove', { name })} onClick={() => onRemove(id)}>
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
