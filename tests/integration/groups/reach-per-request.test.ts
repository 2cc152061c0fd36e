import { describe, expect, it } from 'vitest';
import { attachAnalytics } from '../../setup/test-context.js';
import { v1 } from '../auth/helpers.js';
import { makeGroup, makeTeam } from './helpers.js';

// Over HTTP the rung that computes outside the database (reports) keeps a manager's reach per
// roster version, which the request's session check reads (keptReachOf in groups.scope.ts); the
// tenant rung reads it in its transaction. Every change of groups or their managers moves the
// version in the same commit, so on both the next request reaches what the manager manages then.

describe("a manager's reach over HTTP", () => {
  it('follows a move of the manager and a new subgroup at the next request, on both scoped rungs', async () => {
    await attachAnalytics();
    const t = await makeTeam();
    const mine = await makeGroup(t.companyId, { managers: [t.manager.id] });
    const other = await makeGroup(t.companyId);
    // A group (the tenant rung) and its report (the rung that computes outside the database; withheld: too few people).
    const statuses = async (id: string) => ({
      group: (await v1('GET', `/groups/${id}`, { token: t.managerToken })).status,
      report: (await v1('GET', `/reports/${id}`, { token: t.managerToken })).status,
    });
    for (let i = 0; i < 2; i++) {
      expect(await statuses(mine.id)).toEqual({ group: 200, report: 200 });
      expect(await statuses(other.id)).toEqual({ group: 404, report: 404 });
    }

    const admin = await t.asAdmin();
    await admin.update({ id: mine.id, managers: [] });
    await admin.update({ id: other.id, managers: [t.manager.id] });
    expect(await statuses(mine.id)).toEqual({ group: 404, report: 404 });
    expect(await statuses(other.id)).toEqual({ group: 200, report: 200 });

    // Written straight into the database, as an import or a tool would: the version moves all the same.
    const below = await makeGroup(t.companyId, { parentId: other.id });
    expect(await statuses(below.id)).toEqual({ group: 200, report: 200 });
  });
});
