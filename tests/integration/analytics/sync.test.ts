import { describe, expect, it } from 'vitest';
import { countScopes } from '../../../analytics/figures/base.js';
import { monthlyCounts } from '../../../analytics/figures/history.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { testDeps } from '../../setup/test-context.js';
import { EMBEDDED } from '../../setup/embedded.js';
import { makeAttribute, makeGroup, makeTeam } from '../users/helpers.js';
import { surveyTeam, today } from '../survey/helpers.js';
import { addCycle, addResponses, respondents } from './fixtures.js';
import { answerWith, synced } from './helpers.js';

describe('analytics sync', () => {
  it('reads new answers, counts respondents per scope, and folds cycles as they close', async () => {
    const team = await surveyTeam({ interval: 7, anchorOffsetDays: -1 });
    const people = [team.user, ...(await Promise.all([1, 2, 3, 4, 5].map(() => team.person('user'))))];
    const sales = await makeGroup(team.companyId, 'Sales', null, { members: people.slice(0, 4).map((p) => p.id) });
    for (const [i, p] of people.entries()) await answerWith(p, (q) => (q.type === 'stars' ? 5 : q.type === 'nps' ? (i < 3 ? 10 : 5) : 8));

    const q = { companyId: team.companyId, today: today(), from: addDays(today(), -60), to: today(), k: 3, groups: 'all' as const };
    const engine = await synced(today());
    const counts = await countScopes(engine, q);
    const company = counts.find((c) => c.scope === 'company')!;
    // The open cycle is released in blocks of 3 per place: of the four in Sales one block, of the
    // two placed at the company itself none yet; the company counts what its places released.
    expect(company.respondents).toBe(3);
    const { promoters, passives, detractors } = company.enps;
    expect(promoters + passives + detractors).toBe(3);
    const group = counts.find((c) => c.scope === sales)!;
    expect(group.respondents).toBe(3);
    expect(group.enps).toEqual(company.enps);

    // Once the cycle has ended it is final: every answer counts, from per-respondent rows.
    const later = addDays(today(), 7);
    const closed = await synced(later);
    const after = await countScopes(closed, { ...q, today: later });
    expect(after.find((c) => c.scope === sales)!.respondents).toBe(4);
    const folded = await closed.all<{ n: number }>(`select count(*)::int as n from respondent_cycles where company_id = '${team.companyId}'`);
    expect(folded[0]!.n).toBe(6);
  });
});

describe('history and people over time', () => {
  it('keeps figures when people are anonymized or deleted, and a group moved takes its past answers along', async () => {
    const team = await surveyTeam({ interval: 7, anchorOffsetDays: -1 });
    const people = [team.user, ...(await Promise.all([1, 2, 3, 4, 5].map(() => team.person('user'))))];
    const oldParent = await makeGroup(team.companyId, 'Old parent');
    const newParent = await makeGroup(team.companyId, 'New parent');
    const moved = await makeGroup(team.companyId, 'Moved', oldParent, { members: people.map((p) => p.id) });
    for (const p of people) await answerWith(p, (q) => (q.type === 'stars' ? 4 : q.type === 'nps' ? 9 : 7));
    const later = addDays(today(), 7);
    const q = { companyId: team.companyId, today: later, from: addDays(today(), -60), to: later, k: 3, groups: 'all' as const };
    const before = await countScopes(await synced(later), q);

    await team.asAdmin.users.anonymize({ id: people[0]!.id });
    await team.asAdmin.users.remove({ id: people[1]!.id });
    await team.asAdmin.groups.update({ id: moved, parentId: newParent });
    const after = await countScopes(await synced(later), q);
    const of = (list: typeof before, scope: string) => list.find((c) => c.scope === scope);
    expect(of(after, 'company')).toEqual(of(before, 'company'));
    expect(of(after, moved)).toEqual(of(before, moved));
    // The answers were given in the moved group: they go with it to its new parent.
    expect(of(after, newParent)!.respondents).toBe(6);
    expect(of(after, oldParent)).toBeUndefined();

    // A rebuild from Postgres gives the same figures as the passes that led here, and leaves the
    // engine its memory limit (it rebuilds under a tighter one).
    const rebuilt = await countScopes(await synced(later, { rebuild: true }), q);
    // The test engine's 320MB, as DuckDB writes it.
    const [limit] = await (await synced(later)).all<{ v: string }>(`select current_setting('memory_limit') as v`);
    expect(limit!.v).toBe('305.1 MiB');
    const sorted = (list: typeof before) => [...list].sort((a, b) => a.scope.localeCompare(b.scope));
    expect(sorted(rebuilt)).toEqual(sorted(after));
  });
});

describe('closed months', () => {
  it('are counted once per scope, and with their demographic cells equal counting them live', async () => {
    const team = await makeTeam();
    const g = await makeGroup(team.companyId, 'Closed month');
    const { optionIds } = await makeAttribute(team.companyId, { 'en-US': 'Shift' }, [{ 'en-US': 'Day' }, { 'en-US': 'Night' }]);
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 3)).toISOString().slice(0, 10);
    const cycle = await addCycle(team.companyId, 0, lastMonth, addDays(lastMonth, 7));
    await addResponses(
      team.companyId,
      cycle,
      respondents(7).map((r, i) => ({ respondent: r, groups: i < 4 ? [g] : [], options: [optionIds[i % 2]!], scores: { recognition: i, enps: 10 - i } })),
    );
    const engine = await synced(today());
    const month = lastMonth.slice(0, 7);
    const [stored] = await engine.all<{ n: number }>(`select count(*)::int as n from month_figures where company_id = '${team.companyId}' and bucket = '${month}'`);
    expect(stored!.n).toBeGreaterThan(0);
    const fromStore = (await monthlyCounts(engine, { companyId: team.companyId, today: today(), k: 3, months: 3, options: optionIds })).get(month)!;
    const live = await countScopes(engine, {
      companyId: team.companyId,
      today: today(),
      from: `${month}-01`,
      to: `${month}-28`,
      k: 3,
      groups: 'all',
      options: optionIds,
      byMonth: true,
    });
    const sorted = (list: typeof live) => [...list].sort((a, b) => `${a.scope}${a.option}`.localeCompare(`${b.scope}${b.option}`));
    expect(sorted(fromStore)).toEqual(sorted(live));
    expect(fromStore.length).toBe(6); // company and the group, each whole and per option
  });
});

// Two transactions writing at once need two connections; the embedded database has one.
describe.skipIf(EMBEDDED)('reading by sequence number (needs a PostgreSQL server: two connections at once)', () => {
  it('misses no response of a transaction that commits after a later one began writing', async () => {
    const [a, b] = await Promise.all([makeTeam(), makeTeam()]);
    const cycleA = await addCycle(a.companyId, 0, addDays(today(), -1), addDays(today(), 6));
    const cycleB = await addCycle(b.companyId, 0, addDays(today(), -1), addDays(today(), 6));
    const { raw } = await testDeps();
    if (raw.kind !== 'postgres') throw new Error('needs a PostgreSQL server');
    const insert = (companyId: string, cycleId: string, respondent: string) =>
      `insert into survey_responses (company_id, id, cycle_id, respondent) values ('${companyId}', gen_random_uuid(), '${cycleId}', '${respondent}')`;
    const [ra, rb] = respondents(2);
    // A writes first and commits last; B, written meanwhile, must not take a number that a reader
    // could pass before A's is visible: it waits for A's commit (the trigger's lock) and numbers after it.
    const slow = await raw.pool.connect();
    try {
      await slow.query('begin');
      await slow.query(insert(a.companyId, cycleA, ra!));
      const later = raw.pool.query(insert(b.companyId, cycleB, rb!));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const between = await synced(today());
      const seen = await between.all<{ n: number }>(`select count(*)::int as n from responses where company_id in ('${a.companyId}', '${b.companyId}')`);
      expect(seen[0]!.n).toBe(0);
      await slow.query('commit');
      await later;
    } finally {
      slow.release();
    }
    const engine = await synced(today());
    const rows = await engine.all<{ n: number }>(`select count(*)::int as n from responses where company_id in ('${a.companyId}', '${b.companyId}')`);
    expect(rows[0]!.n).toBe(2);
  });
});
