import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions.js';
import { hashToken } from '../../server/auth/tokens.js';
import { withSystem, withTenant } from '../../server/db/tenant.js';
import { makeCompany, makeToken, makeUser, unique } from '../../seeds/factories.js';
import { testDeps } from '../setup/test-context.js';

// Isolation that does not depend on every query remembering its `where company_id = …`: inside a
// tenant transaction the database itself hides and protects every other company's rows.

const TENANT_TABLES = ['users', 'sessions', 'auth_tokens'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Tenant {
  id: string;
  userId: string;
}

async function seedCompany(): Promise<Tenant> {
  const { db } = await testDeps();
  const company = await makeCompany(db);
  const user = await makeUser(db, company.id);
  await makeUser(db, company.id);
  await withTenant(db, company.id, (tx) => createSession(tx, { companyId: company.id, userId: user.id, kind: 'api' }));
  await makeToken(db, company.id, user.id, 'reset-password');
  return { id: company.id, userId: user.id };
}

describe('row-level security', () => {
  let a: Tenant;
  let b: Tenant;
  beforeAll(async () => {
    a = await seedCompany();
    b = await seedCompany();
  });

  it('a query without any company filter sees only the transaction company', async () => {
    const { db } = await testDeps();
    await withTenant(db, a.id, async (tx) => {
      const companies = await tx.selectFrom('companies').selectAll().execute();
      expect(companies.map((c) => c.id)).toEqual([a.id]);
      for (const table of TENANT_TABLES) {
        const rows = await tx.selectFrom(table).select('company_id').execute();
        expect(rows.length, table).toBeGreaterThan(0);
        expect(new Set(rows.map((r) => r.company_id)), table).toEqual(new Set([a.id]));
      }
      // Raw SQL is held to the same rule.
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from users where company_id = ${b.id}`.execute(tx);
      expect(rows[0]!.n).toBe(0);
    });
  });

  it("another company's rows cannot be found by id, updated or deleted", async () => {
    const { db } = await testDeps();
    await withTenant(db, a.id, async (tx) => {
      expect(await tx.selectFrom('users').selectAll().where('id', '=', b.userId).executeTakeFirst()).toBeUndefined();
      const updated = await tx.updateTable('users').set({ first_name: 'Hijacked' }).where('id', '=', b.userId).executeTakeFirst();
      expect(Number(updated.numUpdatedRows)).toBe(0);
      const deleted = await tx.deleteFrom('sessions').where('company_id', '=', b.id).executeTakeFirst();
      expect(Number(deleted.numDeletedRows)).toBe(0);
      const renamed = await tx.updateTable('companies').set({ name: 'Hijacked' }).where('id', '=', b.id).executeTakeFirst();
      expect(Number(renamed.numUpdatedRows)).toBe(0);
    });
    const bUser = await db.selectFrom('users').selectAll().where('id', '=', b.userId).executeTakeFirstOrThrow();
    expect(bUser.first_name).not.toBe('Hijacked');
    expect(await db.selectFrom('sessions').select('id').where('company_id', '=', b.id).execute()).toHaveLength(1);
  });

  it("refuses a row written with another company's id inside this company's transaction", async () => {
    const { db } = await testDeps();
    const email = `${unique('intruder')}@acme.test`;
    await expect(
      withTenant(db, a.id, (tx) => tx.insertInto('users').values({ company_id: b.id, id: randomUUID(), email, first_name: 'Intruder' }).execute()),
    ).rejects.toThrow(/row-level security/);
    await expect(
      withTenant(db, a.id, (tx) =>
        tx
          .insertInto('sessions')
          .values({ id: hashToken(unique('s')), company_id: b.id, user_id: b.userId, kind: 'api', expires_at: new Date(Date.now() + DAY_MS) })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      withTenant(db, a.id, (tx) =>
        tx
          .insertInto('auth_tokens')
          .values({ id: hashToken(unique('t')), company_id: b.id, user_id: b.userId, purpose: 'login', expires_at: new Date(Date.now() + DAY_MS) })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(withTenant(db, a.id, (tx) => tx.insertInto('companies').values({ id: randomUUID(), name: 'Sneaky', size_band: '3-11' }).execute())).rejects.toThrow(
      /row-level security/,
    );
    // Moving one of A's rows to B is refused as well.
    await expect(withTenant(db, a.id, (tx) => tx.updateTable('users').set({ company_id: b.id }).where('id', '=', a.userId).execute())).rejects.toThrow(
      /row-level security/,
    );
    expect(await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('the application role without a company sees nothing at all', async () => {
    const { db } = await testDeps();
    await db.transaction().execute(async (tx) => {
      await sql`set local role clima_app`.execute(tx);
      expect(await tx.selectFrom('users').select('id').execute()).toEqual([]);
      expect(await tx.selectFrom('companies').select('id').execute()).toEqual([]);
      await expect(tx.insertInto('companies').values({ id: randomUUID(), name: 'Orphan', size_band: '3-11' }).execute()).rejects.toThrow(/row-level security/);
    });
  });

  it('withSystem sees every company', async () => {
    const { db } = await testDeps();
    await withSystem(db, async (tx) => {
      const companies = await tx.selectFrom('companies').select('id').where('id', 'in', [a.id, b.id]).execute();
      expect(companies.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
      for (const table of TENANT_TABLES) {
        const rows = await tx.selectFrom(table).select('company_id').where('company_id', 'in', [a.id, b.id]).execute();
        expect(new Set(rows.map((r) => r.company_id)), table).toEqual(new Set([a.id, b.id]));
      }
    });
  });

  it("mail_outbox: another company's mail (reset links included) is hidden inside a tenant transaction", async () => {
    const { db, deps } = await testDeps();
    for (const tenant of [a, b]) {
      await withTenant(db, tenant.id, (tx) =>
        deps.mailer.enqueue(tx, {
          companyId: tenant.id,
          to: `${unique('mail')}@acme.test`,
          template: 'resetPassword',
          language: 'en-US',
          vars: { name: 'X', link: 'http://clima.test/x' },
        }),
      );
    }
    await withTenant(db, a.id, async (tx) => {
      const rows = await tx.selectFrom('mail_outbox').select('company_id').execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.company_id))).toEqual(new Set([a.id]));
      await expect(
        tx
          .insertInto('mail_outbox')
          .values({ company_id: b.id, to_address: 'x@acme.test', template: 'invite', language: 'en-US', subject: 's', text_body: 't', html_body: 'h' })
          .execute(),
      ).rejects.toThrow(/row-level security/);
    });
  });
});
