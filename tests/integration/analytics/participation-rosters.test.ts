import { describe, expect, it } from 'vitest';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { today } from '../survey/helpers.js';
import { makeGroup, makeTeam } from '../users/helpers.js';
import { addCycle, addResponses, respondents } from './fixtures.js';
import { synced } from './helpers.js';

// Issue #11, items 2–4 and 6, as the reviewer attacked them (tests 2–3 of the adversarial review):
// the people who can answer are known to every viewer, so figures are gated by them as well as by
// who answered; every count is distinct people; live figures move in blocks of k (k = 3 here).

const past = (n: number) => addDays(today(), -n);

/** Sales = Team (6 people) + X, Sales' only direct member. */
async function salesWithX() {
  const team = await makeTeam();
  const people = await Promise.all(Array.from({ length: 7 }, () => team.person('user')));
  const P = await makeGroup(team.companyId, 'Sales', null, { members: [people[6]!.id] });
  const C = await makeGroup(team.companyId, 'Team', P, { members: people.slice(0, 6).map((p) => p.id) });
  return { team, P, C };
}

describe('participation against people who can answer', () => {
  it('a closed cycle: Team 100 % and Sales 6 of 7 do not say X did not answer', async () => {
    const { team, P, C } = await salesWithX();
    const cycle = await addCycle(team.companyId, 0, past(12), past(5));
    await addResponses(
      team.companyId,
      cycle,
      respondents(6).map((r) => ({ respondent: r, groups: [P, C], scores: { happiness: 7 } })),
    );
    await synced(today(), { rebuild: true });
    const [pp, pc] = [await team.asAdmin.reports.participation({ groupId: P }), await team.asAdmin.reports.participation({ groupId: C })];
    const xDidNotAnswer = pc.lastCompleted?.rate === 1 && pp.lastCompleted?.respondents === pp.activeCount - 1;
    expect(xDidNotAnswer, 'X singled out as the one who did not answer').toBe(false);
    // Team's roster is Sales' less one person: Team is withheld whatever was answered, everywhere.
    expect(pc.lastCompleted).toMatchObject({ withheld: true, respondents: null, rate: null });
    expect(pp.lastCompleted).toMatchObject({ withheld: false, respondents: 6 });
    const { groups_data } = await team.asAdmin.reports.compare({ groups: [P, C] });
    expect(groups_data.map((g) => [g.participation, g.participation_withheld])).toEqual([
      [pp.lastCompleted!.rate, false],
      [null, true],
    ]);
  });

  it('withheld and no data read the same where the roster is below k', async () => {
    const read = async (answered: boolean) => {
      const team = await makeTeam();
      const pair = await Promise.all([team.person('user'), team.person('user')]);
      const duo = await makeGroup(team.companyId, 'Duo', null, { members: pair.map((p) => p.id) });
      const cycle = await addCycle(team.companyId, 0, past(12), past(5));
      if (answered)
        await addResponses(
          team.companyId,
          cycle,
          respondents(2).map((r) => ({ respondent: r, groups: [duo], scores: { happiness: 7 } })),
        );
      await synced(today(), { rebuild: true });
      const { invitedCount, confirmedCount, activeCount, participationRate, ...figures } = await team.asAdmin.reports.participation({ groupId: duo });
      return {
        ...figures,
        cycles: figures.cycles.map(({ cycleId, ...c }) => c),
        lastCompleted: { ...figures.lastCompleted, cycleId: null },
        current: { ...figures.current, cycleId: null },
      };
    };
    const [nobody, both] = [await read(false), await read(true)];
    expect(both).toEqual(nobody);
    expect(both.lastCompleted).toMatchObject({ withheld: true });
  });

  // While a cycle is open, answers reach counts only in blocks of k: neither the open cycle's
  // figure nor the rolling windows may tell whether X answered.
  async function openCycleWorld(xAnswered: boolean) {
    const { team, P, C } = await salesWithX();
    const rs = respondents(7);
    const who = (i: number) => ({ respondent: rs[i]!, groups: i < 6 ? [P, C] : [P], scores: { happiness: 7 } });
    const closed = await addCycle(team.companyId, 0, past(9), past(2));
    await addResponses(
      team.companyId,
      closed,
      rs.map((_, i) => who(i)),
    );
    const open = await addCycle(team.companyId, 1, past(2), addDays(today(), 5));
    await addResponses(team.companyId, open, [0, 1, 2, 3, 4, 5, ...(xAnswered ? [6] : [])].map(who));
    await synced(today(), { rebuild: true });
    const [pp, pc] = [await team.asAdmin.reports.participation({ groupId: P }), await team.asAdmin.reports.participation({ groupId: C })];
    const seen = (p: typeof pp) => ({
      current: p.current.respondents,
      last7: p.last7Days.respondents,
      last14: p.last14Days.respondents,
      weeks: p.weeks.map((w) => w.respondents),
    });
    return [seen(pp), seen(pc)];
  }

  it('an open cycle: what the leader sees does not depend on whether X answered', async () => {
    const [answered, notYet] = [await openCycleWorld(true), await openCycleWorld(false)];
    expect(answered).toEqual(notYet);
    // Sales' last 7 days: the 7 of the closed cycle, exactly (the open cycle brings nobody new).
    expect(answered[0]!.last7).toBe(7);
  });

  it('one more answer to the open cycle moves a rolling window by 0 or k, never by one', async () => {
    const team = await makeTeam();
    const people = await Promise.all(Array.from({ length: 9 }, () => team.person('user')));
    const G = await makeGroup(team.companyId, 'Support', null, { members: people.map((p) => p.id) });
    const rs = respondents(9);
    const closed = await addCycle(team.companyId, 0, past(9), past(2));
    await addResponses(
      team.companyId,
      closed,
      rs.slice(0, 5).map((r) => ({ respondent: r, groups: [G], scores: { happiness: 7 } })),
    );
    const open = await addCycle(team.companyId, 1, past(2), addDays(today(), 5));
    const reads: (number | null)[] = [];
    // Arrivals: two who answered the closed cycle, then four newcomers, one by one.
    for (const i of [0, 1, 5, 6, 7, 8]) {
      await addResponses(team.companyId, open, [{ respondent: rs[i]!, groups: [G], scores: { happiness: 7 } }]);
      await synced(today(), { rebuild: true });
      reads.push((await team.asAdmin.reports.participation({ groupId: G })).last7Days.respondents);
    }
    expect(reads).toEqual([5, 5, 5, 5, 8, 8]);
  });
});

describe('one definition of a respondent', () => {
  it('a week in which two cycles were open counts each person once', async () => {
    const team = await makeTeam();
    const people = await Promise.all(Array.from({ length: 3 }, () => team.person('user')));
    const trio = await makeGroup(team.companyId, 'Trio', null, { members: people.map((p) => p.id) });
    const rs = respondents(3);
    // Two weekly cycles, the first ending mid-week: both were open in the week of their meeting day.
    const meet = past(14);
    for (const [n, from, to] of [
      [0, addDays(meet, -7), meet],
      [1, meet, addDays(meet, 7)],
    ] as const) {
      const cycle = await addCycle(team.companyId, n, from, to);
      await addResponses(
        team.companyId,
        cycle,
        rs.map((r) => ({ respondent: r, groups: [trio], scores: { happiness: 7 } })),
        from,
      );
    }
    await synced(today(), { rebuild: true });
    const p = await team.asAdmin.reports.participation({ groupId: trio });
    const shown = p.weeks.filter((w) => w.respondents !== null && w.respondents > 0);
    expect(shown.length).toBeGreaterThan(0);
    for (const w of shown) expect(w).toMatchObject({ respondents: 3, rate: 1 });
  });
});

describe('derived shares with small denominators', () => {
  // A department whose head (its manager, a member, led by nobody) is not asked LNPS; the six
  // others are. "Not answered" would be 1/7 in months the head answered and 0 otherwise.
  async function department(headAnswered: boolean) {
    const team = await makeTeam();
    const people = await Promise.all(Array.from({ length: 7 }, () => team.person('user')));
    const head = people[6]!;
    const dept = await makeGroup(team.companyId, 'Finance', null, { members: people.map((p) => p.id), managers: [head.id] });
    const rs = respondents(7);
    const cycle = await addCycle(team.companyId, 0, past(45), past(38));
    const answers = rs.slice(0, 6).map((r, i) => ({ respondent: r, groups: [dept], scores: { enps: 5 + i, lnps: 4 + i } }));
    if (headAnswered) answers.push({ respondent: rs[6]!, groups: [dept], scores: { enps: 9 } as never });
    await addResponses(team.companyId, cycle, answers);
    await synced(today(), { rebuild: true });
    const lnps = await team.asAdmin.reports.lnps({ groupId: dept });
    return lnps!.history!.filter((p) => p.score !== null);
  }

  it('LNPS history keeps "not answered" back where one person is not asked', async () => {
    const [answered, not] = [await department(true), await department(false)];
    // The head is the one person not asked: beside eNPS, LNPS's own respondents would say whether
    // he answered, so LNPS is withheld for its rosters every month, "not answered" with it.
    expect(answered).toEqual([]);
    expect(answered).toEqual(not);
  });

  it('shows it where everyone of the scope is asked', async () => {
    const team = await makeTeam();
    const people = await Promise.all(Array.from({ length: 6 }, () => team.person('user')));
    const led = await makeGroup(team.companyId, 'Led', null, { members: people.map((p) => p.id), managers: [team.manager.id] });
    const rs = respondents(6);
    const cycle = await addCycle(team.companyId, 0, past(45), past(38));
    await addResponses(
      team.companyId,
      cycle,
      rs.map((r, i) => ({ respondent: r, groups: [led], scores: i < 5 ? { enps: 8, lnps: 8 } : { enps: 8 } })),
    );
    await synced(today(), { rebuild: true });
    const months = (await team.asAdmin.reports.lnps({ groupId: led }))!.history!.filter((p) => p.score !== null);
    expect(months.map((p) => p.prop_not_answered)).toEqual([0.1667]);
  });
});
