import { PILLARS, scopeBenchmark } from '../../../analytics/index.js';
import { assertScope, reportSetting, type ReportsCtx } from '../reports/reports.context.js';
import { keptRostersIn } from '../reports/reports.kept.js';

/**
 * Where a group or the company stands among the other companies: its own gated figures placed in
 * the distribution of every comparable company's, without any other company's figure leaving.
 */
export async function benchmark(ctx: ReportsCtx, groupId: string) {
  const s = await reportSetting(ctx);
  assertScope(ctx, s, groupId);
  // Gated by the rosters like the report's cards, so the two never disagree.
  const rosters = await keptRostersIn(ctx.withTx, s);
  const result = await scopeBenchmark(ctx.deps.analytics, { companyId: s.companyId, today: s.today, k: s.k, tree: s.tree, scope: groupId, ...rosters });
  return { group_id: groupId, date: s.today, ...result, metrics: [...PILLARS] };
}
