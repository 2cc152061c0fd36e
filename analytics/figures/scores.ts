import { BAND_LIMITS, bandOf, type Band } from '../../domain/bands.js';
import type { FigureReader } from '../reader.js';
import { PILLARS, SMART, type Metric } from '../metrics.js';
import { COMPANY } from './base.js';
import { cellKey, countsSignature, treeSignature, type TreeNode } from './gating.js';
import { monthlyCounts } from './history.js';
import { ALL, figureOf, gatedOnce, npsFigure, round, type Figure, type GatedBucket, type NpsFigure } from './gated.js';
import { HISTORY_MONTHS } from './period.js';
import {
  cellRostersWithheld,
  monthRosterGates,
  pastSignature,
  rosterGate,
  windowRosterWithheld,
  withheldInMonth,
  type CycleRosters,
  type RosterGate,
} from './rosters.js';
import { windowCounts } from './window.js';
import { inWindow, windowOfMonths } from './window-sum.js';

// Pillar scores, smart metrics, eNPS and LNPS of one scope (the company or a group with its
// subgroups), over the report window with month-by-month history, every figure gated.

export interface ReportQuery {
  companyId: string;
  today: string;
  k: number;
  /** The company's groups as they are now. */
  tree: readonly TreeNode[];
  /** 'company' or a group id. */
  scope: string;
  /** One demographic attribute's options: the report then also has a cell per option. */
  options?: readonly string[];
  /** Open cycles count (real-time figures, paid plans). */
  live?: boolean;
  /** People who can answer now, of the company ('company') and every group (reports.queries.ts rosterCounts). */
  rosters: ReadonlyMap<string, number>;
  /** Of those, the people nobody leads (not asked LNPS), per scope (reports.queries.ts unledCounts). */
  unled: ReadonlyMap<string, number>;
  /** With `options`: people who can answer now with each option, per scope (keyed by cellKey). */
  cellRosters?: ReadonlyMap<string, number>;
  /** Who could answer each past cycle of the history, as recorded when it began. */
  past?: readonly CycleRosters[];
}

export interface MonthPoint {
  month: string;
  score: number | null;
  /** Answers stand behind the month, but too few to show (not the same as nobody answering). */
  withheld: boolean;
}

export type State = Band;

/** How the latest month with answers moved against the month before it, both shown in the history. */
export interface Change {
  delta: number;
  month: string;
  previous: string;
}

export interface MetricFigure extends Figure {
  metric: Metric;
  state: State | null;
  history: MonthPoint[];
  change: Change | null;
}

export interface ScopeReport extends Figure {
  scope: string;
  date: string;
  metrics: MetricFigure[];
  smart: MetricFigure[];
  enps: NpsFigure;
  lnps: NpsFigure;
  lowMetrics: Metric[];
  history: MonthPoint[];
  change: Change | null;
  cells: { option: string; figure: Figure; metrics: MetricFigure[] }[];
}

/** Smart states (reading B of the colour table: domain/bands.ts). */
export const smartState = (score: number): State => bandOf(score, BAND_LIMITS.smart);
/** Pillar bands (reading A). */
export const pillarState = (score: number): State => bandOf(score, BAND_LIMITS.pillar);

/**
 * The change is the difference of two gated months the history already shows, never a figure of
 * its own: when either month is withheld (or had no answers) there is no change, so it opens no
 * way to learn more than the history does.
 */
export function changeOf(history: readonly MonthPoint[]): Change | null {
  const at = history.findLastIndex((p) => p.score !== null || p.withheld);
  const last = history[at];
  const previous = history[at - 1];
  if (!last || !previous || last.score === null || previous.score === null) return null;
  return { delta: round(last.score - previous.score), month: last.month, previous: previous.month };
}

/**
 * The eNPS and LNPS of one scope in a bucket: withheld by the gate over who answered them, or by
 * the rosters (LNPS also where the people nobody leads would show apart from the others).
 */
export function npsFigures(bucket: GatedBucket, scope: string, option: string | null, rosters: RosterGate): { enps: NpsFigure; lnps: NpsFigure } {
  const key = cellKey(scope, option);
  const c = bucket.counts.get(key);
  return {
    enps: npsFigure(c?.enps, rosters.all.has(scope) || bucket.hidden.get('enps')!.has(key), c?.metrics.enps.n),
    lnps: npsFigure(c?.lnps, rosters.lnps.has(scope) || bucket.hidden.get('lnps')!.has(key), c?.metrics.lnps.n),
  };
}

/**
 * The report of one scope, or null when nobody in it has answered in the window. A scope withheld
 * for its roster always has a report, every figure withheld: null would say nobody answered.
 */
/** Kept per state of the company's data (analytics/cache.ts): computed when answers arrive, read as a lookup. */
export function scopeReport(engine: FigureReader, q: ReportQuery): Promise<ScopeReport | null> {
  return engine.cache.current(
    q.companyId,
    `scopeReport|${q.companyId}|${JSON.stringify({ ...q, tree: treeSignature(q.tree), rosters: countsSignature(q.rosters), unled: countsSignature(q.unled), cellRosters: q.cellRosters ? countsSignature(q.cellRosters) : null, past: pastSignature(q.past) })}`,
    () => computeScopeReport(engine, q),
  );
}

async function computeScopeReport(engine: FigureReader, q: ReportQuery): Promise<ScopeReport | null> {
  const counts = (await windowCounts(engine, { companyId: q.companyId, today: q.today, k: q.k, options: q.options, live: q.live })).window;
  const key = cellKey(q.scope, null);
  const rosters = rosterGate(q);
  // Cells by their own rosters too, each with the others and the tree (one attribute's view).
  const cellsHidden = q.options?.length ? cellRostersWithheld({ ...q, options: q.options, cells: q.cellRosters ?? new Map() }) : new Set<string>();
  const byRoster = rosters.all.has(q.scope) || cellsHidden.has(key);
  // Past months are gated by their own cycles' rosters too (people move; rosters.ts), and the
  // window by those of every month it spans: decided, like today's, before any answer is read.
  const pastRosters = monthRosterGates(q.past, q.k, q.tree, q.options);
  const windowPast = (at: string, metric: string) => windowRosterWithheld(pastRosters, q.today, at, metric);
  if (!byRoster && !windowPast(key, 'respondents') && !counts.some((c) => c.scope === q.scope && c.option === null)) return null;
  const months = await monthlyCounts(engine, { companyId: q.companyId, today: q.today, k: q.k, months: HISTORY_MONTHS, options: q.options, live: q.live });
  const monthly = [...months].map(([month, counts]) => [month, gatedOnce(counts, q.tree, q.k, ALL)] as const);
  // Gated over the tree, added up for this scope and its cells only: the report reads nothing else.
  const current = windowOfMonths(gatedOnce(counts, q.tree, q.k, ALL), inWindow(monthly, q.today, pastRosters), [
    key,
    ...(q.options ?? []).map((option) => cellKey(q.scope, option)),
  ]);
  const history = (metric: Metric | 'respondents', at: string, hiddenByRoster = byRoster) =>
    monthly.map(([month, bucket]) => {
      const { score, withheld } = figureOf(bucket, at, metric, hiddenByRoster || withheldInMonth(pastRosters.get(month), at, metric));
      return { month, score, withheld };
    });

  const metricFigure = (metric: Metric, at: string, state: (s: number) => State, hiddenByRoster = byRoster): MetricFigure => {
    const f = figureOf(current, at, metric, hiddenByRoster || windowPast(at, metric));
    // The band follows the score as shown (one decimal): 4.97 reads 5.0 and is coloured as 5.0.
    const points = history(metric, at, hiddenByRoster);
    return { metric, ...f, state: f.score === null ? null : state(round(f.score, 1)), history: points, change: changeOf(points) };
  };
  const overall = history('respondents', key);
  const metrics = PILLARS.map((m) => metricFigure(m, key, pillarState));
  const lowMetrics = metrics
    .filter((m) => m.score !== null && m.score < 7.5)
    .sort((a, b) => a.score! - b.score!)
    .slice(0, 3)
    .map((m) => m.metric);
  return {
    scope: q.scope === COMPANY ? COMPANY : q.scope,
    date: q.today,
    ...figureOf(current, key, 'respondents', byRoster || windowPast(key, 'respondents')),
    metrics,
    smart: SMART.map((m) => metricFigure(m, key, smartState)),
    ...npsFigures(current, q.scope, null, {
      all: windowPast(key, 'enps') ? new Set([...rosters.all, q.scope]) : rosters.all,
      lnps: windowPast(key, 'lnps') ? new Set([...rosters.lnps, q.scope]) : rosters.lnps,
    }),
    lowMetrics,
    history: overall,
    change: changeOf(overall),
    cells: (q.options ?? []).map((option) => {
      const at = cellKey(q.scope, option);
      // A cell of a scope withheld for its roster is withheld too: its roster is within the scope's.
      const cellByRoster = byRoster || cellsHidden.has(at);
      return {
        option,
        figure: figureOf(current, at, 'respondents', cellByRoster || windowPast(at, 'respondents')),
        metrics: PILLARS.map((m) => metricFigure(m, at, pillarState, cellByRoster)),
      };
    }),
  };
}
