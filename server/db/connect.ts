import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './types.js';
import { guardDialect, type NestingPolicy } from './connection-guard.js';
import { PGliteDialect } from './pglite-dialect.js';
import { PreparingClient } from './prepared.js';

// Dates of birth stay 'YYYY-MM-DD' strings and counts come back as numbers on both drivers.
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

export type Database = Kysely<DB>;

export interface ConnectOptions {
  databaseUrl?: string;
  /** Where the embedded database keeps its files; null keeps it in memory. */
  dataDir: string | null;
  /** An embedded database's files to start from (a dump of `dumpDataDir`), for tests. */
  loadDataDir?: Blob;
  /** How long work may wait for a connection before it fails (default 10 s). */
  lockTimeoutMs?: number;
  /** A transaction asked for inside another: refused, or only logged (production on a server). */
  nesting?: NestingPolicy;
  log?: (line: string) => void;
}

/** The driver under Kysely, for the few bulk paths Kysely has no words for (COPY for the analytics rebuild). */
export type RawConnection = { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: import('@electric-sql/pglite').PGlite };

export async function connect({
  databaseUrl,
  dataDir,
  loadDataDir,
  lockTimeoutMs = 10_000,
  nesting = 'throw',
  log = (line) => console.error(line),
}: ConnectOptions): Promise<{ db: Database; kind: 'postgres' | 'pglite'; raw: RawConnection }> {
  if (databaseUrl) {
    pg.types.setTypeParser(DATE_OID, (v) => v);
    pg.types.setTypeParser(INT8_OID, (v) => Number(v));
    pg.types.setTypeParser(NUMERIC_OID, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: lockTimeoutMs, Client: PreparingClient });
    const dialect = guardDialect(new PostgresDialect({ pool }), nesting, log);
    return { db: new Kysely<DB>({ dialect }), kind: 'postgres', raw: { kind: 'postgres', pool } };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  let dir: string | undefined;
  if (dataDir !== null) {
    dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir: dir,
    loadDataDir,
    parsers: {
      [DATE_OID]: (v: string) => v,
      [INT8_OID]: (v: string) => Number(v),
      [NUMERIC_OID]: (v: string) => Number(v),
    },
  });
  // One connection: a nested transaction would wait on itself forever, so it is always refused.
  const dialect = guardDialect(new PGliteDialect(client, { lockTimeoutMs, log }), 'throw', log);
  return { db: new Kysely<DB>({ dialect }), kind: 'pglite', raw: { kind: 'pglite', client } };
}
