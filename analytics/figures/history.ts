import type { AnalyticsEngine } from '../engine.js';
import { countScopes, toScopeCount, uuid, uuidList, type ScopeCount } from './base.js';
import { firstDay, lastMonths } from './period.js';

/**
 * Counts month by month for the last `count` months, every scope and cell: closed months from
 * their stored counts, the months still open computed now (their open cycles released in blocks).
 */
export async function monthlyCounts(engine: AnalyticsEngine, q: { companyId: string; today: string; k: number; months: number; options?: readonly string[]; live?: boolean }): Promise<Map<string, ScopeCount[]>> {
  const months = lastMonths(q.today, q.months);
  const stored = await engine.all(
    `select * exclude (company_id) from month_figures where company_id = ${uuid(q.companyId)} and bucket >= '${months[0]}'
     and (option is null ${q.options?.length ? `or list_contains(${uuidList(q.options)}, option)` : ''})`,
  );
  const closed = await engine.all<{ month: string }>(`select month from closed_months where company_id = ${uuid(q.companyId)} and month >= '${months[0]}'`);
  const closedSet = new Set(closed.map((c) => c.month));
  const byMonth = new Map<string, ScopeCount[]>(months.map((m) => [m, []]));
  for (const row of stored) byMonth.get(String(row.bucket))?.push(toScopeCount(row));
  const open = months.filter((m) => !closedSet.has(m));
  if (open.length) {
    const live = await countScopes(engine, { companyId: q.companyId, today: q.today, from: firstDay(open[0]!), to: q.today, k: q.k, groups: 'all', options: q.options, byMonth: true, live: q.live });
    for (const c of live) if (!closedSet.has(c.bucket)) byMonth.get(c.bucket)?.push(c);
  }
  return byMonth;
}
