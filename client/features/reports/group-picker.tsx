import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useDebounced } from '../groups/use-debounced';
import { groupTreeQuery } from './report-queries';
import { COMPANY, findGroup } from './scope';
import './reports.css';

/** A group of the picker's tree: the company's (with whether it is active) or another set's. */
export interface PickerNode {
  id: string;
  name: string;
  active?: boolean;
  children: readonly PickerNode[];
}

/** Groups other than the viewer's company tree (a custom survey's audience, say), as a query gives them. */
export interface PickerGroups {
  data: readonly PickerNode[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export interface GroupPickerProps {
  /** 'company' (or `whole.value`) or a group id. */
  value: string;
  onChange: (scope: string) => void;
  /** Offer the whole company: administrators only (the server refuses it to managers). */
  allowCompany: boolean;
  /** The visible label; "Group" unless told. */
  label?: string;
  /** Pick among these groups, searched by name in place, instead of the viewer's company tree. */
  groups?: PickerGroups;
  /** What stands for everyone, when not the company ('consolidate' for a custom survey), and its name. */
  whole?: { value: string; label: string };
}

const SEARCH_LIMIT = 15;

/** Groups of a tree whose name holds `filter`, each with the names above it, as the server's search gives them. */
function searchTree(tree: readonly PickerNode[], filter: string): { id: string; name: string; path: string[] }[] {
  const wanted = filter.toLocaleLowerCase();
  const out: { id: string; name: string; path: string[] }[] = [];
  const walk = (nodes: readonly PickerNode[], path: string[]) => {
    for (const n of nodes) {
      if (out.length < SEARCH_LIMIT && n.name.toLocaleLowerCase().includes(wanted)) out.push({ id: n.id, name: n.name, path });
      walk(n.children, [...path, n.name]);
    }
  };
  walk(tree, []);
  return out;
}

const CHOICE = '.group-picker__choice';

/** Arrow keys move between the choices of the open panel, Home and End to the ends. */
function moveFocus(panel: HTMLElement, e: KeyboardEvent) {
  const choices = [...panel.querySelectorAll<HTMLElement>(CHOICE)];
  const at = choices.indexOf(document.activeElement as HTMLElement);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: choices.length - 1 }[e.key];
  if (to === undefined || !choices.length || (at < 0 && e.key === 'ArrowUp')) return;
  e.preventDefault();
  choices[Math.max(0, Math.min(choices.length - 1, to))]!.focus();
}

function Branch({
  node,
  value,
  expanded,
  toggle,
  choose,
}: {
  node: PickerNode;
  value: string;
  expanded: Set<string>;
  toggle: (id: string) => void;
  choose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const open = expanded.has(node.id);
  return (
    <li>
      <div className="group-picker__row">
        {node.children.length > 0 ? (
          <button
            type="button"
            className="group-picker__toggle"
            aria-expanded={open}
            aria-label={t(open ? 'reports:picker.collapse' : 'reports:picker.expand', { name: node.name })}
            onClick={() => toggle(node.id)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </button>
        ) : (
          <span className="group-picker__spacer" aria-hidden="true" />
        )}
        <button type="button" className="group-picker__choice" aria-current={node.id === value || undefined} onClick={() => choose(node.id)}>
          {node.name}
          {node.active === false && <span className="muted"> · {t('reports:inactive')}</span>}
        </button>
      </div>
      {open && node.children.length > 0 && (
        <ul className="group-picker__children">
          {node.children.map((c) => (
            <Branch key={c.id} node={c} value={value} expanded={expanded} toggle={toggle} choose={choose} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Chooses the scope of a report: the company (when allowed) or a group, from the tree or by
 * searching. Managers get only their subtrees (the server scopes both calls). Keyboard: Enter or
 * Space opens, arrows move, Escape closes and returns to the button.
 */
export function GroupPicker({ value, onChange, allowCompany, label, groups, whole }: GroupPickerProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const filter = useDebounced(text.trim());
  const companyTree = useQuery({ ...groupTreeQuery(trpc), enabled: !groups });
  const tree: PickerGroups = groups ?? companyTree;
  const serverSearch = useQuery({ ...trpc.groups.search.queryOptions({ filter, limit: SEARCH_LIMIT }), enabled: !groups && open && filter.length > 0 });
  const search = groups ? { data: groups.data && searchTree(groups.data, filter), isError: false, error: null, isFetching: false } : serverSearch;
  const everyone = whole ?? { value: COMPANY, label: t('reports:picker.company') };
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  // A picker near the right edge opens its panel leftwards, so it never runs off the screen.
  const [toLeft, setToLeft] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const found = tree.data && value !== everyone.value ? findGroup(tree.data, value) : null;

  // The path to the chosen group starts open, so the current choice is in sight.
  const above = found?.ancestors.join(' ') ?? '';
  useEffect(() => {
    if (open && above) setExpanded((s) => new Set([...s, ...above.split(' ')]));
  }, [open, above]);

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => !wrap.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    setText('');
    button.current?.focus();
  };
  const choose = (scope: string) => {
    close();
    if (scope !== value) onChange(scope);
  };
  const toggle = (groupId: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(groupId)) next.delete(groupId);
      else next.add(groupId);
      return next;
    });
  const openPanel = () => {
    const left = button.current?.getBoundingClientRect().left ?? 0;
    setToLeft(left + 380 > window.innerWidth);
    setOpen(true);
  };
  // Tabbing out of the picker closes it, as a click outside does.
  const leave = (e: FocusEvent<HTMLDivElement>) => {
    if (open && !wrap.current?.contains(e.relatedTarget)) {
      setOpen(false);
      setText('');
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    } else moveFocus(e.currentTarget, e);
  };

  const current = value === everyone.value ? everyone.label : (found?.node.name ?? (tree.isPending ? t('common:loading') : t('reports:picker.choose')));
  const searching = filter.length > 0;

  return (
    <div className="group-picker" ref={wrap} onBlur={leave}>
      <span className="group-picker__label" id={`${id}-label`}>
        {label ?? t('reports:picker.label')}
      </span>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className="button group-picker__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => (open ? close() : openPanel())}
      >
        <span className="group-picker__current">{current}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          id={`${id}-panel`}
          className={`group-picker__panel${toLeft ? ' group-picker__panel--left' : ''}`}
          role="group"
          aria-label={label ?? t('reports:picker.label')}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <input
            type="search"
            className="group-picker__search"
            aria-label={t('reports:picker.search')}
            placeholder={t('reports:picker.search')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoFocus
          />
          {searching ? (
            <ul className="group-picker__list" aria-label={t('reports:picker.results')} aria-busy={search.isFetching || undefined}>
              {search.isError && <li role="alert">{errorText(t, search.error)}</li>}
              {search.data?.length === 0 && <li className="muted">{t('reports:picker.noResults')}</li>}
              {search.data?.map((g) => (
                <li key={g.id}>
                  <button type="button" className="group-picker__choice" aria-current={g.id === value || undefined} onClick={() => choose(g.id)}>
                    {g.name}
                    {g.path.length > 0 && <span className="group-picker__path">{g.path.join(' › ')}</span>}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <ul className="group-picker__list" aria-label={t('reports:picker.tree')}>
              {allowCompany && (
                <li className="group-picker__row">
                  <button
                    type="button"
                    className="group-picker__choice group-picker__company"
                    aria-current={value === everyone.value || undefined}
                    onClick={() => choose(everyone.value)}
                  >
                    {everyone.label}
                  </button>
                </li>
              )}
              {tree.isPending && <li className="muted">{t('common:loading')}</li>}
              {tree.isError && <li role="alert">{errorText(t, tree.error)}</li>}
              {tree.data?.length === 0 && <li className="muted">{t('reports:picker.noGroups')}</li>}
              {tree.data?.map((n) => (
                <Branch key={n.id} node={n} value={value} expanded={expanded} toggle={toggle} choose={choose} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
