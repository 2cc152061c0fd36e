import type { FigureReader } from '../reader.js';
import type { Metric } from '../metrics.js';
import { cellKey, countsSignature, treeSignature, type TreeNode } from './gating.js';
import { ALL, figureOf, gatedOnce } from './gated.js';
import { monthlyCounts } from './history.js';
import { HISTORY_MONTHS } from './period.js';
import { monthRosterGates, pastSignature, rosterGate, withheldInMonth, type CycleRosters } from './rosters.js';
import type { MonthPoint } from './scores.js';

// One metric's month-by-month history for many scopes at once (action plans measure a pillar's
// change in a group against other groups): the same months, gate decisions and roster gates as
// each scope's report history (scores.ts), read from the counts the reports share, so every point
// equals the one that scope's report shows, and many groups cost one kept entry, not a report each.

export interface MonthlyScoresQuery {
  companyId: string;
  today: string;
  k: number;
  tree: readonly TreeNode[];
  /** 'company' and group ids. */
  scopes: readonly string[];
  metric: Metric;
  live?: boolean;
  /** People who can answer now, and of them those nobody leads, per scope (as the reports pass them). */
  rosters: ReadonlyMap<string, number>;
  unled: ReadonlyMap<string, number>;
  /** Who could answer each past cycle, as recorded when it began. */
  past?: readonly CycleRosters[];
}

/** Kept per state of the company's data (analytics/cache.ts), like every report. */
export function monthlyScores(engine: FigureReader, q: MonthlyScoresQuery): Promise<ReadonlyMap<string, MonthPoint[]>> {
  const key = {
    ...q,
    tree: treeSignature(q.tree),
    rosters: countsSignature(q.rosters),
    unled: countsSignature(q.unled),
    past: pastSignature(q.past),
  };
  return engine.cache.current(q.companyId, `monthlyScores|${q.companyId}|${JSON.stringify(key)}`, () => computeMonthlyScores(engine, q));
}

async function computeMonthlyScores(engine: FigureReader, q: MonthlyScoresQuery): Promise<ReadonlyMap<string, MonthPoint[]>> {
  const months = await monthlyCounts(engine, { companyId: q.companyId, today: q.today, k: q.k, months: HISTORY_MONTHS, live: q.live });
  // Gated over the whole tree and every metric, as the reports gate them: the same decisions.
  const monthly = [...months].map(([month, counts]) => [month, gatedOnce(counts, q.tree, q.k, ALL)] as const);
  const byRoster = rosterGate(q).all;
  const pastRosters = monthRosterGates(q.past, q.k, q.tree);
  return new Map(
    q.scopes.map((scope) => {
      const key = cellKey(scope, null);
      const points = monthly.map(([month, bucket]) => {
        const { score, withheld } = figureOf(bucket, key, q.metric, byRoster.has(scope) || withheldInMonth(pastRosters.get(month), key, q.metric));
        return { month, score, withheld };
      });
      return [scope, points] as const;
    }),
  );
}
