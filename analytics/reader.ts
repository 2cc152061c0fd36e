import type { DuckDBResultReader, DuckDBValue } from '@duckdb/node-api';
import type { FigureCache } from './cache.js';

// What figures need of the engine: read queries and the figure cache, and how results become plain
// values. Figures depend on this, not on the engine (which depends on the sync, which depends on
// the figures' counts): no cycle.

export type Row = Record<string, unknown>;

/** A read query's result by column, values as DuckDB gives them (counts as bigint). */
export interface Columns {
  rows: number;
  /** The values of the named column (throws for a column the result lacks). */
  column: (name: string) => unknown[];
}

export interface FigureReader {
  /** Rows of a read query, as plain values. */
  all<T extends Row = Row>(sql: string, values?: DuckDBValue[]): Promise<T[]>;
  /** A read query's result by column. */
  columns(sql: string): Promise<Columns>;
  /** Figures kept per state of each company's data (cache.ts). */
  readonly cache: FigureCache;
}

// Plain JavaScript values out of DuckDB: counts as numbers, dates as 'YYYY-MM-DD'.
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(plain);
  return value;
}

/** A result as rows of plain values: read by column (much faster than row objects for wide results), then shaped. */
export function asRows<T extends Row = Row>(result: DuckDBResultReader): T[] {
  const columns = result.getColumnsJS();
  const names = result.columnNames();
  const rows: T[] = [];
  for (let i = 0; i < result.currentRowCount; i++) {
    const row: Row = {};
    for (let c = 0; c < names.length; c++) row[names[c]!] = plain(columns[c]![i]);
    rows.push(row as T);
  }
  return rows;
}

/** A result by column, values as DuckDB gives them. */
export function asColumns(result: DuckDBResultReader): Columns {
  const columns = result.getColumnsJS();
  const index = new Map(result.columnNames().map((name, i) => [name, i]));
  const column = (name: string) => {
    const i = index.get(name);
    if (i === undefined) throw new Error(`the result has no column ${name}`);
    return columns[i]!;
  };
  return { rows: result.currentRowCount, column };
}
