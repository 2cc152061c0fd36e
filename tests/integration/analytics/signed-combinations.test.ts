import { describe, expect, it } from 'vitest';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { today } from '../survey/helpers.js';
import { callerAs, makeAttribute, makeGroup, makeTeam } from '../users/helpers.js';
import { addCycle, addResponses, members, respondents } from './fixtures.js';
import { synced } from './helpers.js';

// Regression of a reviewer's attack (issue #11, item 1): signed combinations of shown figures
// across the tree and a demographic attribute must not isolate anyone. The pairwise rules held
// (every single difference was 0 or ≥ k); only the visible-family audit (analytics/gate-family.ts)
// sees that the family spans one person.

const past = (n: number) => addDays(today(), -n);

type Row = { group_id: string; respondents: number | null; metrics: { recognition: number | null } };
/** A shown figure's total (mean × people), or null when withheld. */
const sum = (r: { respondents: number | null; score: number | null } | undefined) => (r && r.respondents !== null && r.score !== null ? r.respondents * r.score : null);
const rec = (row: Row | undefined) => (row ? sum({ respondents: row.respondents, score: row.metrics.recognition }) : null);

describe('signed combinations: group and subgroup, each broken down by an attribute some people lack', () => {
  // k = 3. Sales (P) holds Team (C). Age has options o1, o2; some people never gave their age.
  //   C:      3 × o1, 3 × o2, 3 × no age                    (9)
  //   P \ C:  3 × o1, 3 × o2, X (no age, P's direct member) (7)
  // Every single difference is 0 or ≥ 3: P−C = 7; (P,o)−(C,o) = 3; P's people without age 4; C's 3.
  // But (P−C) − Σ_o((P,o)−(C,o)) = X alone.
  async function fixture() {
    const team = await makeTeam();
    const { id: attributeId, optionIds } = await makeAttribute(team.companyId, { 'en-US': 'Age' }, [{ 'en-US': 'Under 30' }, { 'en-US': '30+' }]);
    const [o1, o2] = optionIds as [string, string];
    // Real members as the answers say (7 direct, 9 in Team): figures are gated by rosters too.
    const P = await makeGroup(team.companyId, 'Sales', null, { managers: [team.manager.id], members: await members(team, 7) });
    const C = await makeGroup(team.companyId, 'Team', P, { members: await members(team, 9) });
    const cycle = await addCycle(team.companyId, 0, past(21), past(14));
    const rs = respondents(16);
    const inC = [o1, o1, o1, o2, o2, o2, null, null, null];
    const outC = [o1, o1, o1, o2, o2, o2];
    const scores = [9, 7, 8, 6, 10, 5, 7, 9, 8, 4, 6, 9, 8, 7, 10];
    await addResponses(team.companyId, cycle, [
      ...inC.map((o, i) => ({ respondent: rs[i]!, groups: [P, C], options: o ? [o] : [], scores: { recognition: scores[i]! } })),
      ...outC.map((o, i) => ({ respondent: rs[9 + i]!, groups: [P], options: [o], scores: { recognition: scores[9 + i]! } })),
      { respondent: rs[15]!, groups: [P], options: [], scores: { recognition: 2 } },
    ]);
    await synced(today());
    return { team, attributeId, o1, o2, P, C };
  }

  it('the comparison, whole and filtered by each option, does not give the score of the one person without age', async () => {
    const { team, attributeId, o1, o2, P, C } = await fixture();
    const { caller: asManager } = await callerAs(team.manager);
    const rows = async (optionId?: string) => {
      const { groups_data } = await asManager.reports.compare({ groups: [P, C], ...(optionId ? { filters: { attributeId, optionId } } : {}) });
      return new Map(groups_data.map((g) => [g.group_id, g as unknown as Row]));
    };
    const [whole, f1, f2] = [await rows(), await rows(o1), await rows(o2)];
    const parts = [rec(whole.get(P)), rec(whole.get(C)), rec(f1.get(P)), rec(f1.get(C)), rec(f2.get(P)), rec(f2.get(C))];
    // The whole groups stay shown (7 people apart): the audit withholds a cell, not the groups.
    expect(parts.slice(0, 2).every((p) => p !== null)).toBe(true);
    const recovered = parts.every((p) => p !== null) ? Math.round(parts[0]! - parts[1]! - (parts[2]! - parts[3]!) - (parts[4]! - parts[5]!)) : null;
    expect(recovered, 'the one person of Sales outside Team with no age singled out').toBeNull();
  });

  it('the same through two broken-down reports (Sales, then Team)', async () => {
    const { team, attributeId, o1, o2, P, C } = await fixture();
    const [rp, rc] = [await team.asAdmin.reports.report({ groupId: P, attributeId }), await team.asAdmin.reports.report({ groupId: C, attributeId })];
    type Cell = { option_id: string; respondents: number | null; score: number | null };
    const cell = (r: typeof rp, o: string) => sum((r!.cells as Cell[]).find((c) => c.option_id === o));
    const parts = [sum(rp!), sum(rc!), cell(rp, o1), cell(rc, o1), cell(rp, o2), cell(rc, o2)];
    const recovered = parts.every((p) => p !== null) ? Math.round(parts[0]! - parts[1]! - (parts[2]! - parts[3]!) - (parts[4]! - parts[5]!)) : null;
    expect(recovered, 'the one person singled out').toBeNull();
  });
});
