import { BENCHMARK_MIN_RESPONDENTS, benchmarkOf, dailyCompanyScores } from '../../../analytics/figures/benchmark.js';
import { scopeReport } from '../../../analytics/figures/scores.js';
import { PILLARS } from '../../../analytics/metrics.js';
import { assertScope, reportSetting, type ReportsCtx } from '../reports/reports.context.js';

/**
 * Where a group or the company stands among the other companies: its own gated figures placed in
 * the distribution of every comparable company's, without any other company's figure leaving.
 */
export async function benchmark(ctx: ReportsCtx, groupId: string) {
  const s = await reportSetting(ctx);
  assertScope(ctx, s, groupId);
  const engine = ctx.deps.analytics;
  const [report, all] = await Promise.all([
    scopeReport(engine, { companyId: s.companyId, today: s.today, k: s.k, tree: s.tree, scope: groupId, live: false }),
    dailyCompanyScores(engine, s.today),
  ]);
  // The scope stands in the comparison on the same terms as any company: enough respondents.
  const mine =
    report && !report.withheld && (report.respondents ?? 0) >= BENCHMARK_MIN_RESPONDENTS
      ? { overall: report.score, enps: report.enps.score, ...Object.fromEntries(report.metrics.map((m) => [m.metric, m.score])) }
      : null;
  const result = benchmarkOf(s.companyId, mine, all);
  return { group_id: groupId, date: s.today, ...result, metrics: [...PILLARS] };
}
