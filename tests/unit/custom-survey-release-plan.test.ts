import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { releasePlan, type Place } from '../../server/modules/custom-surveys/custom-surveys.release-plan.js';

// The release plan against a copy of the database: it groups written responses by the pass that
// wrote them and reads each one's place (groups and options) in clear, so a place of fewer than k
// in one pass is those people's answers. A cycle is simulated as arrivals and passes, open, then
// one pass at its end.

type Row = Place & { id: string };
const key = (p: Place) => `${[...p.groupIds].sort().join(',')}|${[...p.optionIds].sort().join(',')}`;

/** People in one of four places: groups with their ancestors (company tree: a > b, a > c) and an option. */
const PLACES: Place[] = [
  { groupIds: ['a'], optionIds: [] },
  { groupIds: ['a', 'b'], optionIds: ['x'] },
  { groupIds: ['a', 'b'], optionIds: ['y'] },
  { groupIds: ['a', 'c'], optionIds: ['x'] },
];

const cycle = fc.record({
  k: fc.integer({ min: 2, max: 5 }),
  arrivals: fc.array(fc.record({ place: fc.integer({ min: 0, max: 3 }), passAfter: fc.boolean() }), { maxLength: 60 }),
});

function placesOf(batch: { place: Place }[]) {
  const counts = new Map<string, number>();
  for (const { place } of batch) counts.set(key(place), (counts.get(key(place)) ?? 0) + 1);
  return counts;
}

describe('custom survey release plan (property-based)', () => {
  it('every place of every batch holds k or more; every row is written under a place it belongs to; an ended cycle leaves fewer than k of nobody', () => {
    fc.assert(
      fc.property(cycle, ({ k, arrivals }) => {
        let held: Row[] = [];
        const batches: { row: Row; place: Place }[][] = [];
        const pass = (ended: boolean) => {
          const before = placesOf(held.map((row) => ({ place: row })));
          const batch = releasePlan(held, k, ended);
          const ids = new Set(batch.map((w) => w.row.id));
          held = held.filter((r) => !ids.has(r.id));
          if (batch.length) batches.push(batch);
          // While open, each place keeps all it had or exactly k (so its end has k or more).
          if (!ended) for (const [place, n] of placesOf(held.map((row) => ({ place: row })))) expect([before.get(place), k]).toContain(n);
        };
        for (const [i, a] of arrivals.entries()) {
          held.push({ id: `r${i}`, ...PLACES[a.place]! });
          if (a.passAfter) pass(false);
        }
        pass(true);
        for (const batch of batches) {
          for (const [, n] of placesOf(batch)) expect(n).toBeGreaterThanOrEqual(k);
          for (const { row, place } of batch) {
            expect(Object.keys(place).sort()).toEqual(['groupIds', 'optionIds']);
            expect(place.groupIds.every((g) => row.groupIds.includes(g))).toBe(true);
            expect(place.optionIds.every((o) => row.optionIds.includes(o))).toBe(true);
          }
        }
        // What the end leaves unwritten: fewer than k, none of them of a place written whole.
        expect(held.length).toBeLessThan(k);
        expect(batches.flat().length + held.length).toBe(arrivals.length);
      }),
      { seed: 20261124, numRuns: 400 },
    );
  });

  it('while open, writes a place once 2k wait, keeping k back at random; fewer wait untouched', () => {
    const k = 3;
    const rows = (n: number, p: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `${p}-${i}`, ...PLACES[p]! }));
    expect(releasePlan([...rows(5, 0), ...rows(2, 1)], k, false)).toEqual([]);
    const kept = new Set<string>();
    for (let run = 0; run < 50; run++) {
      const written = releasePlan([...rows(7, 0), ...rows(5, 1)], k, false);
      expect(written).toHaveLength(4);
      expect(new Set(written.map((w) => key(w.place)))).toEqual(new Set([key(PLACES[0]!)]));
      for (const id of ['0-0', '0-1', '0-2', '0-3', '0-4', '0-5', '0-6']) if (!written.some((w) => w.row.id === id)) kept.add(id);
    }
    // Which k stay back is not the latest nor the first arrivals: over 50 passes, every one has.
    expect(kept.size).toBe(7);
  });

  it('at the end, small places are written together under what they share, or joined to a written place they are all in, or not at all', () => {
    const k = 3;
    const of = (p: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${p}-${i}`, ...PLACES[p]! }));
    // b·x 2 and b·y 1 pool to 3: written under b (their common groups), no option.
    const pooled = releasePlan([...of(1, 2), ...of(2, 1)], k, true);
    expect(pooled.map((w) => key(w.place))).toEqual(Array(3).fill('a,b|'));
    // b·x 1 alone joins a (its parent group, no option) and is written under it; c·x is not above it.
    const joined = releasePlan([...of(1, 1), ...of(3, 4), ...of(0, 3)], k, true);
    expect(placesOf(joined)).toEqual(
      new Map([
        ['a|', 4],
        ['a,c|x', 4],
      ]),
    );
    // With no written place above it, b·x 1 stays held; c·x is written whole.
    expect(placesOf(releasePlan([...of(1, 1), ...of(3, 4)], k, true))).toEqual(new Map([['a,c|x', 4]]));
    // Two people of a cycle and nobody else: never written.
    expect(releasePlan(of(1, 2), k, true)).toEqual([]);
  });
});
