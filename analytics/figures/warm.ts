import { KEEP_COUNTS_MS, type SharedQuery, type SharedUse } from '../cache.js';
import type { Metric } from '../metrics.js';
import type { FigureReader } from '../reader.js';
import { correlationState } from './correlation.js';
import { monthlyCounts } from './history.js';
import { participationCounts } from './participation.js';
import { submetricCounts } from './submetrics.js';
import { windowCounts } from './window.js';

// The counts a company's reports share, made again from their kind and query: after a start, the
// counts read in the last hours are computed before anyone asks (engine.ts), so the first report a
// leader opens after a restart is a gate over kept counts, not a pass over the rows.

const MAKERS: Record<string, (reader: FigureReader, q: SharedQuery) => Promise<unknown>> = {
  window: (r, q) => windowCounts(r, { ...q, k: Number(q.k), options: q.options as string[] | null, live: q.live as boolean }),
  months: (r, q) => monthlyCounts(r, { ...q, k: Number(q.k), months: Number(q.months), options: q.options as string[] | null, live: q.live as boolean }),
  participation: (r, q) => participationCounts(r, { ...q, k: Number(q.k) }),
  correlation: (r, q) => correlationState(r, q),
  submetrics: (r, q) => submetricCounts(r, { ...q, k: Number(q.k), metric: q.metric as Metric, live: q.live as boolean }),
};

/**
 * Computes the shared counts of `uses` again for `today` (a day may have passed since they were
 * read), one at a time (reports arriving meanwhile share them), newest first, until the budget
 * is spent or `stop` says so (the engine closes).
 * Kinds it does not know (from another version) and counts that fail are left to the next read.
 * Returns how many it computed.
 */
export async function warmShared(
  reader: FigureReader,
  uses: readonly SharedUse[],
  today: string,
  limits: { budgetMs: number; stop: () => boolean },
  now = Date.now(),
): Promise<number> {
  const started = performance.now();
  const made: SharedUse[] = [];
  // Counts not read within the time the cache keeps them warm stay cold, as they would have.
  const recent = uses.filter((u) => typeof u.usedAt === 'number' && now - u.usedAt < KEEP_COUNTS_MS && typeof u.query?.companyId === 'string');
  for (const use of recent.sort((a, b) => b.usedAt - a.usedAt)) {
    const make = MAKERS[use.kind];
    if (!make) continue;
    if (performance.now() - started > limits.budgetMs || limits.stop()) break;
    try {
      await make(reader, { ...use.query, today });
      made.push(use);
    } catch {
      // A count that cannot be made now is made (or fails visibly) when a report asks for it.
    }
  }
  // Dated back once all are made: counts read inside others' (the window inside the months) were read again meanwhile.
  for (const use of made) reader.cache.lastReadAt(use.kind, { ...use.query, today }, use.usedAt);
  return made.length;
}
