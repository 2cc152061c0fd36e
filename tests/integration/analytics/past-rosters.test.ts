import { describe, expect, it } from 'vitest';
import { addMonths, monthOf } from '../../../analytics/figures/period.js';
import { withTenant } from '../../../server/db/tenant.js';
import { testDeps } from '../../setup/test-context.js';
import { surveyTeam, today } from '../survey/helpers.js';
import { makeGroup } from '../users/helpers.js';
import { answerWith, setReportMinimum, synced } from './helpers.js';

// Rule 7 for past months (k = 3): a group had two people last month and has six now. Checked
// against today's six alone, last month's history point read "no data" when neither of the two
// answered and "withheld" when one did. Each cycle now records who could answer as it began, and a
// month is gated by its cycles' rosters as well as today's.

const lastMonth = `${addMonths(monthOf(today()), -1)}-01`;
const answers = (q: { type: string }) => (q.type === 'scale' ? 7 : null);

/**
 * Duo (two people) last month, six people now; `answered`: one of the two answered last month;
 * `joinersAnswer`: three of the four who joined since answer this month.
 */
async function world(answered: boolean, joinersAnswer = true) {
  const team = await surveyTeam({ interval: 7, anchorOffsetDays: 0 });
  const { db } = await testDeps();
  await withTenant(db, team.companyId, (tx) => tx.updateTable('companies').set({ survey_delivery_date: lastMonth }).where('id', '=', team.companyId).execute());
  await setReportMinimum(team.companyId, 3);
  const people = await Promise.all(Array.from({ length: 10 }, () => team.person('user')));
  const duo = await makeGroup(team.companyId, 'Duo', null, { members: people.slice(0, 2).map((p) => p.id) });
  // Last month's cycle begins with the first request of the month (its rosters recorded then).
  for (const p of people.slice(6, 10)) await answerWith(p, answers, lastMonth);
  if (answered) await answerWith(people[0]!, answers, lastMonth);
  // Four people join Duo; three of them answer this month.
  await withTenant(db, team.companyId, (tx) =>
    tx
      .insertInto('group_members')
      .values(people.slice(2, 6).map((p) => ({ company_id: team.companyId, group_id: duo, user_id: p.id })))
      .execute(),
  );
  if (joinersAnswer) for (const p of people.slice(2, 5)) await answerWith(p, answers);
  await synced(today());
  return { team, duo };
}

describe('a past month is gated by the people of its own cycles', () => {
  it('reads the same whether or not anyone of the two answered then', async () => {
    const month = monthOf(lastMonth);
    const read = async (answered: boolean) => {
      const { team, duo } = await world(answered);
      const { db } = await testDeps();
      const recorded = await withTenant(db, team.companyId, (tx) => tx.selectFrom('cycle_rosters').select('rosters').execute());
      expect(
        recorded.some((r) => r.rosters[duo] === 2),
        'the cycle recorded Duo as two people',
      ).toBe(true);
      const report = await team.asAdmin.reports.report({ groupId: duo });
      expect(report, 'Duo has answers this month').not.toBeNull();
      const point = report!.history.find((p) => p.date === `${month}-01`);
      const participation = await team.asAdmin.reports.participation({ groupId: duo });
      const cycle = participation.cycles.find((c) => c.date.startsWith(month));
      // The window spans last month: its people would count the one of the two who answered.
      const window = { respondents: report!.respondents, withheld: report!.withheld, score: report!.score };
      const weeks = participation.weeks.map((w) => ({ week: w.week, respondents: w.respondents, withheld: w.withheld }));
      return { point, window, weeks, cycle: cycle && { respondents: cycle.respondents, rate: cycle.rate, withheld: cycle.withheld } };
    };
    const [silent, spoke] = [await read(false), await read(true)];
    // Six people today would show an empty month as "no data" and a rate of 0 %: both withheld.
    expect(silent.point).toEqual({ date: `${month}-01`, score: null, withheld: true });
    expect(silent.cycle).toEqual({ respondents: null, rate: null, withheld: true });
    expect(silent.window).toEqual({ respondents: null, withheld: true, score: null });
    expect(spoke).toEqual(silent);
  });

  it('a group whose window holds such a month has a report, withheld, whether or not anyone answered', async () => {
    const read = async (answered: boolean) => {
      const { team, duo } = await world(answered, false);
      const report = await team.asAdmin.reports.report({ groupId: duo });
      const enps = await team.asAdmin.reports.enps({ groupId: duo });
      const row = (await team.asAdmin.reports.compare({ groups: [duo] })).groups_data[0]!;
      return {
        report: report && { respondents: report.respondents, withheld: report.withheld },
        enps: enps && { score: enps.score, withheld: enps.withheld },
        row: { respondents: row.respondents, withheld: row.withheld },
      };
    };
    const silent = await read(false);
    expect(silent.report).toEqual({ respondents: null, withheld: true });
    expect(await read(true)).toEqual(silent);
  });
});
