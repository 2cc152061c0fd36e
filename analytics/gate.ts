// The anonymity gate: which figures of one family may be shown. A family is every figure one
// viewer could put side by side: a company's groups (each with its subgroups) under the company,
// or a group's demographic cells under the group. Counts are distinct respondents behind each
// figure; the rules are in ANONYMITY.md. Pure: the figure modules count, the gate decides.

export interface GateNode {
  id: string;
  /** The node this one is part of (null for the family's top). */
  parent: string | null;
  /** Distinct respondents behind the figure. */
  n: number;
}

/**
 * The ids to withhold, so that every shown figure stands on at least k respondents and no
 * difference between shown figures isolates fewer than k people:
 * 1. a figure of fewer than k respondents is withheld;
 * 2. a shown figure whose nearest shown parts below it leave 1 to k−1 of its respondents outside
 *    them withholds its smallest shown part, until what is left is nobody or at least k (with one
 *    part below, that is the difference between the two).
 * Then whatever set of disjoint shown figures is subtracted from a shown figure, what is left is
 * made of such rests and of whole shown figures: nobody, or at least k people. Parts are taken as
 * disjoint (one member group per person, one option per attribute).
 */
export function withheld(given: readonly GateNode[], k: number, alreadyHidden: Iterable<string> = []): Set<string> {
  // By id: the order the figures were counted in (database row order) must not decide anything.
  const nodes = [...given].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const index = new Map<string, number>();
  nodes.forEach((node, i) => index.set(node.id, i));
  const structure = gateTree(nodes.map((node) => (node.parent === null ? -1 : (index.get(node.parent) ?? -1))));
  const hidden = new Uint8Array(nodes.length);
  for (const id of alreadyHidden) {
    const i = index.get(id);
    if (i !== undefined) hidden[i] = 1;
  }
  hideIndexes(
    structure,
    nodes.map((node) => node.n),
    k,
    hidden,
    nodes.map((node) => node.id),
  );
  const out = new Set<string>();
  hidden.forEach((h, i) => {
    if (h) out.add(nodes[i]!.id);
  });
  return out;
}

/** A family's shape by position: each node's children. Built once, gated for many counts. */
export interface GateTree {
  children: number[][];
}

/** The shape of a family from each node's parent position (−1 for none). */
export function gateTree(parents: readonly number[]): GateTree {
  const children: number[][] = parents.map(() => []);
  parents.forEach((parent, i) => {
    if (parent >= 0) children[parent]!.push(i);
  });
  return { children };
}

/**
 * withheld by position (the gate runs for every metric of every month of a report): marks in
 * `hidden` (1 = withheld, already marked ones kept) what the rules above withhold for counts `n`.
 * Parts of equal size are told apart by `keys` (stable ids), never by the order rows arrived in:
 * the same data must give the same decisions at every read (ANONYMITY.md, rule 2).
 */
export function hideIndexes(tree: GateTree, n: ArrayLike<number>, k: number, hidden: Uint8Array = new Uint8Array(n.length), keys?: readonly string[]): Uint8Array {
  const { children } = tree;
  for (let i = 0; i < n.length; i++) if (n[i]! < k) hidden[i] = 1;
  const risky = (difference: number) => difference > 0 && difference < k;

  // The shown parts right below a figure: its shown children, and below hidden ones, theirs.
  const frontierOf = (top: number): number[] => {
    const out: number[] = [];
    const stack = [...children[top]!];
    while (stack.length) {
      const node = stack.pop()!;
      if (!hidden[node]) out.push(node);
      else stack.push(...children[node]!);
    }
    return out;
  };

  // Hiding a part changes only the frontier of the figure above it: that one is checked again.
  const pending: number[] = [];
  for (let i = 0; i < n.length; i++) if (!hidden[i]) pending.push(i);
  while (pending.length) {
    const top = pending.pop()!;
    if (hidden[top]) continue;
    const frontier = frontierOf(top);
    if (frontier.length === 0) continue;
    let covered = 0;
    let smallest = frontier[0]!;
    for (const part of frontier) {
      covered += n[part]!;
      if (n[part]! < n[smallest]! || (n[part] === n[smallest] && keys !== undefined && keys[part]! < keys[smallest]!)) smallest = part;
    }
    if (risky(n[top]! - covered)) {
      hidden[smallest] = 1;
      pending.push(top);
    }
  }
  return hidden;
}
