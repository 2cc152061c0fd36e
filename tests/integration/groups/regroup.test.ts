import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { analyticsSource } from '../../../server/db/analytics-source.js';
import { withTenant } from '../../../server/db/tenant.js';
import { lockPlacements } from '../../../server/modules/survey/survey.places.queries.js';
import { EMBEDDED } from '../../setup/embedded.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { testDeps } from '../../setup/test-context.js';
import { addCycle, addResponses } from '../analytics/fixtures.js';
import { synced } from '../analytics/helpers.js';
import { today } from '../survey/helpers.js';
import { makeGroup, makeTeam, type Team } from '../users/helpers.js';

// Stored responses keep the chain of groups their authors counted in when they were released;
// reports gate by the tree as it is now. When groups move, every stored response of the company is
// placed anew under the new tree, in the change's transaction: each follows its own group (the
// deepest of its chain before the change), and the analytics engine reads them again once it has
// committed. Before: T (a1…a4) moved out from under D (y and T) still counted in D, T was shown
// beside it, and 5·D − 4·T was y's score.

const past = (n: number) => addDays(today(), -n);
const sorted = (ids: readonly string[]) => [...ids].sort();
const csv = (lines: string[]) => Buffer.from(lines.join('\n')).toString('base64');

/** Stored responses of the company: groups by respondent, and the transaction that wrote each. */
async function stored(companyId: string) {
  const { db } = await testDeps();
  const { rows } = await withTenant(db, companyId, (tx) =>
    sql<{ respondent: string; group_ids: string[]; xmin: string }>`select respondent, group_ids, xmin::text as xmin from survey_responses`.execute(tx),
  );
  return { groups: Object.fromEntries(rows.map((r) => [r.respondent, sorted(r.group_ids)])), xmins: rows.map((r) => r.xmin) };
}

/**
 * `parent` (optional) above D; D with direct members y, d2, d3 and subgroup T (a1…a4). A closed
 * cycle: the a's answered happiness 8, y 2, each stored with the chain of their group then.
 */
async function answeredUnderD(options: { parent?: boolean } = {}) {
  const team = await makeTeam();
  const people = [];
  for (let i = 0; i < 7; i++) people.push((await team.person('user')).id);
  const P = options.parent ? await makeGroup(team.companyId, 'P') : null;
  const D = await makeGroup(team.companyId, 'D', P, { members: people.slice(0, 3) });
  const T = await makeGroup(team.companyId, 'T', D, { members: people.slice(3) });
  const above = P ? [P] : [];
  const cycle = await addCycle(team.companyId, 0, past(12), past(5));
  await addResponses(team.companyId, cycle, [
    ...['a1', 'a2', 'a3', 'a4'].map((respondent) => ({ respondent, groups: [...above, D, T], scores: { happiness: 8 } })),
    { respondent: 'y', groups: [...above, D], scores: { happiness: 2 } },
  ]);
  const engine = await synced(today(), { rebuild: true });
  return { team, engine, P, D, T };
}

/** Happiness of a group as the climate report shows it (nulls: withheld, or no report: no answers). */
async function happiness(team: Team, groupId: string) {
  const metric = (await team.asAdmin.reports.report({ groupId }))?.metrics.find((m) => m.metric_id === 'happiness');
  return !metric || metric.withheld ? { n: null, score: null } : { n: metric.respondents, score: metric.score };
}

/** Whether two shown figures, one group's people and some more, give the one person more: y (2). */
function givesY(outer: { n: number | null; score: number | null }, inner: { n: number | null; score: number | null }) {
  if (outer.n === null || outer.score === null || inner.n === null || inner.score === null) return false;
  return outer.n - inner.n === 1 && Math.abs(outer.n * outer.score - inner.n * inner.score - 2) < 0.5;
}

describe('groups moved after answers were stored', () => {
  it('a subgroup moved to the top level takes its answers out of D: D and T no longer give y’s score', async () => {
    const { team, engine, D, T } = await answeredUnderD();
    // Before the move T is withheld: D less T would be y alone.
    expect((await happiness(team, T)).n).toBeNull();

    const { db, raw } = await testDeps();
    const identity = await analyticsSource(db, raw).identity();
    await team.asAdmin.groups.update({ id: T, parentId: null });
    await engine.rebuilt();
    // A server stopped before that rebuild would not trust its analytics file at the next start.
    expect(await analyticsSource(db, raw).identity()).not.toBe(identity);

    // The a's answered in T: they go with it (D no longer counts them); y stays in D.
    expect((await stored(team.companyId)).groups).toEqual({ a1: [T], a2: [T], a3: [T], a4: [T], y: [D] });
    const [d, t] = [await happiness(team, D), await happiness(team, T)];
    expect(givesY(d, t), `D=${d.n}@${d.score}, T=${t.n}@${t.score}`).toBe(false);
    // y alone in D is withheld; the company still counts all five.
    expect(d.n).toBeNull();
    expect(await happiness(team, 'company')).toMatchObject({ n: 5 });
  });

  it('a deleted group’s subgroups move up: answers are placed under the new tree, without the deleted group', async () => {
    const { team, engine, P, D, T } = await answeredUnderD({ parent: true });

    await team.asAdmin.groups.remove({ id: D });
    await engine.rebuilt();

    expect((await stored(team.companyId)).groups).toEqual({ a1: sorted([P!, T]), a2: sorted([P!, T]), a3: sorted([P!, T]), a4: sorted([P!, T]), y: [P!] });
    const [p, t] = [await happiness(team, P!), await happiness(team, T)];
    expect(givesY(p, t), `P=${p.n}@${p.score}, T=${t.n}@${t.score}`).toBe(false);
  });

  it('every row of the company is written by the one transaction of the change, and no other company’s', async () => {
    const { team, D, T } = await answeredUnderD();
    const other = await answeredUnderD();
    // Rows no move touches are written too: an unrelated group's and a groupless response.
    const C = await makeGroup(team.companyId, 'C');
    await addResponses(team.companyId, await addCycle(team.companyId, 1, past(4), past(1)), [
      { respondent: 'c', groups: [C], scores: { happiness: 5 } },
      { respondent: 'nobody', scores: { happiness: 5 } },
    ]);
    const before = await stored(team.companyId);
    const otherBefore = await stored(other.team.companyId);
    expect(new Set(before.xmins).size).toBe(before.xmins.length);

    // A change that moves no group writes no response.
    await team.asAdmin.groups.update({ id: D, name: 'D renamed' });
    expect((await stored(team.companyId)).xmins).toEqual(before.xmins);

    await team.asAdmin.groups.update({ id: T, parentId: null });
    const after = await stored(team.companyId);
    expect(after.xmins).toHaveLength(before.xmins.length);
    expect(new Set(after.xmins).size).toBe(1);
    expect(before.xmins).not.toContain(after.xmins[0]);
    expect(after.groups).toMatchObject({ c: [C], nobody: [], y: [D] });
    expect(await stored(other.team.companyId)).toEqual(otherBefore);
  });

  it('a new group taking subgroups, and the import, place stored answers anew', async () => {
    const { team, D, T } = await answeredUnderD();
    // A new root group takes T: T leaves D, with its answers.
    const { id: Q } = await team.asAdmin.groups.create({ name: 'Q new', parentId: null, children: [T] });
    expect((await stored(team.companyId)).groups).toMatchObject({ a1: sorted([Q, T]), y: [D] });

    // The import puts T back under D, its answers with it; every row is written again.
    const before = await stored(team.companyId);
    const names = await withTenant((await testDeps()).db, team.companyId, (tx) => tx.selectFrom('groups').select(['id', 'name']).where('id', 'in', [D, T, Q]).execute());
    const name = (id: string) => names.find((g) => g.id === id)!.name;
    const result = await team.asAdmin.groups.importApply({ format: 'csv', file: csv(['Group name,Parent group', `${name(T)},${name(D)}`]) });
    expect(result.moved).toBe(1);
    const after = await stored(team.companyId);
    expect(new Set(after.xmins).size).toBe(1);
    expect(before.xmins).not.toContain(after.xmins[0]);
    expect(after.groups).toMatchObject({ a1: sorted([D, T]), y: [D] });
  });
});

describe.skipIf(EMBEDDED)('groups moved while answers are released (needs a PostgreSQL server: two transactions at once)', () => {
  it('a release under way finishes first, and what it stored is placed under the new tree', async () => {
    const { team, D, T } = await answeredUnderD();
    const cycle = await addCycle(team.companyId, 1, past(4), addDays(today(), 3));
    const { db } = await testDeps();
    let releaseReady!: () => void;
    const ready = new Promise<void>((resolve) => (releaseReady = resolve));
    let moveDone = false;
    // A release that has placed an answer under the tree as it was (T under D) and not yet committed.
    const release = withTenant(db, team.companyId, async (tx) => {
      await lockPlacements(tx, team.companyId);
      await tx
        .insertInto('survey_responses')
        .values({ company_id: team.companyId, id: crypto.randomUUID(), cycle_id: cycle, respondent: 'late', group_ids: sorted([D, T]), option_ids: [] })
        .execute();
      releaseReady();
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The move waits for the release: it has not placed anything yet.
      expect(moveDone).toBe(false);
    });
    await ready;
    const move = team.asAdmin.groups.update({ id: T, parentId: null }).then(() => (moveDone = true));
    await Promise.all([release, move]);
    // The late answer, stored under the old tree, was placed with the others: it went with T.
    expect((await stored(team.companyId)).groups).toMatchObject({ late: [T], a1: [T], y: [D] });
  });
});
