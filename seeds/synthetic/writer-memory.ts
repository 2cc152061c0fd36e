import type { BulkWriter, Row, TableName } from './writer.js';

// A writer that stores nothing: it counts rows per table and keeps the first few of each. Dry runs
// use it to size a data set in seconds; tests use it to compare two runs of the same seed.

export class MemoryWriter implements BulkWriter {
  readonly kind = 'memory' as const;
  readonly counts = new Map<TableName, number>();
  readonly firstRows = new Map<TableName, Row[]>();

  /** source answers reads (the question library) when the run has a database to read from. */
  constructor(
    private readonly keep = 5,
    private readonly source?: Pick<BulkWriter, 'query'>,
  ) {}

  async write(table: TableName, _columns: readonly string[], rows: Iterable<Row>): Promise<number> {
    let count = 0;
    const kept = this.firstRows.get(table) ?? [];
    for (const row of rows) {
      if (kept.length < this.keep) kept.push(row);
      count++;
    }
    this.firstRows.set(table, kept);
    this.counts.set(table, (this.counts.get(table) ?? 0) + count);
    return count;
  }

  async query<T extends object>(text: string): Promise<T[]> {
    if (!this.source) throw new Error('This memory writer has no database to read from: pass options.library');
    return this.source.query<T>(text);
  }

  async atomically<T>(fn: (writer: BulkWriter) => Promise<T>): Promise<T> {
    return fn(this);
  }

  async finish(): Promise<void> {}

  async close(): Promise<void> {}
}
