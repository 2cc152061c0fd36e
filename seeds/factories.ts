import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Database } from '../server/db/connect.js';
import { withTenant } from '../server/db/tenant.js';
import type { CompaniesTable, UsersTable } from '../server/db/types.js';
import { hashSecret } from '../server/auth/passwords.js';
import { createAuthToken } from '../server/modules/auth/auth.queries.js';
import type { TokenPurpose } from '../server/db/types.js';

// Factories shared by the demo company and the tests: unique data by default, overrides by name.
let counter = 0;
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

export async function makeCompany(db: Database, overrides: Partial<Insertable<CompaniesTable>> = {}) {
  const id = overrides.id ?? randomUUID();
  return withTenant(db, id, async (tx) => {
    const company = await tx
      .insertInto('companies')
      .values({ id, name: unique('Company'), size_band: '12-200', plan: 'enterprise', ...overrides })
      .returningAll()
      .executeTakeFirstOrThrow();
    await tx.insertInto('subscriptions').values({ company_id: id }).execute();
    return company;
  });
}

export type UserOverrides = Partial<Omit<Insertable<UsersTable>, 'password_hash'>> & { password?: string | null };

export async function makeUser(db: Database, companyId: string, overrides: UserOverrides = {}) {
  const { password = 'Secret#123', ...rest } = overrides;
  const password_hash = password === null ? null : await hashSecret(password);
  return withTenant(db, companyId, (tx) =>
    tx
      .insertInto('users')
      .values({
        company_id: companyId,
        id: randomUUID(),
        email: `${unique('person')}@acme.test`,
        first_name: 'Alex',
        last_name: 'Souza',
        status: 'confirmed',
        password_changed_at: new Date(),
        terms_accepted_at: new Date(),
        password_hash,
        ...rest,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/** A link token of a kind (invite, account confirmation…) for a person, as the e-mail would carry. */
export function makeToken(db: Database, companyId: string, userId: string, purpose: TokenPurpose, ttlMs = 60 * 60 * 1000) {
  return withTenant(db, companyId, (tx) => createAuthToken(tx, { companyId, userId, purpose, ttlMs }));
}
