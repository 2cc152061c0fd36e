import type { companyScores } from '../../analytics/figures/benchmark.js';
import type { ComparisonRow } from '../../analytics/figures/comparison.js';
import type { CorrelationReport } from '../../analytics/figures/correlation.js';
import type { NpsReport } from '../../analytics/figures/nps.js';
import { liveCount, type ParticipationReport } from '../../analytics/figures/participation.js';
import type { ScopeReport } from '../../analytics/figures/scores.js';
import type { SubmetricFigure } from '../../analytics/figures/submetrics.js';
import { PILLARS } from '../../analytics/metrics.js';
import type { CompanyRow, FigureRow, ParticipationRows } from './baseline.js';

// Engine against baseline, figure by figure, before anything is timed. Only figures the engine
// shows are compared: the anonymity gate withholds some, and that is its job, not a difference.
// Scores leave the engine rounded to 2 decimals (tolerance 0.01), proportions to 4, correlations
// to 3; counts must be equal.

export interface Check {
  what: string;
  compared: number;
  /** Figures the engine withheld (or had none of), so not compared. */
  withheld: number;
  maxDiff: number;
  mismatches: string[];
}

const SCORE = 0.01;
const EXACT = 0;

class Comparison {
  compared = 0;
  withheld = 0;
  maxDiff = 0;
  mismatches: string[] = [];

  value(label: string, engine: number | null | undefined, baseline: number | null | undefined, tolerance: number) {
    if (engine === null || engine === undefined) {
      this.withheld++;
      return;
    }
    this.compared++;
    const diff = baseline === null || baseline === undefined ? Infinity : Math.abs(engine - baseline);
    if (Number.isFinite(diff)) this.maxDiff = Math.max(this.maxDiff, diff);
    if (!(diff <= tolerance + 1e-9)) this.mismatches.push(`${label}: engine ${engine}, Postgres ${baseline ?? 'nothing'}`);
  }

  fail(message: string) {
    this.mismatches.push(message);
  }

  done(what: string): Check {
    return { what, compared: this.compared, withheld: this.withheld, maxDiff: this.maxDiff, mismatches: this.mismatches };
  }
}

const index = (rows: readonly FigureRow[]) => new Map(rows.map((r) => [`${r.scope}|${r.bucket}|${r.metric}`, r]));
const npsScore = (r: Pick<FigureRow, 'units' | 'promoters' | 'detractors'> | undefined) =>
  r && r.units > 0 ? Math.round(((r.promoters - r.detractors) / r.units) * 100) : undefined;

/** Whether the engine shows a scope's figure of a month ('overall': its overall score). */
export type ShownMonth = (scope: string, month: string, metric: string) => boolean;

/**
 * The window's figure as the engine builds it: the months of the window the engine shows, added
 * (score × people, eNPS counts), beside the window's own count of people.
 */
function windowFigure(at: Map<string, FigureRow>, scope: string, metric: string, months: readonly string[], shown: ShownMonth) {
  const sum = { units: 0, total: 0, promoters: 0, detractors: 0 };
  for (const month of months) {
    const r = at.get(`${scope}|${month}|${metric}`);
    if (!r || r.score === null || !shown(scope, month, metric)) continue;
    ((sum.units += r.units), (sum.total += r.score * r.units), (sum.promoters += r.promoters), (sum.detractors += r.detractors));
  }
  return { ...sum, n: at.get(`${scope}|window|${metric}`)?.n, score: sum.units > 0 ? sum.total / sum.units : undefined };
}

export function companyReport(rows: readonly ComparisonRow[], baseline: readonly FigureRow[], months: readonly string[], shown: ShownMonth): Check {
  const c = new Comparison();
  const at = index(baseline);
  for (const r of rows) {
    const get = (m: string) => windowFigure(at, r.group_id, m, months, shown);
    c.value(`${r.group_id} respondents`, r.respondents, at.get(`${r.group_id}|window|respondents`)?.n, EXACT);
    c.value(`${r.group_id} overall`, r.score, get('overall').score, SCORE);
    for (const m of PILLARS) c.value(`${r.group_id} ${m}`, r.metrics[m], get(m).score, SCORE);
    c.value(`${r.group_id} eNPS`, r.enps, npsScore(get('enps')), EXACT);
  }
  const shownRows = rows.filter((r) => r.respondents !== null).length;
  return c.done(`${shownRows}/${rows.length} groups shown: respondents, overall, 10 pillars, eNPS over the window (its shown months added)`);
}

export function dashboard(report: ScopeReport | null, baseline: readonly FigureRow[], group: string, months: readonly string[], shown: ShownMonth): Check {
  const c = new Comparison();
  const at = index(baseline);
  const get = (bucket: string, m: string) => at.get(`${group}|${bucket}|${m}`);
  const inWindow = (m: string) => windowFigure(at, group, m, months, shown);
  if (!report) return (c.fail('the engine returned no report'), c.done('nothing'));
  c.value('respondents', report.respondents, get('window', 'respondents')?.n, EXACT);
  c.value('overall', report.score, inWindow('overall').score, SCORE);
  for (const p of report.history) c.value(`overall ${p.month}`, p.score, get(p.month, 'overall')?.score, SCORE);
  for (const m of [...report.metrics, ...report.smart]) {
    c.value(`${m.metric}`, m.score, inWindow(m.metric).score, SCORE);
    c.value(`${m.metric} respondents`, m.respondents, inWindow(m.metric).n, EXACT);
    for (const p of m.history) c.value(`${m.metric} ${p.month}`, p.score, get(p.month, m.metric)?.score, SCORE);
  }
  c.value('eNPS', report.enps.score, npsScore(inWindow('enps')), EXACT);
  c.value('LNPS', report.lnps.score, npsScore(inWindow('lnps')), EXACT);
  return c.done(
    `respondents, overall, 14 metrics with n, eNPS, LNPS over the window (its shown months added); overall and 14 metrics per month, ${report.history.length} months`,
  );
}

export function nps(report: NpsReport | null, baseline: readonly FigureRow[], group: string, months: readonly string[], shown: ShownMonth): Check {
  const c = new Comparison();
  const at = index(baseline);
  if (!report) return (c.fail('the engine returned no eNPS'), c.done('nothing'));
  const share = (n: number, of: number) => Math.round((n / of) * 10_000) / 10_000;
  const window = windowFigure(at, group, 'enps', months, shown);
  c.value('eNPS', report.score, npsScore(window), EXACT);
  c.value('eNPS promoters', report.promoters, window.units > 0 ? share(window.promoters, window.units) : undefined, 0.0001);
  c.value('eNPS respondents', report.respondents, window.n, EXACT);
  for (const p of report.history) {
    const e = at.get(`${group}|${p.month}|enps`);
    const people = at.get(`${group}|${p.month}|respondents`);
    c.value(`${p.month} eNPS`, p.score, npsScore(e), EXACT);
    c.value(`${p.month} promoters`, p.prop_promoters, e && share(e.promoters, e.n), 0.0001);
    c.value(`${p.month} passives`, p.prop_passives, e && share(e.n - e.promoters - e.detractors, e.n), 0.0001);
    c.value(`${p.month} detractors`, p.prop_detractors, e && share(e.detractors, e.n), 0.0001);
    c.value(`${p.month} not answered`, p.prop_not_answered, e && people && share(people.n - e.n, people.n), 0.0001);
  }
  return c.done(`eNPS, promoters and respondents over the window (its shown months added); score and 4 proportions for each of ${report.history.length} months`);
}

export function submetrics(engine: readonly SubmetricFigure[], baseline: readonly { submetric: string; n: number; score: number }[]): Check {
  const c = new Comparison();
  const at = new Map(baseline.map((b) => [b.submetric, b]));
  if (engine.length !== baseline.length) c.fail(`engine has ${engine.length} submetrics, Postgres ${baseline.length}`);
  for (const f of engine) {
    c.value(`${f.submetric}`, f.score, at.get(f.submetric)?.score, SCORE);
    c.value(`${f.submetric} respondents`, f.respondents, at.get(f.submetric)?.n, EXACT);
  }
  return c.done(`${engine.length} submetrics: score and respondents over the window`);
}

export function participation(report: ParticipationReport, baseline: ParticipationRows, k: number): Check {
  const c = new Comparison();
  const cycles = new Map(baseline.cycles.map((b) => [b.cycle_id, b]));
  if (report.cycles.length !== baseline.cycles.length) c.fail(`engine has ${report.cycles.length} cycles, Postgres ${baseline.cycles.length}`);
  for (const e of report.cycles) {
    const b = cycles.get(e.cycleId);
    // The open cycle's count moves in whole steps of k per place in the engine.
    c.value(`cycle ${e.date}`, e.respondents, b && b.places.reduce((sum, n) => sum + (b.open ? Math.floor(n / k) * k : n), 0), EXACT);
  }
  // Every window: its closed cycles' people exactly, the open cycle's newcomers in whole blocks of k per place.
  const live = (key: string) => (baseline.windows.get(key) ?? []).reduce((sum, w) => sum + liveCount(w.n, w.closed, k), 0);
  c.value('last 7 days', report.last7Days.respondents, live('last7'), EXACT);
  c.value('last 14 days', report.last14Days.respondents, live('last14'), EXACT);
  if (report.weeks.map((w) => w.week).join() !== baseline.weeks.join())
    c.fail(`engine weeks ${report.weeks.map((w) => w.week).join()}, Postgres ${baseline.weeks.join()}`);
  for (const w of report.weeks) c.value(`week ${w.week}`, w.respondents, live(w.week), EXACT);
  return c.done(
    `respondents of ${report.cycles.length} cycles, people of the last 7 and 14 days (open cycle in steps of k), ${report.weeks.length} weeks (this one in steps of k)`,
  );
}

export function benchmark(engine: Awaited<ReturnType<typeof companyScores>>, baseline: readonly CompanyRow[]): Check {
  const c = new Comparison();
  const at = new Map(baseline.map((b) => [b.company_id, b]));
  if (engine.length !== baseline.length) c.fail(`engine ranks ${engine.length} companies, Postgres ${baseline.length}`);
  for (const e of engine) {
    const b = at.get(e.company_id);
    const name = e.company_id.slice(0, 8);
    c.value(`${name} respondents`, e.respondents, b?.respondents, EXACT);
    c.value(`${name} overall`, e.overall, b?.overall, SCORE);
    for (const m of PILLARS) c.value(`${name} ${m}`, e[m], b?.scores[m], SCORE);
    c.value(`${name} eNPS`, e.enps, b?.enps, SCORE);
  }
  return c.done(`${engine.length} companies: respondents, overall, 10 pillars, eNPS (unrounded)`);
}

export function correlation(report: CorrelationReport, baseline: readonly { a: string; b: string; r: number | null; n: number }[]): Check {
  const c = new Comparison();
  if (!report.available) c.fail('the engine says the correlation view is not available');
  const at = new Map(baseline.map((p) => [`${p.a}|${p.b}`, p]));
  for (const p of report.pairs) {
    const b = at.get(`${p.a}|${p.b}`);
    c.value(`r ${p.a}~${p.b}`, p.r, b?.r, 0.0006);
    c.value(`n ${p.a}~${p.b}`, p.n, b?.n, EXACT);
  }
  return c.done(`${report.pairs.length} pairs: r (rounded to 3 decimals) and n over ${report.observations} observations`);
}
