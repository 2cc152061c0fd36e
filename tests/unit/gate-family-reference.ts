// The visible-family audit as it was before its echelon form was built incrementally (commit
// cc20611): every loop eliminated all shown rows again, each a figure's whole row (not less its
// shown nested figures). Kept only as a reference for tests/unit/visible-family.test.ts, which
// checks the faster audit takes the same decisions; the atoms, the elimination and the search for
// small supports are the audit's own (analytics/gate-algebra.ts, gate-family.ts).

import { gateFamilies, type TreeNode } from '../../analytics/figures/gating.js';
import { withheld } from '../../analytics/gate.js';
import { components, echelon, reduced, type Row } from '../../analytics/gate-algebra.js';
import { atomLayout, smallestTouching, smallSupport, type Family } from '../../analytics/gate-family.js';

/**
 * Marks in `hidden` (index node × (options + 1) + column, 1 = withheld; marked ones kept) the
 * figures to withhold so that no signed combination of the shown ones is nonzero on 1 to k−1
 * people. Each leak withholds the smallest shown figure that touches it (ties: the lower
 * position), and the audit runs again until none is left. Nodes partition people (one member
 * group under a parent), options partition a node's people with "no option" as the rest.
 */
export function referenceAudit(f: Family, k: number, hidden: Uint8Array): Uint8Array {
  const { width, nodes, order, first, place, size, column, largeColumns, atomOf } = atomLayout(f, k);
  const rowOf = (node: number, c: number): Row => {
    const cols: number[] = [];
    for (let i = first[node]!; i <= place[node]!; i++) {
      const g = order[i]!;
      for (let a = c === 0 ? 0 : c; a < (c === 0 ? width : c + 1); a++) if (column[g * width + a]! >= 0) cols.push(column[g * width + a]!);
    }
    cols.sort((a, b) => a - b);
    return { cols, vals: cols.map(() => 1) };
  };

  for (;;) {
    const rows: Row[] = [];
    for (let i = 0; i < nodes * width; i++) if (!hidden[i]) rows.push(rowOf(Math.floor(i / width), i % width));
    rows.sort((a, b) => a.cols.length - b.cols.length);
    // Rows led by a small column have no large one: they span the shown vectors on small atoms.
    const small = reduced(new Map([...echelon(rows)].filter(([lead]) => lead >= largeColumns)));
    if (!small.length) return hidden;
    const leaks = components(small)
      .map((part) => smallSupport(part, size, atomOf, k))
      .filter((s): s is number[] => s !== null);
    if (!leaks.length) return hidden;
    for (const support of leaks) {
      const target = smallestTouching(support, f, hidden, width);
      // A leak comes from shown figures, so one touches it; without one the audit would not end.
      if (target < 0) throw new Error('a leak no shown figure touches');
      hidden[target] = 1;
    }
  }
}

/**
 * The pairwise rules' fixed point as it was before commit e57a9fc: every family was handed the
 * whole withheld set, and the set was copied after each family. Same rules, slower.
 */
export function referencePairwise(counts: readonly { scope: string; option: string | null; n: number }[], tree: readonly TreeNode[], k: number): Set<string> {
  const { options, scopes, treeNodes, cellNodes } = gateFamilies(counts, tree, (c) => c.n);
  let hidden = new Set<string>();
  for (let size = -1; size !== hidden.size;) {
    size = hidden.size;
    for (const option of [null, ...options]) hidden = new Set([...hidden, ...withheld(treeNodes(option), k, hidden)]);
    for (const scope of scopes) hidden = new Set([...hidden, ...withheld(cellNodes(scope), k, hidden)]);
  }
  return hidden;
}
