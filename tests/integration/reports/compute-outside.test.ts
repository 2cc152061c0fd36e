import { afterEach, describe, expect, it } from 'vitest';
import { testDeps } from '../../setup/test-context.js';
import { addCycle, addResponses, members, respondents } from '../analytics/fixtures.js';
import { synced } from '../analytics/helpers.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { today } from '../survey/helpers.js';
import { makeGroup, makeTeam } from '../users/helpers.js';

// A report computes in the analytics engine (and an export renders) with no Postgres transaction
// held: on the embedded database's one connection, every other request would wait behind it. The
// engine's reads are made to use the database themselves here: inside a held transaction the
// connection guard refuses that at once, so a report that still held one would fail.

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('report procedures hold no transaction while the engine computes', () => {
  it('the report, its metric, eNPS, the comparison, participation, an export and the people summary', async () => {
    const team = await makeTeam({ plan: 'enterprise' });
    const group = await makeGroup(team.companyId, 'Ops', null, { members: await members(team, 6) });
    const cycle = await addCycle(team.companyId, 0, addDays(today(), -12), addDays(today(), -5));
    await addResponses(
      team.companyId,
      cycle,
      respondents(6).map((r, i) => ({ respondent: r, groups: [group], scores: { happiness: 5 + i, enps: 9 } })),
    );
    const engine = await synced(today(), { rebuild: true });
    const { db } = await testDeps();
    const [columns, all] = [engine.columns.bind(engine), engine.all.bind(engine)];
    let reads = 0;
    const touch = async () => {
      reads++;
      await db.selectFrom('companies').select('id').limit(1).execute();
    };
    engine.columns = async (sql) => (await touch(), columns(sql));
    engine.all = async (sql: string, values?: never[]) => (await touch(), all(sql, values));
    restore = () => Object.assign(engine, { columns, all });
    engine.cache.clear();
    expect(await team.asAdmin.reports.report({ groupId: group })).toMatchObject({ respondents: 6 });
    expect(await team.asAdmin.reports.metric({ groupId: group, metricId: 'happiness' })).toMatchObject({ respondents: 6 });
    expect(await team.asAdmin.reports.enps({ groupId: group })).toMatchObject({ withheld: false });
    expect((await team.asAdmin.reports.compare({ groups: [group] })).groups_data).toHaveLength(1);
    expect(await team.asAdmin.reports.participation({ groupId: group })).toMatchObject({ activeCount: expect.any(Number) });
    expect(await team.asAdmin.reports.exportReport({ groupId: group, format: 'csv' })).toMatchObject({ filename: expect.stringContaining('.csv') });
    // The people summary's participation too (computed afresh, not the report's kept one).
    engine.cache.clear();
    expect(await team.asAdmin.users.summary({ groupId: group })).toMatchObject({ activeCount: 6 });
    expect(reads, 'the engine was read').toBeGreaterThan(0);
  });
});
