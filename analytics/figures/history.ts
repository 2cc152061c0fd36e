import type { FigureReader } from '../reader.js';
import { countScopes, toScopeCounts, uuid, type ScopeCount } from './base.js';
import { firstDay, lastMonths } from './period.js';
import { windowCounts } from './window.js';

interface MonthlyQuery {
  companyId: string;
  today: string;
  k: number;
  months: number;
  options?: readonly string[] | null;
  live?: boolean;
}

/**
 * Counts month by month for the last `months` months, every scope and cell: closed months from
 * their stored counts (kept until a late answer reopens one), the months still open and any
 * demographic cells computed now (open cycles released in blocks of k).
 */
export function monthlyCounts(engine: FigureReader, q: MonthlyQuery): Promise<Map<string, ScopeCount[]>> {
  const query = { companyId: q.companyId, today: q.today, k: q.k, months: q.months, options: q.options ?? null, live: q.live ?? true };
  return engine.cache.shared('months', query, () => countMonths(engine, q));
}

async function countMonths(engine: FigureReader, q: MonthlyQuery): Promise<Map<string, ScopeCount[]>> {
  const company = uuid(q.companyId);
  const months = lastMonths(q.today, q.months);
  const [closed, withCycles] = await Promise.all([
    engine.all<{ month: string; version: number }>(`select month, version from closed_months where company_id = ${company} and month >= '${months[0]}'`),
    engine.all<{ month: string }>(`select distinct strftime(starts_on, '%Y-%m') as month from cycles where company_id = ${company} and starts_on >= '${months[0]}-01'`),
  ]);
  const versions = new Map(closed.map((c) => [c.month, `closed:${c.version}`]));
  // Closed months' counts, one array per month, kept as long as those months stay closed: what
  // is derived from them (gate decisions) is kept with them.
  const stored = await engine.cache.memo(`closed-months|${q.companyId}|${months[0]}|${[...versions.values()].sort().join()}`, async () => {
    const rows = toScopeCounts(await engine.columns(`select * exclude (company_id) from month_figures where company_id = ${company} and bucket >= '${months[0]}'`));
    const byBucket = new Map<string, ScopeCount[]>();
    for (const c of rows) {
      const list = byBucket.get(c.bucket);
      if (list) list.push(c);
      else byBucket.set(c.bucket, [c]);
    }
    return byBucket;
  });
  const open = withCycles
    .map((c) => c.month)
    .filter((m) => !versions.has(m))
    .sort();
  // Open months are counted with the report window, in its pass; one older than the window (or
  // one that opened since that pass) on its own.
  const withWindow = open.length
    ? (await windowCounts(engine, { companyId: q.companyId, today: q.today, k: q.k, options: q.options, live: q.live })).months
    : new Map<string, ScopeCount[]>();
  const missing = open.filter((m) => !withWindow.has(m));
  // Every scope and cell month by month, from a month on.
  const byMonth = (from: string) =>
    countScopes(engine, {
      companyId: q.companyId,
      today: q.today,
      from: firstDay(from),
      to: q.today,
      k: q.k,
      groups: 'all',
      options: q.options ?? undefined,
      byMonth: true,
      live: q.live,
    });
  const rest = missing.length ? await byMonth(missing[0]!) : [];
  // Demographic cells of closed months are not stored (few reports ask for them): counted now.
  const cells = q.options?.length && versions.size ? (await byMonth(months[0]!)).filter((c) => c.option !== null && versions.has(c.bucket)) : [];
  const countsOf = (month: string): ScopeCount[] => {
    if (!versions.has(month)) return withWindow.get(month) ?? rest.filter((c) => c.bucket === month);
    const kept = stored.get(month) ?? [];
    const monthCells = cells.filter((c) => c.bucket === month);
    return monthCells.length ? [...kept, ...monthCells] : kept;
  };
  return new Map(months.map((m) => [m, countsOf(m)]));
}
