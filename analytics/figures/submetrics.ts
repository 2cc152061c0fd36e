import type { AnalyticsEngine } from '../engine.js';
import type { Metric } from '../metrics.js';
import { COMPANY, releasedRows, uuid } from './base.js';
import { withheld } from '../gate.js';
import { cellKey, gateBucket, treeSignature, type TreeNode } from './gating.js';
import { reportWindow } from './period.js';
import type { Figure } from './scores.js';

export interface SubmetricFigure extends Figure {
  submetric: string;
}

interface SubmetricQuery {
  companyId: string;
  today: string;
  k: number;
  tree: readonly TreeNode[];
  scope: string;
  metric: Metric;
  /** The metric's own respondents in the scope (null when the metric is withheld: so is every part). */
  metricRespondents: number | null;
  live?: boolean;
}

/**
 * A metric's submetrics in one scope over the report window, from the raw answers of the rows the
 * metric itself stands on. Each submetric is gated like any figure: counted in every scope of the
 * tree, so that a group's submetric and its subgroups' never differ by fewer than k people, and
 * beside the metric it is part of.
 */
/** Kept per state of the company's data (analytics/cache.ts): computed when answers arrive, read as a lookup. */
export function submetricFigures(engine: AnalyticsEngine, q: SubmetricQuery): Promise<SubmetricFigure[]> {
  return engine.cache.current(q.companyId, `submetricFigures|${q.companyId}|${JSON.stringify({ ...q, tree: treeSignature(q.tree) })}`, () => computeSubmetricFigures(engine, q));
}

async function computeSubmetricFigures(
  engine: AnalyticsEngine,
  q: SubmetricQuery,
): Promise<SubmetricFigure[]> {
  // Every scope's counts: the same for every viewer, kept with the company's other counts.
  const rows = await engine.cache.shared(q.companyId, `submetrics|${q.companyId}|${q.today}|${q.k}|${q.metric}|${q.live ?? true}`, () => countSubmetrics(engine, q));
  const submetrics = [...new Set(rows.map((r) => r.submetric))].sort();
  const overTree = submetrics.map((submetric) => {
    const counts = rows.filter((r) => r.submetric === submetric).map((r) => ({ ...r, option: null }));
    const here = counts.find((c) => c.scope === q.scope);
    return { submetric, here, hidden: !here || gateBucket(counts, q.tree, q.k, (c) => c.n).has(cellKey(q.scope, null)) };
  });
  // Beside the metric itself: a submetric must not tell the metric's people apart either. With one
  // question per person, the metric less a submetric would be the rest's answers.
  const metricN = q.metricRespondents;
  const shown = overTree.filter((s) => !s.hidden && metricN !== null);
  const family = withheld([{ id: '', parent: null, n: metricN ?? 0 }, ...shown.map((s) => ({ id: s.submetric, parent: '', n: s.here!.n }))], q.k);
  return overTree.map(({ submetric, here, hidden }) => {
    // A withheld metric (for its roster too) withholds every part, answered or not.
    if (!here && metricN !== null) return { submetric, score: null, respondents: 0, withheld: false };
    if (!here) return { submetric, score: null, respondents: null, withheld: true };
    const apart = metricN === null || family.has(submetric) || (metricN - here.n > 0 && metricN - here.n < q.k);
    if (hidden || apart) return { submetric, score: null, respondents: null, withheld: true };
    return { submetric, score: Math.round(here.score * 100) / 100, respondents: here.n, withheld: false };
  });
}

/** Per scope and submetric of a metric: distinct respondents and their mean, the open cycle released in blocks of k. */
function countSubmetrics(engine: AnalyticsEngine, q: SubmetricQuery): Promise<{ scope: string; submetric: string; n: number; score: number }[]> {
  return engine.all<{ scope: string; submetric: string; n: number; score: number }>(`
    with released as (${releasedRows({ companyId: q.companyId, today: q.today, ...reportWindow(q.today), k: q.k, groups: 'all', live: q.live })}),
    answered as (
      select r.scope, r.open, r.seq, r.release_key, r.respondent, r.place, a.submetric_id as submetric, a.score
      from released r join answers a on a.seq = r.seq
      where r.option is null and a.company_id = ${uuid(q.companyId)} and a.metric_id = '${q.metric}' and a.submetric_id is not null
    ),
    -- Who answered each submetric in a closed cycle of the window (the company holds everyone once).
    seen as (select distinct respondent, submetric from answered where not open and scope = '${COMPANY}'),
    -- The open cycle's answers reach each submetric in whole blocks of k people too, per place (a
    -- scope holds all of a place's rows: every scope of its chain keeps the same ones), people new
    -- to the submetric apart from those it counts already, in the order rows were released (as
    -- figures are: base.ts releasedOpen).
    kept as (
      select * from answered where not open
      union all
      select * exclude (rank, of, fresh) from (
        select *, row_number() over (partition by scope, place, submetric, fresh order by release_key) as rank, count(*) over (partition by scope, place, submetric, fresh) as of
        from (select a.*, s.respondent is null as fresh from answered a left join seen s on s.respondent = a.respondent and s.submetric = a.submetric where a.open)
      ) where rank <= (of // ${Math.max(1, Math.floor(q.k))}) * ${Math.max(1, Math.floor(q.k))}
    ),
    per as (select scope, submetric, respondent, avg(score) as score from kept group by all)
    select scope, submetric, count(*)::int as n, avg(score) as score from per group by scope, submetric`);
}
