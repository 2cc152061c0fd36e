import { sql, type Transaction } from 'kysely';
import type { DB } from './types.js';
import type { Database } from './connect.js';
import { holdingConnection } from './connection-guard.js';

export type Tx = Transaction<DB>;

// Each request's work runs as a non-owner role with the company fixed for the transaction, so
// row-level security hides every other company's rows even when a query forgets its filter.
export function withTenant<T>(db: Database, companyId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('app.company_id', ${companyId}, true)`.execute(tx);
    await sql`set local role clima_app`.execute(tx);
    return holdingConnection(`company ${companyId}`, () => fn(tx));
  });
}

// Work that must look across companies before a tenant is known (sign-in by e-mail, session and
// token look-ups, sign-up uniqueness). Kept to the auth queries; everything else is tenant work.
export function withSystem<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`set local role clima_system`.execute(tx);
    return holdingConnection('system', () => fn(tx));
  });
}
