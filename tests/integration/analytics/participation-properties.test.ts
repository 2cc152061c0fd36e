import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../../analytics/figures/base.js';
import { liveCount, ratesOf, type Rate } from '../../../analytics/figures/participation.js';

// Property tests of participation's defences (issue #11, items 2 and 6), on the functions the
// reports use: random trees, rosters, answers and open-cycle arrivals; an attacker who knows every
// roster (any viewer can count people) compares rates across groups and consecutive reads.

const SEED = 20261124;

interface World {
  k: number;
  /** parents[i]: the parent group's index, or -1 for a top group; parents point to earlier groups. */
  parents: number[];
  /** Each person's home: -1 the company (no group), else the group they are a direct member of. */
  homes: number[];
  answered: boolean[];
  x: number;
}

const world: fc.Arbitrary<World> = fc
  .record({ k: fc.integer({ min: 2, max: 4 }), groups: fc.integer({ min: 1, max: 6 }), people: fc.integer({ min: 2, max: 18 }) })
  .chain(({ k, groups, people }) =>
    fc.record({
      k: fc.constant(k),
      parents: fc.tuple(...Array.from({ length: groups }, (_, i) => fc.integer({ min: -1, max: i - 1 }))),
      homes: fc.array(fc.integer({ min: -1, max: groups - 1 }), { minLength: people, maxLength: people }),
      answered: fc.array(fc.boolean(), { minLength: people, maxLength: people }),
      x: fc.integer({ min: 0, max: people - 1 }),
    }),
  );

const groupId = (i: number) => `g${i}`;
/** Node 0 is the company, node i + 1 group i. */
const node = (home: number) => home + 1;

/** Every scope a person belongs to: the company and their home group with its ancestors. */
function scopesOf(w: World, home: number): number[] {
  const out = [0];
  for (let g = home; g >= 0; g = w.parents[g]!) out.push(node(g));
  return out;
}

/** What the viewer reads: every scope's rate, gated as the reports gate it. */
function view(w: World, answered = w.answered): Rate[] {
  const size = w.parents.length + 1;
  const rosters = new Array<number>(size).fill(0);
  const counts = new Array<number>(size).fill(0);
  w.homes.forEach((home, p) => {
    for (const s of scopesOf(w, home)) {
      rosters[s]!++;
      if (answered[p]) counts[s]!++;
    }
  });
  const ids = [COMPANY, ...w.parents.map((_, i) => groupId(i))];
  const tree = w.parents.map((parent, i) => ({ id: groupId(i), parent: parent < 0 ? null : groupId(parent) }));
  const family = new Map(ids.map((id, i) => [id, counts[i]!]).filter(([, n]) => (n as number) > 0) as [string, number][]);
  const rates = ratesOf(family, { k: w.k, tree, rosters: new Map(ids.map((id, i) => [id, rosters[i]!])) }, ids);
  return ids.map((id) => rates.get(id)!);
}

/**
 * Whether some answers of everyone but X, with X's answer as given, produce every shown count:
 * per node, the sums its subtree can reach form an interval, pinned where a count is shown.
 */
function consistent(w: World, shown: Rate[], xAnswered: boolean): boolean {
  const size = w.parents.length + 1;
  const parentOf = (i: number) => (i === 0 ? -1 : w.parents[i - 1]! < 0 ? 0 : node(w.parents[i - 1]!));
  const lo = new Array<number>(size).fill(0);
  const hi = new Array<number>(size).fill(0);
  w.homes.forEach((home, p) => {
    if (p === w.x) lo[node(home)]! += xAnswered ? 1 : 0;
    hi[node(home)]! += p === w.x ? (xAnswered ? 1 : 0) : 1;
  });
  // Children come after their parents: from the last node up, each adds its interval to its parent's.
  for (let i = size - 1; i >= 0; i--) {
    const r = shown[i]!;
    if (!r.withheld && r.respondents !== null) {
      if (r.respondents < lo[i]! || r.respondents > hi[i]!) return false;
      lo[i] = hi[i] = r.respondents;
    }
    if (i > 0) {
      lo[parentOf(i)]! += lo[i]!;
      hi[parentOf(i)]! += hi[i]!;
    }
  }
  return true;
}

/** People of the smallest set a viewer can isolate around X: X's deepest shown scope less the shown scopes inside it. */
function isolable(w: World, shown: Rate[]): number | null {
  const size = w.parents.length + 1;
  const inside = (a: number, b: number) => b === 0 || scopesOf(w, a - 1).includes(b);
  const deepest = scopesOf(w, w.homes[w.x]!)
    .reverse()
    .find((s) => !shown[s]!.withheld);
  if (deepest === undefined) return null;
  const people = (s: number) => w.homes.filter((home) => scopesOf(w, home).includes(s)).length;
  const parts = Array.from({ length: size }, (_, i) => i).filter((i) => i !== deepest && i > 0 && inside(i, deepest) && !shown[i]!.withheld);
  // Only the outermost shown parts: subtracting a part of a part would count it twice.
  const outer = parts.filter((i) => !parts.some((j) => j !== i && inside(i, j)));
  return people(deepest) - outer.reduce((sum, i) => sum + people(i), 0);
}

describe('participation under an attacker who knows every roster', () => {
  it('no comparison of groups tells whether one person answered, unless k or more people are in the same case', () => {
    fc.assert(
      fc.property(world, (w) => {
        const shown = view(w);
        const determined = consistent(w, shown, true) !== consistent(w, shown, false);
        if (determined) expect(isolable(w, shown), 'X singled out by rosters and counts').toBeGreaterThanOrEqual(w.k);
      }),
      { seed: SEED, numRuns: 600 },
    );
  });

  it('a scope of fewer than k people who can answer reads the same whether or not anyone answered', () => {
    fc.assert(
      fc.property(world, (w) => {
        const [actual, nobody] = [
          view(w),
          view(
            w,
            w.answered.map(() => false),
          ),
        ];
        scopesOfSmallRosters(w).forEach((s) => expect(actual[s]).toEqual(nobody[s]));
      }),
      { seed: SEED, numRuns: 400 },
    );
  });
});

function scopesOfSmallRosters(w: World): number[] {
  const size = w.parents.length + 1;
  const rosters = new Array<number>(size).fill(0);
  for (const home of w.homes) for (const s of scopesOf(w, home)) rosters[s]!++;
  return rosters.flatMap((r, s) => (r < w.k ? [s] : []));
}

describe('live figures in blocks of k', () => {
  const arrivals = fc.record({
    k: fc.integer({ min: 2, max: 5 }),
    people: fc.integer({ min: 1, max: 30 }),
    closed: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
    order: fc.array(fc.integer({ min: 0, max: 29 }), { maxLength: 40 }),
  });

  it('consecutive reads after one more answer move a window by 0 or k, never by one', () => {
    fc.assert(
      fc.property(arrivals, ({ k, people, closed, order }) => {
        // A rolling window: people of its closed cycles, and of the open cycle as they arrive.
        const closedPeople = new Set(closed.slice(0, people).flatMap((c, p) => (c ? [p] : [])));
        const open = new Set<number>();
        const read = () => liveCount(new Set([...closedPeople, ...open]).size, closedPeople.size, k);
        let before = read();
        for (const p of order.map((o) => o % people)) {
          open.add(p);
          const after = read();
          expect([0, k]).toContain(after - before);
          before = after;
        }
        // At the close every answer counts: the closed part then holds everyone.
        expect(liveCount(new Set([...closedPeople, ...open]).size, new Set([...closedPeople, ...open]).size, k)).toBe(new Set([...closedPeople, ...open]).size);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });
});
