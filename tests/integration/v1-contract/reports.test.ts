import { describe, expect, it } from 'vitest';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { addCycle, addResponses, members, respondents } from '../analytics/fixtures.js';
import { synced } from '../analytics/helpers.js';
import { expectV1Error, sessionFor, trpc, v1 } from '../auth/helpers.js';
import { today } from '../survey/helpers.js';
import { makeAttribute, makeGroup, makeTeam, sessionWorks } from '../users/helpers.js';

// The report calls as the spec's client reads them (measurement §7): eNPS and LNPS under their own
// names, paid features as an upgrade prompt (402, never the 403 that signs out), and the
// comparison's demographic filter and consolidated row, every figure through the anonymity gate.

const past = (n: number) => addDays(today(), -n);
const closedCycle = (companyId: string) => addCycle(companyId, 0, past(21), past(14));

/**
 * n new people of the team as a group's members, led by the team's manager: figures are gated by
 * the people who can answer (LNPS by those someone leads), so fixtures' groups have real people.
 */
async function staffed(team: Awaited<ReturnType<typeof makeTeam>>, name: string, n: number, managers: string[] = [team.manager.id]) {
  const people = await Promise.all(Array.from({ length: n }, () => team.person('user')));
  return makeGroup(team.companyId, name, null, { members: people.map((p) => p.id), managers });
}

describe('GET /v1/enpscores/:id and /v1/lnpscores/:id', () => {
  it('answer 204 before anyone answered', async () => {
    const team = await makeTeam();
    await staffed(team, 'Led', 3);
    await synced(today());
    for (const path of ['/enpscores/company', '/lnpscores/company']) {
      const res = await v1('GET', path, { token: team.adminToken });
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 204, body: null });
    }
  });

  it('answer { enpscore } and { lnpscore }: the score, the shares and history entries with prop_* fields', async () => {
    const team = await makeTeam();
    await staffed(team, 'Led', 5);
    const scores = [10, 10, 9, 7, 0];
    await addResponses(
      team.companyId,
      await closedCycle(team.companyId),
      respondents(5).map((r, i) => ({ respondent: r, scores: { enps: scores[i]!, lnps: 10 - scores[i]! } })),
    );
    await synced(today());

    const enps = await v1('GET', '/enpscores/company', { token: team.adminToken });
    expect(enps.status).toBe(200);
    expect(Object.keys(enps.body)).toEqual(['enpscore']);
    expect(enps.body.enpscore).toMatchObject({ score: 40, promoters: 0.6, passives: 0.2, detractors: 0.2, respondents: 5, withheld: false });
    const month = enps.body.enpscore.history.find((p: { score: number | null }) => p.score !== null);
    expect(month).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      score: 40,
      prop_promoters: 0.6,
      prop_passives: 0.2,
      prop_detractors: 0.2,
      prop_not_answered: 0,
    });

    const lnps = await v1('GET', '/lnpscores/company', { token: team.adminToken });
    expect(Object.keys(lnps.body)).toEqual(['lnpscore']);
    // 0, 0, 1, 3, 10: one promoter, four detractors.
    expect(lnps.body.lnpscore).toMatchObject({ score: -60, promoters: 0.2, detractors: 0.8, respondents: 5 });
    // The web client reads the figure bare over tRPC.
    expect(await team.asAdmin.reports.enps({ groupId: 'company' })).toMatchObject({ score: 40 });
  });
});

describe('paid features on the free plan', () => {
  it('answer 402 PLAN_REQUIRED over v1 and keep the session (a 403 would sign the person out)', async () => {
    const team = await makeTeam({ plan: 'basic' });
    expectV1Error(await v1('GET', '/enpscores/company', { token: team.adminToken }), 402, 'PLAN_REQUIRED', 'This feature needs a paid plan');
    expectV1Error(await v1('POST', '/reports/groups', { token: team.adminToken, body: { filters: [], consolidated: true } }), 402, 'PLAN_REQUIRED');
    expect(await sessionWorks(team.adminToken)).toBe(true);
    expect((await v1('GET', '/reports/company', { token: team.adminToken })).status).not.toBe(402);
  });

  it('answer tRPC PAYMENT_REQUIRED (402) with appCode PLAN_REQUIRED, which the web client shows as the upgrade modal', async () => {
    const team = await makeTeam({ plan: 'basic' });
    const res = await trpc('query', 'reports.enps', { cookie: await sessionFor(team.admin, 'web'), input: { groupId: 'company' } });
    expect(res.status).toBe(402);
    expect(res.body.error.data).toMatchObject({ code: 'PAYMENT_REQUIRED', httpStatus: 402, appCode: 'PLAN_REQUIRED' });
  });
});

/** Two groups of 6 (3 young, 3 older each) and a group of 4 (3 young, 1 older) in one company. */
async function comparisonFixture() {
  const team = await makeTeam();
  const { id: attributeId, optionIds } = await makeAttribute(team.companyId, { 'en-US': 'Age' }, [{ 'en-US': 'Under 30' }, { 'en-US': '30 and over' }]);
  const [young, older] = optionIds as [string, string];
  // Real members with their ages: groups and their demographic cells are gated by their people too.
  const aged = async () => [...(await members(team, 3, young)), ...(await members(team, 3, older))];
  const a = await makeGroup(team.companyId, 'Sales', null, { members: await aged(), managers: [team.manager.id] });
  const b = await makeGroup(team.companyId, 'Support', null, { members: await aged() });
  const cycle = await closedCycle(team.companyId);
  const people = (group: string, youngScore: number, olderScore: number, olderCount = 3) => [
    ...respondents(3).map((r) => ({ respondent: r, groups: [group], options: [young], scores: { recognition: youngScore } })),
    ...respondents(olderCount).map((r) => ({ respondent: r, groups: [group], options: [older], scores: { recognition: olderScore } })),
  ];
  await addResponses(team.companyId, cycle, [...people(a, 9, 3), ...people(b, 8, 4)]);
  await synced(today());
  return { team, attributeId, young, older, a, b };
}

const rowsOf = (body: { groups_data: { group_id: string; respondents: number | null; withheld: boolean; metrics: { recognition: number | null } }[] }) =>
  body.groups_data.map((g) => ({ group: g.group_id, respondents: g.respondents, withheld: g.withheld, recognition: g.metrics.recognition }));

describe('POST /v1/reports/groups: filters and consolidated', () => {
  it('without a filter compares the whole groups; empty filters ({}, []) are no filter', async () => {
    const { team, a, b } = await comparisonFixture();
    const expected = [
      { group: a, respondents: 6, withheld: false, recognition: 6 },
      { group: b, respondents: 6, withheld: false, recognition: 6 },
    ];
    for (const filters of [undefined, {}, [], null]) {
      const res = await v1('POST', '/reports/groups', { token: team.adminToken, body: { groups: [a, b], filters } });
      expect(res.status).toBe(200);
      expect(rowsOf(res.body)).toEqual(expected);
    }
  });

  it('a filter keeps only the people of one demographic option in every group, as an object or a list of one', async () => {
    const { team, attributeId, young, older, a, b } = await comparisonFixture();
    const res = await v1('POST', '/reports/groups', { token: team.adminToken, body: { groups: [a, b], filters: { attributeId, optionId: young } } });
    expect(res.status).toBe(200);
    expect(rowsOf(res.body)).toEqual([
      { group: a, respondents: 3, withheld: false, recognition: 9 },
      { group: b, respondents: 3, withheld: false, recognition: 8 },
    ]);
    // Participation is not counted per option: none rather than a figure of the whole group.
    expect(res.body.groups_data.every((g: { participation: number | null }) => g.participation === null)).toBe(true);
    const list = await v1('POST', '/reports/groups', { token: team.adminToken, body: { groups: [a, b], filters: [{ attributeId, optionId: older }] } });
    expect(rowsOf(list.body).map((r) => r.recognition)).toEqual([3, 4]);
  });

  it('a filtered cell goes through the anonymity gate: 3 of a group of 4 would leave 1 person by difference, so it is withheld', async () => {
    const team = await makeTeam();
    const { id: attributeId, optionIds } = await makeAttribute(team.companyId, { 'en-US': 'Age' }, [{ 'en-US': 'Young' }, { 'en-US': 'Older' }]);
    const group = await staffed(team, 'Ops', 4, []);
    await addResponses(
      team.companyId,
      await closedCycle(team.companyId),
      respondents(4).map((r, i) => ({ respondent: r, groups: [group], options: [optionIds[i < 3 ? 0 : 1]!], scores: { recognition: i < 3 ? 9 : 1 } })),
    );
    await synced(today());
    const whole = await v1('POST', '/reports/groups', { token: team.adminToken, body: { groups: [group] } });
    expect(rowsOf(whole.body)).toEqual([{ group, respondents: 4, withheld: false, recognition: 7 }]);
    const filtered = await v1('POST', '/reports/groups', { token: team.adminToken, body: { groups: [group], filters: { attributeId, optionId: optionIds[0] } } });
    expect(rowsOf(filtered.body)).toEqual([{ group, respondents: null, withheld: true, recognition: null }]);
    expect(filtered.body.groups_data[0]).toMatchObject({ score: null, enps: null });
  });

  it('consolidated puts the whole company first for an administrator, with the filter too', async () => {
    const { team, attributeId, young, a, b } = await comparisonFixture();
    const res = await v1('POST', '/reports/groups', { token: team.adminToken, body: { groups: [a, b], consolidated: true } });
    expect(rowsOf(res.body)[0]).toEqual({ group: 'company', respondents: 12, withheld: false, recognition: 6 });
    expect(res.body.groups_data[0].group_name).toBe(team.company.name);
    expect(res.body.groups_data).toHaveLength(3);
    const filtered = await v1('POST', '/reports/groups', {
      token: team.adminToken,
      body: { groups: [a, b], consolidated: true, filters: { attributeId, optionId: young } },
    });
    expect(rowsOf(filtered.body)[0]).toEqual({ group: 'company', respondents: 6, withheld: false, recognition: 8.5 });
    const plain = await v1('POST', '/reports/groups', { token: team.adminToken, body: { groups: [a, b], consolidated: false } });
    expect(rowsOf(plain.body).map((r) => r.group)).toEqual([a, b]);
  });

  it('a manager asking for consolidated gets their groups only (the company is beyond their reach), not a refusal', async () => {
    const { team, a } = await comparisonFixture();
    const res = await v1('POST', '/reports/groups', { token: await sessionFor(team.manager), body: { filters: [], consolidated: true } });
    expect(res.status).toBe(200);
    expect(rowsOf(res.body).map((r) => r.group)).toEqual([a]);
  });

  it('refuses an option of another attribute (404) and two attributes at once (400)', async () => {
    const { team, attributeId, a } = await comparisonFixture();
    const other = await makeAttribute(team.companyId, { 'en-US': 'Shift' }, [{ 'en-US': 'Night' }]);
    expectV1Error(
      await v1('POST', '/reports/groups', { token: team.adminToken, body: { groups: [a], filters: { attributeId, optionId: other.optionIds[0] } } }),
      404,
      'NOT_FOUND',
    );
    const two = [
      { attributeId, optionId: other.optionIds[0] },
      { attributeId: other.id, optionId: other.optionIds[0] },
    ];
    const res = await v1('POST', '/reports/groups', { token: team.adminToken, body: { groups: [a], filters: two } });
    expectV1Error(res, 400, 'BAD_INPUT');
  });
});
