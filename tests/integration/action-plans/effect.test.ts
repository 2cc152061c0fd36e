import { beforeAll, describe, expect, it } from 'vitest';
import { addCycle, addResponses, members, respondents } from '../analytics/fixtures.js';
import { synced } from '../analytics/helpers.js';
import { surveyCaller } from '../survey/helpers.js';
import { makeGroup, makeTeam } from '../users/helpers.js';
import { fieldErrors, newPlan } from './helpers.js';

// Scores and effect on a fixture worked out by hand (k = 3). Four groups of 4 people answer the
// recognition pillar in April and June 2025 (the same people both months, each giving the group's
// score); the plan on P starts on 10 May and is read on 20 June.
//
//   group  April  June  change
//   P      6      8     +2     (the plan's group)
//   C1     5      5.5   +0.5
//   C2     7      7.2   +0.2
//   C3     6      6.8   +0.8
//
// The manager leads P, C1 and C2, not C3.

const START = '2025-05-10';
const TODAY = '2025-06-20';

type Caller = Awaited<ReturnType<typeof surveyCaller>>;
let companyId: string;
let groups: Record<'P' | 'C1' | 'C2' | 'C3', string>;
let admin: { company_id: string; id: string };
let manager: { company_id: string; id: string };
let asAdmin: Caller;
let asManager: Caller;
let planId: string;
/** The pseudonyms of each group's four respondents, the same in April and June. */
let people: Record<keyof typeof groups, string[]>;

const SCORES = { P: [6, 8], C1: [5, 5.5], C2: [7, 7.2], C3: [6, 6.8] } as const;

/** One cycle in which every group's people answer their score of April (0) or June (1). */
async function answer(number: number, start: string, end: string, month: 0 | 1) {
  const cycle = await addCycle(companyId, number, start, end);
  for (const g of Object.keys(groups) as (keyof typeof groups)[])
    await addResponses(
      companyId,
      cycle,
      people[g].map((respondent) => ({ respondent, groups: [groups[g]], scores: { recognition: SCORES[g][month] } })),
    );
}

beforeAll(async () => {
  const team = await makeTeam();
  companyId = team.companyId;
  admin = team.admin;
  manager = team.manager;
  const make = async (name: string, led: boolean) => makeGroup(companyId, name, null, { members: await members(team, 4), managers: led ? [team.manager.id] : [] });
  groups = { P: await make('P', true), C1: await make('C1', true), C2: await make('C2', true), C3: await make('C3', false) };
  people = Object.fromEntries(Object.keys(groups).map((g) => [g, respondents(4)])) as typeof people;
  await answer(0, '2025-04-07', '2025-04-14', 0);
  await synced(START);
  asAdmin = await surveyCaller(admin, START);
  asManager = await surveyCaller(manager, START);
});

describe('when the plan starts (10 May)', () => {
  it("refuses a goal below the pillar's score in the plan's group, with the spec's message", async () => {
    // P's recognition is 6 (April, in the window of March to May).
    expect(await fieldErrors(asManager.actionPlans.create(newPlan({ groupId: groups.P, metric: 'recognition', goal: 5.5, expiresAt: '2025-12-31' })))).toEqual({
      goal: ["The goal can't be smaller than selected pillar score"],
    });
  });

  it('keeps the score as the initial score; no month after the start yet: waiting', async () => {
    const plan = await asManager.actionPlans.create(newPlan({ groupId: groups.P, metric: 'recognition', goal: 6, expiresAt: '2025-12-31' }));
    planId = plan._id;
    expect(plan).toMatchObject({ initialScore: 6, currentScore: 6, startedOn: START, effect: { state: 'waiting' } });
  });
});

describe('read on 20 June, after June’s answers', () => {
  beforeAll(async () => {
    await answer(1, '2025-06-02', '2025-06-09', 1);
    await synced(TODAY);
    asAdmin = await surveyCaller(admin, TODAY);
    asManager = await surveyCaller(manager, TODAY);
  });

  it('the current score is the report’s: each person once in the window, with the mean of their answers', async () => {
    // (6 + 8) / 2 = 7 for each of P's four people.
    const plan = await asAdmin.actionPlans.get({ id: planId });
    expect(plan).toMatchObject({ initialScore: 6, currentScore: 7 });
    const report = (await asAdmin.reports.report({ groupId: groups.P }))!;
    expect(report.metrics.find((m) => m.metric_id === 'recognition')!.score).toBe(7);
  });

  it('an administrator: against C1, C2 and C3', async () => {
    // planChange 8 − 6 = 2; comparison changes 0.5, 0.2, 0.8: mean 0.5; estimate 1.5.
    // s = √((0² + 0.3² + 0.3²) / 2) = 0.3; t(0.975, 2) = 4.3027; √(1 + 1/3) = 1.154701;
    // margin 4.3027 × 0.3 × 1.154701 = 1.490498: from 0.0095 (0.01) to 2.9905 (2.99).
    const plan = await asAdmin.actionPlans.get({ id: planId });
    expect(plan.effect).toEqual({ state: 'measured', estimate: 1.5, low: 0.01, high: 2.99, planChange: 2, comparisonChange: 0.5, comparisonGroups: 3 });
  });

  it('the plan’s change is the one its report’s history shows', async () => {
    const report = (await asAdmin.reports.report({ groupId: groups.P }))!;
    const history = report.metrics.find((m) => m.metric_id === 'recognition')!.history;
    const at = (date: string) => history.find((h) => h.date === date)!.score!;
    const plan = await asAdmin.actionPlans.get({ id: planId });
    expect(plan.effect.state === 'measured' && plan.effect.planChange).toBe(at('2025-06-01') - at('2025-04-01'));
  });

  it('a manager: against the groups they reach only (C1 and C2)', async () => {
    // Changes 0.5 and 0.2: mean 0.35; estimate 2 − 0.35 = 1.65. s = √(0.15² + 0.15²) = 0.212132;
    // t(0.975, 1) = 12.7062; √1.5 = 1.224745; margin 3.301168: from −1.65 to 4.95.
    const plan = await asManager.actionPlans.get({ id: planId });
    expect(plan.effect).toEqual({ state: 'measured', estimate: 1.65, low: -1.65, high: 4.95, planChange: 2, comparisonChange: 0.35, comparisonGroups: 2 });
    // The same in the list.
    const listed = (await asManager.actionPlans.list()).actionPlans.find((p) => p._id === planId)!;
    expect(listed.effect).toEqual(plan.effect);
  });

  it('a plan started this month waits', async () => {
    const plan = await asAdmin.actionPlans.create(newPlan({ groupId: groups.C1, metric: 'recognition', expiresAt: '2025-12-31' }));
    expect(plan).toMatchObject({ initialScore: 5.25, currentScore: 5.25, effect: { state: 'waiting' } });
    await asAdmin.actionPlans.delete({ id: plan._id });
  });

  it('a group with a plan on another pillar still compares; one on the same pillar started by June does not', async () => {
    const onStart = await surveyCaller(admin, START);
    await onStart.actionPlans.create(newPlan({ groupId: groups.C3, metric: 'wellness', expiresAt: '2025-12-31' }));
    expect((await asAdmin.actionPlans.get({ id: planId })).effect).toMatchObject({ estimate: 1.5, comparisonGroups: 3 });
    await onStart.actionPlans.create(newPlan({ groupId: groups.C3, metric: 'recognition', expiresAt: '2025-12-31' }));
    // C3 out: the manager's two groups, 1.65.
    expect((await asAdmin.actionPlans.get({ id: planId })).effect).toMatchObject({ estimate: 1.65, comparisonGroups: 2 });
  });

  it('a company plan on the pillar touches every group: nothing left to compare with', async () => {
    const onStart = await surveyCaller(admin, START);
    const companyPlan = await onStart.actionPlans.create(newPlan({ metric: 'recognition', expiresAt: '2025-12-31' }));
    expect((await asAdmin.actionPlans.get({ id: planId })).effect).toEqual({ state: 'no-comparison' });
    expect((await asAdmin.actionPlans.get({ id: companyPlan._id })).effect).toEqual({ state: 'no-comparison' });
  });
});
