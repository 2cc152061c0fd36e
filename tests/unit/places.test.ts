import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEngine } from '../../analytics/engine.js';
import { countSql, type CountQuery } from '../../analytics/figures/base.js';
import { METRICS } from '../../analytics/metrics.js';
import { randomTree, remainder } from './random-tree.js';

// The family audit (analytics/gate-family.ts) is exact when the people behind the figures form a
// tree: each person in one chain of groups and at most one option, a group's people within its
// parent's, a cell's within its scope's and its parent's cell. Two ways broke that: a person who
// moved within the period counted in both groups (sum(A) + sum(B) − sum(company) gave their score),
// and the open cycle released to each scope on its own (company {a1, a2, b1} beside A {a1, a2, a3}:
// company − A − B = b1 − a3). Here random trees, people who move between cycles and answers that
// arrive one by one are counted, and after every arrival the counts must nest, and every figure and
// every group's remainder (it less its subgroups) must move by whole blocks of k.

const id = (kind: number, n: number) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const COMPANY = id(1, 1);
const OPTIONS = [1, 2].map((n) => id(3, n));
const CYCLES = [
  { id: id(4, 1), starts: '2024-05-01', closed: true },
  { id: id(4, 2), starts: '2024-05-15', closed: true },
  { id: id(4, 3), starts: '2024-06-01', closed: false },
];

let engine: AnalyticsEngine;
beforeAll(async () => {
  engine = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB' });
  await engine.all(
    `insert into closed_cycles values ${CYCLES.filter((c) => c.closed)
      .map((c) => `('${COMPANY}', '${c.id}')`)
      .join(', ')}`,
  );
});
afterAll(() => engine.close());

const world = fc.record({
  parents: fc.array(fc.integer({ min: -1, max: 4 }), { minLength: 1, maxLength: 5 }),
  people: fc.array(
    fc.record({
      // A node per cycle (−1: the company only): people move between groups within the period.
      nodes: fc.tuple(fc.integer({ min: -1, max: 4 }), fc.integer({ min: -1, max: 4 }), fc.integer({ min: -1, max: 4 })),
      option: fc.integer({ min: -1, max: 1 }),
      answered: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
      // Whether they left LNPS unanswered, per cycle: each metric's people are counted on their own.
      skipped: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
    }),
    { minLength: 3, maxLength: 16 },
  ),
  k: fc.integer({ min: 2, max: 3 }),
});

type Count = { scope: string; option: string | null; respondents: number; n_lnps: number };

describe('the people behind the figures form a tree, and move by blocks of k', () => {
  it('for people who move between groups and open-cycle answers arriving one by one', async () => {
    await fc.assert(
      fc.asyncProperty(world, async ({ parents, people, k }) => {
        const { groups, chainSql, children } = randomTree(parents, (n) => id(2, n));
        const rows: string[] = [];
        let seq = 0;
        for (const [c, cycle] of CYCLES.entries())
          for (const [i, p] of people.entries()) {
            if (!p.answered[c]) continue;
            const ids = chainSql(p.nodes[c]!);
            const option = p.option >= 0 ? `'${OPTIONS[p.option]}'` : '';
            rows.push(
              `(${++seq}, '${COMPANY}', '${cycle.id}', '${cycle.starts}'::date, 'p${i}', [${ids}]::uuid[], [${option}]::uuid[], ${METRICS.map((m) => (m === 'lnps' && p.skipped[c] ? 'null' : String((i * 7 + c) % 11))).join(', ')})`,
            );
          }
        const closedRows = rows.filter((r) => !r.includes(CYCLES[2]!.id));
        const openRows = rows.filter((r) => r.includes(CYCLES[2]!.id));
        const q: CountQuery = { companyId: COMPANY, today: '2024-06-10', from: '2024-05-01', to: '2024-06-30', k, groups: 'all', options: 'all' };
        const scopes = ['company', ...groups];
        let before: Map<string, number> | null = null;
        for (let arrived = 0; arrived <= openRows.length; arrived++) {
          await engine.all(`delete from respondent_cycles`);
          const now = [...closedRows, ...openRows.slice(0, arrived)];
          if (now.length) await engine.all(`insert into respondent_cycles values ${now.join(', ')}`);
          const counts = await engine.all<Count>(countSql(q));
          const figures = new Map<string, number>();
          for (const field of ['respondents', 'n_lnps'] as const) {
            const n = (scope: string, option: string | null) => Number(counts.find((c) => c.scope === scope && c.option === option)?.[field] ?? 0);
            for (const s of scopes)
              for (const o of [null, ...OPTIONS]) {
                // A scope (or cell) holds its subgroups' people, each in one subgroup.
                const rest = remainder(s, children, (scope) => n(scope, o));
                expect(rest, `${field} of ${s}|${o} less its subgroups`).toBeGreaterThanOrEqual(0);
                figures.set(`${field} ${s}|${o}`, n(s, o));
                figures.set(`${field} ${s}|${o} rest`, rest);
              }
            // A scope's cells: people of one option each, within the scope.
            for (const s of scopes) expect(OPTIONS.reduce((sum, o) => sum + n(s, o), 0)).toBeLessThanOrEqual(n(s, null));
          }
          // Between two reads, every figure and remainder moves by whole blocks of k.
          if (before) for (const [key, value] of figures) expect(Math.abs(value - before.get(key)!) % k, `${key} moved by one`).toBe(0);
          before = figures;
        }
      }),
      { numRuns: 60, seed: 20261124 },
    );
  }, 120_000);
});
