import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../../server/db/connect.js';

// The bad-input harness measures "changes nothing" on a database of its own, so that other test
// files writing at the same time cannot blur the count.

export async function createIsolatedDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const runUrl = new URL(inject('databaseUrl'));
  const name = `${runUrl.pathname.slice(1)}_bad_input`;
  // Any database of the server can create another; the run's own is sure to exist.
  const admin = runUrl;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(runUrl.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Every table of the schema (read from the catalogue, so a new table is watched from the day it exists). */
export async function allTables(db: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_migration%'
    order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

/** Every row of the tables, hashed: a count misses an update, this does not. */
export async function fingerprint(db: Database, tables: string[]) {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number; h: string | null }>`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.table(table)} t`.execute(db);
    out[table] = `${rows[0]!.n}:${rows[0]!.h}`;
  }
  return out;
}
