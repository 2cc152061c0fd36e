import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { validateSession } from '../../../server/auth/sessions.js';
import { withTenant } from '../../../server/db/tenant.js';
import { testDeps } from '../../setup/test-context.js';
import { makeTeam } from '../users/helpers.js';

// The session check is one statement that takes the system role (migrations/…_session_check.ts):
// it must give the caller's role back, so that no transaction it runs in goes on as the system.

describe('the session check', () => {
  it("gives the caller's role back: a tenant transaction stays the tenant's", async () => {
    const { db } = await testDeps();
    const { companyId } = await makeTeam();
    const roles = await withTenant(db, companyId, async (tx) => {
      const before = await sql<{ role: string }>`select current_user as role`.execute(tx);
      await sql`select * from clima_session_check(${'no such session'}, now(), now())`.execute(tx);
      const after = await sql<{ role: string }>`select current_user as role`.execute(tx);
      return [before.rows[0]!.role, after.rows[0]!.role];
    });
    expect(roles).toEqual(['clima_app', 'clima_app']);
  });

  it('refuses to run inside a transaction', async () => {
    const { db } = await testDeps();
    await expect(db.transaction().execute((tx) => validateSession(tx, 'a token'))).rejects.toThrow(/not inside a transaction/);
  });
});
