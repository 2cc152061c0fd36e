import { monthlyScores, scopeReport, type Metric, type ScopeReport, type TreeNode } from '../../../analytics/index.js';
import { visibleTo, type ReportSetting, type ReportsCtx } from '../reports/reports.context.js';
import type { keptRostersIn } from '../reports/reports.kept.js';
import { planEffect, type Candidate } from './action-plans.effect.js';
import type { TEffect } from './action-plans.schemas.js';

// What action plans read of the engine: a scope's gated pillar score now (the report's own), and
// each plan's gated monthly history beside comparable groups' for its effect. Nothing here
// computes a figure: the engine gives them gated, and the effect is arithmetic on what it gave.

export type Rosters = Awaited<ReturnType<typeof keptRostersIn>>;

/** Where a plan is measured: its group with the subgroups, or the whole company. */
export const scopeOf = (groupId: string | null) => groupId ?? 'company';

/** Each scope's report as the report screen reads it (kept by the engine per state of the data). */
export async function scopeReports(ctx: ReportsCtx, s: ReportSetting, rosters: Rosters, scopes: readonly string[]): Promise<Map<string, ScopeReport | null>> {
  const reports = await Promise.all(
    [...new Set(scopes)].map(
      async (scope) =>
        [scope, await scopeReport(ctx.deps.analytics, { companyId: s.companyId, today: s.today, k: s.k, tree: s.tree, scope, live: s.live, ...rosters })] as const,
    ),
  );
  return new Map(reports);
}

/** A pillar's or smart pillar's score in a report: null when withheld, or nobody answered. */
export function scoreIn(report: ScopeReport | null | undefined, metric: string): number | null {
  if (!report) return null;
  return [...report.metrics, ...report.smart].find((m) => m.metric === metric)?.score ?? null;
}

/** Whether a report withholds a metric in its scope now (as against showing it, or nobody having answered). */
export function withheldIn(report: ScopeReport | null | undefined, metric: string): boolean {
  return Boolean(report && [...report.metrics, ...report.smart].find((m) => m.metric === metric)?.withheld);
}

/** Each group with its ancestors, itself first. */
function lineages(tree: readonly TreeNode[]): Map<string, string[]> {
  const parents = new Map(tree.map((t) => [t.id, t.parent]));
  return new Map(
    tree.map((t) => {
      const line: string[] = [];
      for (let at: string | null | undefined = t.id; at && line.length <= tree.length; at = parents.get(at)) line.push(at);
      return [t.id, line];
    }),
  );
}

export interface PlanRef {
  id: string;
  group_id: string | null;
  metric: string;
  started_on: string;
}

/**
 * The effect of each plan (action-plans.effect.ts). Comparison groups are the reader's own: groups
 * in their reach (every group for administrators, their subtrees for managers), not the plan's
 * group, above or below it. A manager's estimate could otherwise be a mean change of groups they
 * cannot read, and, less the changes of the groups they can read, give away a figure of a group
 * outside their reach; within their reach it is arithmetic on figures they already see. `plans`:
 * the plans to measure; `onMetrics`: every plan of the company on their metrics (which groups a
 * plan has already touched).
 */
export async function planEffects(ctx: ReportsCtx, s: ReportSetting, rosters: Rosters, plans: readonly PlanRef[], onMetrics: readonly PlanRef[]) {
  const line = lineages(s.tree);
  const related = (a: string | null, b: string) => a === null || a === b || Boolean(line.get(b)?.includes(a)) || Boolean(line.get(a)?.includes(b));
  const reach = s.tree.map((t) => t.id).filter((id) => visibleTo(s, id));
  const out = new Map<string, TEffect>();
  for (const metric of new Set(plans.map((p) => p.metric))) {
    const measured = plans.filter((p) => p.metric === metric);
    const others = onMetrics.filter((p) => p.metric === metric);
    const candidatesOf = (p: PlanRef) => (p.group_id === null ? [] : reach.filter((id) => !related(p.group_id, id)));
    const scopes = [...new Set(measured.flatMap((p) => [scopeOf(p.group_id), ...candidatesOf(p)]))].sort();
    const histories = await monthlyScores(ctx.deps.analytics, {
      companyId: s.companyId,
      today: s.today,
      k: s.k,
      tree: s.tree,
      scopes,
      metric: metric as Metric,
      live: s.live,
      rosters: rosters.rosters,
      unled: rosters.unled,
      past: rosters.past,
    });
    const treatedFrom = (group: string) =>
      others
        .filter((o) => related(o.group_id, group))
        .map((o) => o.started_on.slice(0, 7))
        .sort()[0] ?? null;
    for (const p of measured) {
      const candidates: Candidate[] = candidatesOf(p).map((id) => ({ history: histories.get(id)!, treatedFrom: treatedFrom(id) }));
      out.set(p.id, planEffect({ startedOn: p.started_on, plan: histories.get(scopeOf(p.group_id))!, candidates }));
    }
  }
  return out;
}
