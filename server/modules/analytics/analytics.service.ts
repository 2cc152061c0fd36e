import { correlationReport } from '../../../analytics/index.js';
import { assertScope, reportSetting, type ReportsCtx } from '../reports/reports.context.js';

/** The pillar correlation matrix and the drivers of eNPS, for a group or the company. */
export async function correlations(ctx: ReportsCtx, groupId: string) {
  const s = await reportSetting(ctx);
  assertScope(ctx, s, groupId);
  return correlationReport(ctx.deps.analytics, { companyId: s.companyId, today: s.today, k: s.k, scope: groupId });
}
