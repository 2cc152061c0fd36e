import { describe, expect, it } from 'vitest';
import { countScopes } from '../../../analytics/figures/base.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { makeGroup } from '../users/helpers.js';
import { surveyTeam, today } from '../survey/helpers.js';
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
    // The open cycle is released in blocks of 3: all six.
    expect(company.respondents).toBe(6);
    expect(company.enps).toEqual({ promoters: 3, passives: 0, detractors: 3 });
    const group = counts.find((c) => c.scope === sales)!;
    // Four in Sales: one block of three released while the cycle is open.
    expect(group.respondents).toBe(3);

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
  it('keeps figures when people are anonymized or deleted, and groups moved keep their past answers', async () => {
    const { makeGroup: group } = await import('../users/helpers.js');
    const team = await surveyTeam({ interval: 7, anchorOffsetDays: -1 });
    const people = [team.user, ...(await Promise.all([1, 2, 3, 4, 5].map(() => team.person('user'))))];
    const oldParent = await group(team.companyId, 'Old parent');
    const newParent = await group(team.companyId, 'New parent');
    const moved = await group(team.companyId, 'Moved', oldParent, { members: people.map((p) => p.id) });
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
    // The answers were given under the old parent: they stay there, and the new parent has none.
    expect(of(after, oldParent)!.respondents).toBe(6);
    expect(of(after, newParent)).toBeUndefined();

    // A rebuild from Postgres gives the same figures as the passes that led here.
    const rebuilt = await countScopes(await synced(later, { rebuild: true }), q);
    const sorted = (list: typeof before) => [...list].sort((a, b) => a.scope.localeCompare(b.scope));
    expect(sorted(rebuilt)).toEqual(sorted(after));
  });
});
