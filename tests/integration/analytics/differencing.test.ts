import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { makeGroup, makeTeam } from '../users/helpers.js';
import { today } from '../survey/helpers.js';
import { addCycle, addResponses, respondents } from './fixtures.js';
import { synced } from './helpers.js';

// An administrator sees every group and the company. For random trees and people, the attacker
// takes every shown figure and subtracts any set of disjoint shown groups below it, trying to
// isolate fewer than k people's answers (and so recover a small group's score). Through the real
// engine and procedures, never.

const world = fc.record({
  parents: fc.array(fc.integer({ min: -1, max: 6 }), { minLength: 1, maxLength: 6 }),
  people: fc.array(fc.record({ group: fc.integer({ min: -1, max: 5 }), score: fc.integer({ min: 0, max: 10 }) }), { minLength: 3, maxLength: 24 }),
});

describe('differencing what a viewer can see', () => {
  it('never isolates fewer than k people (k = 3)', async () => {
    await fc.assert(
      fc.asyncProperty(world, async ({ parents, people }) => {
        const team = await makeTeam();
        const ids: string[] = [];
        const parentOf: number[] = [];
        for (const [i, p] of parents.entries()) {
          const parent = p >= 0 && p < i ? p : -1;
          parentOf.push(parent);
          ids.push(await makeGroup(team.companyId, `G${i}`, parent >= 0 ? ids[parent]! : null));
        }
        const chain = (g: number): number[] => (g < 0 || g >= ids.length ? [] : [g, ...chain(parentOf[g]!)]);
        const rs = respondents(people.length);
        const cycle = await addCycle(team.companyId, 0, addDays(today(), -21), addDays(today(), -14));
        await addResponses(
          team.companyId,
          cycle,
          people.map((p, i) => ({ respondent: rs[i]!, groups: chain(p.group).map((g) => ids[g]!), scores: { recognition: p.score } })),
        );
        await synced(today());

        const { groups_data } = await team.asAdmin.reports.compare({});
        const company = await team.asAdmin.reports.report({ groupId: 'company' });
        const shown = new Map<number, Set<number>>(); // -1: the company
        const members = (g: number) => new Set(people.flatMap((p, i) => (g < 0 || chain(p.group).includes(g) ? [i] : [])));
        if (company && !company.withheld) shown.set(-1, members(-1));
        for (const row of groups_data) if (!row.withheld && row.respondents !== null) shown.set(ids.indexOf(row.group_id), members(ids.indexOf(row.group_id)));
        // Each shown figure's count is the true number of people behind it.
        for (const [g, set] of shown) if (g >= 0) expect(groups_data.find((r) => r.group_id === ids[g])!.respondents).toBe(set.size);

        const below = (top: number) => [...shown.keys()].filter((g) => g >= 0 && g !== top && (top < 0 || chain(g).includes(top)));
        for (const [top, set] of shown) {
          const candidates = below(top);
          for (let mask = 1; mask < 1 << candidates.length; mask++) {
            const chosen = candidates.filter((_, b) => mask & (1 << b));
            if (chosen.some((a) => chosen.some((b) => a !== b && chain(a).includes(b)))) continue;
            const left = [...set].filter((p) => !chosen.some((c) => shown.get(c)!.has(p)));
            expect(left.length === 0 || left.length >= 3, `group ${top} minus ${chosen} isolates ${left.length}`).toBe(true);
          }
        }
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
