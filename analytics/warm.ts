import type { DuckDBConnection } from '@duckdb/node-api';
import type { FigureCache, SharedUse } from './cache.js';
import { warmShared } from './figures/warm.js';
import type { FigureReader } from './reader.js';
import { getMeta, RECENT_COUNTS_META as RECENT, setMeta } from './schema.js';

// The shared counts read lately are noted in the file, so that a start computes them again before
// anyone asks (figures/warm.ts): a restart does not make the next morning's reports cold.

/** How long a start spends on counts read lately, at most (reports arriving meanwhile share them). */
const WARM_BUDGET_MS = 60_000;

/** Notes the shared counts read lately in the file, when they changed since `last` (their JSON); returns what is noted. */
export async function noteRecent(connection: DuckDBConnection, cache: FigureCache, last: string | null): Promise<string> {
  const json = JSON.stringify(cache.recentShares());
  if (json !== last) await setMeta(connection, RECENT, json);
  return json;
}

/** Computes again the shared counts the file notes as read lately; returns how many. */
export async function warmRecent(connection: DuckDBConnection, reader: FigureReader, today: string, stop: () => boolean): Promise<number> {
  const noted = await getMeta(connection, RECENT);
  if (!noted) return 0;
  let uses: SharedUse[];
  try {
    uses = JSON.parse(noted) as SharedUse[];
  } catch {
    return 0;
  }
  return warmShared(reader, uses, today, { budgetMs: WARM_BUDGET_MS, stop });
}
