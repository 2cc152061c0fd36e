import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secretOrder } from '../../analytics/anonymity.js';
import { cycleCommentList, type CycleComments } from '../../analytics/comment-list.js';
import { ALL_METRICS, commentBlock, hiddenLists, listKey, releasedByScope, shownItems, type CommentItem } from '../../analytics/comment-gate.js';

// The attacks of issue #11, item 7, against the comment gate: a viewer who takes every comment list
// of a family (every scope, every pillar filter) and combines them by set operations on comment
// ids; a viewer who compares the shown order with the order of arrival; a viewer who watches the
// lists of an open cycle grow.

const METRICS = ['recognition', 'wellness', 'enps'];

interface World {
  minimum: number;
  parents: number[];
  /** Each person's group (−1: the company only) and the pillars they commented on. */
  people: { group: number; metrics: number[] }[];
}

const world = fc.record({ minimum: fc.integer({ min: 2, max: 5 }), size: fc.integer({ min: 1, max: 6 }) }).chain(({ minimum, size }) =>
  fc.record({
    minimum: fc.constant(minimum),
    parents: fc.tuple(...Array.from({ length: size }, (_, i) => fc.integer({ min: -1, max: i - 1 }))),
    people: fc.array(fc.record({ group: fc.integer({ min: -1, max: size - 1 }), metrics: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { maxLength: 3 }) }), {
      maxLength: 24,
    }),
  }),
) as fc.Arbitrary<World>;

function itemsOf(w: World): CommentItem[] {
  const chain = (group: number): string[] => (group < 0 ? ['company'] : [...chain(w.parents[group]!), `g${group}`]);
  return w.people.flatMap((p, person) => p.metrics.map((m) => ({ id: `c${person}-${m}`, author: `p${person}`, scopes: chain(p.group), metric: METRICS[m]! })));
}

/**
 * Every list a viewer can obtain, as shown: a set of comment ids (a withheld list gives nothing),
 * for every scope and filter, the unfiltered one included; and within each, every label's part
 * (a viewer filters a shown list by the labels its comments carry).
 */
function shownLists(items: readonly CommentItem[], hidden: ReadonlySet<string>): Set<string>[] {
  const scopes = new Set(items.flatMap((item) => item.scopes));
  const lists: Set<string>[] = [];
  for (const scope of scopes)
    for (const filter of [ALL_METRICS, ...METRICS]) {
      const shown = shownItems(items, hidden, scope, filter) ?? [];
      lists.push(new Set(shown.map((item) => item.id)));
      for (const label of METRICS) lists.push(new Set(shown.filter((item) => item.metric === label).map((item) => item.id)));
    }
  return lists;
}

/**
 * The attacker: closes the shown lists under difference and intersection (what any sequence of
 * subtractions and overlaps can reach) and returns the smallest nonempty number of distinct
 * authors found; the ids name the comments, the authors are what the attacker wants to isolate.
 */
function fewestAuthorsIsolated(items: readonly CommentItem[], lists: Set<string>[]): number {
  const authorOf = new Map(items.map((i) => [i.id, i.author]));
  const key = (s: Set<string>) => [...s].sort().join(',');
  const seen = new Map(lists.filter((s) => s.size > 0).map((s) => [key(s), s]));
  let frontier = [...seen.values()];
  while (frontier.length > 0 && seen.size < 3000) {
    const next: Set<string>[] = [];
    const all = [...seen.values()];
    for (const a of frontier)
      for (const b of all) {
        for (const c of [new Set([...a].filter((x) => !b.has(x))), new Set([...b].filter((x) => !a.has(x))), new Set([...a].filter((x) => b.has(x)))]) {
          if (c.size === 0 || seen.has(key(c))) continue;
          seen.set(key(c), c);
          next.push(c);
        }
      }
    frontier = next;
  }
  return Math.min(Infinity, ...[...seen.values()].map((s) => new Set([...s].map((id) => authorOf.get(id))).size));
}

/** Kendall's τ between two rankings of the same items. */
function kendall(a: readonly number[]): number {
  let concordant = 0;
  let discordant = 0;
  for (let i = 0; i < a.length; i++) for (let j = i + 1; j < a.length; j++) a[i]! < a[j]! ? concordant++ : discordant++;
  return (concordant - discordant) / ((a.length * (a.length - 1)) / 2);
}

describe('comment lists as figures (property-based)', () => {
  it('no set operation on the shown lists of a family isolates 1 to minimum−1 authors', () => {
    fc.assert(
      fc.property(world, (w) => {
        const items = itemsOf(w);
        const lists = shownLists(items, hiddenLists(items, w.minimum));
        expect(fewestAuthorsIsolated(items, lists)).toBeGreaterThanOrEqual(w.minimum);
      }),
      { seed: 20261124, numRuns: 300 },
    );
  });

  it('decides the same for the same comments, whatever order they are read in', () => {
    fc.assert(
      fc.property(world, fc.integer(), (w, salt) => {
        const items = itemsOf(w);
        const reordered = [...items].sort((a, b) => ((a.id.length * salt) % 7) - ((b.id.length * salt) % 7) || (a.id < b.id ? 1 : -1));
        expect([...hiddenLists(reordered, w.minimum)].sort()).toEqual([...hiddenLists(items, w.minimum)].sort());
      }),
      { seed: 20261125, numRuns: 200 },
    );
  });

  it('shows a group whose direct members are too few to stand apart, and withholds the subgroup instead', () => {
    const items: CommentItem[] = [
      ...[0, 1].map((i) => ({ id: `d${i}`, author: `d${i}`, scopes: ['company', 'g'], metric: 'recognition' })),
      ...[0, 1, 2, 3, 4].map((i) => ({ id: `s${i}`, author: `s${i}`, scopes: ['company', 'g', 's'], metric: 'recognition' })),
    ];
    const hidden = hiddenLists(items, 5);
    expect(hidden.has(listKey('g', 'recognition'))).toBe(false);
    expect(hidden.has(listKey('s', 'recognition'))).toBe(true);
    expect(shownItems(items, hidden, 's', ALL_METRICS)).toBeNull();
    expect(shownItems(items, hidden, 'g', ALL_METRICS)).toHaveLength(7);
  });

  it("a comment whose label's list is withheld is in no list, the unfiltered one neither; the others still show", () => {
    // One author on wellness, six on recognition (the attack of a filtered list: the label gives it back).
    const items: CommentItem[] = [
      { id: 'w0', author: 'p0', scopes: ['company'], metric: 'wellness' },
      ...[0, 1, 2, 3, 4, 5].map((i) => ({ id: `r${i}`, author: `p${i}`, scopes: ['company'], metric: 'recognition' })),
    ];
    const hidden = hiddenLists(items, 5);
    expect(shownItems(items, hidden, 'company', 'wellness')).toBeNull();
    expect(shownItems(items, hidden, 'company', ALL_METRICS)?.map((item) => item.id)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
  });

  it('keeps the shown order unrelated to arrival, under a key the viewer does not hold', () => {
    const taus: number[] = [];
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 40 }), fc.string({ minLength: 32, maxLength: 40 }), (n, key) => {
        // Ids that grow with arrival (the worst case: a time-ordered id).
        const arrivals = Array.from({ length: n }, (_, i) => ({ id: `${String(i).padStart(6, '0')}:question`, arrival: i }));
        const shown = secretOrder(arrivals, (c) => c.id, key).map((c) => c.arrival);
        taus.push(kendall(shown));
      }),
      { seed: 20261126, numRuns: 400 },
    );
    const mean = taus.reduce((s, t) => s + t, 0) / taus.length;
    const meanAbs = taus.reduce((s, t) => s + Math.abs(t), 0) / taus.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    // A random order's |τ| averages about 0.1 at these sizes; any leak of arrival pushes it up.
    expect(meanAbs).toBeLessThan(0.15);
  });

  it('an open cycle adds to a scope only whole blocks of at least the minimum of new respondents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 40 }), (k, groups) => {
        const minimum = Math.max(5, k);
        const block = commentBlock(k, minimum);
        const rows = groups.map((g, i) => ({ id: `r${i}`, respondent: `p${i}`, seq: i, scopes: ['company', `g${g}`] }));
        let before = new Map<string, Set<string>>();
        for (let arrived = 0; arrived <= rows.length; arrived++) {
          const now = releasedByScope(rows.slice(0, arrived), block, true);
          for (const [scope, released] of now) {
            const added = released.size - (before.get(scope)?.size ?? 0);
            expect(added === 0 || added >= minimum).toBe(true);
            expect(released.size % k).toBe(0);
          }
          before = now;
        }
        // At the close, everyone.
        const closed = releasedByScope(rows, block, false);
        expect(closed.get('company')?.size ?? 0).toBe(rows.length);
      }),
      { seed: 20261127, numRuns: 200 },
    );
  });

  it('an open cycle releases lists that nest as the tree does: a subgroup adds nothing its group lacks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.array(fc.integer({ min: -1, max: 3 }), { maxLength: 50 }), (k, nodes) => {
        // Groups g0 ⊂ … : g1 and g2 under g0, g3 under g1; −1 the company alone.
        const parent = [-1, 0, 0, 1];
        const chain = (g: number): string[] => (g < 0 ? ['company'] : [...chain(parent[g]!), `g${g}`]);
        const block = commentBlock(k, Math.max(5, k));
        const rows = nodes.map((g, i) => ({ id: `r${i}`, respondent: `p${i}`, seq: i, scopes: chain(g) }));
        let before = new Map<string, Set<string>>();
        for (let arrived = 0; arrived <= rows.length; arrived++) {
          const now = releasedByScope(rows.slice(0, arrived), block, true);
          const of = (scope: string) => now.get(scope) ?? new Set<string>();
          for (const [g, p] of parent.entries()) for (const id of of(`g${g}`)) expect(of(p < 0 ? 'company' : `g${p}`).has(id)).toBe(true);
          // What a list holds beyond its subgroups' lists (its own people) grows by whole blocks.
          for (const scope of ['company', 'g0', 'g1', 'g2', 'g3']) {
            const own = (m: Map<string, Set<string>>) =>
              [...(m.get(scope) ?? [])].filter(
                (id) => !['g0', 'g1', 'g2', 'g3'].some((c) => c !== scope && (m.get(c)?.has(id) ?? false) && chain(Number(c.slice(1))).includes(scope)),
              ).length;
            expect((own(now) - own(before)) % block).toBe(0);
          }
          before = now;
        }
      }),
      { seed: 20261128, numRuns: 200 },
    );
  });

  it('decides anew when responses are placed anew (groups moved: the same rows, other scopes)', () => {
    const rows = (group: (i: number) => string) =>
      Array.from({ length: 12 }, (_, i) => ({ id: `r${i}`, respondent: `p${i}`, seq: i + 1, scopes: ['company', group(i)] }));
    const cycle = (responses: CycleComments['responses']): CycleComments => ({
      cycle: 'moved-cycle',
      open: false,
      k: 3,
      minimum: 5,
      responses,
      comments: Array.from({ length: 6 }, (_, i) => ({ responseId: `r${i}`, questionId: 'q', metric: 'L', text: `t${i}` })),
    });
    expect(cycleCommentList(cycle(rows((i) => (i < 6 ? 'G' : 'H'))), 'G', 'L').withheld).toBe(false);
    // One writer now placed in H: H's list would be that one person's comment.
    expect(cycleCommentList(cycle(rows((i) => (i < 6 && i > 0 ? 'G' : 'H'))), 'H', 'L')).toMatchObject({ withheld: true, comments: [] });
  });
});
