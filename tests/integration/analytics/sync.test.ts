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
