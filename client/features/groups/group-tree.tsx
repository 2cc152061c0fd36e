import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { TreeNode } from './types';

/** The nodes whose name matches, with the groups above them so the tree stays readable. */
function prune(nodes: TreeNode[], filter: string): TreeNode[] {
  if (!filter) return nodes;
  const text = filter.toLocaleLowerCase();
  return nodes.flatMap((n) => {
    const children = prune(n.children, filter);
    return n.name.toLocaleLowerCase().includes(text) || children.length ? [{ ...n, children }] : [];
  });
}

function Branch({ node, expanded, toggle, filtering }: { node: TreeNode; expanded: Set<string>; toggle: (id: string) => void; filtering: boolean }) {
  const { t } = useTranslation();
  const open = filtering || expanded.has(node.id);
  const hasChildren = node.children.length > 0;
  return (
    <li className="group-tree__item">
      <div className="group-tree__row">
        {hasChildren ? (
          <button
            type="button"
            className="group-tree__toggle"
            aria-expanded={open}
            aria-label={t(open ? 'groups:tree.collapse' : 'groups:tree.expand', { name: node.name })}
            onClick={() => toggle(node.id)}
          >
            {open ? '▾' : '▸'}
          </button>
        ) : (
          <span className="group-tree__spacer" aria-hidden="true" />
        )}
        <Link to="/groups/$groupId" params={{ groupId: node.id }} className="group-tree__name">
          {node.name}
        </Link>
        {!node.active && <span className="group-badge group-badge--muted">{t('groups:status.inactive')}</span>}
        <span className="muted group-tree__meta">{t('groups:tree.meta', { members: node.membersCount, respondents: node.respondents })}</span>
      </div>
      {hasChildren && open && (
        <ul className="group-tree__children">
          {node.children.map((c) => (
            <Branch key={c.id} node={c} expanded={expanded} toggle={toggle} filtering={filtering} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The hierarchy as nested, expandable lists; a filter keeps matching groups and their ancestors. */
export function GroupTree({ filter }: { filter: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const tree = useQuery(trpc.groups.tree.queryOptions());
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (tree.isPending)
    return (
      <div className="skeleton" aria-busy="true">
        <span className="sr-only">{t('common:loading')}</span>
      </div>
    );
  if (tree.isError)
    return (
      <div className="alert alert--danger" role="alert">
        {errorText(t, tree.error)}
      </div>
    );
  const nodes = prune(tree.data, filter.trim());
  if (nodes.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{filter.trim() ? t('groups:list.noMatch') : t('groups:list.empty')}</p>
        {!filter.trim() && <p>{t('groups:list.emptyHint')}</p>}
      </div>
    );
  }
  const all = (list: TreeNode[]): string[] => list.flatMap((n) => [n.id, ...all(n.children)]);
  return (
    <div className="card group-tree">
      <div className="group-tree__tools">
        <button type="button" className="link-button" onClick={() => setExpanded(new Set(all(tree.data)))}>
          {t('groups:tree.expandAll')}
        </button>
        <button type="button" className="link-button" onClick={() => setExpanded(new Set())}>
          {t('groups:tree.collapseAll')}
        </button>
      </div>
      <ul className="group-tree__root" aria-label={t('groups:tree.label')}>
        {nodes.map((n) => (
          <Branch key={n.id} node={n} expanded={expanded} toggle={toggle} filtering={Boolean(filter.trim())} />
        ))}
      </ul>
    </div>
  );
}
