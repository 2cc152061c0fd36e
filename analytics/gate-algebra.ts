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
    if (value !== 0) out.cols.push(col), out.vals.push(value);
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
      if (other) row = subtract(row, other, row.vals[i]!), i--;
    }
    done.set(lead, row);
  }
  return [...done.values()];
}
