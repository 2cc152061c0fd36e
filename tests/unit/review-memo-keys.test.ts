import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { ScopeCount } from '../../analytics/figures/base.js';
import { ALL, gatedOnce } from '../../analytics/figures/gated.js';
import { cellKey } from '../../analytics/figures/gating.js';
import { lastMonths } from '../../analytics/figures/period.js';
import { monthRosterGates, rosterWithheld, type CycleRosters } from '../../analytics/figures/rosters.js';
import { windowOfMonths } from '../../analytics/figures/window-sum.js';
import { METRICS } from '../../analytics/metrics.js';
import { randomTree } from './random-tree.js';

// An attacker's read of the decisions kept in memory by key (analytics/figures/rosters.ts `once`,
// period.ts lastMonths, gating.ts keptWith, window-sum.ts's whole windows): two different inputs
// must never share a key (one company's or tree's decision served for another), and what a reader
// is handed must not be able to change what the next reader is handed.

type Rosters = typeof import('../../analytics/figures/rosters.js');

/** The roster decisions of a module loaded anew: nothing kept, the reference a kept decision must equal. */
async function freshRosters(): Promise<Rosters> {
  vi.resetModules();
  return import('../../analytics/figures/rosters.js');
}

const id = (kind: number, n: number) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const OPTIONS = [id(3, 1), id(3, 2)];

const counts = (scopes: readonly string[], ns: readonly number[]) => new Map(scopes.map((s, i) => [s, ns[i % ns.length]!]));

/** One read's inputs: a company's tree (two companies share group ids' shape, never ids) and its counts. */
const read = fc.record({
  company: fc.integer({ min: 1, max: 2 }),
  parents: fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 0, maxLength: 4 }),
  k: fc.integer({ min: 2, max: 4 }),
  rosters: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 6 }),
  unled: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 6 }),
  cells: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 12 }),
  withOptions: fc.boolean(),
});

type Read = typeof read extends fc.Arbitrary<infer T> ? T : never;

// A cycle's recorded rosters never change once written (server: cycle_rosters, written once), and
// the server keeps them as one list per version and day: here one record and one list per
// company, whatever the tree, k or counts of today that a read asks with.
const ALL_GROUPS = (company: number) => [1, 2, 3, 4].map((n) => id(10 + company, n));
const records = new Map<number, CycleRosters[]>();
function pastOf(company: number): CycleRosters[] {
  let past = records.get(company);
  if (!past) {
    const scopes = ['company', ...ALL_GROUPS(company)];
    const cells = new Map(scopes.flatMap((s, i) => OPTIONS.map((o, j) => [cellKey(s, o), (i + j + company) % 4] as const)));
    records.set(
      company,
      (past = [1, 2].map((c) => ({
        cycleId: id(20 + company, c),
        month: c === 1 ? '2024-05' : '2024-06',
        rosters: counts(scopes, [3 * c + company, 2, 5, 1, 4]),
        unled: counts(scopes, [c, 0, 1]),
        cells,
      }))),
    );
  }
  return past;
}

function inputsOf(r: Read) {
  const { groups, tree } = randomTree(r.parents, (n) => id(10 + r.company, n));
  const scopes = ['company', ...groups];
  const options = r.withOptions ? OPTIONS : [];
  const cells = new Map(scopes.flatMap((s, i) => options.map((o, j) => [cellKey(s, o), r.cells[(i * 2 + j) % r.cells.length]!] as const)));
  return { k: r.k, tree, rosters: counts(scopes, r.rosters), unled: counts(scopes, r.unled), unasked: counts(scopes, r.unled), options, cells, past: pastOf(r.company) };
}

/** Every roster decision of one read, as plain sorted lists. */
function decisionsOf(m: Rosters, q: ReturnType<typeof inputsOf>) {
  const sorted = (s: ReadonlySet<string>) => [...s].sort();
  const gate = m.rosterGate(q);
  const months = [...m.monthRosterGates(q.past, q.k, q.tree, q.options)].map(([month, g]) => [
    month,
    sorted(g.all),
    sorted(g.lnps),
    sorted(g.cells),
    sorted(g.unledApart),
  ]);
  return {
    withheld: sorted(m.rosterWithheld(q)),
    unasked: sorted(m.unaskedWithheld(q)),
    cells: sorted(m.cellRostersWithheld(q)),
    gate: [sorted(gate.all), sorted(gate.lnps)],
    months,
  };
}

describe('review: roster decisions kept by key (rosters.ts)', () => {
  it('equal the decisions of a module that keeps nothing, whatever was read before (two companies, trees and counts interleaved)', async () => {
    const kept = await freshRosters();
    await fc.assert(
      fc.asyncProperty(fc.array(read, { minLength: 2, maxLength: 6 }), async (reads) => {
        for (const r of reads) {
          const q = inputsOf(r);
          expect(decisionsOf(kept, q)).toEqual(decisionsOf(await freshRosters(), q));
        }
      }),
      { numRuns: 60, seed: 20261125 },
    );
  }, 120_000);

  // Not reachable by any caller today (each reads the sets, ReadonlySet in their types); kept as a
  // guard: a kept decision is the same Set object for every later read of the same counts, so one
  // reader that changed it (a cast, a helper taking Set) would change every later report's.
  it('cannot be changed by a reader: the next read of the same counts is handed the same decision', () => {
    const { tree, groups } = randomTree([-1, 0], (n) => id(30, n));
    const q = {
      k: 3,
      tree,
      rosters: new Map([
        ['company', 10],
        [groups[0]!, 7],
        [groups[1]!, 2],
      ]),
    };
    const first = rosterWithheld(q);
    expect(first.has(groups[0]!)).toBe(false);
    // A kept decision refuses a change (gating.ts FixedSet) instead of passing it on to later reports.
    expect(() => (first as Set<string>).add(groups[0]!)).toThrow(TypeError);
    expect(() => (first as Set<string>).clear()).toThrow(TypeError);
    expect(rosterWithheld({ ...q, rosters: new Map(q.rosters) }).has(groups[0]!)).toBe(false);
  });
});

describe('review: the months of the last months (period.ts lastMonths)', () => {
  it('are one frozen list per month and count: a reader cannot change them for the next', () => {
    const a = lastMonths('2024-06-03', 3);
    expect(a).toEqual(['2024-04', '2024-05', '2024-06']);
    expect(lastMonths('2024-06-28', 3)).toBe(a);
    expect(() => (a as string[]).push('2024-07')).toThrow(TypeError);
    expect(() => (a as string[]).sort().reverse()).toThrow(TypeError);
    expect(lastMonths('2024-06-10', 3)).toEqual(['2024-04', '2024-05', '2024-06']);
    expect(lastMonths('2024-06-10', 2)).toEqual(['2024-05', '2024-06']);
    expect(lastMonths('2024-07-01', 3)).toEqual(['2024-05', '2024-06', '2024-07']);
  });
});

// A bucket's counts, every metric answered by `n` people with score `s` (enough for the gate and the sums).
function count(scope: string, bucket: string, n: number, s: number): ScopeCount {
  const metrics = Object.fromEntries(METRICS.map((m) => [m, { n, score: s }])) as ScopeCount['metrics'];
  const nps = { promoters: n, passives: 0, detractors: 0 };
  return { scope, option: null, bucket, respondents: n, overall: s, metrics, enps: nps, lnps: nps };
}

describe("review: the comparison's whole window kept with the window's counts (window-sum.ts)", () => {
  // windowOfMonths keeps the comparison's window (every scope summed) per window bucket and per the
  // months' objects, a month's roster gate among them. Were those gates made anew at each read, the
  // key would be new at each computation and every comparison a leader asks for (any subset of their
  // groups, any filter) would keep one more whole window for as long as the company's counts live:
  // memory a leader's requests grow. monthRosterGates keeps them with the recorded rosters' list
  // (which the server keeps per version and day), so the same window is found again.
  it('is found again for the same window and months, the months’ roster gates made again from the same records', () => {
    const { tree, groups } = randomTree([-1, 0, 0], (n) => id(40, n));
    const scopes = ['company', ...groups];
    const window = gatedOnce(
      scopes.map((s, i) => count(s, 'window', 12 - i, 5 + i / 10)),
      tree,
      3,
      ALL,
    );
    const months = ['2024-04', '2024-05', '2024-06'].map((m) =>
      gatedOnce(
        scopes.map((s, i) => count(s, m, 8 - i, 6)),
        tree,
        3,
        ALL,
      ),
    );
    const past: CycleRosters[] = [{ cycleId: id(41, 1), month: '2024-05', rosters: counts(scopes, [20, 9, 5, 4]), unled: counts(scopes, [0]), cells: new Map() }];
    const monthsRead = () => {
      const gates = monthRosterGates(past, 3, tree);
      return months.map((bucket, i) => ({ bucket, roster: gates.get(['2024-04', '2024-05', '2024-06'][i]!) }));
    };
    const first = windowOfMonths(window, monthsRead());
    expect(windowOfMonths(window, monthsRead())).toBe(first);
  });
});
