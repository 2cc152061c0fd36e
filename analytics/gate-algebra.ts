// Exact linear algebra over the atoms of the visible-family audit (analytics/gate-family.ts).

// Arithmetic modulo a prime below 2^26 (products stay exact in doubles). The sets' incidence
// matrices are tree × partition matrices, whose minors are 0 or ±1: their rank is the same as
// over the rationals (tests/unit/visible-family.test.ts checks it against exact fractions).
export const PRIME = 67108859;
export const mul = (a: number, b: number) => (a * b) % PRIME;
export function inverse(a: number): number {
  let [r, x, r1, x1] = [PRIME, 0, a % PRIME, 1];
  while (r1 !== 0) {
    const q = Math.floor(r / r1);
    [r, r1] = [r1, r - q * r1];
    [x, x1] = [x1, x - q * x1];
  }
  return ((x % PRIME) + PRIME) % PRIME;
}

/** A sparse row: columns ascending, values modulo PRIME (never 0). */
export interface Row {
  cols: number[];
  vals: number[];
}

/** row − factor × pivot, both sparse. */
export function subtract(row: Row, pivot: Row, factor: number): Row {
  const out: Row = { cols: [], vals: [] };
  let [i, j] = [0, 0];
  while (i < row.cols.length || j < pivot.cols.length) {
    const [a, b] = [row.cols[i] ?? Infinity, pivot.cols[j] ?? Infinity];
    let value: number;
    let col: number;
    if (a < b) [col, value] = [a, row.vals[i++]!];
    else if (b < a) [col, value] = [b, (PRIME - mul(factor, pivot.vals[j++]!)) % PRIME];
    else [col, value] = [a, (row.vals[i++]! - mul(factor, pivot.vals[j++]!) + PRIME) % PRIME];
    if (value !== 0) (out.cols.push(col), out.vals.push(value));
  }
  return out;
}

/** The reduced echelon form of echelon rows: leads 1, and no row has another row's lead. */
export function reduced(pivots: ReadonlyMap<number, Row>): Row[] {
  const done = new Map<number, Row>();
  for (const lead of [...pivots.keys()].sort((a, b) => b - a)) {
    let row = pivots.get(lead)!;
    row = subtract({ cols: [], vals: [] }, row, PRIME - inverse(row.vals[0]!));
    for (let i = 1; i < row.cols.length; i++) {
      const other = done.get(row.cols[i]!);
      if (other) ((row = subtract(row, other, row.vals[i]!)), i--);
    }
    done.set(lead, row);
  }
  return [...done.values()];
}

/** Echelon form of rows, each row's leading column its smallest: pivots by column. */
export function echelon(rows: Row[]): Map<number, Row> {
  const pivots = new Map<number, Row>();
  for (const row of rows) insert(pivots, row);
  return pivots;
}

/** Rank of the rows with the columns in `drop` removed (a few rows: one candidate support). */
export function rankWithout(rows: readonly Row[], drop: ReadonlySet<number>): number {
  return echelon(
    rows.map((r) => {
      const out: Row = { cols: [], vals: [] };
      for (let i = 0; i < r.cols.length; i++) if (!drop.has(r.cols[i]!)) (out.cols.push(r.cols[i]!), out.vals.push(r.vals[i]!));
      return out;
    }),
  ).size;
}

/** Adds a row to an echelon form (pivots by leading column); its new lead, or −1 if dependent. */
export function insert(pivots: Map<number, Row>, given: Row): number {
  let row = given;
  while (row.cols.length) {
    const lead = row.cols[0]!;
    const pivot = pivots.get(lead);
    if (!pivot) {
      pivots.set(lead, row);
      return lead;
    }
    row = subtract(row, pivot, mul(row.vals[0]!, inverse(pivot.vals[0]!)));
  }
  return -1;
}

/** The rows split into groups sharing no column: a small support lies within one. */
export function components(rows: readonly Row[]): Row[][] {
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
    const part = parts.get(key);
    if (part) part.push(row);
    else parts.set(key, [row]);
  }
  return [...parts.values()];
}
