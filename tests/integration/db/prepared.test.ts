import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PREPARED } from '../../../server/db/prepared.js';
import { withSystem, withTenant } from '../../../server/db/tenant.js';
import { makeCompany } from '../../../seeds/factories.js';
import { EMBEDDED } from '../../setup/embedded.js';
import { testDeps } from '../../setup/test-context.js';

// Statements marked PREPARED (a survey's final send) are planned once per connection of a server
// (server/db/prepared.ts); the embedded database reads the mark as a comment.

const marked = (label: string) => sql<{ n: number }>`${sql.raw(PREPARED)} select count(*)::int as n, ${label}::text as label from companies`;
describe.skipIf(EMBEDDED)('prepared statements (a server: the embedded database has no named statements)', () => {
  it('a marked statement is named and kept by the connection; an unmarked one is not', async () => {
    const { db } = await testDeps();
    await withSystem(db, async (tx) => {
      for (let i = 0; i < 3; i++) await marked('kept').execute(tx);
      await sql`select 'passing through' as x`.execute(tx);
      const statements = (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(tx)).rows.map((r) => r.statement);
      expect(statements.filter((s) => s.includes('select count(*)::int as n'))).toHaveLength(1);
      expect(statements.some((s) => s.includes('passing through'))).toBe(false);
    });
  });

  it('sees each transaction’s company only, however often the kept plan runs (row security at every execution)', async () => {
    const { db } = await testDeps();
    const companies = [await makeCompany(db), await makeCompany(db)];
    // Past the five custom plans after which Postgres may keep a generic one, alternating companies
    // (one after another, a pool hands the same connection back).
    for (let i = 0; i < 14; i++) {
      const company = companies[i % 2]!;
      const rows = await withTenant(db, company.id, async (tx) =>
        (await sql<{ id: string }>`${sql.raw(PREPARED)} select id from companies`.execute(tx)).rows.map((r) => r.id),
      );
      expect(rows).toEqual([company.id]);
    }
  });
});
