import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gateBucket, pairwiseGate } from '../../analytics/figures/gating.js';
import { auditFamily } from '../../analytics/gate-family.js';
import { referenceAudit, referencePairwise } from './gate-family-reference.js';

// The gate against a leader who takes every figure of one view (the company, every group, every
// cell of one attribute) and searches their span, with exact fractions, for a signed combination
// that is nonzero on 1 to k−1 people: with it, sums of shown figures (mean × people) give those
// people's answers. The search knows nothing of trees or atoms: people are columns, figures rows.

interface World {
  k: number;
  /** parents[i]: an earlier group, or -1 (under the company). */
  parents: number[];
  options: number;
  /** Each person's member group (-1: the company only) and option (-1: none given). */
  people: { group: number; option: number }[];
}

const world = fc
  .record({ k: fc.integer({ min: 2, max: 5 }), size: fc.integer({ min: 1, max: 6 }), options: fc.integer({ min: 1, max: 3 }) })
  .chain(({ k, size, options }) =>
    fc.record({
      k: fc.constant(k),
      parents: fc.tuple(...Array.from({ length: size }, (_, i) => fc.integer({ min: -1, max: i - 1 }))),
      options: fc.constant(options),
      people: fc.array(fc.record({ group: fc.integer({ min: -1, max: size - 1 }), option: fc.integer({ min: -1, max: options - 1 }) }), { maxLength: 36 }),
    }),
  ) as fc.Arbitrary<World>;

const scopeId = (i: number) => (i < 0 ? 'company' : `g${i}`);
const optionId = (o: number) => (o < 0 ? null : `o${o}`);

/** Every figure of the view: (scope, option or null) → its people. */
function figures(w: World): Map<string, { scope: string; option: string | null; people: number[] }> {
  const out = new Map<string, { scope: string; option: string | null; people: number[] }>();
  for (const scope of [-1, ...w.parents.keys()])
    for (const option of [null, ...Array.from({ length: w.options }, (_, o) => `o${o}`)])
      out.set(`${scopeId(scope)}|${option ?? ''}`, { scope: scopeId(scope), option, people: [] });
  w.people.forEach((p, person) => {
    for (let at = p.group; ; at = w.parents[at]!) {
      out.get(`${scopeId(at)}|`)!.people.push(person);
      if (p.option >= 0) out.get(`${scopeId(at)}|o${p.option}`)!.people.push(person);
      if (at < 0) break;
    }
  });
  return out;
}

export function decide(w: World, order: (xs: readonly unknown[]) => number[] = (xs) => [...xs.keys()]) {
  const figs = [...figures(w).values()].filter((f) => f.people.length > 0);
  const counts = order(figs).map((i) => ({ scope: figs[i]!.scope, option: figs[i]!.option, n: figs[i]!.people.length }));
  const tree = w.parents.map((p, i) => ({ id: scopeId(i), parent: p < 0 ? null : scopeId(p) }));
  return {
    figs,
    hidden: gateBucket(
      counts,
      order(tree).map((i) => tree[i]!),
      w.k,
      (c) => c.n,
    ),
  };
}

/** Rank of integer rows by exact elimination (BigInt, fraction-free). */
function rank(rows: bigint[][]): number {
  const m = rows.map((r) => [...r]);
  let r = 0;
  const cols = m[0]?.length ?? 0;
  for (let c = 0; c < cols && r < m.length; c++) {
    const p = m.findIndex((row, i) => i >= r && row[c] !== 0n);
    if (p < 0) continue;
    [m[r], m[p]] = [m[p]!, m[r]!];
    for (let i = 0; i < m.length; i++) {
      if (i === r || m[i]![c] === 0n) continue;
      const [a, b] = [m[r]![c]!, m[i]![c]!];
      m[i] = m[i]!.map((v, j) => v * a - m[r]![j]! * b);
    }
    r++;
  }
  return r;
}

/**
 * People the shown figures' span isolates (1 to k−1 of them), or null. People in exactly the same
 * shown figures are one column with their number as weight (a combination cannot tell them
 * apart); a support S exists when the rows lose rank without S's columns.
 */
export function attack(w: World, shown: readonly number[][]): number[] | null {
  const byColumn = new Map<string, number[]>();
  w.people.forEach((_, person) => {
    const key = shown.map((s) => (s.includes(person) ? 1 : 0)).join('');
    if (key.includes('1')) byColumn.set(key, [...(byColumn.get(key) ?? []), person]);
  });
  const columns = [...byColumn.values()];
  const matrix = shown.map((s) => columns.map((c) => (s.includes(c[0]!) ? 1n : 0n)));
  const full = rank(matrix);
  const small = columns.map((c, i) => i).filter((i) => columns[i]!.length < w.k);
  const without = (drop: number[]) => rank(matrix.map((row) => row.filter((_, j) => !drop.includes(j))));
  if (without(small) === full) return null;
  const search = (from: number, chosen: number[], weight: number): number[] | null => {
    if (chosen.length && without(chosen) < full) return chosen.flatMap((c) => columns[c]!);
    for (let i = from; i < small.length; i++) {
      const w2 = weight + columns[small[i]!]!.length;
      if (w2 >= w.k) continue;
      const found = search(i + 1, [...chosen, small[i]!], w2);
      if (found) return found;
    }
    return null;
  };
  return search(0, [], 0);
}

describe('visible-family audit (property-based, seeded)', () => {
  it('no signed combination of the shown figures isolates 1 to k−1 people', () => {
    fc.assert(
      fc.property(world, (w) => {
        const { figs, hidden } = decide(w);
        // The same viewer also has the view without the attribute: the groups alone, gated as a tree.
        const wholes = figs.filter((f) => f.option === null);
        const tree = w.parents.map((p, i) => ({ id: scopeId(i), parent: p < 0 ? null : scopeId(p) }));
        const alone = gateBucket(
          wholes.map((f) => ({ scope: f.scope, option: null, n: f.people.length })),
          tree,
          w.k,
          (c) => c.n,
        );
        const shown = [
          ...figs.filter((f) => !hidden.has(`${f.scope}|${f.option ?? ''}`)).map((f) => f.people),
          ...wholes.filter((f) => !alone.has(`${f.scope}|`) && hidden.has(`${f.scope}|`)).map((f) => f.people),
        ];
        const isolated = attack(w, shown);
        expect(isolated, `isolates people ${isolated} (k ${w.k})`).toBeNull();
      }),
      { numRuns: 400, seed: 1124 },
    );
  });

  it('the same data in any order gives the same decisions (rows and groups shuffled)', () => {
    fc.assert(
      fc.property(world, fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (w, seeds) => {
        const first = [...decide(w).hidden].sort();
        for (const seed of seeds) {
          // A permutation per read, as a database may return rows in any physical order.
          const shuffle = (xs: readonly unknown[]) =>
            [...xs.keys()]
              .map((i) => [((i + 1) * 2654435761 + seed * 40503) % 4294967291, i] as const)
              .sort((a, b) => a[0] - b[0])
              .map(([, i]) => i);
          expect([...decide(w, shuffle).hidden].sort()).toEqual(first);
        }
      }),
      { numRuns: 300, seed: 1124 },
    );
  });

  it("withholds a cell of the reviewer's example (group ⊃ team, two options, people without one)", () => {
    // Team: 3 × o0, 3 × o1, 3 × none; the group's direct members: 3 × o0, 3 × o1, one without.
    const people = [...[0, 0, 0, 1, 1, 1, -1, -1, -1].map((option) => ({ group: 1, option })), ...[0, 0, 0, 1, 1, 1, -1].map((option) => ({ group: 0, option }))];
    const w: World = { k: 3, parents: [-1, 0], options: 2, people };
    const { figs, hidden } = decide(w);
    expect(hidden.size).toBeGreaterThan(0);
    expect(
      attack(
        w,
        figs.filter((f) => !hidden.has(`${f.scope}|${f.option ?? ''}`)).map((f) => f.people),
      ),
    ).toBeNull();
  });

  it('decides as the audit that eliminated every row again on each loop (larger trees, any marks)', () => {
    // The incremental echelon form must change the cost only: same data, same withheld figures.
    const big = fc
      .record({ k: fc.integer({ min: 2, max: 5 }), size: fc.integer({ min: 1, max: 14 }), options: fc.integer({ min: 1, max: 4 }) })
      .chain(({ k, size, options }) =>
        fc.record({
          k: fc.constant(k),
          parents: fc.tuple(...Array.from({ length: size }, (_, i) => fc.integer({ min: -1, max: i - 1 }))),
          options: fc.constant(options),
          people: fc.array(fc.record({ group: fc.integer({ min: -1, max: size - 1 }), option: fc.integer({ min: -1, max: options - 1 }) }), { maxLength: 90 }),
          marks: fc.array(fc.boolean(), { minLength: (size + 1) * (options + 1), maxLength: (size + 1) * (options + 1) }),
        }),
      );
    let audits = 0;
    fc.assert(
      fc.property(big, ({ marks, ...w }) => {
        const figs = figures(w);
        const width = w.options + 1;
        const family = {
          parents: [-1, ...w.parents.map((p) => p + 1)],
          options: w.options,
          n: (node: number, c: number) => figs.get(`${scopeId(node - 1)}|${optionId(c - 1) ?? ''}`)!.people.length,
        };
        // Given marks: none, or figures under k and a random few (as the pairwise rules leave them).
        const given = Uint8Array.from(marks, (m, i) => ((m && i % 3 === 0) || family.n(Math.floor(i / width), i % width) < w.k ? 1 : 0));
        const run = (audit: typeof auditFamily) => {
          try {
            return [...audit(family, w.k, Uint8Array.from(given))].join('');
          } catch (e) {
            return String(e);
          }
        };
        const expected = run(referenceAudit);
        if (expected !== [...given].join('')) audits++;
        expect(run(auditFamily)).toBe(expected);
      }),
      { numRuns: 500, seed: 1124 },
    );
    // Most cases must withhold something beyond the marks given, or the check compares little.
    expect(audits).toBeGreaterThan(100);
  });

  it('the pairwise rules withhold as when every family was handed the whole withheld set', () => {
    let withholds = 0;
    fc.assert(
      fc.property(world, (w) => {
        const counts = [...figures(w).values()].filter((f) => f.people.length > 0).map((f) => ({ scope: f.scope, option: f.option, n: f.people.length }));
        const tree = w.parents.map((p, i) => ({ id: scopeId(i), parent: p < 0 ? null : scopeId(p) }));
        const expected = referencePairwise(counts, tree, w.k);
        if (expected.size) withholds++;
        expect([...pairwiseGate(counts, tree, w.k, (c) => c.n)].sort()).toEqual([...expected].sort());
      }),
      { numRuns: 500, seed: 1124 },
    );
    expect(withholds).toBeGreaterThan(100);
  });
});
