import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEngine } from '../../analytics/engine.js';
import { participationCounts } from '../../analytics/figures/participation.js';
import { randomTree, remainder } from './random-tree.js';

// Participation's counts stand on the same places as every figure (base.ts): in each cycle and
// window a person counts once, in the place of their first answer there, and the open cycle's
// newcomers join each place in whole blocks of k. So, for random trees, people who move between
// groups from one cycle to the next, and answers to the open cycle arriving one by one, every
// figure's scopes nest (a group holds its subgroups' people) and every scope and every group's
// remainder (it less its subgroups) moves by whole blocks of k from one read to the next.

const id = (kind: number, n: number) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const COMPANY = id(1, 1);
const TODAY = '2024-06-12';
// Weekly cycles; the last one (from 2024-06-10) is open on TODAY.
const CYCLES = ['2024-05-20', '2024-05-27', '2024-06-03', '2024-06-10'].map((starts, i) => ({
  id: id(4, i + 1),
  starts,
  ends: new Date(Date.parse(`${starts}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10),
}));

let engine: AnalyticsEngine;
beforeAll(async () => {
  engine = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB' });
  await engine.all(`insert into cycles values ${CYCLES.map((c, i) => `('${COMPANY}', '${c.id}', ${i + 1}, '${c.starts}'::date, '${c.ends}'::date)`).join(', ')}`);
});
afterAll(() => engine.close());

const world = fc.record({
  parents: fc.array(fc.integer({ min: -1, max: 4 }), { minLength: 1, maxLength: 5 }),
  people: fc.array(
    fc.record({
      nodes: fc.array(fc.integer({ min: -1, max: 4 }), { minLength: 4, maxLength: 4 }),
      answered: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    }),
    { minLength: 3, maxLength: 16 },
  ),
  k: fc.integer({ min: 2, max: 3 }),
});

describe('participation counts people in one place each', () => {
  it('so that scopes nest and move by whole blocks of k, for people who move and answers arriving one by one', async () => {
    let company = 1;
    await fc.assert(
      fc.asyncProperty(world, async ({ parents, people, k }) => {
        // A company per run: the counts are kept per company and state of its data.
        const companyId = id(1, ++company);
        const { groups, chainSql, children } = randomTree(parents, (n) => id(2, n));
        await engine.all(`delete from cycles where company_id = '${companyId}'`);
        await engine.all(`insert into cycles select '${companyId}', cycle_id, number, starts_on, ends_on from cycles where company_id = '${COMPANY}'`);
        const rows: string[] = [];
        let seq = 0;
        for (const [c, cycle] of CYCLES.entries())
          for (const [i, p] of people.entries()) {
            if (!p.answered[c]) continue;
            const ids = chainSql(p.nodes[c]!);
            rows.push(`(${++seq}, '${companyId}', '${id(5, seq)}', '${cycle.id}', 'p${i}', [${ids}]::uuid[], []::uuid[])`);
          }
        const open = CYCLES.at(-1)!.id;
        const closedRows = rows.filter((r) => !r.includes(open));
        const openRows = rows.filter((r) => r.includes(open));
        let before: Map<string, number> | null = null;
        for (let arrived = 0; arrived <= openRows.length; arrived++) {
          await engine.all(`delete from responses where company_id = '${companyId}'`);
          const now = [...closedRows, ...openRows.slice(0, arrived)];
          if (now.length) await engine.all(`insert into responses values ${now.join(', ')}`);
          engine.cache.clear();
          const counted = await participationCounts(engine, { companyId, today: TODAY, k });
          const families = [
            ...counted.cycles.map((c) => [c.cycleId, c.counts] as const),
            ['last7', counted.last7.counts] as const,
            ['last14', counted.last14.counts] as const,
            ...counted.weeks.map((w) => [w.week, w.counts] as const),
          ];
          const figures = new Map<string, number>();
          for (const [key, family] of families)
            for (const s of ['company', ...groups]) {
              const n = (scope: string) => family.get(scope) ?? 0;
              const rest = remainder(s, children, n);
              expect(rest, `${key}: ${s} less its subgroups`).toBeGreaterThanOrEqual(0);
              figures.set(`${key} ${s}`, n(s));
              figures.set(`${key} ${s} rest`, rest);
            }
          if (before) for (const [key, value] of figures) expect(Math.abs(value - (before.get(key) ?? 0)) % k, `${key} moved by one`).toBe(0);
          before = figures;
        }
      }),
      { numRuns: 50, seed: 20261124 },
    );
  }, 120_000);
});
