import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './types.js';
import { PGliteDialect } from './pglite-dialect.js';

// Dates of birth stay 'YYYY-MM-DD' strings and counts come back as numbers on both drivers.
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

export type Database = Kysely<DB>;

export interface ConnectOptions {
  databaseUrl?: string;
  dataDir: string;
}

/** The driver under Kysely, for the few bulk paths Kysely has no words for (COPY for the analytics rebuild). */
export type RawConnection = { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: import('@electric-sql/pglite').PGlite };

export async function connect({ databaseUrl, dataDir }: ConnectOptions): Promise<{ db: Database; kind: 'postgres' | 'pglite'; raw: RawConnection }> {
  if (databaseUrl) {
    pg.types.setTypeParser(DATE_OID, (v) => v);
    pg.types.setTypeParser(INT8_OID, (v) => Number(v));
    pg.types.setTypeParser(NUMERIC_OID, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres', raw: { kind: 'postgres', pool } };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = path.resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    parsers: {
      [DATE_OID]: (v: string) => v,
      [INT8_OID]: (v: string) => Number(v),
      [NUMERIC_OID]: (v: string) => Number(v),
    },
  });
  return { db: new Kysely<DB>({ dialect: new PGliteDialect(client) }), kind: 'pglite', raw: { kind: 'pglite', client } };
}
