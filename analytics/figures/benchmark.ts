import { MINIMUMS } from '../../domain/minimums.js';
import type { FigureReader } from '../reader.js';
import { col, PILLARS, type Metric } from '../metrics.js';
import { day } from './base.js';
import { reportWindow } from './period.js';
import { scopeReport, type ReportQuery } from './scores.js';

// Where a company stands among the others: for each pillar, the overall score and eNPS, the share
// of comparable companies it scores above. Only this company's own percentiles leave: no other
// company's figure does. Companies count when at least BENCHMARK_MIN_RESPONDENTS people answered
// in the window (closed cycles only: the benchmark moves once a day, not with each answer).

const BENCHMARK_MIN_RESPONDENTS = MINIMUMS.benchmark.respondents;
const BENCHMARK_MIN_COMPANIES = MINIMUMS.benchmark.companies;

/** Badges by the overall percentile: [lowest percentile, badge], best first. */
export const BADGES = [
  [97, 'culture champion'],
  [90, 'diamond'],
  [75, 'platinum'],
  [60, 'gold'],
  [40, 'silver'],
  [20, 'bronze'],
  [0, 'nope'],
] as const;
export type Badge = (typeof BADGES)[number][1];

export const badgeOf = (percentile: number): Badge => BADGES.find(([from]) => percentile >= from)![1];

export interface BenchmarkPosition {
  metric: Metric | 'overall';
  percentile: number | null;
}

export interface BenchmarkReport {
  /** Comparable companies, this one included. */
  companies: number;
  available: boolean;
  badge: Badge | null;
  positions: BenchmarkPosition[];
}

/** Percentile rank: the share of the others below, ties counting half. */
export function percentileRank(value: number, others: readonly number[]): number {
  if (others.length === 0) return 50;
  const below = others.filter((o) => o < value).length;
  const ties = others.filter((o) => o === value).length;
  return Math.round(((below + ties / 2) / others.length) * 1000) / 10;
}

type CompanyScores = Record<string, number | null> & { company_id: string; respondents: number };

export async function companyScores(engine: FigureReader, today: string): Promise<CompanyScores[]> {
  const { from } = reportWindow(today);
  const metrics = [...PILLARS, 'enps'] as const;
  // As a report's window (window-sum.ts): each person once a month with their mean in it, the
  // months added up; respondents are people, each once.
  return engine.all<CompanyScores>(`
    with per as (
      select company_id, strftime(starts_on, '%Y-%m') as month, respondent, ${metrics.map((m) => `avg(${col(m)}) as ${col(m)}`).join(', ')}
      from respondent_cycles where starts_on between ${day(from)} and ${day(today)} and cycle_id in (select cycle_id from closed_cycles) group by all
    )
    select company_id::varchar as company_id, count(distinct respondent)::int as respondents,
      avg(list_avg([${PILLARS.map(col).join(', ')}])) as overall,
      ${PILLARS.map((m) => `avg(${col(m)}) as ${col(m)}`).join(', ')},
      (count(*) filter (where enps >= 9) - count(*) filter (where enps < 7)) * 100.0 / nullif(count(enps), 0) as enps
    from per group by company_id having count(distinct respondent) >= ${BENCHMARK_MIN_RESPONDENTS}`);
}

/**
 * Positions of one scope's figures (the company's own, or one of its groups') among the other
 * companies. `mine` null: the scope has too few respondents to stand in the comparison.
 */
export function benchmarkOf(companyId: string, mine: Record<string, number | null> | null, all: readonly CompanyScores[]): BenchmarkReport {
  const others = all.filter((c) => c.company_id !== companyId);
  const companies = others.length + (mine ? 1 : 0);
  const available = Boolean(mine) && companies >= BENCHMARK_MIN_COMPANIES;
  const metrics: (Metric | 'overall')[] = ['overall', ...PILLARS, 'enps'];
  const positions = metrics.map((metric) => {
    const value = mine?.[metric];
    const values = others.map((o) => o[metric]).filter((v): v is number => v !== null && v !== undefined);
    return { metric, percentile: available && value !== null && value !== undefined ? percentileRank(value, values) : null };
  });
  const overall = positions[0]!.percentile;
  return { companies, available, badge: overall === null ? null : badgeOf(overall), positions };
}

/**
 * Every company's scores, across companies: they move once a day, and when cycles close (closed
 * cycles only count), so they are kept by the day and by the sync passes that closed cycles.
 */
export function dailyCompanyScores(engine: FigureReader, today: string): Promise<CompanyScores[]> {
  return engine.cache.memo(`benchmark|${today}|${engine.cache.closings}`, () => companyScores(engine, today));
}

/**
 * Where one scope (the company or a group) stands: its own gated figures over closed cycles (what
 * the benchmark compares), placed among every comparable company's. The benchmark page and the
 * climate report's pillar cards both read it, so they never disagree.
 */
export async function scopeBenchmark(engine: FigureReader, q: Omit<ReportQuery, 'live' | 'options'>): Promise<BenchmarkReport> {
  const [report, all] = await Promise.all([scopeReport(engine, { ...q, live: false }), dailyCompanyScores(engine, q.today)]);
  // The scope stands in the comparison on the same terms as any company: enough respondents.
  const mine =
    report && !report.withheld && (report.respondents ?? 0) >= BENCHMARK_MIN_RESPONDENTS
      ? { overall: report.score, enps: report.enps.score, ...Object.fromEntries(report.metrics.map((m) => [m.metric, m.score])) }
      : null;
  return benchmarkOf(q.companyId, mine, all);
}
