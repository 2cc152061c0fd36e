import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEngine } from '../../analytics/engine.js';
import { countSql, type CountQuery } from '../../analytics/figures/base.js';
import { METRICS } from '../../analytics/metrics.js';

// A report's window and its open months are counted in one pass (countSql's monthsFrom): every
// row must come out exactly as the window's count and the months' count would give it apart,
// live rows released in blocks of k alike.

const id = (kind: number, n: number) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const COMPANY = id(1, 1);
const GROUPS = [1, 2, 3, 4].map((n) => id(2, n));
const OPTIONS = [1, 2].map((n) => id(3, n));

let engine: AnalyticsEngine;

beforeAll(async () => {
  engine = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB' });
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const cycles = Array.from({ length: 8 }, (_, i) => ({ id: id(4, i), starts: `2024-0${3 + Math.floor(i / 2)}-${i % 2 ? '15' : '01'}` }));
  const rows = Array.from({ length: 400 }, (_, i) => {
    const cycle = cycles[Math.floor(random() * cycles.length)]!;
    const groups = GROUPS.filter(() => random() < 0.4).map((g) => `'${g}'`);
    const options = OPTIONS.filter(() => random() < 0.5).map((o) => `'${o}'`);
    const scores = METRICS.map(() => (random() < 0.2 ? 'null' : String(Math.floor(random() * 11))));
    return `(${i + 1}, '${COMPANY}', '${cycle.id}', '${cycle.starts}'::date, 'r${Math.floor(random() * 40)}', [${groups}]::uuid[], [${options}]::uuid[], ${scores.join(', ')})`;
  });
  await engine.all(`insert into respondent_cycles values ${rows.join(', ')}`);
  // The first five cycles are closed; the last three (from 2024-05-15) are still open.
  await engine.all(
    `insert into closed_cycles values ${cycles
      .slice(0, 5)
      .map((c) => `('${COMPANY}', '${c.id}')`)
      .join(', ')}`,
  );
});

afterAll(() => engine.close());

const sorted = (rows: Record<string, unknown>[]) =>
  rows
    .map((r) =>
      JSON.stringify(
        Object.keys(r)
          .sort()
          .map((key) => [key, typeof r[key] === 'number' ? Math.round(r[key] * 1e6) / 1e6 : r[key]]),
      ),
    )
    .sort();

describe('counting the window and its months in one pass', () => {
  it.each([
    [3, undefined, true],
    [3, 'all', true],
    [2, undefined, false],
    [5, [OPTIONS[0]!], true],
  ] as const)('k %i, options %j, live %s: the same rows as two passes', async (k, options, live) => {
    const q: CountQuery = { companyId: COMPANY, today: '2024-06-30', from: '2024-04-01', to: '2024-06-30', k, groups: 'all', options, live };
    for (const monthsFrom of ['2024-05-01', '2024-03-01']) {
      const together = await engine.all(countSql({ ...q, monthsFrom }));
      const apart = [...(await engine.all(countSql(q))), ...(await engine.all(countSql({ ...q, from: monthsFrom, byMonth: true })))];
      expect(together.length).toBeGreaterThan(0);
      expect(sorted(together)).toEqual(sorted(apart));
    }
  });
});
