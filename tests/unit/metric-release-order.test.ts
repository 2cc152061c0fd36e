import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEngine } from '../../analytics/engine.js';
import { countSql, type CountQuery } from '../../analytics/figures/base.js';
import { METRICS } from '../../analytics/metrics.js';

// Rule 4 for a metric: when its figure changes, at least k people are behind the change. Rows are
// released in blocks (people new to the period apart from people already counted), not in
// submission order, so an earlier row can be released after later ones. Were a metric's answers
// taken in submission order, such a row of someone new to the metric (LNPS once they are led; a
// question not asked of them earlier in the period) would slip in before the last of a released
// block and push it out: n the same, the sum changed by two people's answers. They are taken in
// the order their rows were released (base.ts releasedOpen), so each metric only gains blocks.

const id = (kind: number, n: number) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const COMPANY = id(1, 1);
const C1 = id(4, 1);
const C2 = id(4, 2);

let engine: AnalyticsEngine;
beforeAll(async () => {
  engine = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB' });
  await engine.all(`insert into closed_cycles values ('${COMPANY}', '${C1}')`);
});
afterAll(() => engine.close());

// lnps per row; every other metric 5.
const row = (seq: number, cycle: string, starts: string, who: string, lnps: number | null) =>
  `(${seq}, '${COMPANY}', '${cycle}', '${starts}'::date, '${who}', []::uuid[], []::uuid[], ${METRICS.map((m) => (m === 'lnps' ? (lnps === null ? 'null' : String(lnps)) : '5')).join(', ')})`;

const closed = [
  row(1, C1, '2024-06-01', 'X', null), // X was not led then: no LNPS
  row(2, C1, '2024-06-01', 'o2', 7),
  row(3, C1, '2024-06-01', 'o3', 7),
];
// Open cycle, by arrival: X first (now led: LNPS 0), three newcomers, then o2, o3.
const open = [
  row(10, C2, '2024-06-08', 'X', 0),
  row(11, C2, '2024-06-08', 'f1', 10),
  row(12, C2, '2024-06-08', 'f2', 10),
  row(13, C2, '2024-06-08', 'f3', 10),
  row(14, C2, '2024-06-08', 'o2', 7),
  row(15, C2, '2024-06-08', 'o3', 7),
];

const q: CountQuery = { companyId: COMPANY, today: '2024-06-10', from: '2024-06-01', to: '2024-06-30', k: 3, groups: 'all' };

async function lnpsAfter(arrived: number) {
  await engine.all('delete from respondent_cycles');
  await engine.all(`insert into respondent_cycles values ${[...closed, ...open.slice(0, arrived)].join(', ')}`);
  const [c] = await engine.all<{ respondents: number; n_lnps: number; s_lnps: number }>(`select * from (${countSql(q)}) where scope = 'company'`);
  return { respondents: Number(c!.respondents), n: Number(c!.n_lnps), sum: Math.round(Number(c!.n_lnps) * Number(c!.s_lnps) * 1e6) / 1e6 };
}

describe('a metric released in the order its rows were', () => {
  it('changes only with a block of k answers behind the change', async () => {
    const trace = [];
    for (let a = 0; a <= open.length; a++) trace.push(await lnpsAfter(a));
    // Every step: if the LNPS sum moved, n must have moved by a nonzero multiple of k.
    for (let a = 1; a < trace.length; a++) {
      const [before, after] = [trace[a - 1]!, trace[a]!];
      if (before.sum !== after.sum) expect(after.n - before.n, `arrival ${a}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`).not.toBe(0);
    }
  });
});
