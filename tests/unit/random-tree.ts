// A random group tree for the property tests of places (places.test.ts, participation-places.test.ts):
// `parents[i]` names group i's parent when it is an earlier group, else group i is a top group.

export function randomTree(parents: readonly number[], groupId: (n: number) => string) {
  const groups = parents.map((_, i) => groupId(i + 1));
  const parentOf = parents.map((p, i) => (p >= 0 && p < i ? p : -1));
  /** A node's groups with their ancestors as SQL literals, sorted as a response stores them (−1: none). */
  const chainSql = (node: number): string[] => {
    const up = (g: number): number[] => (g < 0 || g >= groups.length ? [] : [g, ...up(parentOf[g]!)]);
    return up(node)
      .map((g) => `'${groups[g]}'`)
      .sort();
  };
  /** The groups right under a scope ('company' or a group id). */
  const children = (scope: string) => groups.filter((_, g) => (scope === 'company' ? parentOf[g] === -1 : parentOf[g] !== -1 && groups[parentOf[g]!] === scope));
  const tree = groups.map((g, i) => ({ id: g, parent: parentOf[i]! < 0 ? null : groups[parentOf[i]!]! }));
  return { groups, chainSql, children, tree };
}

/** A scope's figure less its subgroups' (its own people): never negative where the people nest. */
export const remainder = (scope: string, children: (scope: string) => string[], n: (scope: string) => number) =>
  n(scope) - children(scope).reduce((sum, c) => sum + n(c), 0);
