import { sql, type Transaction } from 'kysely';
import type { DB } from './types.js';
import type { Database } from './connect.js';
import { holdingConnection } from './connection-guard.js';

export type Tx = Transaction<DB>;

const commitHooks = new WeakMap<Tx, (() => void)[]>();

/**
 * Runs `fn` once the transaction `tx` (of withTenant or withSystem) has committed, never if it
 * rolls back: work that must see what the transaction wrote from elsewhere (the analytics engine,
 * the mail and release passes). `fn` runs outside the transaction and must not throw; what it
 * starts reports its own failures.
 */
export function afterCommit(tx: Tx, fn: () => void): void {
  const hooks = commitHooks.get(tx);
  if (!hooks) throw new Error('afterCommit needs a transaction of withTenant or withSystem');
  hooks.push(fn);
}

/** A transaction whose body may register work for after its commit (afterCommit). */
async function committing<T>(db: Database, role: string, setUp: (tx: Tx) => Promise<void>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const hooks: (() => void)[] = [];
  const result = await db.transaction().execute(async (tx) => {
    commitHooks.set(tx, hooks);
    await setUp(tx);
    return holdingConnection(role, () => fn(tx));
  });
  for (const hook of hooks) hook();
  return result;
}

// Each request's work runs as a non-owner role with the company fixed for the transaction, so
// row-level security hides every other company's rows even when a query forgets its filter.
export function withTenant<T>(db: Database, companyId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return committing(
    db,
    `company ${companyId}`,
    // One statement, one round trip: set_config('role', …, true) is SET LOCAL ROLE.
    async (tx) => void (await sql`select set_config('app.company_id', ${companyId}, true), set_config('role', 'clima_app', true)`.execute(tx)),
    fn,
  );
}

// Work that must look across companies before a tenant is known (sign-in by e-mail, session and
// token look-ups, sign-up uniqueness). Kept to the auth queries; everything else is tenant work.
export function withSystem<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return committing(db, 'system', async (tx) => void (await sql`set local role clima_system`.execute(tx)), fn);
}
