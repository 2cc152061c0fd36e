import { describe, expect, it } from 'vitest';
import { ENGAGEMENT, measure } from '../../../analytics/index.js';
import { addMonths, monthOf } from '../../../analytics/figures/period.js';
import { METRIC_IDS, type MetricId } from '../../../domain/metrics.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { makeGroup, makeTeam } from '../users/helpers.js';
import { today } from '../survey/helpers.js';
import { addCycle, addResponse, members, respondents } from './fixtures.js';
import { synced } from './helpers.js';

// The engagement survey declared as an instrument and read through the long form: its figures,
// counted by the instruments' one SQL and gated by the engine, agree with the survey's own reports.

/** A fixed sequence of scores (the test must read the same data every run). */
function scores(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % 11;
  };
}

describe('the engagement survey on the instruments engine', () => {
  it('gives the scores and respondents of the survey reports, month by month and group by group', async () => {
    const team = await makeTeam();
    const product = await makeGroup(team.companyId, 'Product', null, { members: await members(team, 8) });
    const design = await makeGroup(team.companyId, 'Design', product, { members: await members(team, 4) });
    const sales = await makeGroup(team.companyId, 'Sales', null, { members: await members(team, 6) });
    const places = [[product], [product, design], [sales]];
    const people = respondents(14);
    const next = scores(7);
    const months = [-3, -2, -1].map((n) => `${addMonths(monthOf(today()), n)}-01`);
    for (const [number, start] of months.entries()) {
      const cycle = await addCycle(team.companyId, number, start, addDays(start, 14));
      for (const [i, respondent] of people.entries()) {
        // Some skip a month, some skip questions: counts differ by metric.
        if ((i + number) % 5 === 4) continue;
        const answered = METRIC_IDS.filter((m, j) => (i + j + number) % 6 !== 0);
        const groups = places[i % 3]!;
        await addResponse(team.companyId, cycle, { respondent: respondent, groups, scores: Object.fromEntries(answered.map((m) => [m, next()])) });
      }
    }
    const engine = await synced(today());
    const tree = [
      { id: product, parent: null },
      { id: design, parent: product },
      { id: sales, parent: null },
    ];
    const rosters = new Map(['company', product, design, sales].map((scope) => [scope, 100]));
    const cycles = await measure(engine, ENGAGEMENT, { companyId: team.companyId, instance: 'engagement', k: 3, tree, rosters, live: true });
    expect(cycles.map((c) => c.startsOn)).toEqual(months);

    let compared = 0;
    for (const scope of ['company', product, design, sales]) {
      const report = (await team.asAdmin.reports.report({ groupId: scope }))!;
      const theirs = (metric: MetricId, month: string) =>
        [...report.metrics, ...report.smart_metrics].find((m) => m.metric_id === metric)?.history.find((p) => p.date === month);
      for (const cycle of cycles) {
        const ours = cycle.scopes.find((s) => s.scope === scope && s.option === null)!;
        // The overall score differs on purpose: the instruments' roll-up is the answer-weighted mean
        // of its shown questions (it adds nothing to them), the survey's the mean of people's means.
        for (const metric of METRIC_IDS.filter((m) => m !== 'enps' && m !== 'lnps')) {
          const figure = ours.categories![metric]!;
          const point = theirs(metric, cycle.startsOn);
          if (!point || figure.withheld || point.score === null) continue;
          expect(figure.score, `${metric} of ${scope} in ${cycle.startsOn}`).toBe(point.score);
          compared++;
        }
      }
    }
    // Most figures are shown by both: the agreement is checked on them, not on an empty set.
    expect(compared).toBeGreaterThan(75);
  });
});
