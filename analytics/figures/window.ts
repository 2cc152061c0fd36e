import type { FigureReader } from '../reader.js';
import { countSql, toScopeCounts, uuid, type ScopeCount } from './base.js';
import { firstDay, reportWindow } from './period.js';

// The counts nearly every report starts from: the report window's, every scope, and the months of
// the window that are still open (history reads those from rows, closed months from month_figures),
// in one pass over the rows. Kept per state of the company's data (FigureCache.shared).

export interface WindowQuery {
  companyId: string;
  today: string;
  k: number;
  options?: readonly string[] | null;
  live?: boolean;
}

export interface WindowCounts {
  window: ScopeCount[];
  /** Every open month of the window, with its counts (none yet: an empty list). */
  months: Map<string, ScopeCount[]>;
}

export function windowCounts(engine: FigureReader, q: WindowQuery): Promise<WindowCounts> {
  const query = { companyId: q.companyId, today: q.today, k: q.k, options: q.options ?? null, live: q.live ?? true };
  return engine.cache.shared('window', query, () => countWindow(engine, q));
}

async function countWindow(engine: FigureReader, q: WindowQuery): Promise<WindowCounts> {
  const company = uuid(q.companyId);
  const window = reportWindow(q.today);
  const open = (
    await engine.all<{ month: string }>(
      `select distinct strftime(starts_on, '%Y-%m') as month from cycles
       where company_id = ${company} and starts_on between '${window.from}'::date and '${window.to}'::date
         and strftime(starts_on, '%Y-%m') not in (select month from closed_months where company_id = ${company})
       order by month`,
    )
  ).map((r) => r.month);
  const counts = toScopeCounts(
    await engine.columns(
      countSql({
        companyId: q.companyId,
        today: q.today,
        ...window,
        k: q.k,
        groups: 'all',
        options: q.options ?? undefined,
        live: q.live,
        monthsFrom: open.length ? firstDay(open[0]!) : undefined,
      }),
    ),
  );
  const months = new Map<string, ScopeCount[]>(open.map((m) => [m, []]));
  const inWindow: ScopeCount[] = [];
  for (const c of counts) {
    if (c.bucket === 'window') inWindow.push(c);
    else months.get(c.bucket)?.push(c);
  }
  return { window: inWindow, months };
}
