import { describe, expect, it } from 'vitest';
import { nthWindow, windowAt } from '../../server/modules/survey/survey.cycles.js';
import { planCycles } from '../../seeds/synthetic/cycles.js';
import { libraryFromSeeds } from '../../seeds/synthetic/library.js';
import { Rng } from '../../seeds/synthetic/random.js';
import { levelSizes } from '../../seeds/synthetic/tree.js';
import { copyLine } from '../../seeds/synthetic/writer-postgres.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('synthetic data: seeded random numbers', () => {
  it('repeats a stream for the same seed and labels, and differs otherwise', () => {
    const draw = (rng: Rng) => Array.from({ length: 5 }, () => rng.uint32());
    expect(draw(Rng.from('seed', 'a', 1))).toEqual(draw(Rng.from('seed', 'a', 1)));
    expect(draw(Rng.from('seed', 'a', 1))).not.toEqual(draw(Rng.from('seed', 'a', 2)));
    expect(draw(Rng.from('seed'))).not.toEqual(draw(Rng.from('seed2')));
  });

  it('makes version 4 UUIDs, the same for a seed, without collisions', () => {
    const a = Rng.from(42);
    const ids = Array.from({ length: 20_000 }, () => a.uuid());
    expect(ids.every((id) => UUID_V4.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Rng.from(42).uuid()).toBe(ids[0]);
  });

  it('draws within bounds with the expected spread', () => {
    const rng = Rng.from('stats');
    const ints = Array.from({ length: 10_000 }, () => rng.int(3, 7));
    expect(Math.min(...ints)).toBe(3);
    expect(Math.max(...ints)).toBe(7);
    const normals = Array.from({ length: 50_000 }, () => rng.normal(2, 3));
    const mean = normals.reduce((s, x) => s + x, 0) / normals.length;
    const sd = Math.sqrt(normals.reduce((s, x) => s + (x - mean) ** 2, 0) / normals.length);
    expect(mean).toBeCloseTo(2, 1);
    expect(sd).toBeGreaterThan(2.9);
    expect(sd).toBeLessThan(3.1);
    const picks = Array.from({ length: 10_000 }, () => rng.weighted([1, 0, 3]));
    expect(picks.includes(1)).toBe(false);
    expect(picks.filter((i) => i === 2).length / picks.length).toBeCloseTo(0.75, 1);
  });
});

describe('synthetic data: shapes', () => {
  it('spreads groups over the levels of the tree, at least one per level', () => {
    expect(levelSizes(500, 4).reduce((s, x) => s + x, 0)).toBe(500);
    expect(levelSizes(500, 4)).toHaveLength(4);
    expect(levelSizes(3, 3)).toEqual([1, 1, 1]);
    expect(levelSizes(5, 1)).toEqual([5]);
    for (const [total, levels] of [
      [8, 3],
      [40, 3],
      [7, 2],
      [3, 5],
    ] as const) {
      const sizes = levelSizes(total, levels);
      expect(sizes.reduce((s, x) => s + x, 0)).toBe(total);
      expect(sizes.every((x) => x >= 1)).toBe(true);
    }
  });

  it('plans consecutive cycles that end with the one containing today, for every interval', () => {
    const library = libraryFromSeeds();
    for (const interval of [7, 14, 30] as const) {
      for (const today of ['2026-01-01', '2026-02-28', '2026-03-31', '2026-07-15']) {
        const { anchor, cycles } = planCycles(library, interval, 10, today, Rng.from(interval, today));
        expect(cycles.map((c) => c.number)).toEqual([...Array(10).keys()]);
        cycles.forEach((c, k) => expect({ startsOn: c.startsOn, endsOn: c.endsOn }).toEqual(nthWindow({ intervalDays: interval, anchor }, k)));
        expect(windowAt({ intervalDays: interval, anchor }, today)!.startsOn).toBe(cycles[9]!.startsOn);
        expect(cycles[0]!.startsOn).toBe(anchor);
      }
    }
  });
});

describe('synthetic data: COPY text format', () => {
  it('escapes separators and backslashes, writes nulls, booleans and arrays', () => {
    expect(copyLine(['a\tb', 'line\nbreak', 'back\\slash', null, true, 2.5, ['x', 'y z', ''], []])).toBe(
      'a\\tb\tline\\nbreak\tback\\\\slash\t\\N\tt\t2.5\t{x,"y z",""}\t{}\n',
    );
    expect(copyLine(['{"en-US":"Génératon \\"X\\""}'])).toBe('{"en-US":"Génératon \\\\"X\\\\""}\n');
  });
});
