import { once } from 'node:events';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { BulkWriter, Row, TableName, Value } from './writer.js';

// COPY ... FROM STDIN in PostgreSQL's text format: the fastest way into a real server, streamed in
// chunks with back-pressure so memory stays flat however many rows pass through.

const CHUNK_CHARS = 1 << 17;

/** Text-format escaping: backslash, and the characters that separate columns and rows. */
function escapeText(s: string): string {
  return /[\\\t\n\r]/.test(s) ? s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : s;
}

/** An array literal; elements quoted only when they must be (ids never are). */
function arrayLiteral(items: readonly string[]): string {
  const parts = items.map((item) => (item === '' || /[{}",\\\s]/.test(item) || item.toUpperCase() === 'NULL' ? `"${item.replace(/["\\]/g, '\\$&')}"` : item));
  return `{${parts.join(',')}}`;
}

function field(value: Value): string {
  if (value === null) return '\\N';
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return escapeText(arrayLiteral(value));
}

export function copyLine(row: Row): string {
  let line = field(row[0]!);
  for (let i = 1; i < row.length; i++) line += '\t' + field(row[i]!);
  return line + '\n';
}

export class PostgresWriter implements BulkWriter {
  readonly kind = 'postgres' as const;

  private constructor(
    private readonly client: pg.ClientBase,
    private readonly release: () => Promise<void>,
  ) {}

  /**
   * A connection of its own from a connection string, or one borrowed from the caller's pool.
   * checkKeys false skips foreign-key checks (session_replication_role = replica, superuser only):
   * they cost two thirds of the load time, and the rows are the ones the checked paths write.
   */
  static async open(source: { url: string } | { pool: pg.Pool }, { checkKeys = true } = {}): Promise<PostgresWriter> {
    let client: pg.ClientBase;
    let release: () => Promise<void>;
    if ('pool' in source) {
      const pooled = await source.pool.connect();
      client = pooled;
      release = async () => {
        await pooled.query('reset synchronous_commit; reset session_replication_role').catch(() => {});
        pooled.release();
      };
    } else {
      const own = new pg.Client({ connectionString: source.url });
      await own.connect();
      client = own;
      release = () => own.end();
    }
    try {
      // COPY FROM refuses tables under forced row-level security unless the role bypasses it, and
      // the generator writes every company: it needs the owner's superuser (or BYPASSRLS) rights.
      const { rows } = await client.query<{ ok: boolean }>('select rolsuper or rolbypassrls as ok from pg_roles where rolname = current_user');
      if (!rows[0]?.ok) throw new Error('The synthetic generator needs a role with SUPERUSER or BYPASSRLS to COPY into tenant tables');
      // A crash can lose the last commits of a bulk load but never corrupt it; the load is redone anyway.
      await client.query('set synchronous_commit = off');
      if (!checkKeys) await client.query('set session_replication_role = replica');
    } catch (error) {
      await release();
      throw error;
    }
    return new PostgresWriter(client, release);
  }

  async write(table: TableName, columns: readonly string[], rows: Iterable<Row>): Promise<number> {
    const stream = this.client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
    const done = new Promise<void>((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', reject);
    });
    let count = 0;
    let chunk = '';
    try {
      for (const row of rows) {
        chunk += copyLine(row);
        count++;
        if (chunk.length >= CHUNK_CHARS) {
          const ok = stream.write(chunk);
          chunk = '';
          if (!ok) await once(stream, 'drain');
        }
      }
      stream.end(chunk);
      await done;
    } catch (error) {
      // Aborts the COPY on the server (CopyFail) so the connection stays usable for a rollback.
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
      await done.catch(() => {});
      throw error;
    }
    return count;
  }

  async query<T extends object>(text: string): Promise<T[]> {
    return (await this.client.query(text)).rows as T[];
  }

  async atomically<T>(fn: (writer: BulkWriter) => Promise<T>): Promise<T> {
    await this.client.query('begin');
    try {
      const result = await fn(this);
      await this.client.query('commit');
      return result;
    } catch (error) {
      await this.client.query('rollback');
      throw error;
    }
  }

  async finish(tables: readonly TableName[]): Promise<void> {
    // Bulk-loaded tables have no planner statistics until autovacuum comes by; reports measured
    // right after the load would otherwise get naive plans.
    for (const table of tables) await this.client.query(`analyze ${table}`);
  }

  async close(): Promise<void> {
    await this.release();
  }
}
