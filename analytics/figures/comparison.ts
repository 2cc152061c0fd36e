import type { AnalyticsEngine } from '../engine.js';
import { PILLARS, type Metric } from '../metrics.js';
import { day, uuid } from './base.js';
import { cellKey, gateBucket, treeSignature, type TreeNode } from './gating.js';
import { reportWindow } from './period.js';
import { gatedOnce, npsFigure } from './scores.js';
import { windowCounts } from './window.js';

// Groups side by side (the heatmap): every pillar and eNPS over the report window, and the share of
// people who answered the last completed cycle, per group the viewer may see, gated as one family
// with the whole tree.

export interface ComparisonRow {
  group_id: string;
  respondents: number | null;
  withheld: boolean;
  score: number | null;
  metrics: Record<Metric, number | null>;
  enps: number | null;
  participation: number | null;
}

/** Kept per state of the company's data (analytics/cache.ts): computed when answers arrive, read as a lookup. */
export function compareGroups(
  engine: AnalyticsEngine,
  q: { companyId: string; today: string; k: number; tree: readonly TreeNode[]; groups: readonly string[]; active: ReadonlyMap<string, number> },
): Promise<ComparisonRow[]> {
  return engine.cache.current(q.companyId, `compareGroups|${q.companyId}|${JSON.stringify({ ...q, tree: treeSignature(q.tree), active: [...q.active] })}`, () => computeCompareGroups(engine, q));
}

async function computeCompareGroups(
  engine: AnalyticsEngine,
  q: { companyId: string; today: string; k: number; tree: readonly TreeNode[]; groups: readonly string[]; active: ReadonlyMap<string, number> },
): Promise<ComparisonRow[]> {
  const counts = (await windowCounts(engine, { companyId: q.companyId, today: q.today, k: q.k })).window;
  const bucket = gatedOnce(counts, q.tree, q.k, ['respondents', ...PILLARS, 'enps']);
  const answered = new Map(
    (
      await engine.all<{ scope: string; n: number }>(`
        with last as (
          select cycle_id from cycles where company_id = ${uuid(q.companyId)} and ends_on <= ${day(q.today)} order by ends_on desc limit 1
        )
        select scope, count(*)::int as n from (
          select distinct respondent, unnest(list_concat(['company'], group_ids::varchar[])) as scope from responses where cycle_id in (select cycle_id from last)
        ) group by scope`)
    ).map((r) => [r.scope, r.n]),
  );
  // Who answered is a count of people like any other: gated over the whole tree.
  const answeredCounts = [...answered].map(([scope, n]) => ({ scope, option: null, n }));
  const answeredHidden = gateBucket(answeredCounts, q.tree, q.k, (c) => c.n);
  return q.groups.map((group) => {
    const key = cellKey(group, null);
    const c = bucket.counts.get(key);
    const hidden = (m: Metric | 'respondents') => !c || bucket.hidden.get(m)!.has(key);
    const round = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);
    const shown = !hidden('respondents');
    const active = q.active.get(group) ?? 0;
    const n = answered.get(group) ?? 0;
    const participation = active > 0 && !answeredHidden.has(cellKey(group, null)) ? Math.min(1, Math.round((n / active) * 10_000) / 10_000) : null;
    return {
      group_id: group,
      respondents: shown ? c!.respondents : null,
      withheld: Boolean(c) && !shown,
      score: shown ? round(c!.overall) : null,
      metrics: Object.fromEntries(PILLARS.map((m) => [m, hidden(m) ? null : round(c!.metrics[m].score)])) as Record<Metric, number | null>,
      enps: npsFigure(c?.enps, hidden('enps')).score,
      participation,
    };
  });
}
