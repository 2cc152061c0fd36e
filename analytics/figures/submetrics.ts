import type { FigureReader } from '../reader.js';
import type { Metric } from '../metrics.js';
import { COMPANY, releasedRows, uuid } from './base.js';
import { withheld } from '../gate.js';
import { cellKey, FixedSet, gateBucket, keptWith, treeSignature, type TreeNode } from './gating.js';
import { monthlyCounts } from './history.js';
import { HISTORY_MONTHS, lastMonths, reportWindow, WINDOW_MONTHS } from './period.js';
import { monthRosterGates, pastSignature, withheldInMonth, type CycleRosters } from './rosters.js';
import { ALL, gatedOnce, type Figure } from './gated.js';

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
  /** Who could answer each past cycle, as recorded when it began (rosters.ts). */
  past?: readonly CycleRosters[];
}

/**
 * A metric's submetrics in one scope over the report window, from the raw answers of the rows the
 * metric itself stands on. Like the metric, a submetric is counted month by month (each person once
 * a month) and the window adds up the months it is shown in (window-sum.ts): a person's mean over
 * the window would weigh their months unevenly and give, beside the months, a newcomer's answer.
 * Each month's submetric is gated like any figure: counted in every scope of the tree, so that a
 * group's submetric and its subgroups' never differ by fewer than k people, and beside the month's
 * metric it is part of (withheld with it). Its people are counted once over the window, gated the
 * same way beside the window's metric.
 */
/** Kept per state of the company's data (analytics/cache.ts): computed when answers arrive, read as a lookup. */
export function submetricFigures(engine: FigureReader, q: SubmetricQuery): Promise<SubmetricFigure[]> {
  return engine.cache.current(q.companyId, `submetricFigures|${q.companyId}|${JSON.stringify({ ...q, tree: treeSignature(q.tree), past: pastSignature(q.past) })}`, () =>
    computeSubmetricFigures(engine, q),
  );
}

type SubmetricCount = { scope: string; submetric: string; bucket: string; n: number; score: number };

// Each submetric's gate over the tree in each bucket depends only on the company's shared counts,
// the tree and k: made once per counts object, for every scope a report asks about.
const treeDecisions = new WeakMap<readonly SubmetricCount[], Map<string, Map<string, Set<string>>>>();

function overTreeOf(counted: readonly SubmetricCount[], bucket: string, q: SubmetricQuery): Map<string, Set<string>> {
  return keptWith(treeDecisions, counted, `${bucket}|${treeSignature(q.tree)}|${q.k}`, () => {
    const rows = counted.filter((r) => r.bucket === bucket);
    const submetrics = [...new Set(rows.map((r) => r.submetric))];
    return new Map(
      submetrics.map((submetric) => [
        submetric,
        new FixedSet(
          gateBucket(
            rows.filter((r) => r.submetric === submetric).map((r) => ({ ...r, option: null })),
            q.tree,
            q.k,
            (c) => c.n,
          ),
        ),
      ]),
    );
  });
}

/** Per submetric, its count in the scope where it may be shown in one bucket beside the metric's `metricN` people (null: the metric is withheld). */
function shownBeside(counted: readonly SubmetricCount[], bucket: string, q: SubmetricQuery, metricN: number | null): Map<string, SubmetricCount | null> {
  const gates = overTreeOf(counted, bucket, q);
  const overTree = [...gates.keys()].sort().map((submetric) => {
    const here = counted.find((c) => c.bucket === bucket && c.submetric === submetric && c.scope === q.scope);
    return { submetric, here, hidden: !here || gates.get(submetric)!.has(cellKey(q.scope, null)) };
  });
  // A part the tree withholds here must not come back as the metric less its shown siblings (with one
  // question per person, the metric is the sum of its parts, and the withheld part, beside the same
  // part of a scope around this one, could be one person's answer): then no part of the scope shows.
  const anyHidden = overTree.some((s) => s.hidden && s.here !== undefined);
  // Beside the metric itself: a submetric must not tell the metric's people apart either. With one
  // question per person, the metric less a submetric would be the rest's answers.
  const shown = overTree.filter((s) => !s.hidden && metricN !== null && !anyHidden);
  const family = withheld([{ id: '', parent: null, n: metricN ?? 0 }, ...shown.map((s) => ({ id: s.submetric, parent: '', n: s.here!.n }))], q.k);
  return new Map(
    overTree.map(({ submetric, here, hidden }) => {
      const apart = metricN === null || anyHidden || family.has(submetric) || (here !== undefined && metricN - here.n > 0 && metricN - here.n < q.k);
      return [submetric, here && !hidden && !apart ? here : null];
    }),
  );
}

async function computeSubmetricFigures(engine: FigureReader, q: SubmetricQuery): Promise<SubmetricFigure[]> {
  const [counted, history] = await Promise.all([
    submetricCounts(engine, q),
    monthlyCounts(engine, { companyId: q.companyId, today: q.today, k: q.k, months: HISTORY_MONTHS, live: q.live }),
  ]);
  const rows = counted.filter((r) => r.bucket === 'window');
  // The window's months, each beside the metric as its history shows it (gated by who answered and by the month's rosters).
  const rosters = monthRosterGates(q.past, q.k, q.tree);
  const key = cellKey(q.scope, null);
  const months = lastMonths(q.today, WINDOW_MONTHS).map((month) => {
    const bucket = gatedOnce(history.get(month) ?? [], q.tree, q.k, ALL);
    const c = bucket.counts.get(key);
    const metricShown = q.metricRespondents !== null && c && !bucket.hidden.get(q.metric)!.has(key) && !withheldInMonth(rosters.get(month), key, q.metric);
    return shownBeside(counted, month, q, metricShown ? c.metrics[q.metric].n : null);
  });
  const metricN = q.metricRespondents;
  const window = shownBeside(counted, 'window', q, metricN);
  const submetrics = [...new Set(rows.map((r) => r.submetric))].sort();
  return submetrics.map((submetric) => {
    const here = rows.find((r) => r.scope === q.scope && r.submetric === submetric);
    // A withheld metric (for its roster too) withholds every part, answered or not.
    if (!here && metricN !== null) return { submetric, score: null, respondents: 0, withheld: false };
    const sum = months.reduce(
      (s, m) => {
        const c = m.get(submetric);
        return c ? { total: s.total + c.score * c.n, n: s.n + c.n } : s;
      },
      { total: 0, n: 0 },
    );
    if (!here || !window.get(submetric) || sum.n === 0) return { submetric, score: null, respondents: null, withheld: true };
    return { submetric, score: Math.round((sum.total / sum.n) * 100) / 100, respondents: here.n, withheld: false };
  });
}

/**
 * Per scope, submetric of a metric and bucket (the window, and each of its months, in one pass):
 * distinct respondents and their mean, the open cycle released in blocks of k.
 */
/** Every scope's counts of a metric's submetrics: the same for every viewer, kept with the company's other counts. */
export const submetricCounts = (engine: FigureReader, q: SubmetricCountQuery) =>
  engine.cache.shared('submetrics', { companyId: q.companyId, today: q.today, k: q.k, metric: q.metric, live: q.live ?? true }, () => countSubmetrics(engine, q));

type SubmetricCountQuery = Pick<SubmetricQuery, 'companyId' | 'today' | 'k' | 'metric' | 'live'>;

function countSubmetrics(engine: FigureReader, q: SubmetricCountQuery): Promise<SubmetricCount[]> {
  const k = Math.max(1, Math.floor(q.k));
  const window = reportWindow(q.today);
  return engine.all<SubmetricCount>(`
    -- Released rows of the company alone, each with its place: a place's rows are the same in every
    -- scope of its chain, so they are released once and spread to the scopes at the end.
    with released as (${releasedRows({ companyId: q.companyId, today: q.today, ...window, k: q.k, groups: [], live: q.live, monthsFrom: window.from })}),
    answered as (
      select r.bucket, r.open, r.seq, r.release_key, r.respondent, r.place, a.submetric_id as submetric, a.score
      from released r join answers a on a.seq = r.seq
      where r.option is null and a.company_id = ${uuid(q.companyId)} and a.metric_id = '${q.metric}' and a.submetric_id is not null
    ),
    -- Who answered each submetric in a closed cycle of the bucket.
    seen as (select distinct bucket, respondent, submetric from answered where not open),
    -- The open cycle's answers reach each submetric in whole blocks of k people too, per place (a
    -- scope holds all of a place's rows: every scope of its chain keeps the same ones), people new
    -- to the submetric apart from those it counts already, in the order rows were released (as
    -- figures are: base.ts releasedOpen).
    kept as (
      select * from answered where not open
      union all
      select * exclude (rank, of, fresh) from (
        select *, row_number() over (partition by bucket, place, submetric, fresh order by release_key) as rank, count(*) over (partition by bucket, place, submetric, fresh) as of
        from (select a.*, s.respondent is null as fresh from answered a left join seen s on s.bucket = a.bucket and s.respondent = a.respondent and s.submetric = a.submetric where a.open)
      ) where rank <= (of // ${k}) * ${k}
    ),
    -- Each person's mean per submetric and bucket, in their place (one per bucket), then spread.
    per as (select bucket, submetric, respondent, place, avg(score) as score from kept group by all),
    spread as (select *, unnest(list_concat(['${COMPANY}'], list_filter(string_split(place, ','), x -> x <> ''))) as scope from per)
    select scope, submetric, bucket, count(*)::int as n, avg(score) as score from spread group by scope, bucket, submetric`);
}
