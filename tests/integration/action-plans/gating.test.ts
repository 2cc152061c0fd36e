import { beforeAll, describe, expect, it } from 'vitest';
import { addCycle, addResponses, members, respondents } from '../analytics/fixtures.js';
import { synced } from '../analytics/helpers.js';
import { surveyCaller } from '../survey/helpers.js';
import { makeGroup, makeTeam } from '../users/helpers.js';
import { newPlan } from './helpers.js';

// Nothing about fewer than k people (k = 3): a plan of a group of 2 shows no score, before or now,
// and no effect, and looks the same whether its people answered or not (ANONYMITY.md rules 1, 7).
// Small's 2 people answer in April and June; Quiet's 2 never answer; Big's 4 answer too.

const START = '2025-05-10';
const TODAY = '2025-06-20';

let groups: { big: string; small: string; quiet: string };
let admin: { company_id: string; id: string };

beforeAll(async () => {
  const team = await makeTeam();
  admin = team.admin;
  groups = {
    big: await makeGroup(team.companyId, 'Big', null, { members: await members(team, 4) }),
    small: await makeGroup(team.companyId, 'Small', null, { members: await members(team, 2) }),
    quiet: await makeGroup(team.companyId, 'Quiet', null, { members: await members(team, 2) }),
  };
  const people = { big: respondents(4), small: respondents(2) };
  const answer = async (number: number, start: string, end: string, score: number) => {
    const cycle = await addCycle(team.companyId, number, start, end);
    for (const g of ['big', 'small'] as const)
      await addResponses(
        team.companyId,
        cycle,
        people[g].map((respondent) => ({ respondent, groups: [groups[g]], scores: { wellness: score } })),
      );
  };
  await answer(0, '2025-04-07', '2025-04-14', 4);
  await synced(START);
});

describe('a plan of a group of fewer than k people', () => {
  let small: string;
  let quiet: string;

  beforeAll(async () => {
    const onStart = await surveyCaller(admin, START);
    // The goal cannot be checked against a score the gate withholds: any goal is accepted.
    small = (await onStart.actionPlans.create(newPlan({ groupId: groups.small, metric: 'wellness', goal: 0, expiresAt: '2025-12-31' })))._id;
    quiet = (await onStart.actionPlans.create(newPlan({ groupId: groups.quiet, metric: 'wellness', goal: 0, expiresAt: '2025-12-31' })))._id;
    const cycle = await addCycle(admin.company_id, 1, '2025-06-02', '2025-06-09');
    await addResponses(
      admin.company_id,
      cycle,
      respondents(2).map((respondent) => ({ respondent, groups: [groups.small], scores: { wellness: 9 } })),
    );
    await synced(TODAY);
  });

  it('has no initial score, no current score and no effect, as its report shows nothing', async () => {
    const asAdmin = await surveyCaller(admin, TODAY);
    const plan = await asAdmin.actionPlans.get({ id: small });
    expect(plan).toMatchObject({ initialScore: null, currentScore: null, effect: { state: 'too-few' } });
    expect(plan.effect).toEqual({ state: 'too-few' });
    const report = (await asAdmin.reports.report({ groupId: groups.small }))!;
    expect(report.metrics.find((m) => m.metric_id === 'wellness')).toMatchObject({ score: null, withheld: true });
  });

  it('reads the same whether its people answered or not', async () => {
    const asAdmin = await surveyCaller(admin, TODAY);
    // All but which plan and group it is, and when it was made.
    const shown = async (id: string) => ({ ...(await asAdmin.actionPlans.get({ id })), _id: '', groupId: '', groupName: '', createdAt: '' });
    expect(await shown(small)).toEqual(await shown(quiet));
  });
});
