import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseConnection, Dialect, Driver, Kysely, TransactionSettings } from 'kysely';

// A request that asks for a second connection while it holds one waits on itself: on the embedded
// database (one connection) forever, on a server until the pool runs dry under load. The guard
// knows, through async context, which work holds a transaction, and refuses the second ask at once.

interface Holding {
  /** Who holds the connection: the request (method and path) or the job, and the role it runs as. */
  readonly label: string;
  open: boolean;
}

const holding = new AsyncLocalStorage<Holding>();
const work = new AsyncLocalStorage<string>();

export class NestedTransactionError extends Error {
  constructor(readonly holder: string) {
    super(`A second database transaction was asked for while "${holder}" holds one: read it through the open transaction, or before or after it.`);
    this.name = 'NestedTransactionError';
  }
}

/** Names the work of this async context (a request's method and path, a job) for lock diagnostics. */
export function runAs<T>(label: string, fn: () => T): T {
  return work.run(label, fn);
}

export function currentWork(): string {
  return work.getStore() ?? 'background work';
}

/** Runs a transaction's body marked as holding the connection; asking for another inside it fails. */
export async function holdingConnection<T>(role: string, fn: () => Promise<T>): Promise<T> {
  const mark: Holding = { label: `${currentWork()} (${role})`, open: true };
  try {
    return await holding.run(mark, fn);
  } finally {
    // Work started inside and still running after the commit (a nudge, a timer) may use the database.
    mark.open = false;
  }
}

export type NestingPolicy = 'throw' | 'log';

class GuardedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly policy: NestingPolicy,
    private readonly log: (line: string) => void,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const held = holding.getStore();
    if (held?.open) {
      const error = new NestedTransactionError(held.label);
      if (this.policy === 'throw') throw error;
      this.log(`${error.message}\n${error.stack ?? ''}`);
    }
    return this.inner.acquireConnection();
  }

  beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(conn, settings);
  }

  commitTransaction(conn: DatabaseConnection) {
    return this.inner.commitTransaction(conn);
  }

  rollbackTransaction(conn: DatabaseConnection) {
    return this.inner.rollbackTransaction(conn);
  }

  releaseConnection(conn: DatabaseConnection) {
    return this.inner.releaseConnection(conn);
  }

  destroy() {
    return this.inner.destroy();
  }
}

/** The dialect with its driver behind the guard. */
export function guardDialect(dialect: Dialect, policy: NestingPolicy, log: (line: string) => void): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new GuardedDriver(dialect.createDriver(), policy, log),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
  };
}
