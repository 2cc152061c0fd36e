import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/types.js';
import type { BulkWriter, Row, TableName } from './writer.js';

// Multi-row INSERTs through Kysely: what the embedded PGlite understands (it has no COPY from a
// client stream), fast enough at the demo's scale. Rows go in batches, so a table is never held
// whole in memory.

const BATCH_ROWS = 1000;
/** PostgreSQL's bind parameter limit; a wide table gets smaller batches. */
const MAX_PARAMS = 65_000;

export class KyselyWriter implements BulkWriter {
  readonly kind = 'kysely' as const;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly inTransaction = false,
  ) {}

  async write(table: TableName, columns: readonly string[], rows: Iterable<Row>): Promise<number> {
    const size = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMS / columns.length)));
    // Table and columns vary per call; the rows are checked against the schema by the database.
    const db = this.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    let batch: Record<string, unknown>[] = [];
    let count = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await db.insertInto(table).values(batch).execute();
      batch = [];
    };
    for (const row of rows) {
      const record: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) record[columns[i]!] = row[i];
      batch.push(record);
      count++;
      if (batch.length >= size) await flush();
    }
    await flush();
    return count;
  }

  async query<T extends object>(text: string): Promise<T[]> {
    return (await sql.raw<T>(text).execute(this.db)).rows;
  }

  async atomically<T>(fn: (writer: BulkWriter) => Promise<T>): Promise<T> {
    if (this.inTransaction) return fn(this);
    return this.db.transaction().execute((tx) => fn(new KyselyWriter(tx, true)));
  }

  async finish(tables: readonly TableName[]): Promise<void> {
    for (const table of tables) await sql.raw(`analyze ${table}`).execute(this.db);
  }

  /** The database belongs to the caller, who closes it. */
  async close(): Promise<void> {}
}
