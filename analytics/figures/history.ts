import type { AnalyticsEngine } from '../engine.js';
import { countScopes, toScopeCount, uuid, type ScopeCount } from './base.js';
import { firstDay, lastMonths } from './period.js';

export interface MonthCounts {
  counts: ScopeCount[];
  /**
   * What the counts stand for: a closed month's version (it changes only if a late answer reopens
   * it), or the company's data generation for a month still open. Keys of derived figures use it.
   */
  version: string;
}

interface MonthlyQuery {
  companyId: string;
  today: string;
  k: number;
  months: number;
  options?: readonly string[];
  live?: boolean;
}

/**
 * Counts month by month for the last `months` months, every scope and cell: closed months from
 * their stored counts (kept until a late answer reopens one), the months still open and any
 * demographic cells computed now (open cycles released in blocks of k).
 */
export async function monthlyCounts(engine: AnalyticsEngine, q: MonthlyQuery): Promise<Map<string, MonthCounts>> {
  const company = uuid(q.companyId);
  const months = lastMonths(q.today, q.months);
  const [closed, withCycles] = await Promise.all([
    engine.all<{ month: string; version: number }>(`select month, version from closed_months where company_id = ${company} and month >= '${months[0]}'`),
    engine.all<{ month: string }>(`select distinct strftime(starts_on, '%Y-%m') as month from cycles where company_id = ${company} and starts_on >= '${months[0]}-01'`),
  ]);
  const versions = new Map(closed.map((c) => [c.month, `closed:${c.version}`]));
  const stored = await engine.cache.memo(`closed-months|${q.companyId}|${months[0]}|${[...versions.values()].sort().join()}`, async () =>
    (await engine.all(`select * exclude (company_id) from month_figures where company_id = ${company} and bucket >= '${months[0]}'`)).map(toScopeCount),
  );
  const byMonth = new Map<string, MonthCounts>(months.map((m) => [m, { counts: [], version: versions.get(m) ?? `open:${engine.cache.generation(q.companyId)}` }]));
  for (const c of stored) byMonth.get(c.bucket)?.counts.push(c);
  // Months with cycles still open are counted now; months without any cycle have nothing to count.
  const open = withCycles.map((c) => c.month).filter((m) => !versions.has(m)).sort();
  if (open.length) {
    const live = await countScopes(engine, { companyId: q.companyId, today: q.today, from: firstDay(open[0]!), to: q.today, k: q.k, groups: 'all', options: q.options, byMonth: true, live: q.live });
    for (const c of live) if (!versions.has(c.bucket)) byMonth.get(c.bucket)?.counts.push(c);
  }
  // Demographic cells of closed months are not stored (few reports ask for them): counted now.
  if (q.options?.length && versions.size) {
    const cells = await countScopes(engine, { companyId: q.companyId, today: q.today, from: firstDay(months[0]!), to: q.today, k: q.k, groups: 'all', options: q.options, byMonth: true, live: q.live });
    for (const c of cells) if (c.option !== null && versions.has(c.bucket)) byMonth.get(c.bucket)?.counts.push(c);
  }
  return byMonth;
}
