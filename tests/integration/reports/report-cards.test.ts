import { beforeAll, describe, expect, it } from 'vitest';
import { PILLARS } from '../../../analytics/metrics.js';
import { makeCompany } from '../../../seeds/factories.js';
import { testDeps } from '../../setup/test-context.js';
import { addCycle, addResponses, respondents } from '../analytics/fixtures.js';
import { synced } from '../analytics/helpers.js';
import { makeGroup, makeTeam, type Team } from '../users/helpers.js';

// The pillar cards' change since the previous month and benchmark position, as the climate report
// sends them. A fixed day in the past keeps the benchmark's window to this file's companies.
//
// The company answers in April (7 people), May (12) and June (12); its group W has 4 in April, 2 in
// May (withheld) and 4 in June. Ten peer companies of 10 people score 5 on every pillar.

const TODAY = '2025-06-20';
const scores = (value: number) => Object.fromEntries([...PILLARS, 'enps'].map((m) => [m, m === 'enps' ? 9 : value]));

let team: Team;
let w: string;

async function month(companyId: string, number: number, start: string, end: string, people: { ids: string[]; groups: string[]; score: number }[]) {
  const cycle = await addCycle(companyId, number, start, end);
  for (const p of people)
    await addResponses(
      companyId,
      cycle,
      p.ids.map((respondent) => ({ respondent, groups: p.groups, scores: scores(p.score) })),
    );
}

beforeAll(async () => {
  const { db } = await testDeps();
  team = await makeTeam();
  // W's 4 are real members: figures are gated by the people who can answer too (ANONYMITY.md, rule 7).
  const staff = await Promise.all(Array.from({ length: 4 }, () => team.person('user')));
  w = await makeGroup(team.companyId, 'W', null, { members: staff.map((p) => p.id) });
  const inW = respondents(4);
  const others = respondents(10);
  await month(team.companyId, 0, '2025-04-07', '2025-04-14', [
    { ids: inW, groups: [w], score: 5 },
    { ids: others.slice(0, 3), groups: [], score: 6 },
  ]);
  await month(team.companyId, 1, '2025-05-05', '2025-05-12', [
    { ids: inW.slice(0, 2), groups: [w], score: 8 },
    { ids: others, groups: [], score: 8 },
  ]);
  await month(team.companyId, 2, '2025-06-02', '2025-06-09', [
    { ids: inW, groups: [w], score: 9 },
    { ids: others.slice(0, 8), groups: [], score: 9 },
  ]);
  for (let i = 0; i < 10; i++) {
    const peer = await makeCompany(db);
    await month(peer.id, 0, '2025-05-05', '2025-05-12', [{ ids: respondents(10), groups: [], score: 5 }]);
  }
  await synced(TODAY);
});

describe('the climate report beside each score', () => {
  it('gives the change since the month before, for the overall score and every pillar', async () => {
    const report = (await team.asAdmin.reports.report({ groupId: 'company' }))!;
    expect(report.withheld).toBe(false);
    expect(report.change).toEqual({ delta: 1, date: '2025-06-01', previous: '2025-05-01' });
    for (const m of report.metrics) expect(m.change, m.metric_id).toEqual({ delta: 1, date: '2025-06-01', previous: '2025-05-01' });
    // The change is the difference of two months the history shows, nothing more.
    const shown = (date: string) => report.history.find((p) => p.date === date)!.score!;
    expect(shown('2025-06-01') - shown('2025-05-01')).toBeCloseTo(report.change!.delta, 2);
  });

  it('gives no change when the previous month is withheld, not one against an older month', async () => {
    const report = (await team.asAdmin.reports.report({ groupId: w }))!;
    expect(report.withheld).toBe(false);
    const months = Object.fromEntries(report.history.map((p) => [p.date, p]));
    expect(months['2025-04-01']).toMatchObject({ score: 5, withheld: false });
    expect(months['2025-05-01']).toMatchObject({ score: null, withheld: true });
    expect(months['2025-06-01']).toMatchObject({ score: 9, withheld: false });
    expect(report.change).toBeNull();
    for (const m of report.metrics) expect(m.change, m.metric_id).toBeNull();
  });

  it('places each pillar among comparable companies as the benchmark does', async () => {
    const [report, benchmark] = await Promise.all([team.asAdmin.reports.report({ groupId: 'company' }), team.asAdmin.benchmark.get({ groupId: 'company' })]);
    expect(benchmark.available).toBe(true);
    const percentile = new Map(benchmark.positions.map((p) => [p.metric, p.percentile]));
    expect(report!.benchmark_percentile).toBe(percentile.get('overall'));
    expect(report!.benchmark_percentile).toBe(100);
    for (const m of report!.metrics) expect(m.benchmark_percentile, m.metric_id).toBe(percentile.get(m.metric_id));
    // Smart metrics are not benchmarked.
    for (const m of report!.smart_metrics) expect(m.benchmark_percentile).toBeNull();
  });

  it('gives no benchmark position to a group with too few people to stand in the comparison', async () => {
    const report = (await team.asAdmin.reports.report({ groupId: w }))!;
    expect(report.respondents).toBe(4);
    expect(report.benchmark_percentile).toBeNull();
    for (const m of report.metrics) expect(m.benchmark_percentile).toBeNull();
  });
});
