import type { DB } from '../../server/db/types.js';

// The generator streams rows of the real tables into a bulk writer and never learns how they are
// stored: COPY on a PostgreSQL server for the benchmark scale, batched INSERTs through Kysely for
// the embedded PGlite of the demo, or a recorder in tests and dry runs.

/**
 * One column value, in the form both drivers take: dates and instants as ISO strings, JSON as its
 * text, arrays of ids as string arrays.
 */
export type Value = string | number | boolean | null | readonly string[];
export type Row = readonly Value[];
export type TableName = keyof DB;

export interface BulkWriter {
  readonly kind: 'postgres' | 'kysely' | 'memory';
  /**
   * Stores the rows, pulled one at a time from the iterable, so a table of millions of rows is
   * never held in memory. Resolves with the row count once every row is stored.
   */
  write(table: TableName, columns: readonly string[], rows: Iterable<Row>): Promise<number>;
  /** A read as the database owner (the question library, counts). */
  query<T extends object>(text: string): Promise<T[]>;
  /** Runs fn in one transaction: a company is written whole or not at all. */
  atomically<T>(fn: (writer: BulkWriter) => Promise<T>): Promise<T>;
  /** Work after a bulk load (fresh planner statistics). */
  finish(tables: readonly TableName[]): Promise<void>;
  close(): Promise<void>;
}
