import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { placeStoredResponses } from '../../../migrations/2026_11_24_700000_reporting_groups.js';
import { withTenant } from '../../../server/db/tenant.js';
import { cellRosterCounts, rosterCounts, unledCounts } from '../../../server/modules/reports/reports.queries.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { respondentSnapshot } from '../../../server/modules/survey/survey.queries.js';
import { heldContext, releaseCycle, type HeldResponse } from '../../../server/modules/survey/survey.release.js';
import { insertHeld } from '../../../server/modules/survey/survey.release.queries.js';
import { seal } from '../../../server/modules/survey/survey.sealing.js';
import { makeCompany } from '../../../seeds/factories.js';
import { isolatedDatabase, testDeps } from '../../setup/test-context.js';
import { responsesOfCycle, surveyTeam, today } from '../survey/helpers.js';
import { makeAttribute, makeGroup, makeTeam, type Team } from '../users/helpers.js';
import { addCycle } from './fixtures.js';
import { answerWith, synced } from './helpers.js';

// A person who is a member of several groups counts, in reports, only in the groups that contain
// all of them (their reporting groups, one chain of the tree; migration 2026_11_24_700000). Counted
// in two sibling groups and once above them, their answer was the difference of three figures.

const past = (n: number) => addDays(today(), -n);
const sorted = (ids: readonly string[]) => [...ids].sort();

/** P with children A and B, A1 under A; C a second root. */
async function tree(companyId: string) {
  const P = await makeGroup(companyId, 'P');
  const [A, B] = [await makeGroup(companyId, 'A', P), await makeGroup(companyId, 'B', P)];
  return { P, A, B, A1: await makeGroup(companyId, 'A1', A), C: await makeGroup(companyId, 'C') };
}

async function placed(companyId: string, groupIds: string[]): Promise<string[]> {
  const { db } = await testDeps();
  const { rows } = await withTenant(db, companyId, (tx) => sql<{ r: string[] }>`select reporting_groups(${groupIds}::uuid[]) as r`.execute(tx));
  return rows[0]!.r;
}

/** Recorded sets (a response's groups with their ancestors) placed, as the release step and the migration place them. */
async function placedAsRecorded(companyId: string, sets: string[][]): Promise<string[][]> {
  const { db } = await testDeps();
  const keys = sets.map(() => randomUUID());
  const { rows } = await withTenant(db, companyId, (tx) =>
    sql<{ owner: string; group_id: string }>`
      select owner, group_id from reporting_placements(${sets.flatMap((s, i) => s.map(() => keys[i]))}::uuid[], ${sets.flat()}::uuid[], true)
      order by group_id`.execute(tx),
  );
  return keys.map((k) => rows.filter((r) => r.owner === k).map((r) => r.group_id));
}

describe('reporting_groups()', () => {
  it('one group: the group and its ancestors; none: nothing', async () => {
    const team = await makeTeam();
    const { P, A, A1, C } = await tree(team.companyId);
    expect(await placed(team.companyId, [A1])).toEqual(sorted([A1, A, P]));
    expect(await placed(team.companyId, [C])).toEqual([C]);
    expect(await placed(team.companyId, [])).toEqual([]);
  });

  it('groups on two branches: their common ancestors, none across two roots', async () => {
    const team = await makeTeam();
    const { P, A, B, A1, C } = await tree(team.companyId);
    expect(await placed(team.companyId, [A, B])).toEqual([P]);
    expect(await placed(team.companyId, [A1, B])).toEqual([P]);
    expect(await placed(team.companyId, [A1, C])).toEqual([]);
  });

  it('a group and one below it: the chain of the upper one (the groups that contain both)', async () => {
    const team = await makeTeam();
    const { P, A, B, A1 } = await tree(team.companyId);
    expect(await placed(team.companyId, [A, A1])).toEqual(sorted([A, P]));
    expect(await placed(team.companyId, [A, A1, B])).toEqual([P]);
  });

  it('a recorded set stands for its deepest groups: a reporting chain stays, an old two-chain set goes above both', async () => {
    const team = await makeTeam();
    const { P, A, B, A1 } = await tree(team.companyId);
    const [chain, upper, twoChains, nested, none] = await placedAsRecorded(team.companyId, [[A1, A, P], [A, P], [A, P, B], [A1, A, P, B], []]);
    expect({ chain, upper, twoChains, nested, none }).toEqual({ chain: sorted([A1, A, P]), upper: sorted([A, P]), twoChains: [P], nested: [P], none: [] });
  });

  it('reads groups under the caller’s row-level security: another company’s group has no chain here', async () => {
    const [team, other] = [await makeTeam(), await makeTeam()];
    const { P, A, B } = await tree(team.companyId);
    const theirs = await makeGroup(other.companyId, 'Theirs');
    expect(await placed(team.companyId, [A, theirs])).toEqual(sorted([A, P]));
    expect(await placed(team.companyId, [A, B, theirs])).toEqual([P]);
    expect(await placed(other.companyId, [A])).toEqual([]);
  });
});

/** x is a member of A and B under P, with two others in each; A led by the team's manager if asked. */
async function twoGroups(team: Team, options: { ledA?: boolean } = {}) {
  const { P, A, B } = await tree(team.companyId);
  const [x, a1, a2, b1, b2] = (await Promise.all(Array.from({ length: 5 }, () => team.person('user')))).map((p) => p.id) as [string, ...string[]];
  const { db } = await testDeps();
  const row = (group_id: string, user_id: string) => ({ company_id: team.companyId, group_id, user_id });
  await withTenant(db, team.companyId, async (tx) => {
    await tx
      .insertInto('group_members')
      .values([row(A, x), row(A, a1!), row(A, a2!), row(B, x), row(B, b1!), row(B, b2!)])
      .execute();
    if (options.ledA) await tx.insertInto('group_managers').values(row(A, team.manager.id)).execute();
  });
  return { P, A, B, x };
}

describe('a person in two groups', () => {
  it('is placed at the groups above both: the snapshot, the stored response, the view', async () => {
    const team = await surveyTeam({ interval: 7, anchorOffsetDays: -10 });
    const { P, x } = await twoGroups(team, { ledA: true });
    const { db } = await testDeps();
    const snapshot = await withTenant(db, team.companyId, (tx) => respondentSnapshot(tx, x));
    // Who leads them stays a matter of membership: A's manager leads x, though x counts at P.
    expect(snapshot).toMatchObject({ groupIds: [P], hasLeader: true });
    const view = await withTenant(db, team.companyId, (tx) => sql<{ group_id: string }>`select group_id from user_reporting_groups where user_id = ${x}`.execute(tx));
    expect(view.rows.map((r) => r.group_id)).toEqual([P]);
    const cycleId = await answerWith({ company_id: team.companyId, id: x }, (q) => (q.type === 'scale' ? 7 : null), past(10));
    expect((await responsesOfCycle(team.companyId, cycleId)).map((r) => r.group_ids)).toEqual([[P]]);
  });

  it('answers sealed before the rule, with both chains, are released at the groups above both; a reporting chain as sealed', async () => {
    const { db, deps } = await testDeps();
    const team = await makeTeam();
    const { P, A, B, A1 } = await tree(team.companyId);
    const cycleId = await addCycle(team.companyId, 0, past(10), past(3));
    const hold = async (respondent: string, groupIds: string[]) => {
      const held: HeldResponse = { respondent, groupIds, optionIds: [], day: past(9), answers: [] };
      const id = randomUUID();
      await withTenant(db, team.companyId, (tx) =>
        insertHeld(tx, { companyId: team.companyId, id, cycleId, sealed: seal(deps.sealingKey, heldContext(team.companyId, cycleId, id), held) }),
      );
    };
    await hold('before', sorted([A, B, P]));
    await hold('after', sorted([A1, A, P]));
    await releaseCycle(db, deps.sealingKey, team.companyId, cycleId, true);
    const stored = await withTenant(db, team.companyId, (tx) =>
      tx.selectFrom('survey_responses').select(['respondent', 'group_ids']).where('cycle_id', '=', cycleId).execute(),
    );
    expect(Object.fromEntries(stored.map((r) => [r.respondent, r.group_ids]))).toEqual({ before: [P], after: sorted([A1, A, P]) });
  });

  it('counts in the report rosters of the groups above both only', async () => {
    const team = await makeTeam();
    const { P, A, B, x } = await twoGroups(team);
    const {
      id: attribute_id,
      optionIds: [option],
    } = await makeAttribute(team.companyId, { 'en-US': 'Site' }, [{ 'en-US': 'North' }]);
    const { db } = await testDeps();
    await withTenant(db, team.companyId, (tx) =>
      tx.insertInto('user_attribute_values').values({ company_id: team.companyId, user_id: x, attribute_id, option_id: option! }).execute(),
    );
    const { rosters, unled, cells } = await withTenant(db, team.companyId, async (tx) => ({
      rosters: await rosterCounts(tx, team.companyId, [P, A, B]),
      unled: await unledCounts(tx),
      cells: await cellRosterCounts(tx, [option!]),
    }));
    // The team's three people and the five of the groups.
    expect(Object.fromEntries([P, A, B, 'company'].map((g) => [g, rosters.get(g)]))).toEqual({ [P]: 5, [A]: 2, [B]: 2, company: 8 });
    // Nobody leads anyone here: everyone who can answer is also unled, placed the same way.
    expect(Object.fromEntries([P, A, B, 'company'].map((g) => [g, unled.get(g) ?? 0]))).toEqual({ [P]: 5, [A]: 2, [B]: 2, company: 8 });
    expect([P, A, B, 'company'].map((g) => cells.get(`${g}|${option}`) ?? 0)).toEqual([1, 0, 0, 1]);
  });
});

describe('the differencing attack on a person in two groups', () => {
  // A = x and three others, B = x and three others, the company these seven only: with x counted
  // in A, in B and once in the company, sum(A) + sum(B) − sum(company) was x's own answer.
  it('the figures a leader reads do not give x’s answer', async () => {
    const team = await surveyTeam({ interval: 7, anchorOffsetDays: -10 });
    const [x, a, b1, b2] = await Promise.all(Array.from({ length: 4 }, () => team.person('user')));
    const A = await makeGroup(team.companyId, 'A', null, { members: [x!.id, team.admin.id, team.manager.id, a!.id] });
    const B = await makeGroup(team.companyId, 'B', null, { members: [x!.id, team.user.id, b1!.id, b2!.id] });
    // Scale questions only, each person one value: x 10, the six others 1 to 6.
    const people = [x!, team.admin, team.manager, a!, team.user, b1!, b2!];
    for (const [i, p] of people.entries()) await answerWith(p, (q) => (q.type === 'scale' ? (i === 0 ? 10 : i) : null), past(10));
    await synced(today(), { rebuild: true });

    const reports = await Promise.all(['company', A, B].map((groupId) => team.asAdmin.reports.report({ groupId })));
    const { groups_data } = await team.asAdmin.reports.compare({ groups: [A, B], consolidated: true });
    const reads = [
      ...['overall', 'recognition'].map((metric) =>
        reports.map((r) => ({ n: r!.respondents, score: metric === 'overall' ? r!.score : r!.metrics.find((m) => m.metric_id === metric)!.score })),
      ),
      groups_data.map((g) => ({ n: g.respondents, score: g.score })),
    ];
    for (const [company, inA, inB] of reads) {
      // x counted once, at the company: A and B hold three people each, wherever shown.
      expect(company).toMatchObject({ n: 7, score: 4.43 });
      for (const g of [inA!, inB!]) expect([3, null]).toContain(g.n);
      // Whatever is shown, no sum and difference of the three sums is x's 10.
      if ([company, inA, inB].every((f) => f!.n !== null && f!.score !== null)) {
        const sum = (f: { n: number | null; score: number | null }) => f.n! * f.score!;
        for (const guess of [sum(inA!) + sum(inB!) - sum(company!), sum(company!) - sum(inA!) - sum(inB!)]) expect(Math.abs(guess - 10)).toBeGreaterThan(0.5);
      }
    }
    // Here A or B is withheld: the company less A less B is x alone.
    expect(reports.slice(1).filter((r) => r!.withheld && r!.respondents === null).length).toBeGreaterThan(0);
  });
});

describe('the migration', () => {
  it('places stored responses at their reporting groups and writes every row (none stands out by its transaction)', async () => {
    const { db, drop } = await isolatedDatabase('reporting_groups');
    try {
      const company = await makeCompany(db);
      const group = async (parent: string | null) => {
        const id = randomUUID();
        await db
          .insertInto('groups')
          .values({ company_id: company.id, id, name: `g-${id}`, parent_id: parent })
          .execute();
        return id;
      };
      const P = await group(null);
      const [A, B] = [await group(P), await group(P)];
      const A1 = await group(A);
      const cycleId = randomUUID();
      await db
        .insertInto('survey_cycles')
        .values({ company_id: company.id, id: cycleId, number: 0, starts_on: past(10), ends_on: past(3), question_ids: [] })
        .execute();
      // As responses were stored until now: every member group with its ancestors.
      const before = { twoChains: sorted([A, P, B]), nested: sorted([A1, A, P, B]), one: sorted([A1, A, P]), upper: sorted([A, P]), none: [] as string[] };
      for (const [respondent, group_ids] of Object.entries(before)) {
        await db.insertInto('survey_responses').values({ company_id: company.id, id: randomUUID(), cycle_id: cycleId, respondent, group_ids, option_ids: [] }).execute();
      }
      await placeStoredResponses(db as unknown as Kysely<unknown>);
      const { rows } = await sql<{
        respondent: string;
        group_ids: string[];
        xmin: string;
      }>`select respondent, group_ids, xmin::text as xmin from survey_responses`.execute(db);
      expect(Object.fromEntries(rows.map((r) => [r.respondent, r.group_ids]))).toEqual({
        twoChains: [P],
        nested: [P],
        one: sorted([A1, A, P]),
        upper: sorted([A, P]),
        none: [],
      });
      expect(new Set(rows.map((r) => r.xmin)).size).toBe(1);
    } finally {
      await drop();
    }
  });
});
