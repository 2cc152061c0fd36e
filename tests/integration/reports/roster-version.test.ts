import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../../server/db/types.js';
import { withTenant } from '../../../server/db/tenant.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { testDeps } from '../../setup/test-context.js';
import { addCycle, addResponses, respondents } from '../analytics/fixtures.js';
import { synced } from '../analytics/helpers.js';
import { today } from '../survey/helpers.js';
import { makeAttribute, makeGroup, makeTeam } from '../users/helpers.js';

// Reports keep a company's rosters per roster version (server/modules/reports/reports.kept.ts),
// which a trigger moves at every commit that changes who can answer. A roster kept from before a
// change would weaken the anonymity gate: here the next read after a change counts the new one.

const past = (n: number) => addDays(today(), -n);

/**
 * Sales above Team (6 people, who all answered a closed cycle of the window); X manages Sales and
 * is in no group. Team's roster is Sales': Team's figures show.
 */
async function salesAndTeam() {
  const team = await makeTeam();
  const people = await Promise.all(Array.from({ length: 7 }, () => team.person('user')));
  const x = people[6]!;
  const sales = await makeGroup(team.companyId, 'Sales', null, { managers: [x.id] });
  const teamGroup = await makeGroup(team.companyId, 'Team', sales, { members: people.slice(0, 6).map((p) => p.id) });
  const cycle = await addCycle(team.companyId, 0, past(12), past(5));
  await addResponses(
    team.companyId,
    cycle,
    respondents(6).map((r) => ({ respondent: r, groups: [sales, teamGroup], scores: { happiness: 7, enps: 9, lnps: 8 } })),
  );
  await synced(today(), { rebuild: true });
  return { team, x, sales, teamGroup };
}

const version = async (db: Kysely<DB>, companyId: string) =>
  (await db.selectFrom('companies').select('roster_version').where('id', '=', companyId).executeTakeFirstOrThrow()).roster_version;

describe('the rosters a report reads', () => {
  it('follow a membership change at the next read: a group one person short of its parent is withheld at once', async () => {
    const { team, x, sales, teamGroup } = await salesAndTeam();
    // Read twice: the second read is served from what the first kept.
    for (let i = 0; i < 2; i++) expect(await team.asAdmin.reports.report({ groupId: teamGroup })).toMatchObject({ withheld: false, respondents: 6 });
    expect(await team.asAdmin.reports.compare({ groups: [sales, teamGroup] })).toMatchObject({ groups_data: [{ withheld: false }, { withheld: false }] });

    // X joins Sales: Sales' roster is Team's and X, so Team's figures would say whether X answered.
    await team.asAdmin.groups.update({ id: sales, members: [x.id] });
    expect(await team.asAdmin.reports.report({ groupId: teamGroup })).toMatchObject({ withheld: true, respondents: null });
    expect(await team.asAdmin.reports.compare({ groups: [sales, teamGroup] })).toMatchObject({
      groups_data: [
        { withheld: false, respondents: 6 },
        { withheld: true, respondents: null },
      ],
    });
    const lnps = await team.asAdmin.reports.lnps({ groupId: teamGroup });
    expect(lnps?.withheld).toBe(true);
  });

  it('follow a write by any writer, here straight to the table as a tool in another process would', async () => {
    const { db } = await testDeps();
    const { team, x, sales, teamGroup } = await salesAndTeam();
    expect(await team.asAdmin.reports.report({ groupId: teamGroup })).toMatchObject({ withheld: false, respondents: 6 });
    await db.insertInto('group_members').values({ company_id: team.companyId, group_id: sales, user_id: x.id }).execute();
    expect(await team.asAdmin.reports.report({ groupId: teamGroup })).toMatchObject({ withheld: true, respondents: null });
  });
});

describe('the roster version', () => {
  it('moves at the commit of every write to what rosters are counted from, and only then', async () => {
    const { db } = await testDeps();
    const team = await makeTeam();
    const c = team.companyId;
    const group = await makeGroup(c, 'Moves', null);
    const attribute = await makeAttribute(c, { 'en-US': 'Age' }, [{ 'en-US': 'Young' }, { 'en-US': 'Old' }]);
    const cycle = await addCycle(c, 0, past(12), past(5));
    const changes: [string, (tx: Kysely<DB>) => Promise<unknown>][] = [
      [
        'a person',
        (tx) =>
          tx
            .insertInto('users')
            .values({ company_id: c, id: randomUUID(), email: `${randomUUID()}@roster.test`, first_name: 'New' })
            .execute(),
      ],
      ['a status', (tx) => tx.updateTable('users').set({ status: 'deactivated' }).where('id', '=', team.user.id).execute()],
      [
        'a group',
        (tx) =>
          tx
            .updateTable('groups')
            .set({ parent_id: null, name: `Moved ${randomUUID()}` })
            .where('id', '=', group)
            .execute(),
      ],
      ['a membership', (tx) => tx.insertInto('group_members').values({ company_id: c, group_id: group, user_id: team.manager.id }).execute()],
      ['a manager', (tx) => tx.insertInto('group_managers').values({ company_id: c, group_id: group, user_id: team.manager.id }).execute()],
      ['an option', (tx) => tx.deleteFrom('user_attribute_options').where('id', '=', attribute.optionIds[1]!).execute()],
      [
        'a value',
        (tx) =>
          tx
            .insertInto('user_attribute_values')
            .values({ company_id: c, user_id: team.manager.id, attribute_id: attribute.id, option_id: attribute.optionIds[0]! })
            .execute(),
      ],
      ['recorded rosters', (tx) => tx.insertInto('cycle_rosters').values({ company_id: c, cycle_id: cycle, rosters: '{}', unled: '{}', cells: '{}' }).execute()],
      [
        'a cycle start',
        (tx) =>
          tx
            .updateTable('survey_cycles')
            .set({ starts_on: past(13) })
            .where('id', '=', cycle)
            .execute(),
      ],
      ['a membership gone', (tx) => tx.deleteFrom('group_members').where('group_id', '=', group).execute()],
    ];
    for (const [what, change] of changes) {
      const before = await version(db, c);
      // As the company, as a request writes; the version moves as the transaction commits.
      await withTenant(db, c, async (tx) => {
        await change(tx);
        expect(await version(tx, c), `${what}: moved before the commit`).toBe(before);
      });
      const after = await version(db, c);
      expect(after, what).not.toBe(before);
      const rolledBack = withTenant(db, c, async (tx) => {
        await tx.insertInto('group_managers').values({ company_id: c, group_id: group, user_id: team.admin.id }).execute();
        throw new Error('rolled back');
      });
      await expect(rolledBack).rejects.toThrow('rolled back');
      expect(await version(db, c), `${what}: a rolled back change`).toBe(after);
    }
  });

  it('stays for writes that change no roster, and for another company’s', async () => {
    const { db } = await testDeps();
    const [one, other] = [await makeTeam(), await makeTeam()];
    const cycle = await addCycle(one.companyId, 0, past(12), past(5));
    const before = await version(db, one.companyId);
    await withTenant(db, one.companyId, (tx) =>
      tx
        .updateTable('companies')
        .set({ name: `Renamed ${randomUUID()}` })
        .where('id', '=', one.companyId)
        .execute(),
    );
    await makeGroup(other.companyId, 'Elsewhere', null, { members: [other.user.id] });
    await sql`update survey_cycles set delivered_at = now() where id = ${cycle}`.execute(db);
    expect(await version(db, one.companyId)).toBe(before);
  });
});
