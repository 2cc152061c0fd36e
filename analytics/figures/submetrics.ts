import type { AnalyticsEngine } from '../engine.js';
import type { Metric } from '../metrics.js';
import { releasedRows, uuid } from './base.js';
import { reportWindow } from './period.js';
import type { Figure } from './scores.js';

export interface SubmetricFigure extends Figure {
  submetric: string;
}

/**
 * A metric's submetrics in one scope over the report window, from the raw answers of the rows the
 * metric itself stands on. A submetric is withheld under k respondents, or when it leaves 1 to k−1
 * of the metric's respondents outside it.
 */
export async function submetricFigures(
  engine: AnalyticsEngine,
  q: { companyId: string; today: string; k: number; scope: string; metric: Metric; metricRespondents: number | null },
): Promise<SubmetricFigure[]> {
  const groups = q.scope === 'company' ? [] : [q.scope];
  const rows = await engine.all<{ submetric: string; n: number; score: number }>(`
    with released as (${releasedRows({ companyId: q.companyId, today: q.today, ...reportWindow(q.today), k: q.k, groups })}),
    mine as (select distinct seq, respondent from released where scope = '${q.scope === 'company' ? 'company' : q.scope.replace(/[^0-9a-f-]/gi, '')}' and option is null),
    per as (
      select a.submetric_id as submetric, m.respondent, avg(a.score) as score
      from answers a join mine m on m.seq = a.seq
      where a.company_id = ${uuid(q.companyId)} and a.metric_id = '${q.metric}' and a.submetric_id is not null
      group by all
    )
    select submetric, count(*)::int as n, avg(score) as score from per group by submetric order by submetric`);
  return rows.map((r) => {
    const risky = q.metricRespondents === null || r.n < q.k || (q.metricRespondents - r.n > 0 && q.metricRespondents - r.n < q.k);
    return risky ? { submetric: r.submetric, score: null, respondents: null, withheld: true } : { submetric: r.submetric, score: Math.round(r.score * 100) / 100, respondents: r.n, withheld: false };
  });
}
