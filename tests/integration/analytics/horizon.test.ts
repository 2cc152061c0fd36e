import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { today } from '../survey/helpers.js';
import { makeTeam } from '../users/helpers.js';
import { addCycle, addResponse } from './fixtures.js';
import { synced } from './helpers.js';
import { EMBEDDED } from '../../setup/embedded.js';

describe.skipIf(EMBEDDED)('reading by transaction, on a shared server (needs a PostgreSQL server: the embedded database has no other databases)', () => {
  it('is not held back by a long transaction in another database', async () => {
    const team = await makeTeam();
    const cycle = await addCycle(team.companyId, 0, addDays(today(), -1), addDays(today(), 6));
    // Another database on the same server, with a transaction that has written and stays open.
    const other = new URL(inject('databaseUrl'));
    other.pathname = '/postgres';
    const elsewhere = new pg.Client({ connectionString: other.toString() });
    await elsewhere.connect();
    try {
      await elsewhere.query('begin');
      await elsewhere.query('create temporary table held (x int)');
      await elsewhere.query('insert into held values (1)');
      await addResponse(team.companyId, cycle, { respondent: 'far-away-1', scores: { happiness: 7 } });
      const engine = await synced(today());
      const rows = await engine.all<{ n: number }>(`select count(*)::int as n from responses where company_id = '${team.companyId}'`);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await elsewhere.query('rollback');
      await elsewhere.end();
    }
  });
});
