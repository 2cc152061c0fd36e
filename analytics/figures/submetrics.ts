import type { AnalyticsEngine } from '../engine.js';
import type { Metric } from '../metrics.js';
import { releasedRows, uuid } from './base.js';
import { cellKey, gateBucket, treeSignature, type TreeNode } from './gating.js';
import { reportWindow } from './period.js';
import type { Figure } from './scores.js';

export interface SubmetricFigure extends Figure {
  submetric: string;
}

/**
 * A metric's submetrics in one scope over the report window, from the raw answers of the rows the
 * metric itself stands on. Each submetric is gated like any figure: counted in every scope of the
 * tree, so that a group's submetric and its subgroups' never differ by fewer than k people.
 */
/** Kept per state of the company's data (analytics/cache.ts): computed when answers arrive, read as a lookup. */
export function submetricFigures(
  engine: AnalyticsEngine,
  q: { companyId: string; today: string; k: number; tree: readonly TreeNode[]; scope: string; metric: Metric },
): Promise<SubmetricFigure[]> {
  return engine.cache.current(q.companyId, `submetricFigures|${q.companyId}|${JSON.stringify({ ...q, tree: treeSignature(q.tree) })}`, () => computeSubmetricFigures(engine, q));
}

async function computeSubmetricFigures(
  engine: AnalyticsEngine,
  q: { companyId: string; today: string; k: number; tree: readonly TreeNode[]; scope: string; metric: Metric },
): Promise<SubmetricFigure[]> {
  const rows = await engine.all<{ scope: string; submetric: string; n: number; score: number }>(`
    with released as (${releasedRows({ companyId: q.companyId, today: q.today, ...reportWindow(q.today), k: q.k, groups: 'all' })}),
    per as (
      select r.scope, a.submetric_id as submetric, r.respondent, avg(a.score) as score
      from released r join answers a on a.seq = r.seq
      where r.option is null and a.company_id = ${uuid(q.companyId)} and a.metric_id = '${q.metric}' and a.submetric_id is not null
      group by all
    )
    select scope, submetric, count(*)::int as n, avg(score) as score from per group by scope, submetric`);
  const submetrics = [...new Set(rows.map((r) => r.submetric))].sort();
  return submetrics.map((submetric) => {
    const counts = rows.filter((r) => r.submetric === submetric).map((r) => ({ ...r, option: null }));
    const here = counts.find((c) => c.scope === q.scope);
    if (!here) return { submetric, score: null, respondents: 0, withheld: false };
    if (gateBucket(counts, q.tree, q.k, (c) => c.n).has(cellKey(q.scope, null))) return { submetric, score: null, respondents: null, withheld: true };
    return { submetric, score: Math.round(here.score * 100) / 100, respondents: here.n, withheld: false };
  });
}
