import { sampleCorrelation } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { badgeOf, benchmarkOf, companyScores, percentileRank } from '../../../analytics/figures/benchmark.js';
import { addMonths, monthOf } from '../../../analytics/figures/period.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { makeGroup, makeTeam } from '../users/helpers.js';
import { today } from '../survey/helpers.js';
import { addCycle, addResponse, addResponses, members, respondents } from './fixtures.js';
import { synced } from './helpers.js';

// Every figure checked against values worked out by hand on small fixtures.

const past = (n: number) => addDays(today(), -n);

async function closedCycle(companyId: string, number = 0, startDaysAgo = 21) {
  return addCycle(companyId, number, past(startDaysAgo), past(startDaysAgo - 7));
}

describe('pillar scores', () => {
  it('are respondent-weighted means, a group including its subgroups', async () => {
    const team = await makeTeam();
    // Real members as the answers say (3 direct, 3 in Design): figures are gated by rosters too.
    const parent = await makeGroup(team.companyId, 'Product', null, { members: await members(team, 3) });
    const child = await makeGroup(team.companyId, 'Design', parent, { members: await members(team, 3) });
    const [a, b, c, d, e, f] = respondents(6);
    // Both cycles in last month: a person counts once a month (the window adds up its months).
    const lastMonth = `${addMonths(monthOf(today()), -1)}-01`;
    const first = await addCycle(team.companyId, 0, lastMonth, addDays(lastMonth, 7));
    const second = await addCycle(team.companyId, 1, addDays(lastMonth, 7), addDays(lastMonth, 14));
    await addResponses(team.companyId, first, [
      { respondent: a!, groups: [parent], scores: { recognition: 4, enps: 10 } },
      { respondent: b!, groups: [parent], scores: { recognition: 6, enps: 10 } },
      { respondent: c!, groups: [parent], scores: { recognition: 5, enps: 9 } },
      { respondent: d!, groups: [parent, child], scores: { recognition: 6, enps: 7 } },
      { respondent: e!, groups: [parent, child], scores: { recognition: 10, enps: 3 } },
      { respondent: f!, groups: [parent, child], scores: { recognition: 9, enps: 0 } },
    ]);
    // d answers again in the month: d counts once, with the mean of their two answers (8).
    await addResponse(team.companyId, second, { respondent: d!, groups: [parent, child], scores: { recognition: 10, enps: 7 } });
    await synced(today());

    const design = await team.asAdmin.reports.report({ groupId: child });
    expect(design!.respondents).toBe(3);
    expect(design!.metrics.find((m) => m.metric_id === 'recognition')!.score).toBe(9); // (8 + 10 + 9) / 3
    const product = await team.asAdmin.reports.report({ groupId: parent });
    expect(product!.respondents).toBe(6);
    expect(product!.metrics.find((m) => m.metric_id === 'recognition')!.score).toBe(7); // (4 + 6 + 5 + 8 + 10 + 9) / 6
    // eNPS of the company: promoters a, b, c (10, 10, 9); passive d (7); detractors e, f (3, 0).
    const enps = await team.asAdmin.reports.enps({ groupId: 'company' });
    expect(enps).toMatchObject({ score: 17, promoters: 0.5, passives: 0.1667, detractors: 0.3333, respondents: 6 });
    // Fifteen months, the months without answers left empty.
    expect(enps!.history).toHaveLength(15);
    expect(enps!.history!.filter((p) => p.score !== null).length).toBeGreaterThanOrEqual(1);
    expect(enps!.history![0]).toMatchObject({ score: null, prop_promoters: null });
  });
});

describe('participation', () => {
  it('counts people of the last 7 and 14 days once each, answers per week, and cycles', async () => {
    const team = await makeTeam();
    for (let i = 0; i < 10; i++) await team.person('user'); // 13 active people
    const [r0, r1, r2, r3, r4, r5] = respondents(6);
    // A cycle that ended 10 days ago (4 people), and one that ended 3 days ago (3 people, r0 again).
    const older = await addCycle(team.companyId, 0, past(20), past(10));
    const newer = await addCycle(team.companyId, 1, past(10), past(3));
    for (const r of [r0, r1, r2, r3]) await addResponse(team.companyId, older, { respondent: r!, scores: { happiness: 7 } }, past(15));
    for (const r of [r0, r4, r5]) await addResponse(team.companyId, newer, { respondent: r!, scores: { happiness: 7 } }, past(5));
    await synced(today(), { rebuild: true });
    const p = await team.asAdmin.reports.participation({ groupId: 'company' });
    expect(p.activeCount).toBe(13);
    expect(p.last7Days).toEqual({ respondents: 3, rate: 0.2308, withheld: false });
    expect(p.last14Days).toEqual({ respondents: 6, rate: 0.4615, withheld: false });
    expect(p.weeks).toHaveLength(10);
    // Each week: people (each once) of the cycles open during it, not answers sent that week.
    const overlaps = (week: string, from: string, to: string) => from <= addDays(week, 6) && to > week;
    const expected = p.weeks.map(
      (w) => new Set([...(overlaps(w.week, past(20), past(10)) ? [r0, r1, r2, r3] : []), ...(overlaps(w.week, past(10), past(3)) ? [r0, r4, r5] : [])]).size,
    );
    expect(p.weeks.map((w) => w.respondents)).toEqual(expected);
    expect(Math.max(...expected)).toBe(6);
    expect(p.cycles.map((c) => [c.cycleId, c.respondents])).toEqual([
      [older, 4],
      [newer, 3],
    ]);
    const summary = await team.asAdmin.users.summary({ groupId: 'company' });
    expect(summary.participationRate).toBe(0.2308);
  });
});

describe('benchmark', () => {
  it('places the company by percentile among comparable companies and gives the badge of its band', async () => {
    expect(percentileRank(7, [5, 6, 7, 8])).toBe(62.5); // 2 below, 1 tie counting half, of 4
    expect([0, 19.9, 20, 45, 60, 80, 92, 97].map(badgeOf)).toEqual(['nope', 'nope', 'bronze', 'silver', 'gold', 'platinum', 'diamond', 'culture champion']);
    const others = Array.from({ length: 9 }, (_, i) => ({ company_id: `c${i}`, respondents: 20, overall: 5 + i * 0.5, enps: -40 + i * 10 }));
    const mine = { overall: 8, enps: 25 };
    const report = benchmarkOf('me', mine, others as never);
    expect(report).toMatchObject({ companies: 10, available: true, badge: 'gold' }); // 6 of 9 below, 1 tie: 72.2
    expect(report.positions.find((p) => p.metric === 'overall')!.percentile).toBe(72.2);
    expect(report.positions.find((p) => p.metric === 'enps')!.percentile).toBe(77.8);
    // Nine companies in all: too few to compare, nothing shown.
    expect(benchmarkOf('me', mine, others.slice(1) as never)).toMatchObject({ available: false, badge: null });
    expect(JSON.stringify(report)).not.toContain('c1');
  });

  it('computes each company from its own respondents in closed cycles', async () => {
    const team = await makeTeam();
    const cycle = await closedCycle(team.companyId);
    await addResponses(
      team.companyId,
      cycle,
      respondents(10).map((r, i) => ({ respondent: r, scores: { happiness: i % 2 ? 8 : 6, enps: i < 5 ? 10 : 2 } })),
    );
    const engine = await synced(today());
    const mine = (await companyScores(engine, today())).find((c) => c.company_id === team.companyId)!;
    expect(mine).toMatchObject({ respondents: 10, happiness: 7, enps: 0, overall: 7 });
  });
});

describe('correlations', () => {
  it('match simple-statistics, with the number of observations and significance', async () => {
    const team = await makeTeam();
    const rs = respondents(30);
    const cycle = await closedCycle(team.companyId);
    const xs = rs.map((_, i) => (i * 7) % 11);
    const ys = xs.map((x, i) => Math.min(10, Math.max(0, x + ((i * 5) % 3) - 1)));
    const zs = rs.map((_, i) => (i * 3) % 10);
    for (const [i, r] of rs.entries()) {
      await addResponse(
        team.companyId,
        cycle,
        { respondent: r, scores: { recognition: xs[i]!, managerRelationship: ys[i]!, wellness: zs[i]!, enps: ys[i]! } },
        past(20 - (i % 6)),
      );
    }
    await synced(today(), { rebuild: true });
    const report = await team.asAdmin.analytics.correlations({ groupId: 'company' });
    expect(report.available).toBe(true);
    expect(report.days).toBe(6);
    const pair = (a: string, b: string) => report.pairs.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a))!;
    expect(pair('recognition', 'managerRelationship').r).toBeCloseTo(sampleCorrelation(xs, ys), 3);
    expect(pair('recognition', 'managerRelationship')).toMatchObject({ n: 30, significant: true });
    expect(pair('recognition', 'wellness').r).toBeCloseTo(sampleCorrelation(xs, zs), 3);
    expect(report.drivers[0]).toMatchObject({ metric: 'managerRelationship', r: 1 });
  });

  it('waits for five days of answers', async () => {
    const team = await makeTeam();
    const cycle = await closedCycle(team.companyId);
    for (const r of respondents(20)) await addResponse(team.companyId, cycle, { respondent: r, scores: { recognition: 5, enps: 5 } }, past(15));
    await synced(today(), { rebuild: true });
    const report = await team.asAdmin.analytics.correlations({ groupId: 'company' });
    expect(report).toMatchObject({ available: false, days: 1 });
    expect(report.pairs.every((p) => p.r === null)).toBe(true);
  });
});

describe('metric detail and comparison', () => {
  it('breaks a metric into submetrics and puts groups side by side', async () => {
    const team = await makeTeam();
    // Real members as the answers say: figures are gated by rosters too.
    const sales = await makeGroup(team.companyId, 'Sales', null, { members: await members(team, 4) });
    const support = await makeGroup(team.companyId, 'Support', null, { members: await members(team, 4) });
    const cycle = await closedCycle(team.companyId);
    const rs = respondents(8);
    await addResponses(
      team.companyId,
      cycle,
      rs.map((r, i) => ({
        respondent: r,
        groups: [i < 4 ? sales : support],
        scores: { recognition: i < 4 ? 8 : 4, enps: 9 },
        submetrics: { recognition: i % 2 ? 'recognitionFrequency' : 'recognitionQuality' },
      })),
    );
    await synced(today());
    const metric = await team.asAdmin.reports.metric({ groupId: 'company', metricId: 'recognition' });
    expect(metric!.score).toBe(6);
    expect(metric!.submetrics.map((s) => [s.submetric_id, s.score, s.respondents])).toEqual([
      ['recognitionFrequency', 6, 4],
      ['recognitionQuality', 6, 4],
    ]);
    const { groups_data } = await team.asAdmin.reports.compare({ groups: [sales, support] });
    expect(groups_data.map((g) => [g.group_name.split('-')[0], g.respondents, g.metrics.recognition, g.enps])).toEqual([
      ['Sales', 4, 8, 100],
      ['Support', 4, 4, 100],
    ]);
  });
});
