import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gateBucket } from '../../analytics/figures/gating.js';
import { withheld, type GateNode } from '../../analytics/gate.js';

// The gate against an attacker who sees every figure a viewer can see and subtracts them: from a
// group, any set of disjoint groups below it. Whatever the tree, the people and k, what is left
// after subtracting is nobody or at least k people: no small group's answers can be isolated.

interface World {
  k: number;
  /** parents[i]: the parent of group i (an earlier group), or -1 for a root group. */
  parents: number[];
  /** Each person's member group, or -1 (in no group: the company only). */
  people: number[];
}

const world = fc.record({ k: fc.integer({ min: 2, max: 5 }), size: fc.integer({ min: 1, max: 9 }) }).chain(({ k, size }) =>
  fc.record({
    k: fc.constant(k),
    parents: fc.tuple(...Array.from({ length: size }, (_, i) => fc.integer({ min: -1, max: i - 1 }))),
    people: fc.array(fc.integer({ min: -1, max: size - 1 }), { maxLength: 40 }),
  }),
) as fc.Arbitrary<World>;

const id = (i: number) => (i < 0 ? 'company' : `g${i}`);

function members(w: World): Map<string, Set<number>> {
  const sets = new Map<string, Set<number>>([['company', new Set()]]);
  w.parents.forEach((_, i) => sets.set(id(i), new Set()));
  w.people.forEach((group, person) => {
    sets.get('company')!.add(person);
    for (let at = group; at >= 0; at = w.parents[at]!) sets.get(id(at))!.add(person);
  });
  return sets;
}

function gate(w: World) {
  const sets = members(w);
  const nodes: GateNode[] = [
    { id: 'company', parent: null, n: sets.get('company')!.size },
    ...w.parents.map((p, i) => ({ id: id(i), parent: id(p), n: sets.get(id(i))!.size })),
  ];
  return { sets, hidden: withheld(nodes, w.k) };
}

const isDescendant = (w: World, child: number, ancestor: number) => {
  for (let at = w.parents[child]!; ; at = w.parents[at]!) {
    if (at === ancestor) return true;
    if (at < 0) return false;
  }
};

describe('anonymity gate (property-based)', () => {
  it('never shows a figure of fewer than k people', () => {
    fc.assert(
      fc.property(world, (w) => {
        const { sets, hidden } = gate(w);
        for (const [node, set] of sets) if (!hidden.has(node)) expect(set.size).toBeGreaterThanOrEqual(w.k);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves nobody or at least k people when any disjoint shown groups are subtracted from a shown group', () => {
    fc.assert(
      fc.property(world, (w) => {
        const { sets, hidden } = gate(w);
        const shown = [-1, ...w.parents.keys()].filter((i) => !hidden.has(id(i)));
        for (const top of shown) {
          const below = shown.filter((i) => i >= 0 && (top < 0 || isDescendant(w, i, top)));
          // Every set of disjoint shown groups below (none an ancestor of another).
          for (let mask = 1; mask < 1 << below.length; mask++) {
            const chosen = below.filter((_, b) => mask & (1 << b));
            if (chosen.some((a) => chosen.some((b) => a !== b && isDescendant(w, a, b)))) continue;
            const left = [...sets.get(id(top))!].filter((p) => !chosen.some((c) => sets.get(id(c))!.has(p)));
            expect(left.length === 0 || left.length >= w.k, `${id(top)} minus ${chosen.map(id)} leaves ${left.length} (k ${w.k})`).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it("decides the same for a company's groups by position (the reports' path) as by id", () => {
    fc.assert(
      fc.property(world, (w) => {
        const { sets, hidden } = gate(w);
        const tree = w.parents.map((p, i) => ({ id: id(i), parent: p < 0 ? null : id(p) }));
        const counts = [...sets].map(([scope, set]) => ({ scope, option: null, n: set.size }));
        const byPosition = gateBucket(counts, tree, w.k, (c) => c.n);
        expect([...byPosition].sort()).toEqual([...hidden].map((h) => `${h}|`).sort());
      }),
      { numRuns: 500 },
    );
  });

  it('hides the cases the rules name', () => {
    // A parent of 7 with a child of 5: the child is withheld.
    expect([
      ...withheld(
        [
          { id: 'p', parent: null, n: 7 },
          { id: 'c', parent: 'p', n: 5 },
        ],
        3,
      ),
    ]).toEqual(['c']);
    // Cells of 3 and 2 under 5: the 2 is too small, and the 3 would give it away.
    expect(
      withheld(
        [
          { id: 't', parent: null, n: 5 },
          { id: 'a', parent: 't', n: 3 },
          { id: 'b', parent: 't', n: 2 },
        ],
        3,
      ),
    ).toEqual(new Set(['a', 'b']));
    // Siblings of 4 and 4 under 9: one of them goes, so the one person outside them stays hidden.
    expect(
      withheld(
        [
          { id: 'p', parent: null, n: 9 },
          { id: 'a', parent: 'p', n: 4 },
          { id: 'b', parent: 'p', n: 4 },
        ],
        3,
      ).size,
    ).toBe(1);
  });
});
