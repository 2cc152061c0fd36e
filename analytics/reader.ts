import type { DuckDBValue } from '@duckdb/node-api';
import type { FigureCache } from './cache.js';

// What figures need of the engine: read queries and the figure cache. Figures depend on this, not
// on the engine (which depends on the sync, which depends on the figures' counts): no cycle.

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
