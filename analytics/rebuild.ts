import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { shareName, type AnalyticsSource, type SeqRange, type Share } from './source.js';
import { createSchema, setMeta } from './schema.js';
import { foldResponses, HORIZON_META, refreshCycles, syncOnce } from './sync.js';

// Postgres writes arrays as {a,b}; DuckDB reads them back as lists.
const listOfPgArray = (column: string) => `case when ${column} = '{}' then []::uuid[] else string_split(trim(${column}, '{}'), ',')::uuid[] end`;

const LOADS = {
  responses: `insert into responses select seq::bigint, company_id::uuid, response_id::uuid, cycle_id::uuid, respondent, ${listOfPgArray('group_ids')}, ${listOfPgArray('option_ids')} from read_csv($1, header = true, all_varchar = true)`,
  // An answer takes its response's sequence number and company; one of a response past the horizon
  // has none and is left out. Stored in the export's order: nothing reads answers by position below
  // the horizon (wide.ts: a pass's scan skips what lies below it), and sorting them cost a second.
  answers: `insert into answers select r.seq, r.company_id, a.response_id::uuid, a.metric_id, nullif(a.submetric_id, ''), a.score::double
    from read_csv($1, header = true, all_varchar = true) a join responses r on r.response_id = a.response_id::uuid`,
} as const;

/**
 * A rebuild loads every answer at once: under a tighter limit DuckDB spills to disk sooner, and the
 * whole process (Node, the pg client and DuckDB) stays within its memory budget while it runs (about
 * 930 MB at the benchmark scale under the server's 448 MB, under 700 MB with this).
 */
const REBUILD_MEMORY_LIMIT = '256MB';
const SIZE = /^(\d+(?:\.\d+)?)\s*([KMGT]?)(i?)B$/i;

/** A DuckDB memory size in bytes ('448MB', '1GiB'). */
function bytesOf(size: string): number {
  const [, amount, unit, binary] = SIZE.exec(size) ?? [];
  if (amount === undefined) throw new Error(`not a memory size: ${size}`);
  return Number(amount) * (binary ? 1024 : 1000) ** ' KMGT'.indexOf((unit || ' ').toUpperCase());
}

/**
 * What the file was built from: the source's identity, and the share of its companies when the
 * file holds only a share (a file of another share, or of the whole, is rebuilt at attach).
 */
export const builtFrom = (identity: string, share: Share) => (share.count === 1 ? identity : `${identity} share ${shareName(share)}`);

/**
 * Every response and answer up to `horizon`: Postgres exports both tables at once (on a server, two
 * backends) while DuckDB loads the responses, then the answers, which take their sequence numbers
 * from the responses. Each table is one export: cut by sequence number, each part costs a scan again.
 */
async function loadTables(connection: DuckDBConnection, source: AnalyticsSource, share: Share, horizon: string, dir: string, log: (line: string) => void) {
  const range: SeqRange = { from: '0', to: horizon };
  const tables = (['responses', 'answers'] as const).map((table) => {
    const file = path.join(dir, `${table}.csv`);
    const exported = source.exportCsv(table, file, range, share);
    // Awaited in turn below; a load that fails first must not leave a later export's failure unheard.
    exported.catch(() => undefined);
    return { table, file, exported };
  });
  let since = performance.now();
  try {
    for (const [at, { table, file, exported }] of tables.entries()) {
      await exported;
      await connection.run(LOADS[table], [file]);
      rmSync(file);
      const count = (await connection.runAndReadAll(`select count(*)::bigint as n from ${table}`)).getRowObjectsJS()[0]?.n;
      log(`analytics: [${at + 1}/3] ${table}: ${Number(count).toLocaleString('en-US')} rows (${seconds(since)})`);
      since = performance.now();
    }
  } finally {
    await Promise.allSettled(tables.map((t) => t.exported));
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Builds the file anew from Postgres: a bulk export of every response and answer of the share's
 * companies (COPY, not rows fetched one by one) read by DuckDB's CSV reader, then the closed cycles
 * folded. Progress goes to the log line by line, so a long rebuild on the command line shows where
 * it stands.
 */
export async function rebuild(
  connection: DuckDBConnection,
  source: AnalyticsSource,
  share: Share,
  today: string,
  log: (line: string) => void,
  memoryLimit: string,
): Promise<void> {
  const tighter = bytesOf(memoryLimit) > bytesOf(REBUILD_MEMORY_LIMIT);
  if (tighter) await connection.run(`set memory_limit = '${REBUILD_MEMORY_LIMIT}'`);
  try {
    await rebuildFile(connection, source, share, today, log);
  } finally {
    if (tighter) await connection.run(`set memory_limit = '${memoryLimit}'`);
  }
}

async function rebuildFile(connection: DuckDBConnection, source: AnalyticsSource, share: Share, today: string, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  await createSchema(connection);
  const horizon = await source.horizon();
  log(`analytics: rebuilding from Postgres (${(await source.maxSeq()).toLocaleString('en-US')} responses at most to read)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'clima-rebuild-'));
  try {
    await loadTables(connection, source, share, horizon, dir, log);
    await setMeta(connection, HORIZON_META, horizon);
    const since = performance.now();
    await refreshCycles(connection, source, share);
    await foldResponses(connection, null);
    const { closed } = await syncOnce(connection, source, today, share);
    log(`analytics: [3/3] responses folded into per-respondent rows, ${closed.toLocaleString('en-US')} cycles closed, closed months counted (${seconds(since)})`);
    await setMeta(connection, 'source', builtFrom(await source.identity(), share));
    await connection.run('checkpoint');
    log(`analytics: rebuilt in ${seconds(started)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
