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

function depthOf(byId: Map<string, GateNode>, id: string): number {
  let depth = 0;
  for (let at = byId.get(id)?.parent ?? null; at && depth < 10_000; at = byId.get(at)?.parent ?? null) depth++;
  return depth;
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
  const order = [...nodes].sort((a, b) => depthOf(byId, a.id) - depthOf(byId, b.id));
  const hidden = new Set([...alreadyHidden].filter((id) => byId.has(id)));
  for (const n of nodes) if (n.n < k) hidden.add(n.id);
  const shownAncestor = (node: GateNode): GateNode | null => {
    for (let at = node.parent; at; at = byId.get(at)?.parent ?? null) {
      const a = byId.get(at);
      if (a && !hidden.has(a.id)) return a;
    }
    return null;
  };
  const risky = (difference: number) => difference > 0 && difference < k;

  for (let changed = true; changed; ) {
    changed = false;
    const frontiers = new Map<string, GateNode[]>();
    for (const node of order) {
      if (hidden.has(node.id)) continue;
      const above = shownAncestor(node);
      if (!above) continue;
      const frontier = frontiers.get(above.id);
      if (frontier) frontier.push(node);
      else frontiers.set(above.id, [node]);
    }
    for (const [topId, frontier] of frontiers) {
      const covered = frontier.reduce((sum, node) => sum + node.n, 0);
      if (risky(byId.get(topId)!.n - covered)) {
        hidden.add(frontier.reduce((a, b) => (b.n < a.n ? b : a)).id);
        changed = true;
      }
    }
  }
  return hidden;
}
