// The visible-family audit (ANONYMITY.md, rule 2): the pairwise rules of gate.ts look at a group
// beside its parts, but a leader can add and subtract any figures shown to them. Each shown figure
// is a set of respondents; a signed combination of them is a vector in their span, and one that is
// nonzero on 1 to k−1 people singles those people out. With one attribute the sets are unions of
// atoms (a node's direct members × one option, or × "no option"), so the span is searched over
// atoms: exact elimination, then a search for small supports among the atoms of fewer than k.

import { components, insert, rankWithout, reduced, type Row } from './gate-algebra.js';

export interface Family {
  /** Each node's parent position (−1 for the top, the company); positions in a stable order. */
  parents: readonly number[];
  /** Options of the one attribute; column 0 of a node is all its people, 1..options an option. */
  options: number;
  /** Distinct respondents of a node's column. */
  n: (node: number, column: number) => number;
}

// Enough for every small support of a company's sizes; beyond it, a component is taken as a leak.
const SEARCH_LIMIT = 20000;

/**
 * The atoms of a family and their columns: a node's subtree is the run of positions in post-order
 * ending at it (`first`..`place`); atom (node, column) is column 0 the node's direct members with
 * no option, c ≥ 1 those with option c; columns number the atoms of at least k first (no leak can
 * touch them), then the small ones.
 */
export function atomLayout(f: Family, k: number) {
  const width = f.options + 1;
  const nodes = f.parents.length;
  const children: number[][] = f.parents.map(() => []);
  f.parents.forEach((p, i) => (p >= 0 ? children[p]!.push(i) : undefined));
  // Post-order: a node's subtree is the run of positions ending at it.
  const order: number[] = [];
  const first = new Int32Array(nodes);
  const visit = (node: number) => {
    first[node] = order.length;
    for (const c of children[node]!) visit(c);
    order.push(node);
  };
  f.parents.forEach((p, i) => (p < 0 ? visit(i) : undefined));
  const place = new Int32Array(nodes);
  order.forEach((node, i) => (place[node] = i));
  // Atom (node, column): column 0 the node's direct members with no option, c ≥ 1 with option c.
  const size = new Float64Array(nodes * width);
  for (let g = 0; g < nodes; g++) {
    const direct = (c: number) => Math.max(0, f.n(g, c) - children[g]!.reduce((s, ch) => s + f.n(ch, c), 0));
    let rest = direct(0);
    for (let c = 1; c < width; c++) rest -= size[g * width + c] = direct(c);
    size[g * width] = Math.max(0, rest);
  }
  // Columns: atoms of at least k first (no leak can touch them), then the small ones.
  const column = new Int32Array(nodes * width).fill(-1);
  let columns = 0;
  for (const small of [false, true])
    for (const g of order) for (let c = 0; c < width; c++) if (size[g * width + c]! > 0 && size[g * width + c]! < k === small) column[g * width + c] = columns++;
  const largeColumns = [...size].filter((s) => s >= k).length;
  const atomOf = new Int32Array(columns);
  column.forEach((col, atom) => (col >= 0 ? (atomOf[col] = atom) : undefined));
  return { width, nodes, children, order, first, place, size, column, largeColumns, atomOf };
}

/**
 * Marks in `hidden` (index node × (options + 1) + column, 1 = withheld; marked ones kept) the
 * figures to withhold so that no signed combination of the shown ones is nonzero on 1 to k−1
 * people. Each leak withholds the smallest shown figure that touches it (ties: the lower
 * position), and the audit runs again until none is left. Nodes partition people (one member
 * group under a parent), options partition a node's people with "no option" as the rest.
 */
export function auditFamily(f: Family, k: number, hidden: Uint8Array): Uint8Array {
  const { width, nodes, order, first, place, size, column, largeColumns, atomOf } = atomLayout(f, k);

  // A shown figure's row less the rows of the shown figures of its column nested in it (for a
  // whole figure, of the whole figures under it): the same span (each row minus rows of the
  // span), but the rows of one column are disjoint, so they are echelon rows as they are, and
  // few columns are left to eliminate. The span, hence the reduced form of its vectors on small
  // atoms, is the same as the figures' own: the leaks found are the same.
  const gapRow = (node: number, c: number): Row => {
    const cols: number[] = [];
    const add = (g: number) => {
      for (let a = c === 0 ? 0 : c; a < (c === 0 ? width : c + 1); a++) if (column[g * width + a]! >= 0) cols.push(column[g * width + a]!);
    };
    add(node);
    // Post-order: walking down from the node, a shown descendant's subtree is skipped whole.
    for (let i = place[node]! - 1; i >= first[node]!; i--) {
      const g = order[i]!;
      if (!hidden[g * width + c]) i = first[g]!;
      else add(g);
    }
    cols.sort((x, y) => x - y);
    return { cols, vals: cols.map(() => 1) };
  };

  // A part of the subspace that a withholding left as it was has the same answer: searched once.
  const searched = new Map<string, number[] | null>();
  const search = (part: Row[]) => {
    const key = part.map((r) => `${r.cols.join()}:${r.vals.join()}`).join(';');
    if (!searched.has(key)) searched.set(key, smallSupport(part, size, atomOf, k));
    return searched.get(key)!;
  };
  for (;;) {
    const pivots = new Map<number, Row>();
    for (const c of [0, ...Array.from({ length: f.options }, (_, o) => o + 1)]) for (let g = 0; g < nodes; g++) if (!hidden[g * width + c]) insert(pivots, gapRow(g, c));
    // Rows led by a small column have no large one: they span the shown vectors on small atoms.
    const small = reduced(new Map([...pivots].filter(([lead]) => lead >= largeColumns)));
    if (!small.length) return hidden;
    const leaks = components(small)
      .map(search)
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
 * Atoms whose people a combination of `rows` (reduced echelon form) isolates, 1 to k−1 people in
 * all, or null. A combination vanishing off a set S of columns uses only rows led inside S (a
 * lead is nonzero in its row alone), so each candidate is a few connected rows R, their leads,
 * and some of their other columns T: a leak when R off S = leads ∪ T loses rank.
 */
export function smallSupport(rows: readonly Row[], size: Float64Array, atomOf: Int32Array, k: number): number[] | null {
  const weight = (c: number) => size[atomOf[c]!]!;
  const byColumn = new Map<number, number[]>();
  rows.forEach((r, i) =>
    r.cols.forEach((c) => {
      const list = byColumn.get(c);
      if (list) list.push(i);
      else byColumn.set(c, [i]);
    }),
  );
  let tries = 0;
  const seen = new Set<string>();
  const tryRows = (chosen: number[], leads: number): number[] | null => {
    const key = [...chosen].sort((a, b) => a - b).join();
    if (seen.has(key)) return null;
    seen.add(key);
    const picked = chosen.map((i) => rows[i]!);
    const lead = new Set(picked.map((r) => r.cols[0]!));
    const others = [...new Set(picked.flatMap((r) => r.cols.slice(1)))].filter((c) => weight(c) < k - leads).sort((a, b) => a - b);
    const drop = new Set(lead);
    const pickT = (from: number, budget: number): number[] | null => {
      if (++tries > SEARCH_LIMIT) return [...new Set(rows.flatMap((r) => r.cols))];
      if (rankWithout(picked, drop) < picked.length) return [...drop];
      for (let i = from; i < others.length; i++) {
        if (weight(others[i]!) > budget) continue;
        drop.add(others[i]!);
        const found = pickT(i + 1, budget - weight(others[i]!));
        drop.delete(others[i]!);
        if (found) return found;
      }
      return null;
    };
    const found = pickT(0, k - 1 - leads);
    if (found) return found;
    // A larger R: another row sharing a column with these, while the leads stay under k.
    if (chosen.length >= k - 1) return null;
    for (const c of new Set(picked.flatMap((r) => r.cols)))
      for (const next of byColumn.get(c) ?? []) {
        if (chosen.includes(next) || leads + weight(rows[next]!.cols[0]!) >= k) continue;
        const more = tryRows([...chosen, next], leads + weight(rows[next]!.cols[0]!));
        if (more) return more;
      }
    return null;
  };
  for (let i = 0; i < rows.length; i++) {
    if (weight(rows[i]!.cols[0]!) >= k) continue;
    const found = tryRows([i], weight(rows[i]!.cols[0]!));
    if (found) return found.map((c) => atomOf[c]!);
  }
  return null;
}

/**
 * The figure to withhold for a leak: a shown demographic cell of fewest people (ties: the lower
 * position), first among those over the leak's atoms, then among the cells of the leak's
 * groups, their ancestors and descendants (a combination also uses figures that cancel outside
 * the leak), then any. Cells, as a group's whole figure is shown anyway in the view without the
 * attribute, where the tree alone is gated (exactly: nested sets span nothing smaller than their
 * rests); with every cell withheld no leak is left, so the audit ends.
 */
export function smallestTouching(atoms: readonly number[], f: Family, hidden: Uint8Array, width: number): number {
  const count = (at: number) => f.n(Math.floor(at / width), at % width);
  const upFrom = (node: number) => {
    const out: number[] = [];
    for (let at = node; at >= 0; at = f.parents[at]!) out.push(at);
    return out;
  };
  const over = new Set(atoms.flatMap((atom) => upFrom(Math.floor(atom / width)).flatMap((node) => (atom % width === 0 ? [] : [node * width + (atom % width)]))));
  const leakNodes = new Set(atoms.map((atom) => Math.floor(atom / width)));
  const related = (node: number) => upFrom(node).some((a) => leakNodes.has(a)) || [...leakNodes].some((l) => upFrom(l).includes(node));
  const passes: ((at: number) => boolean)[] = [(at) => over.has(at), (at) => related(Math.floor(at / width)), () => true];
  for (const pass of passes) {
    let best = -1;
    for (let at = 0; at < hidden.length; at++)
      if (at % width !== 0 && !hidden[at] && pass(at) && (best < 0 || count(at) < count(best) || (count(at) === count(best) && at < best))) best = at;
    if (best >= 0) return best;
  }
  // No cell left: the smallest shown whole figure (not reached when the tree's own gate holds).
  let best = -1;
  for (let at = 0; at < hidden.length; at += width) if (!hidden[at] && (best < 0 || count(at) < count(best))) best = at;
  return best;
}
