import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEngine } from '../../analytics/engine.js';
import { countSql, toScopeCounts, type CountQuery } from '../../analytics/figures/base.js';
import { ALL, figureOf, gated, type GatedBucket } from '../../analytics/figures/gated.js';
import { windowOfMonths } from '../../analytics/figures/window-sum.js';
import { METRICS } from '../../analytics/metrics.js';
import { randomTree } from './random-tree.js';

// A leader sees the window's figures beside the months of its history. When the window was each
// person's mean over it, it weighed a month by 1/(months the person answered): three times the
// window's total less its three months' totals was twice the score of someone who answered only
// the last month. The window now adds up its shown months (window-sum.ts), so it can tell apart no
// two sets of answers that its months cannot. Each property here builds two sets of answers the
// months' shown figures cannot tell apart, and the window must not either.

const id = (kind: number, n: number) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const COMPANY = id(1, 1);
const OPTIONS = [1, 2].map((n) => id(3, n));
const MONTHS = [
  { id: id(4, 1), starts: '2024-04-01', closed: true },
  { id: id(4, 2), starts: '2024-05-01', closed: true },
  { id: id(4, 3), starts: '2024-06-01', closed: false },
];

let engine: AnalyticsEngine;
beforeAll(async () => {
  engine = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB' });
  await engine.all(
    `insert into closed_cycles values ${MONTHS.filter((m) => m.closed)
      .map((m) => `('${COMPANY}', '${m.id}')`)
      .join(', ')}`,
  );
});
afterAll(() => engine.close());

interface Person {
  node: number;
  option: number;
  /** Per month: the score given, or null when the person did not answer. */
  scores: (number | null)[];
}

const world = fc.record({
  parents: fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 1, maxLength: 4 }),
  people: fc.array(
    fc.record({
      node: fc.integer({ min: -1, max: 3 }),
      option: fc.integer({ min: -1, max: 1 }),
      scores: fc.tuple(...MONTHS.map(() => fc.option(fc.integer({ min: 0, max: 10 }), { freq: 3 }))),
    }),
    { minLength: 4, maxLength: 14 },
  ),
  k: fc.integer({ min: 2, max: 3 }),
  pick: fc.nat(),
});

/** The window and its months, gated, as a report reads them. */
async function read(people: readonly Person[], parents: readonly number[], k: number, trade?: { m: number; i: number; j: number }) {
  const { chainSql, tree } = randomTree(parents, (n) => id(2, n));
  const rows: string[] = [];
  let seq = 0;
  for (const [m, month] of MONTHS.entries())
    for (const [i, p] of people.entries()) {
      const score = p.scores[m];
      if (score === null || score === undefined) continue;
      const option = p.option >= 0 ? `'${OPTIONS[p.option]}'` : '';
      // A trade gives one person's answer of the month (its place in the arrival order too) to the other.
      const who = trade?.m !== m ? i : i === trade.i ? trade.j : i === trade.j ? trade.i : i;
      rows.push(
        `(${++seq}, '${COMPANY}', '${month.id}', '${month.starts}'::date, 'p${who}', [${chainSql(p.node)}]::uuid[], [${option}]::uuid[], ${METRICS.map(() => score).join(', ')})`,
      );
    }
  await engine.all(`delete from respondent_cycles`);
  if (rows.length) await engine.all(`insert into respondent_cycles values ${rows.join(', ')}`);
  const q: CountQuery = { companyId: COMPANY, today: '2024-06-20', from: '2024-04-01', to: '2024-06-20', k, groups: 'all', options: 'all' };
  const window = gated(toScopeCounts(await engine.columns(countSql(q))), tree, k, ALL);
  const all = toScopeCounts(await engine.columns(countSql({ ...q, byMonth: true })));
  const months = MONTHS.map((m) =>
    gated(
      all.filter((c) => c.bucket === m.starts.slice(0, 7)),
      tree,
      k,
      ALL,
    ),
  );
  return {
    window: windowOfMonths(
      window,
      months.map((bucket) => ({ bucket, roster: undefined })),
    ),
    months,
  };
}

/** Every figure a bucket shows (key, metric → score), and what it withholds. */
function shown(bucket: GatedBucket): Map<string, number | null | 'withheld'> {
  const out = new Map<string, number | null | 'withheld'>();
  for (const key of bucket.counts.keys())
    for (const metric of ALL) {
      const f = figureOf(bucket, key, metric, false);
      out.set(`${key} ${metric}`, f.withheld ? 'withheld' : f.score);
    }
  return out;
}

describe('the window adds nothing to the months it spans', () => {
  it('people placed alike who trade their answers of a month are told apart by no figure', async () => {
    await fc.assert(
      fc.asyncProperty(world, async ({ parents, people, k, pick }) => {
        // Two people of the same groups and option who both answered one month trade that month's
        // answers, as they arrived: every month's figure stays as it was, whoever gave which.
        const pairs = MONTHS.flatMap((_, m) =>
          people.flatMap((a, i) =>
            people
              .map((b, j) => ({ m, i, j, b }))
              .filter(({ j, b }) => j > i && a.node === b.node && a.option === b.option && a.scores[m] !== null && b.scores[m] !== null && a.scores[m] !== b.scores[m]),
          ),
        );
        fc.pre(pairs.length > 0);
        const trade = pairs[pick % pairs.length]!;
        const [before, after] = [await read(people, parents, k), await read(people, parents, k, trade)];
        before.months.forEach((month, at) => expect(shown(after.months[at]!)).toEqual(shown(month)));
        expect(shown(after.window)).toEqual(shown(before.window));
      }),
      { numRuns: 50, seed: 20261124 },
    );
  }, 120_000);

  it("a month's answers behind a withheld figure never reach the window of that figure", async () => {
    await fc.assert(
      fc.asyncProperty(world, async ({ parents, people, k, pick }) => {
        const answered = MONTHS.flatMap((_, m) => people.flatMap((p, i) => (p.scores[m] !== null ? [{ m, i }] : [])));
        fc.pre(answered.length > 0);
        const { m, i } = answered[pick % answered.length]!;
        const changed = people.map((p) => ({ ...p, scores: [...p.scores] }));
        changed[i]!.scores[m] = (people[i]!.scores[m]! + 5) % 11;
        const [before, after] = [await read(people, parents, k), await read(changed, parents, k)];
        // Wherever the month withholds a figure, the window's must not move with that answer.
        const month = before.months[m]!;
        for (const [key, c] of before.window.counts)
          for (const metric of ALL) {
            if (!month.counts.has(key) || !month.hidden.get(metric)!.has(key)) continue;
            const [was, now] = [figureOf(before.window, key, metric, false), figureOf(after.window, key, metric, false)];
            expect(now, `${key} ${metric} (${c.respondents} people)`).toEqual(was);
          }
      }),
      { numRuns: 50, seed: 20261125 },
    );
  }, 120_000);

  it("the newcomer's score is not recovered from the window and its months", async () => {
    // Five people answer every month, one newcomer only the last. k = 1 shows every answer at once
    // (the open month's blocks included): only the window's arithmetic stands between them.
    const people: Person[] = Array.from({ length: 5 }, (_, p) => ({ node: 0, option: -1, scores: MONTHS.map((__, m) => (p * 3 + m * 5) % 11) }));
    people.push({ node: 0, option: -1, scores: [null, null, 3] });
    const { window, months } = await read(people, [-1], 1);
    const team = `${id(2, 1)}|`;
    const total = (b: GatedBucket) => b.counts.get(team)!.metrics.recognition.score! * b.counts.get(team)!.respondents;
    const recovered = (3 * total(window) - months.reduce((sum, b) => sum + total(b), 0)) / 2;
    expect(Math.abs(recovered - 3)).toBeGreaterThan(0.5);
  });
});
