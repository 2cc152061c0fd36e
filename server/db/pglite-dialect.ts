import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { currentWork } from './connection-guard.js';

export interface PGliteLockOptions {
  /** How long a request may wait for the connection before it fails instead of hanging. */
  lockTimeoutMs: number;
  log: (line: string) => void;
}

export class ConnectionBusyError extends Error {
  constructor(waiter: string, holder: string, heldMs: number) {
    super(`"${waiter}" waited too long for the embedded database: "${holder}" has held it for ${heldMs} ms`);
    this.name = 'ConnectionBusyError';
  }
}

// PGlite is one in-process connection: queries and transactions are serialised by a lock,
// so a transaction never sees another request's statements interleaved with its own.
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(query.sql, query.parameters as unknown[]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && query.query.kind !== 'SelectQueryNode' ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on the embedded database');
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;
  private releaseCurrent: (() => void) | undefined;
  private holder = { label: '', since: 0 };

  constructor(
    private readonly pg: PGlite,
    private readonly lock: PGliteLockOptions,
  ) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), this.lock.lockTimeoutMs)));
    const outcome = await Promise.race([previous.then(() => 'ready' as const), timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      // Our place in the queue passes straight on when its turn comes, so nobody behind us waits for it.
      void previous.then(release);
      const error = new ConnectionBusyError(currentWork(), this.holder.label, Date.now() - this.holder.since);
      this.lock.log(error.message);
      throw error;
    }
    this.releaseCurrent = release;
    this.holder = { label: currentWork(), since: Date.now() };
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.releaseCurrent;
    this.releaseCurrent = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.pg.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(
    private readonly pg: PGlite,
    private readonly lock: PGliteLockOptions,
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg, this.lock);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
