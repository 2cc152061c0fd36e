import type { FigureReader } from '../reader.js';
import { PILLARS, type Metric } from '../metrics.js';
import { cellKey, countsSignature, treeSignature, type TreeNode } from './gating.js';
import { lastCompletedByGroup } from './participation.js';
import { cellRostersWithheld, monthRosterGates, pastSignature, rosterWithheld, windowRosterWithheld, type CycleRosters } from './rosters.js';
import { monthlyCounts } from './history.js';
import { HISTORY_MONTHS } from './period.js';
import { ALL, gatedOnce, npsFigure } from './gated.js';
import { inWindow, windowOfMonths } from './window-sum.js';
import { windowCounts } from './window.js';

// Groups side by side (the heatmap): every pillar and eNPS over the report window, and the share of
// people who answered the last completed cycle, per group the viewer may see, gated as one family
// with the whole tree.

export interface ComparisonRow {
  /** A group id, or 'company' for the consolidated row. */
  group_id: string;
  respondents: number | null;
  withheld: boolean;
  score: number | null;
  metrics: Record<Metric, number | null>;
  enps: number | null;
  participation: number | null;
  /** Participation hidden by the anonymity gate; a null participation that is not withheld: nobody can answer now. */
  participation_withheld: boolean;
}

export interface CompareQuery {
  companyId: string;
  today: string;
  k: number;
  tree: readonly TreeNode[];
  /** Group ids, and 'company' for the whole company. */
  groups: readonly string[];
  active: ReadonlyMap<string, number>;
  /**
   * Only the people of one option of a demographic attribute: each row is that option's cell of the
   * group, gated with every option's cells (`options`) and the tree, like a report broken down by
   * the attribute, so no cell can be subtracted from its group to isolate fewer than k people.
   */
  filter?: { options: readonly string[]; option: string; /** People who can answer now with each option, per scope (cellKey). */ rosters: ReadonlyMap<string, number> };
  /** Who could answer each past cycle, as recorded when it began: the window's months are gated by them too. */
  past?: readonly CycleRosters[];
}

/** Kept per state of the company's data (analytics/cache.ts): computed when answers arrive, read as a lookup. */
export function compareGroups(engine: FigureReader, q: CompareQuery): Promise<ComparisonRow[]> {
  return engine.cache.current(
    q.companyId,
    `compareGroups|${q.companyId}|${JSON.stringify({ ...q, tree: treeSignature(q.tree), active: countsSignature(q.active), filter: q.filter && { ...q.filter, rosters: countsSignature(q.filter.rosters) }, past: pastSignature(q.past) })}`,
    () => computeCompareGroups(engine, q),
  );
}

async function computeCompareGroups(engine: FigureReader, q: CompareQuery): Promise<ComparisonRow[]> {
  const counts = (await windowCounts(engine, { companyId: q.companyId, today: q.today, k: q.k, options: q.filter?.options })).window;
  // The window's scores add up its months as the groups' history shows them (window-sum.ts): gated
  // over every metric, the months' decisions are the ones the dashboards read.
  const months = await monthlyCounts(engine, { companyId: q.companyId, today: q.today, k: q.k, months: HISTORY_MONTHS, options: q.filter?.options });
  const monthly = [...months].map(([month, list]) => [month, gatedOnce(list, q.tree, q.k, ALL)] as const);
  const pastRosters = monthRosterGates(q.past, q.k, q.tree, q.filter?.options);
  const bucket = windowOfMonths(gatedOnce(counts, q.tree, q.k, ALL), inWindow(monthly, q.today, pastRosters));
  // Rows withheld for their rosters, whatever was answered (a filtered row's cell is within its group).
  const byRoster = rosterWithheld({ k: q.k, tree: q.tree, rosters: q.active });
  // Filtered, each row is a cell: gated by its own roster too, with the attribute's other cells.
  const cellsHidden = q.filter ? cellRostersWithheld({ k: q.k, tree: q.tree, rosters: q.active, options: q.filter.options, cells: q.filter.rosters }) : new Set<string>();
  // The participation screen's "last completed cycle" of each group: the same counts, gate and rate.
  const answered = await lastCompletedByGroup(engine, { companyId: q.companyId, today: q.today, k: q.k, tree: q.tree, groups: q.groups, active: q.active, past: q.past });
  return q.groups.map((group) => {
    const key = cellKey(group, q.filter?.option ?? null);
    const c = bucket.counts.get(key);
    // And by the recorded rosters of every month of the window (rosters.ts).
    const rosterHidden = byRoster.has(group) || cellsHidden.has(key) || windowRosterWithheld(pastRosters, q.today, key, 'respondents');
    const hidden = (m: Metric | 'respondents') => !c || rosterHidden || bucket.hidden.get(m)!.has(key);
    const round = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);
    const shown = !hidden('respondents');
    const attended = answered.get(group)!;
    // People who can answer are not counted per demographic option: no participation under a filter.
    const participation = q.filter ? { rate: null, withheld: false } : attended;
    return {
      group_id: group,
      respondents: shown ? c!.respondents : null,
      withheld: (Boolean(c) || rosterHidden) && !shown,
      score: shown ? round(c!.overall) : null,
      metrics: Object.fromEntries(PILLARS.map((m) => [m, hidden(m) ? null : round(c!.metrics[m].score)])) as Record<Metric, number | null>,
      enps: npsFigure(c?.enps, hidden('enps'), c?.metrics.enps.n).score,
      participation: participation.rate,
      participation_withheld: participation.withheld,
    };
  });
}
