import { createHash } from 'node:crypto';
import { gateTree, hideIndexes, withheld, type GateNode, type GateTree } from '../gate.js';
import { auditFamily } from '../gate-family.js';
import { COMPANY, type ScopeCount } from './base.js';

// Applies the gate to one bucket's counts: the groups as a tree under the company, and, with a
// demographic attribute, each group's cells under it and each option's cells across the tree.
// The two families are gated together until neither hides anything more; then the whole visible
// family is audited for signed combinations of its figures (gate-family.ts).

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
// What the tree alone decides (the keys in the gate's order, and who is whose part), once per tree:
// a report gates many figures over the same tree (participation: two dozen, each counted anew).
const shapes = new WeakMap<readonly TreeNode[], Omit<TreeFamily<Counted>, 'counted'>>();

function shapeOf(tree: readonly TreeNode[]): Omit<TreeFamily<Counted>, 'counted'> {
  let kept = shapes.get(tree);
  if (kept) return kept;
  // By id, not as the tree was read: positions decide the order the gate visits figures in.
  const groups = byId(tree);
  const position = new Map(groups.map((t, i) => [t.id, i + 1]));
  kept = {
    keys: [cellKey(COMPANY, null), ...groups.map((t) => cellKey(t.id, null))],
    shape: gateTree([-1, ...groups.map((t) => (t.parent === null ? 0 : (position.get(t.parent) ?? -1)))]),
  };
  shapes.set(tree, kept);
  return kept;
}

function treeFamily<T extends Counted>(counts: readonly T[], tree: readonly TreeNode[]): TreeFamily<T> {
  const kept = families.get(counts);
  if (kept?.tree === tree) return kept.family as TreeFamily<T>;
  const byKey = new Map(counts.map((c) => [cellKey(c.scope, c.option), c]));
  const { keys, shape } = shapeOf(tree);
  const family = { keys, counted: keys.map((key) => byKey.get(key)), shape };
  families.set(counts, { tree, family });
  return family;
}

const byId = (tree: readonly TreeNode[]) => [...tree].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** What to withhold in one bucket: the pairwise rules, then the audit of the whole visible family. */
export function gateBucket<T extends Counted>(counts: readonly T[], tree: readonly TreeNode[], k: number, n: (c: T) => number): Set<string> {
  const hidden = pairwiseGate(counts, tree, k, n);
  // Without cells the sets are nested (a tree): its pairwise rule already covers every combination.
  if (!counts.some((c) => c.option !== null)) return hidden;
  const { options, countOf } = gateFamilies(counts, tree, n);
  // The same viewer has the view without the attribute, the tree alone: what it shows is in the family.
  const alone = pairwiseGate(
    counts.filter((c) => c.option === null),
    tree,
    k,
    n,
  );
  return auditBucket(hidden, alone, tree, options, k, countOf);
}

/** The pairwise rules alone (gate.ts): a group beside its parts, a cell beside its total. */
export function pairwiseGate<T extends Counted>(counts: readonly T[], tree: readonly TreeNode[], k: number, n: (c: T) => number): Set<string> {
  if (!counts.some((c) => c.option !== null)) {
    // One family alone (no demographic cells): the gate reaches its fixed point in one pass.
    const family = treeFamily(counts, tree);
    const hidden = hideIndexes(
      family.shape,
      family.counted.map((c) => (c ? n(c) : 0)),
      k,
      undefined,
      family.keys,
    );
    const out = new Set<string>();
    hidden.forEach((h, i) => {
      if (h) out.add(family.keys[i]!);
    });
    return out;
  }
  const { options, scopes, treeNodes, cellNodes } = gateFamilies(counts, tree, n);
  const hidden = new Set<string>();
  // Each family is handed only its own withheld figures (not the whole set: a family of a scope's
  // cells is small, and there is one per scope).
  const gate = (nodes: GateNode[]) => {
    for (const id of withheld(
      nodes,
      k,
      nodes.filter((node) => hidden.has(node.id)).map((node) => node.id),
    ))
      hidden.add(id);
  };
  for (let size = -1; size !== hidden.size;) {
    size = hidden.size;
    for (const option of [null, ...options]) gate(treeNodes(option));
    if (options.length) for (const scope of scopes) gate(cellNodes(scope));
  }
  return hidden;
}

/**
 * The families the pairwise rules gate, over sorted options and groups by id (the order counts
 * come back in must not decide anything): the groups under the company for each option (and the
 * whole), and each scope's cells under it.
 */
export function gateFamilies<T extends Counted>(counts: readonly T[], tree: readonly TreeNode[], n: (c: T) => number) {
  const byKey = new Map(counts.map((c) => [cellKey(c.scope, c.option), c]));
  const options = [...new Set(counts.map((c) => c.option).filter((o): o is string => o !== null))].sort();
  const scopes = [COMPANY, ...byId(tree).map((t) => t.id)];
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
  return { options, scopes, countOf, treeNodes, cellNodes };
}

/** The audit over the company, the groups (by id) and the options (sorted): stable positions. */
function auditBucket(
  hidden: Set<string>,
  alone: ReadonlySet<string>,
  tree: readonly TreeNode[],
  options: readonly string[],
  k: number,
  countOf: (scope: string, option: string | null) => number,
): Set<string> {
  const scopes = [COMPANY, ...byId(tree).map((t) => t.id)];
  const position = new Map(scopes.map((id, i) => [id, i]));
  const parentOf = new Map(tree.map((t) => [t.id, t.parent ?? COMPANY]));
  const columns = [null, ...options];
  const n = new Float64Array(scopes.length * columns.length);
  const marks = new Uint8Array(n.length);
  scopes.forEach((scope, i) =>
    columns.forEach((option, c) => {
      n[i * columns.length + c] = countOf(scope, option);
      const key = cellKey(scope, option);
      marks[i * columns.length + c] = hidden.has(key) && (option !== null || alone.has(key)) ? 1 : 0;
    }),
  );
  const parents = scopes.map((id) => (id === COMPANY ? -1 : (position.get(parentOf.get(id)!) ?? 0)));
  auditFamily({ parents, options: options.length, n: (node, c) => n[node * columns.length + c]! }, k, marks);
  const out = new Set(hidden);
  marks.forEach((m, i) => (m ? out.add(cellKey(scopes[Math.floor(i / columns.length)]!, columns[i % columns.length]!)) : undefined));
  return out;
}

/** A short, stable name of a tree (its ids and parents), for keys of cached gate decisions. */
export function treeSignature(tree: readonly TreeNode[]): string {
  // Once per tree: the server keeps a company's tree while its people and groups stay the same.
  let signature = signatures.get(tree);
  if (signature === undefined) signatures.set(tree, (signature = digest(tree.map((t) => `${t.id}>${t.parent ?? ''}`))));
  return signature;
}
const signatures = new WeakMap<readonly TreeNode[], string>();

/**
 * A set that no reader can change: a kept decision is handed to every later report, so a caller
 * that added to it (by a cast, or a helper taking a Set) would change theirs. add, delete and clear
 * throw once it is made.
 */
export class FixedSet<T> extends Set<T> {
  readonly #fixed: boolean;
  constructor(items: Iterable<T> = []) {
    super();
    for (const item of items) super.add(item);
    this.#fixed = true;
  }
  override add(item: T): this {
    if (this.#fixed) throw new TypeError('a kept decision cannot be changed');
    return super.add(item);
  }
  override delete(): boolean {
    throw new TypeError('a kept decision cannot be changed');
  }
  override clear(): void {
    throw new TypeError('a kept decision cannot be changed');
  }
}

/**
 * A decision kept with the counts object it was made from, per `key` (tree, k…): counts are kept as
 * long as the data they describe (analytics/cache.ts), so their decisions are made once.
 */
export function keptWith<O extends object, T>(store: WeakMap<O, Map<string, T>>, counts: O, key: string, make: () => T): T {
  let byKey = store.get(counts);
  if (!byKey) store.set(counts, (byKey = new Map<string, T>()));
  if (byKey.has(key)) return byKey.get(key)!;
  const value = make();
  byKey.set(key, value);
  return value;
}

// A family of counts by scope (participation's) is gated once per map object: it is kept with the
// company's shared counts, and its decision depends on nothing else but the tree and k.
const scopeGates = new WeakMap<ReadonlyMap<string, number>, Map<string, ReadonlySet<string>>>();

/** The scopes of `family` (counts by scope) the gate withholds over the tree, kept with the map. */
export const keptScopeGate = (family: ReadonlyMap<string, number>, tree: readonly TreeNode[], k: number): ReadonlySet<string> =>
  keptWith(
    scopeGates,
    family,
    `${treeSignature(tree)}|${k}`,
    () =>
      new FixedSet(
        gateBucket(
          [...family].map(([scope, n]) => ({ scope, option: null, n })),
          tree,
          k,
          (c) => c.n,
        ),
      ),
  );

/** A short, stable name of counts by key (rosters), once per map: the server keeps them per version. */
export function countsSignature(counts: ReadonlyMap<string, number>): string {
  let signature = countSignatures.get(counts);
  if (signature === undefined) countSignatures.set(counts, (signature = digest([...counts].map(([key, n]) => `${key}=${n}`).sort())));
  return signature;
}
const countSignatures = new WeakMap<ReadonlyMap<string, number>, string>();

/** 128 bits of a digest: two different trees or rosters never share a cached figure. */
const digest = (parts: readonly string[]) => `${parts.length}:${createHash('sha256').update(parts.join(';')).digest('base64url').slice(0, 22)}`;
