// The visible-family audit as it was before its echelon form was built incrementally (commit
// cc20611): every loop eliminated all shown rows again. Kept only as a reference for
// tests/unit/visible-family.test.ts, which checks the faster audit takes the same decisions.

import { COMPANY } from '../../analytics/figures/base.js';
import { cellKey, type TreeNode } from '../../analytics/figures/gating.js';
import { withheld, type GateNode } from '../../analytics/gate.js';
import { inverse, mul, reduced, subtract, type Row } from '../../analytics/gate-algebra.js';
import { smallestTouching, type Family } from '../../analytics/gate-family.js';

/** Echelon form of rows, each row's leading column its smallest: pivots by column. */
function echelon(rows: Row[]): Map<number, Row> {
  const pivots = new Map<number, Row>();
  for (let row of rows) {
    while (row.cols.length) {
      const lead = row.cols[0]!;
      const pivot = pivots.get(lead);
      if (!pivot) {
        pivots.set(lead, row);
        break;
      }
      row = subtract(row, pivot, mul(row.vals[0]!, inverse(pivot.vals[0]!)));
    }
  }
  return pivots;
}

/** Rank of the rows with the columns in `drop` removed (a few rows: one candidate support). */
function rankWithout(rows: readonly Row[], drop: ReadonlySet<number>): number {
  return echelon(rows.map((r) => {
    const out: Row = { cols: [], vals: [] };
    for (let i = 0; i < r.cols.length; i++) if (!drop.has(r.cols[i]!)) out.cols.push(r.cols[i]!), out.vals.push(r.vals[i]!);
    return out;
  })).size;
}

// Enough for every small support of a company's sizes; beyond it, a component is taken as a leak.
const SEARCH_LIMIT = 20000;

/**
 * Marks in `hidden` (index node × (options + 1) + column, 1 = withheld; marked ones kept) the
 * figures to withhold so that no signed combination of the shown ones is nonzero on 1 to k−1
 * people. Each leak withholds the smallest shown figure that touches it (ties: the lower
 * position), and the audit runs again until none is left. Nodes partition people (one member
 * group under a parent), options partition a node's people with "no option" as the rest.
 */
export function referenceAudit(f: Family, k: number, hidden: Uint8Array): Uint8Array {
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
    const leaks = components(small).map((part) => smallSupport(part, size, atomOf, k)).filter((s): s is number[] => s !== null);
    if (!leaks.length) return hidden;
    for (const support of leaks) {
      const target = smallestTouching(support, f, hidden, width);
      // A leak comes from shown figures, so one touches it; without one the audit would not end.
      if (target < 0) throw new Error('a leak no shown figure touches');
      hidden[target] = 1;
    }
  }
}

/** The rows split into groups sharing no column: a small support lies within one. */
function components(rows: readonly Row[]): Row[][] {
  const root = new Map<number, number>();
  const find = (c: number): number => {
    let r = c;
    while (root.get(r) !== undefined && root.get(r) !== r) r = root.get(r)!;
    root.set(c, r);
    return r;
  };
  for (const row of rows) for (const c of row.cols) root.set(find(c), find(row.cols[0]!));
  const parts = new Map<number, Row[]>();
  for (const row of rows) {
    const key = find(row.cols[0]!);
    parts.set(key, [...(parts.get(key) ?? []), row]);
  }
  return [...parts.values()];
}

/**
 * Atoms whose people a combination of `rows` (reduced echelon form) isolates, 1 to k−1 people in
 * all, or null. A combination vanishing off a set S of columns uses only rows led inside S (a
 * lead is nonzero in its row alone), so each candidate is a few connected rows R, their leads,
 * and some of their other columns T: a leak when R off S = leads ∪ T loses rank.
 */
function smallSupport(rows: readonly Row[], size: Float64Array, atomOf: Int32Array, k: number): number[] | null {
  const weight = (c: number) => size[atomOf[c]!]!;
  const byColumn = new Map<number, number[]>();
  rows.forEach((r, i) => r.cols.forEach((c) => byColumn.set(c, [...(byColumn.get(c) ?? []), i])));
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
 * The pairwise rules' fixed point as it was before commit e57a9fc: every family was handed the
 * whole withheld set, and the set was copied after each family. Same rules, slower.
 */
export function referencePairwise(counts: readonly { scope: string; option: string | null; n: number }[], tree: readonly TreeNode[], k: number): Set<string> {
  const byKey = new Map(counts.map((c) => [cellKey(c.scope, c.option), c.n]));
  const options = [...new Set(counts.map((c) => c.option).filter((o): o is string => o !== null))].sort();
  const scopes = [COMPANY, ...[...tree].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((t) => t.id)];
  const countOf = (scope: string, option: string | null) => byKey.get(cellKey(scope, option)) ?? 0;
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
    for (const scope of scopes) hidden = new Set([...hidden, ...withheld(cellNodes(scope), k, hidden)]);
  }
  return hidden;
}
