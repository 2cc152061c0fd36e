import { mean, sampleStandardDeviation } from 'simple-statistics';
import type { TEffect } from './action-plans.schemas.js';

// Whether a plan worked: how its pillar moved in its scope since it started, against how it moved
// in comparable groups without a plan on it (a difference in differences). Pure: every number it
// reads is a gated monthly score the reports already show (action-plans.figures.ts), so it can
// say nothing about fewer than k people that the reports do not.

/** One month of a scope's gated history: a score, or none (withheld, or nobody answered). */
export interface MonthScore {
  /** 'YYYY-MM'. */
  month: string;
  score: number | null;
  /** Answers stand behind the month, but too few to show. */
  withheld: boolean;
}

export interface EffectInput {
  /** The day the plan started. */
  startedOn: string;
  /** The plan's scope's history, oldest first, up to the current month. */
  plan: readonly MonthScore[];
  /**
   * The groups that may serve as comparison (action-plans.figures.ts: not the plan's scope, above
   * or below it, and in the reader's reach), each with its history over the same months and the
   * month a plan on the same metric first touched it (its own, one above or one below), if any.
   */
  candidates: readonly Candidate[];
}

export interface Candidate {
  history: readonly MonthScore[];
  /** 'YYYY-MM' of the earliest plan on the metric in the group, above or below it; null: none. */
  treatedFrom: string | null;
}

export interface Change {
  before: number;
  after: number;
}

/** Two-sided 95% quantiles of Student's t for 1 to 30 degrees of freedom (simple-statistics has no t quantile). */
const T_975 = [
  12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.306, 2.2622, 2.2281, 2.201, 2.1788, 2.1604, 2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.093, 2.086, 2.0796,
  2.0739, 2.0687, 2.0639, 2.0595, 2.0555, 2.0518, 2.0484, 2.0452, 2.0423,
];
const Z_975 = 1.959964;

/**
 * The 0.975 quantile of Student's t with `df` degrees of freedom: the table up to 30, beyond it the
 * Cornish–Fisher expansion around the normal quantile (within 1e-4 there).
 */
export function tQuantile975(df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new Error(`degrees of freedom must be a positive integer, got ${df}`);
  if (df <= T_975.length) return T_975[df - 1]!;
  const z = Z_975;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2) + (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The difference in differences of a plan's scope against n ≥ 2 comparison groups:
 *
 *   planChange       = after_p − before_p
 *   comparisonChange = mean over c of (after_c − before_c)
 *   estimate         = planChange − comparisonChange
 *   95% interval     = estimate ± t(0.975, n−1) · s · √(1 + 1/n)
 *
 * where s is the sample standard deviation of the comparison groups' changes. The interval is a
 * prediction interval: with no plan, the plan's scope would have moved like one more comparison
 * group, so its own spread (s², the "1") adds to the uncertainty of the comparison mean (s²/n).
 * Null with fewer than two comparison groups (no spread to measure). Every number is rounded to
 * two decimals at the end, as the reports' scores are.
 */
export function differenceInDifferences(plan: Change, comparisons: readonly Change[]) {
  const n = comparisons.length;
  if (n < 2) return null;
  const changes = comparisons.map((c) => c.after - c.before);
  const planChange = plan.after - plan.before;
  const comparisonChange = mean(changes);
  const estimate = planChange - comparisonChange;
  const margin = tQuantile975(n - 1) * sampleStandardDeviation(changes) * Math.sqrt(1 + 1 / n);
  return {
    estimate: round2(estimate),
    low: round2(estimate - margin),
    high: round2(estimate + margin),
    planChange: round2(planChange),
    comparisonChange: round2(comparisonChange),
    comparisonGroups: n,
  };
}

const answered = (m: MonthScore | undefined) => Boolean(m && (m.score !== null || m.withheld));

/** The month before a 'YYYY-MM' month. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

/**
 * A plan's effect. Before is the month before the plan's start month (the last month it had no
 * part in); after is the latest month after the start month with answers in the plan's scope (the
 * current month, live, once it has figures, else the one before). Every group is read at the same
 * two months:
 * - waiting: no month after the start month has answers in the plan's scope yet;
 * - too-few: the plan's scope's score is not shown in one of the two months (withheld for fewer
 *   than k people, or nobody answered; or the before month has left the reports' twelve months);
 * - no-comparison: fewer than two candidates untouched by a plan on the metric up to the after
 *   month have both scores shown;
 * - measured: differenceInDifferences.
 */
export function planEffect(input: EffectInput): TEffect {
  const start = input.startedOn.slice(0, 7);
  const before = previousMonth(start);
  const after = input.plan.findLast((m) => m.month > start && answered(m))?.month;
  if (!after) return { state: 'waiting' };
  const at = (history: readonly MonthScore[], month: string) => history.find((m) => m.month === month)?.score ?? null;
  const changeOf = (history: readonly MonthScore[]): Change | null => {
    const b = at(history, before);
    const a = at(history, after);
    return b === null || a === null ? null : { before: b, after: a };
  };
  const plan = changeOf(input.plan);
  if (!plan) return { state: 'too-few' };
  // A group with a plan of its own started by the after month is no picture of "without a plan".
  const comparisons = input.candidates
    .filter((c) => c.treatedFrom === null || c.treatedFrom > after)
    .map((c) => changeOf(c.history))
    .filter((c): c is Change => c !== null);
  const measured = differenceInDifferences(plan, comparisons);
  return measured ? { state: 'measured', ...measured } : { state: 'no-comparison' };
}
