import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import type { GroupHit, Person } from './types';
import { useDebounced } from './use-debounced';

interface ComboboxProps<T extends { id: string }> {
  label: string;
  placeholder: string;
  query: string;
  onQuery: (q: string) => void;
  options: T[];
  loading: boolean;
  renderOption: (o: T) => ReactNode;
  onPick: (o: T) => void;
  error?: string | null;
  hint?: ReactNode;
}

/** A text box that searches as one types, with a list chosen by arrow keys and Enter (ARIA combobox). */
function Combobox<T extends { id: string }>({ label, placeholder, query, onQuery, options, loading, renderOption, onPick, error, hint }: ComboboxProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = open && query.trim().length > 0;
  const pick = (o: T) => {
    onPick(o);
    onQuery('');
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter' && shown && options[active]) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  return (
    <div className={`field combobox${error ? ' field--error' : ''}`}>
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown && options[active] ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        placeholder={placeholder}
        value={query}
        onChange={(e) => {
          onQuery(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {hint && !error && (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="field__error" role="alert">
          {error}
        </div>
      )}
      {shown && (
        <ul id={`${id}-list`} role="listbox" className="combobox__list" aria-label={label}>
          {loading && <li className="combobox__empty">{t('common:loading')}</li>}
          {!loading && options.length === 0 && <li className="combobox__empty">{t('groups:pickers.noResults')}</li>}
          {options.map((o, i) => (
            <li
              key={o.id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={`combobox__option${i === active ? ' is-active' : ''}`}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(o);
              }}
            >
              {renderOption(o)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function PersonBadge({ person }: { person: Person }) {
  const { t } = useTranslation();
  if (person.status === 'deactivated') return <span className="group-badge group-badge--danger">{t('groups:people.removed')}</span>;
  if (person.inactive) return <span className="group-badge group-badge--muted">{t('groups:people.inactive')}</span>;
  if (person.status === 'unconfirmed') return <span className="group-badge group-badge--info">{t('groups:people.invited')}</span>;
  return null;
}

interface PeoplePickerProps {
  label: string;
  selected: Person[];
  onChange: (people: Person[]) => void;
  /** Per-person problems found by the validate call, by id. */
  itemErrors?: Record<string, string>;
  error?: string | null;
}

/** Managers or members: active people found by name or e-mail (15 at a time), shown as removable chips. */
export function PeoplePicker({ label, selected, onChange, itemErrors = {}, error }: PeoplePickerProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim());
  const found = useQuery({ ...trpc.groups.searchPeople.queryOptions({ query: q, limit: 15 }), enabled: q.length > 0 });
  const chosen = new Set(selected.map((p) => p.id));
  const options = (found.data ?? []).filter((p) => !chosen.has(p.id));
  return (
    <div className="people-picker">
      <Combobox
        label={label}
        placeholder={t('groups:pickers.peoplePlaceholder')}
        query={query}
        onQuery={setQuery}
        options={options}
        loading={found.isFetching}
        error={error}
        renderOption={(p) => (
          <>
            <span>{p.name}</span> <span className="muted">{p.email}</span>
          </>
        )}
        onPick={(p) => onChange([...selected, p])}
      />
      {selected.length === 0 ? (
        <p className="muted people-picker__empty">{t('groups:pickers.nobody')}</p>
      ) : (
        <ul className="chips" aria-label={label}>
          {selected.map((p) => (
            <li key={p.id} className={`chip${itemErrors[p.id] ? ' chip--error' : ''}`}>
              <span className="chip__text">
                {p.name || p.email} <PersonBadge person={p} />
                {itemErrors[p.id] && <span className="chip__error">{itemErrors[p.id]}</span>}
              </span>
              <button
                type="button"
                className="chip__remove"
                aria-label={t('groups:pickers.remove', { name: p.name || p.email })}
                onClick={() => onChange(selected.filter((x) => x.id !== p.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface GroupPickerProps {
  label: string;
  /** Groups that may not be chosen (the group itself). */
  exclude?: string[];
  onPick: (group: GroupHit) => void;
  error?: string | null;
  hint?: ReactNode;
}

/** A group found by name (15 at a time), with the path above it to tell namesakes apart. */
export function GroupPicker({ label, exclude = [], onPick, error, hint }: GroupPickerProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim());
  const found = useQuery({ ...trpc.groups.search.queryOptions({ filter: q, limit: 15 }), enabled: q.length > 0 });
  const options = (found.data ?? []).filter((g) => !exclude.includes(g.id));
  return (
    <Combobox
      label={label}
      placeholder={t('groups:pickers.groupPlaceholder')}
      query={query}
      onQuery={setQuery}
      options={options}
      loading={found.isFetching}
      error={error}
      hint={hint}
      renderOption={(g) => (
        <>
          <span>{g.name}</span>
          {g.path.length > 0 && <span className="muted"> — {g.path.join(' › ')}</span>}
          {!g.active && <span className="group-badge group-badge--muted">{t('groups:status.inactive')}</span>}
        </>
      )}
      onPick={onPick}
    />
  );
}
