import { gateTree, hideIndexes, withheld, type GateNode, type GateTree } from '../gate.js';
import { COMPANY, type ScopeCount } from './base.js';

// Applies the gate to one bucket's counts: the groups as a tree under the company, and, with a
// demographic attribute, each group's cells under it and each option's cells across the tree.
// The two families are gated together until neither hides anything more.

export interface TreeNode {
  id: string;
  parent: string | null;
}

export const cellKey = (scope: string, option: string | null) => `${scope}|${option ?? ''}`;

/** A count of one scope and cell (ScopeCount, or any figure counted per scope). */
type Counted = Pick<ScopeCount, 'scope' | 'option'>;

/** The groups as one family under the company, with each node's count when it has one. */
interface TreeFamily<T> {
  keys: string[];
  counted: (T | undefined)[];
  shape: GateTree;
}

// Built once per array of counts (each month's, the window's) and tree, gated for every metric.
const families = new WeakMap<readonly Counted[], { tree: readonly TreeNode[]; family: TreeFamily<Counted> }>();

function treeFamily<T extends Counted>(counts: readonly T[], tree: readonly TreeNode[]): TreeFamily<T> {
  const kept = families.get(counts);
  if (kept?.tree === tree) return kept.family as TreeFamily<T>;
  const byKey = new Map(counts.map((c) => [cellKey(c.scope, c.option), c]));
  const position = new Map(tree.map((t, i) => [t.id, i + 1]));
  const keys = [cellKey(COMPANY, null), ...tree.map((t) => cellKey(t.id, null))];
  const family = {
    keys,
    counted: keys.map((key) => byKey.get(key)),
    shape: gateTree([-1, ...tree.map((t) => (t.parent === null ? 0 : (position.get(t.parent) ?? -1)))]),
  };
  families.set(counts, { tree, family });
  return family;
}

export function gateBucket<T extends Counted>(counts: readonly T[], tree: readonly TreeNode[], k: number, n: (c: T) => number): Set<string> {
  if (!counts.some((c) => c.option !== null)) {
    // One family alone (no demographic cells): the gate reaches its fixed point in one pass.
    const family = treeFamily(counts, tree);
    const hidden = hideIndexes(family.shape, family.counted.map((c) => (c ? n(c) : 0)), k);
    const out = new Set<string>();
    hidden.forEach((h, i) => {
      if (h) out.add(family.keys[i]!);
    });
    return out;
  }
  const byKey = new Map(counts.map((c) => [cellKey(c.scope, c.option), c]));
  const options = [...new Set(counts.map((c) => c.option).filter((o): o is string => o !== null))];
  const scopes = [COMPANY, ...tree.map((t) => t.id)];
  const countOf = (scope: string, option: string | null) => {
    const c = byKey.get(cellKey(scope, option));
    return c ? n(c) : 0;
  };
  const treeNodes = (option: string | null): GateNode[] => [
    { id: cellKey(COMPANY, option), parent: null, n: countOf(COMPANY, option) },
    ...tree.map((t) => ({ id: cellKey(t.id, option), parent: cellKey(t.parent ?? COMPANY, option), n: countOf(t.id, option) })),
  ];
  const cellNodes = (scope: string): GateNode[] => [
    { id: cellKey(scope, null), parent: null, n: countOf(scope, null) },
    ...options.map((o) => ({ id: cellKey(scope, o), parent: cellKey(scope, null), n: countOf(scope, o) })),
  ];

  let hidden = new Set<string>();
  for (let size = -1; size !== hidden.size; ) {
    size = hidden.size;
    for (const option of [null, ...options]) hidden = new Set([...hidden, ...withheld(treeNodes(option), k, hidden)]);
    if (options.length) for (const scope of scopes) hidden = new Set([...hidden, ...withheld(cellNodes(scope), k, hidden)]);
  }
  return hidden;
}

/** A short, stable name of a tree (its ids and parents), for keys of cached gate decisions. */
export function treeSignature(tree: readonly TreeNode[]): string {
  let h = 2166136261;
  for (const t of tree) for (const ch of `${t.id}>${t.parent ?? ''};`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return `${tree.length}:${h.toString(36)}`;
}
