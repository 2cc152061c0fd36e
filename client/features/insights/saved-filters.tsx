import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { useTRPC } from '../../lib/trpc';
import type { SavedFilter } from './types';

interface Props {
  /** The groups being compared now, explicitly (saved sets always list their groups). */
  current: string[];
  onApply: (groups: string[]) => void;
}

/** Named sets of groups the viewer keeps for the comparison: save the current choice, reapply, delete. */
export function SavedFilters({ current, onApply }: Props) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const saved = useQuery(trpc.reports.savedFilters.queryOptions());
  const sets = saved.data?.groupsFilters ?? [];
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const save = useMutation(
    trpc.reports.saveFilters.mutationOptions({
      onSuccess: (data) => queryClient.setQueryData(trpc.reports.savedFilters.queryKey(), data),
    }),
  );
  const replaceWith = (groupsFilters: SavedFilter[], done: string) => save.mutate({ groupsFilters }, { onSuccess: () => notify(done, 'success') });

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || current.length === 0) return;
    replaceWith([...sets.filter((s) => s.name !== trimmed), { name: trimmed, groups: current }], t('insights:filters.saved', { name: trimmed }));
    setChosen(trimmed);
    setName('');
  };
  const picked = sets.find((s) => s.name === chosen);

  return (
    <div className="saved-filters">
      <div className="saved-filters__row">
        <div className="field">
          <label htmlFor="saved-filter">{t('insights:filters.label')}</label>
          {/* The title shows a long name in full where the box is too narrow for it. */}
          <select
            id="saved-filter"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            disabled={sets.length === 0}
            title={picked ? t('insights:filters.option', { name: picked.name, count: picked.groups.length }) : undefined}
          >
            <option value="">{sets.length ? t('insights:filters.choose') : t('insights:filters.none')}</option>
            {sets.map((s) => (
              <option key={s.name} value={s.name}>
                {t('insights:filters.option', { name: s.name, count: s.groups.length })}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button" disabled={!picked} onClick={() => picked && onApply(picked.groups)}>
          {t('insights:filters.apply')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!picked || save.isPending}
          onClick={() => {
            if (!picked) return;
            replaceWith(
              sets.filter((s) => s !== picked),
              t('insights:filters.deleted', { name: picked.name }),
            );
            setChosen('');
          }}
        >
          {t('insights:filters.delete')}
        </button>
      </div>
      <form className="saved-filters__row" onSubmit={onSave}>
        <div className="field">
          <label htmlFor="saved-filter-name">{t('insights:filters.name')}</label>
          <input id="saved-filter-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
        </div>
        <button type="submit" className="button" disabled={!name.trim() || current.length === 0 || save.isPending}>
          {t('insights:filters.save')}
        </button>
      </form>
      {save.isError && (
        <div className="alert alert--danger" role="alert">
          {errorText(t, save.error)}
        </div>
      )}
      {saved.isError && (
        <p className="muted" role="alert">
          {t('insights:loadError')}
        </p>
      )}
    </div>
  );
}
