import { describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { withSystem, withTenant } from '../../server/db/tenant.js';
import { DEMO_PASSWORD, DEMO_SIGN_INS, seedDemoIfEmpty } from '../../seeds/demo.js';
import { verifySecret } from '../../server/auth/passwords.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// What `npm start` does on a fresh machine: the embedded database, migrated, with the demo company.
describe('the demo company on the embedded database', () => {
  it('loads once into an empty database, with sign-ins, groups three levels deep and attributes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clima-demo-'));
    const { db } = await connect({ dataDir: dir });
    try {
      await migrateToLatest(db);
      expect(await seedDemoIfEmpty(db)).toBe(true);
      expect(await seedDemoIfEmpty(db)).toBe(false);
      const companies = await withSystem(db, (tx) => tx.selectFrom('companies').select(['id', 'name']).execute());
      expect(companies).toHaveLength(1);
      const companyId = companies[0]!.id;
      await withTenant(db, companyId, async (tx) => {
        for (const s of DEMO_SIGN_INS) {
          const user = await tx.selectFrom('users').select(['role', 'password_hash', 'status']).where('email', '=', s.email).executeTakeFirstOrThrow();
          expect(user.role).toBe(s.role);
          expect(user.status).toBe('confirmed');
          expect(await verifySecret(user.password_hash, DEMO_PASSWORD)).toBe(true);
        }
        const data = await tx.selectFrom('groups as g').innerJoin('groups as p', 'p.id', 'g.parent_id').innerJoin('groups as gp', 'gp.id', 'p.parent_id').select('g.name').execute();
        expect(data.map((g) => g.name)).toEqual(['Data']);
        expect(await tx.selectFrom('group_managers').select('user_id').execute()).toHaveLength(1);
        expect(await tx.selectFrom('user_attributes').select('id').execute()).toHaveLength(2);
        const people = await tx.selectFrom('users').select('id').execute();
        expect(await tx.selectFrom('user_attribute_values').select('user_id').execute()).toHaveLength(people.length * 2);
        expect(await tx.selectFrom('subscriptions').select('licenses').executeTakeFirstOrThrow()).toEqual({ licenses: 50 });
      });
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
