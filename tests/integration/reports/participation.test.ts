import { describe, expect, it } from 'vitest';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { addCycle, addResponses, respondents } from '../analytics/fixtures.js';
import { synced } from '../analytics/helpers.js';
import { today } from '../survey/helpers.js';
import { makeGroup, makeTeam } from '../users/helpers.js';

// Participation has several figures on purpose (the open cycle so far, the last completed cycle,
// people of the last 7 and 14 days, answers per week): each has one definition, and the comparison
// shows the last completed cycle through the very same counts and gate.

const past = (n: number) => addDays(today(), -n);
const dayOfWeek = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1; // Monday 1 … Sunday 7

async function scenario() {
  const team = await makeTeam();
  const people = await Promise.all(Array.from({ length: 7 }, () => team.person('user')));
  const ids = people.map((p) => p.id);
  // Ops holds Night shift: 7 people who can answer, 5 of them on the night shift.
  const ops = await makeGroup(team.companyId, 'Ops', null, { members: ids.slice(5) });
  const night = await makeGroup(team.companyId, 'Night shift', ops, { members: ids.slice(0, 5) });
  const rs = respondents(13);
  // An older cycle: 3 of the night shift and 3 others of Ops answered.
  const older = await addCycle(team.companyId, 0, past(19), past(12));
  await addResponses(
    team.companyId,
    older,
    rs.slice(7, 13).map((r, i) => ({ respondent: r, groups: i < 3 ? [ops, night] : [ops], scores: { happiness: 7 } })),
  );
  // The last completed cycle: all 7 of Ops, 5 of them the night shift (Ops less the night shift is 2: one of them is withheld).
  const completed = await addCycle(team.companyId, 1, past(12), past(5));
  await addResponses(
    team.companyId,
    completed,
    rs.slice(0, 7).map((r, i) => ({ respondent: r, groups: i < 5 ? [ops, night] : [ops], scores: { happiness: 7 } })),
  );
  // The open cycle, on its third day of seven: 3 people so far, all of whom answered the cycle before too.
  const open = await addCycle(team.companyId, 2, past(2), addDays(today(), 5));
  await addResponses(
    team.companyId,
    open,
    rs.slice(0, 3).map((r) => ({ respondent: r, groups: [ops, night], scores: { happiness: 7 } })),
    today(),
  );
  await synced(today(), { rebuild: true });
  return { team, ops, night, older, completed, open };
}

describe('participation figures', () => {
  it('labels the open cycle by its day, keeps the last completed cycle apart, and marks the week under way', async () => {
    const { team, completed, open } = await scenario();
    const p = await team.asAdmin.reports.participation({ groupId: 'company' });
    // 10 people can answer: the admin, the manager, the user of the team and the 7 of Ops.
    expect(p.activeCount).toBe(10);
    expect(p.current).toMatchObject({ cycleId: open, open: true, day: 3, days: 7, respondents: 3, rate: 0.3, withheld: false });
    expect(p.lastCompleted).toMatchObject({ cycleId: completed, open: false, respondents: 7, rate: 0.7, withheld: false });
    // Cycles open in the last 7 days: the completed one (ended 5 days ago) and the open one, each person once.
    expect(p.last7Days).toEqual({ respondents: 7, rate: 0.7, withheld: false });
    expect(p.cycles.map((c) => [c.cycleId, c.open])).toEqual([
      [expect.any(String), false],
      [completed, false],
      [open, true],
    ]);
    // Only the week under way has fewer than 7 days behind it.
    expect(p.weeks.map((w) => w.days)).toEqual([...Array(9).fill(7), dayOfWeek(today())]);
    // The home summary reads the same report: the same current figure.
    expect((await team.asAdmin.users.summary({ groupId: 'company' })).participationRate).toBe(p.current.rate);
  });

  it('gives the comparison the last completed cycle of each group, withheld where the participation screen withholds it', async () => {
    const { team, ops, night, completed } = await scenario();
    const [opsPage, nightPage] = await Promise.all([team.asAdmin.reports.participation({ groupId: ops }), team.asAdmin.reports.participation({ groupId: night })]);
    expect(opsPage.lastCompleted).toMatchObject({ cycleId: completed, respondents: 7, rate: 1, withheld: false });
    expect(nightPage.lastCompleted).toMatchObject({ cycleId: completed, respondents: null, rate: null, withheld: true });
    const { groups_data } = await team.asAdmin.reports.compare({ groups: [ops, night] });
    const [opsRow, nightRow] = groups_data;
    expect(opsRow).toMatchObject({ participation: opsPage.lastCompleted!.rate, participation_withheld: false });
    // The night shift's roster is Ops' less 2 people: its whole row is withheld for its roster, as
    // its participation is, though 8 people answered over the report window.
    expect(nightRow).toMatchObject({ withheld: true, respondents: null, score: null, participation: null, participation_withheld: true });
  });

  it('lists every group depth first, siblings by name, so the heatmap can indent the tree', async () => {
    const { team, ops, night } = await scenario();
    const alpha = await makeGroup(team.companyId, 'Alpha');
    const { groups_data } = await team.asAdmin.reports.compare({});
    expect(groups_data.map((g) => g.group_id)).toEqual([alpha, ops, night]);
  });
});
