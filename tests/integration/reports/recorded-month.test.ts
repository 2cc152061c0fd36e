import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { cycleRostersSince } from '../../../server/modules/reports/reports.queries.js';
import { testDeps } from '../../setup/test-context.js';
import { addCycle } from '../analytics/fixtures.js';
import { makeTeam } from '../users/helpers.js';

// A cycle's recorded rosters gate the month the cycle begins in (analytics/figures/rosters.ts): the
// server keeps each record once per process, but never the month of a cycle whose start moved.

describe("a cycle's recorded rosters", () => {
  it('follow the cycle to the month it begins in after its start moves', async () => {
    const { db } = await testDeps();
    const { companyId } = await makeTeam();
    const cycle = await addCycle(companyId, 0, '2026-03-30', '2026-04-06');
    const monthsOf = () => withTenant(db, companyId, async (tx) => (await cycleRostersSince(tx, '2026-01-01')).filter((r) => r.cycleId === cycle).map((r) => r.month));
    await withTenant(db, companyId, (tx) =>
      tx.insertInto('cycle_rosters').values({ company_id: companyId, cycle_id: cycle, rosters: '{"company": 4}', unled: '{}', cells: '{}' }).execute(),
    );
    expect(await monthsOf()).toEqual(['2026-03']);
    await withTenant(db, companyId, (tx) => tx.updateTable('survey_cycles').set({ starts_on: '2026-04-01' }).where('id', '=', cycle).execute());
    expect(await monthsOf()).toEqual(['2026-04']);
  });
});
