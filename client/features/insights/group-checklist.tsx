import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeNode } from '../groups/types';
import { useTRPC } from '../../lib/trpc';

interface Flat {
  id: string;
  name: string;
  depth: number;
}

function flatten(nodes: TreeNode[], depth = 0, out: Flat[] = []): Flat[] {
  for (const n of nodes) {
    out.push({ id: n.id, name: n.name, depth });
    flatten(n.children, depth + 1, out);
  }
  return out;
}

/** The groups the viewer may see, in tree order (for the comparison's choice and its saved sets). */
export function useVisibleGroups() {
  const trpc = useTRPC();
  const tree = useQuery(trpc.groups.tree.queryOptions());
  const groups = useMemo(() => flatten(tree.data ?? []), [tree.data]);
  return { groups, isPending: tree.isPending, isError: tree.isError };
}

type VisibleGroups = ReturnType<typeof useVisibleGroups>;

/**
 * The groups to compare (`visible`, from useVisibleGroups), as checkboxes indented by the tree, with
 * a filter by name. `selected` null means every visible group (the comparison's default).
 */
export function GroupChecklist({ visible, selected, onChange }: { visible: VisibleGroups; selected: string[] | null; onChange: (ids: string[] | null) => void }) {
  const { t } = useTranslation();
  const { groups, isPending, isError } = visible;
  const [filter, setFilter] = useState('');
  const chosen = new Set(selected ?? groups.map((g) => g.id));
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle ? groups.filter((g) => g.name.toLocaleLowerCase().includes(needle)) : groups;
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next.size === groups.length ? null : groups.filter((g) => next.has(g.id)).map((g) => g.id));
  };
  return (
    <fieldset className="group-checklist">
      <legend>{t('insights:comparison.chooseGroups')}</legend>
      <div className="group-checklist__tools">
        <div className="field">
          <label htmlFor="comparison-filter">{t('insights:comparison.filterGroups')}</label>
          <input id="comparison-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} maxLength={100} />
        </div>
        <button type="button" className="link-button" onClick={() => onChange(null)}>
          {t('insights:comparison.selectAll')}
        </button>
        <button type="button" className="link-button" onClick={() => onChange([])}>
          {t('insights:comparison.selectNone')}
        </button>
      </div>
      {isPending && <p className="muted">{t('common:loading')}</p>}
      {isError && (
        <p className="muted" role="alert">
          {t('insights:loadError')}
        </p>
      )}
      <ul className="group-checklist__list">
        {shown.map((g) => (
          <li key={g.id} style={{ paddingInlineStart: `${g.depth * 1.1}rem` }}>
            <label>
              <input type="checkbox" checked={chosen.has(g.id)} onChange={() => toggle(g.id)} /> {g.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
