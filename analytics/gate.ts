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
export function withheld(nodes: readonly GateNode[], k: number, alreadyHidden: Iterable<string> = []): Set<string> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const children = new Map<string, GateNode[]>();
  for (const n of nodes) {
    if (n.parent === null || !byId.has(n.parent)) continue;
    const list = children.get(n.parent);
    if (list) list.push(n);
    else children.set(n.parent, [n]);
  }
  const hidden = new Set([...alreadyHidden].filter((id) => byId.has(id)));
  for (const n of nodes) if (n.n < k) hidden.add(n.id);
  const risky = (difference: number) => difference > 0 && difference < k;

  // The shown parts right below a figure: its shown children, and below hidden ones, theirs.
  const frontierOf = (top: string): GateNode[] => {
    const out: GateNode[] = [];
    const stack = [...(children.get(top) ?? [])];
    while (stack.length) {
      const node = stack.pop()!;
      if (!hidden.has(node.id)) out.push(node);
      else stack.push(...(children.get(node.id) ?? []));
    }
    return out;
  };

  // Hiding a part changes only the frontier of the figure above it: that one is checked again.
  const pending = nodes.filter((n) => !hidden.has(n.id));
  while (pending.length) {
    const top = pending.pop()!;
    if (hidden.has(top.id)) continue;
    const frontier = frontierOf(top.id);
    if (frontier.length === 0) continue;
    const covered = frontier.reduce((sum, node) => sum + node.n, 0);
    if (risky(top.n - covered)) {
      hidden.add(frontier.reduce((a, b) => (b.n < a.n ? b : a)).id);
      pending.push(top);
    }
  }
  return hidden;
}
