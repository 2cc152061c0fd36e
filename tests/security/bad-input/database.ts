import { sql } from 'kysely';
import type { Database } from '../../../server/db/connect.js';

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
    const { rows } = await sql<{
      n: number;
      h: string | null;
    }>`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.table(table)} t`.execute(db);
    out[table] = `${rows[0]!.n}:${rows[0]!.h}`;
  }
  return out;
}
