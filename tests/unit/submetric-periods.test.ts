import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEngine } from '../../analytics/engine.js';
import { scopeReport } from '../../analytics/figures/scores.js';
import { submetricFigures } from '../../analytics/figures/submetrics.js';
import { METRICS } from '../../analytics/metrics.js';
import { randomTree } from './random-tree.js';

// A metric's detail (its submetrics over the report window) beside the metric's monthly history:
// counted as each person's mean over the window, one submetric asked every month gave back, with
// the months' scores and people, a newcomer's answer — even from a month the history withholds.
// Submetrics now add up their shown months like every window figure (submetrics.ts). As in
// cross-period.test.ts, two sets of answers the months cannot tell apart must give the same detail.

const id = (kind: number, n: number) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const MONTHS = [
  { starts: '2024-04-01', ends: '2024-04-30' },
  { starts: '2024-05-01', ends: '2024-05-31' },
  { starts: '2024-06-01', ends: '2024-06-15' },
];
const TODAY = '2024-06-20';

let engine: AnalyticsEngine;
beforeAll(async () => {
  engine = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB' });
});
afterAll(() => engine.close());

interface Person {
  node: number;
  /** Per month: the answer to the one submetric, or null when the person did not answer. */
  scores: (number | null)[];
}

let companies = 0;

/** The detail of every scope, each world in a company of its own (figures are kept per company). */
async function detail(people: readonly Person[], parents: readonly number[], k: number, trade?: { m: number; i: number; j: number }) {
  const company = id(1, ++companies);
  const { chainSql, tree, groups } = randomTree(parents, (n) => id(2, n));
  const cycle = (m: number) => id(4, companies * 10 + m);
  const rc: string[] = [];
  const responses: string[] = [];
  const answers: string[] = [];
  let seq = 0;
  for (const [m, month] of MONTHS.entries())
    for (const [i, p] of people.entries()) {
      const score = p.scores[m];
      if (score === null || score === undefined) continue;
      // A trade gives one person's answer of the month (its place in the arrival order too) to the other.
      const who = trade?.m !== m ? i : i === trade.i ? trade.j : i === trade.j ? trade.i : i;
      const s = ++seq;
      rc.push(
        `(${s}, '${company}', '${cycle(m)}', '${month.starts}'::date, 'p${who}', [${chainSql(p.node)}]::uuid[], []::uuid[], ${METRICS.map(() => score).join(', ')})`,
      );
      responses.push(`(${s}, '${company}', '${id(5, s)}', '${cycle(m)}', 'p${who}', [${chainSql(p.node)}]::uuid[], []::uuid[])`);
      answers.push(`(${s}, '${company}', '${id(5, s)}', 'recognition', 'rec1', ${score})`);
    }
  if (rc.length) {
    await engine.all(`insert into respondent_cycles values ${rc.join(', ')}`);
    await engine.all(`insert into responses values ${responses.join(', ')}`);
    await engine.all(`insert into answers values ${answers.join(', ')}`);
  }
  await engine.all(`insert into cycles values ${MONTHS.map((m, i) => `('${company}', '${cycle(i)}', ${i + 1}, '${m.starts}'::date, '${m.ends}'::date)`).join(', ')}`);
  await engine.all(`insert into closed_cycles values ${MONTHS.map((_, i) => `('${company}', '${cycle(i)}')`).join(', ')}`);
  const rosters = new Map(['company', ...groups].map((g) => [g, 50]));
  const out: Record<string, unknown> = {};
  for (const scope of ['company', ...groups]) {
    const report = await scopeReport(engine, { companyId: company, today: TODAY, k, tree, scope, rosters, unled: new Map() });
    const metric = report?.metrics.find((m) => m.metric === 'recognition');
    const subs = metric
      ? await submetricFigures(engine, {
          companyId: company,
          today: TODAY,
          k,
          tree,
          scope,
          metric: 'recognition',
          metricRespondents: metric.withheld ? null : metric.respondents,
        })
      : null;
    out[scope === 'company' ? scope : `group ${groups.indexOf(scope)}`] = { history: metric?.history, subs };
  }
  return out;
}

const world = fc.record({
  parents: fc.array(fc.integer({ min: -1, max: 2 }), { minLength: 1, maxLength: 3 }),
  people: fc.array(fc.record({ node: fc.integer({ min: -1, max: 2 }), scores: fc.tuple(...MONTHS.map(() => fc.option(fc.integer({ min: 0, max: 10 }), { freq: 3 }))) }), {
    minLength: 4,
    maxLength: 12,
  }),
  k: fc.integer({ min: 2, max: 3 }),
  pick: fc.nat(),
});

describe("a metric's detail adds nothing to its months", () => {
  it('people placed alike who trade their answers of a month are told apart by no part of the detail', async () => {
    await fc.assert(
      fc.asyncProperty(world, async ({ parents, people, k, pick }) => {
        const pairs = MONTHS.flatMap((_, m) =>
          people.flatMap((a, i) =>
            people
              .map((b, j) => ({ m, i, j, b }))
              .filter(({ j, b }) => j > i && a.node === b.node && a.scores[m] !== null && b.scores[m] !== null && a.scores[m] !== b.scores[m]),
          ),
        );
        fc.pre(pairs.length > 0);
        const trade = pairs[pick % pairs.length]!;
        expect(await detail(people, parents, k, trade)).toEqual(await detail(people, parents, k));
      }),
      { numRuns: 30, seed: 20261124 },
    );
  }, 120_000);

  it("a withheld month's answer never reaches the detail", async () => {
    // Five people answer April and May; in June only a newcomer, whose month is withheld (k = 3).
    const five: Person[] = Array.from({ length: 5 }, (_, p) => ({ node: 0, scores: [(p * 3) % 11, (p * 3 + 5) % 11, null] }));
    const withNewcomer = (score: number) => detail([...five, { node: 0, scores: [null, null, score] }], [-1], 3);
    const [low, high] = [await withNewcomer(0), await withNewcomer(10)];
    expect((low['group 0'] as { history: { score: number | null }[] }).history.at(-1)).toMatchObject({ score: null, withheld: true });
    expect(high).toEqual(low);
  });
});
