import type { AnalyticsEngine, Columns } from '../engine.js';
import { col, METRICS, type Metric } from '../metrics.js';

// The one count every figure family stands on: per scope (the company, a group with its
// subgroups, optionally one demographic option) and bucket (the report window, or each month),
// the distinct respondents and the respondent-weighted mean of each metric. Closed cycles are read
// from the per-respondent rows; the open cycle from raw answers, released to each scope in blocks
// of k respondents (ANONYMITY.md, rule 4).

export const COMPANY = 'company';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Ids go into SQL text (lists of them have no parameter form): only well-formed ones pass. */
export function uuidList(ids: readonly string[]): string {
  for (const id of ids) if (!UUID.test(id)) throw new Error(`not a uuid: ${id}`);
  return `[${ids.map((id) => `'${id}'`).join(', ')}]::varchar[]`;
}
export function uuid(id: string): string {
  if (!UUID.test(id)) throw new Error(`not a uuid: ${id}`);
  return `'${id}'::uuid`;
}
export function day(value: string): string {
  if (!DAY.test(value)) throw new Error(`not a day: ${value}`);
  return `'${value}'::date`;
}

export interface CountQuery {
  companyId: string;
  today: string;
  /** Cycles that start within [from, to]. */
  from: string;
  to: string;
  k: number;
  /** Groups to count (the company is always counted), or every group. */
  groups: 'all' | readonly string[];
  /** One demographic attribute's options, or every option: each becomes a cell of every scope. */
  options?: 'all' | readonly string[];
  /** A bucket per month instead of one for the whole period. */
  byMonth?: boolean;
  /**
   * Besides the period's bucket, a bucket per month for the rows of cycles that start on or after
   * this day: a report's window and its open months of history counted in one pass.
   */
  monthsFrom?: string;
  /** Whether open cycles count (paid plans: real-time figures); false reads closed cycles only. */
  live?: boolean;
}

export interface NpsCount {
  promoters: number;
  passives: number;
  detractors: number;
}

export interface ScopeCount {
  scope: string;
  option: string | null;
  /** 'window', or the month 'YYYY-MM'. */
  bucket: string;
  respondents: number;
  /** Respondent-weighted mean of the ten pillars. */
  overall: number | null;
  metrics: Record<Metric, { n: number; score: number | null }>;
  enps: NpsCount;
  lnps: NpsCount;
}

/** Rows of closed cycles of a company (final), or of its open ones (released in blocks of k). */
export const closedCycle = (company: string) => `cycle_id in (select cycle_id from closed_cycles where company_id = ${company})`;
const openCycle = (company: string) => `cycle_id not in (select cycle_id from closed_cycles where company_id = ${company})`;

/**
 * Who stands behind each scope and bucket: a row per (scope, option, bucket, response) released
 * to it, closed cycles' all, the open cycle's in whole blocks of k by submission order. Each block
 * ends at a cut-off, the seq of the last row released, read from the scope's sorted seqs.
 */
export function releasedRows(q: CountQuery): string {
  if (q.monthsFrom) throw new Error('released rows are counted in one bucket each: monthsFrom is for countSql');
  const company = uuid(q.companyId);
  const groups = q.groups === 'all' ? 'group_ids::varchar[]' : `list_filter(group_ids::varchar[], x -> list_contains(${uuidList(q.groups)}, x))`;
  const bucket = q.byMonth ? `strftime(starts_on, '%Y-%m')` : `'window'`;
  const opts = q.options === 'all' ? 'option_ids::varchar[]' : q.options?.length ? `list_filter(option_ids::varchar[], x -> list_contains(${uuidList(q.options)}, x))` : null;
  const cells = opts
    ? `union all
       select * exclude (opts, option_ids), unnest(opts) as option from (select *, ${opts} as opts from scoped) where len(opts) > 0`
    : '';
  const k = Math.max(1, Math.floor(q.k));
  return `
    with base as (
      select not ${closedCycle(company)} as open, seq, starts_on, respondent, group_ids, option_ids
      from respondent_cycles where company_id = ${company} and starts_on between ${day(q.from)} and ${day(q.to)} ${q.live ?? true ? '' : `and ${closedCycle(company)}`}
    ),
    scoped as (select * exclude (group_ids, starts_on), ${bucket} as bucket, unnest(list_concat(['${COMPANY}'], ${groups})) as scope from base),
    celled as (select * exclude (option_ids), null::varchar as option from scoped ${cells}),
    cuts as (
      select scope, option, bucket, seqs[len(seqs) // ${k} * ${k}] as cut
      from (select scope, option, bucket, list(seq order by seq) as seqs from celled where open group by all)
    )
    select * from celled where not open
    union all
    select o.* from celled o join cuts c on o.scope = c.scope and o.bucket = c.bucket and o.option is not distinct from c.option
    where o.open and o.seq <= c.cut`;
}

const nps = (metric: 'enps' | 'lnps') =>
  `count(*) filter (where ${metric} >= 9) as ${metric}_promoters, count(*) filter (where ${metric} >= 7 and ${metric} < 9) as ${metric}_passives, count(*) filter (where ${metric} < 7) as ${metric}_detractors`;

/** The SQL that spreads the rows of `from` to each scope (company and groups) and demographic cell. */
function spread(from: string, q: CountQuery): string {
  const groups = q.groups === 'all' ? 'group_ids::varchar[]' : `list_filter(group_ids::varchar[], x -> list_contains(${uuidList(q.groups)}, x))`;
  const opts = q.options === 'all' ? 'option_ids::varchar[]' : q.options?.length ? `list_filter(option_ids::varchar[], x -> list_contains(${uuidList(q.options)}, x))` : null;
  const scoped = `select * exclude (group_ids), unnest(list_concat(['${COMPANY}'], ${groups})) as scope from ${from}`;
  if (!opts) return `select * exclude (option_ids), null::varchar as option from (${scoped})`;
  return `
    select * exclude (option_ids), null::varchar as option from (${scoped})
    union all
    select * exclude (option_ids, opts), unnest(opts) as option from (select *, ${opts} as opts from (${scoped})) where len(opts) > 0`;
}

const sums = METRICS.map((m) => `sum(${col(m)}) as "t_${m}", count(${col(m)}) as "c_${m}"`).join(', ');
const singles = METRICS.map((m) => `${col(m)} as "t_${m}", (${col(m)} is not null)::int as "c_${m}"`).join(', ');
const unitColumns = METRICS.map((m) => `"t_${m}", "c_${m}"`).join(', ');

/**
 * Per scope, option and bucket (and the keys in `by`), from units of (respondent, totals): each
 * respondent's mean per metric, then distinct respondents and the mean over them. Units marked
 * `single` are a respondent's only unit in their bucket (the common case) and need no regrouping.
 */
function aggregate(units: string, by: readonly string[] = []): string {
  const keys = [...by, 'scope', 'option', 'bucket'].join(', ');
  const mean = METRICS.map((m) => `sum("t_${m}") / nullif(sum("c_${m}"), 0) as ${col(m)}`).join(', ');
  const ratio = METRICS.map((m) => `"t_${m}" / nullif("c_${m}", 0) as ${col(m)}`).join(', ');
  const pillars = METRICS.slice(0, 10).map(col).join(', ');
  const perScope = METRICS.map((m) => `count(${col(m)}) as "n_${m}", avg(${col(m)}) as "s_${m}"`).join(', ');
  return `
    units_marked as (${units}),
    respondents as (
      select ${keys}, respondent, ${ratio} from units_marked where single
      union all
      select ${keys}, respondent, ${mean} from units_marked where not single group by ${keys}, respondent
    )
    select ${[...by, 'bucket', 'scope', 'option'].join(', ')}, count(*) as respondents, avg(list_avg([${pillars}])) as overall, ${perScope}, ${nps('enps')}, ${nps('lnps')}
    from respondents group by ${keys}`;
}

/**
 * The `closed` units: `collapsed` marked single where the unit is the respondent's only one in its
 * bucket (and, live, they have no open rows there); the others are regrouped per scope. A join,
 * not a window over the wide rows: far cheaper in DuckDB.
 */
function markSingle(keys: readonly string[], openRows: string | null): string {
  const by = [...keys, 'respondent'];
  return `
    shared as (
      select ${by.join(', ')} from collapsed group by ${by.join(', ')} having count(*) > 1
      ${openRows ? `union select ${by.join(', ')} from ${openRows}` : ''}
    ),
    closed as (
      select c.*, s.respondent is null as single
      from collapsed c left join shared s on ${by.map((key) => `s.${key} = c.${key}`).join(' and ')}
    )`;
}

/**
 * The SQL of the counts: a row per scope, option and bucket, in the columns of month_figures.
 * Closed cycles' rows are first collapsed per respondent (and snapshot of groups and options),
 * then spread to scopes: a year of weekly answers becomes one row per person before the fan-out.
 * The open cycle's rows are spread one by one, as their release in blocks of k is per scope.
 */
/** The buckets a row counts in: its month, the period ('window'), or both (monthsFrom). */
function bucketsOf(q: CountQuery): { period: string; buckets: string } {
  const month = `strftime(starts_on, '%Y-%m')`;
  if (q.byMonth) return { period: `starts_on between ${day(q.from)} and ${day(q.to)}`, buckets: `[${month}]` };
  if (!q.monthsFrom) return { period: `starts_on between ${day(q.from)} and ${day(q.to)}`, buckets: `['window']` };
  const [from, months] = [day(q.from), day(q.monthsFrom)];
  return {
    period: `starts_on between least(${from}, ${months}) and ${day(q.to)}`,
    buckets: `list_concat(case when starts_on >= ${from} then ['window'] else []::varchar[] end, case when starts_on >= ${months} then [${month}] else []::varchar[] end)`,
  };
}

export function countSql(q: CountQuery): string {
  const company = uuid(q.companyId);
  const { period, buckets } = bucketsOf(q);
  const k = Math.max(1, Math.floor(q.k));
  const live = q.live ?? true;
  // Whole blocks of k people per scope: the rows first (who counts as a respondent), then within
  // them each metric on its own, as not everyone answers every question (LNPS, a skipped one).
  // Each block ends at a cut-off: the seq of the last row released, read from the scope's sorted
  // seqs (a list per scope is far cheaper in DuckDB than a running sum per metric over the rows).
  const lists = METRICS.map((m) => `list(seq order by seq) filter (where "c_${m}" = 1) as "l_${m}"`).join(', ');
  const cuts = METRICS.map((m) => `list_filter("l_${m}", x -> x <= cut) as "l_${m}"`).join(', ');
  const metricCuts = METRICS.map((m) => `"l_${m}"[len("l_${m}") // ${k} * ${k}] as "cut_${m}"`).join(', ');
  const perMetric = METRICS.map((m) => {
    const within = `coalesce(o."c_${m}" = 1 and o.seq <= c."cut_${m}", false)`;
    return `case when ${within} then o."t_${m}" end as "t_${m}", ${within}::int as "c_${m}"`;
  }).join(',\n        ');
  const releasing = `
    open_spread as (${spread('open_rows', q)}),
    open_lists as (select scope, option, bucket, list(seq order by seq) as seqs, ${lists} from open_spread group by scope, option, bucket),
    open_cuts as (
      select scope, option, bucket, cut, ${metricCuts}
      from (select scope, option, bucket, cut, ${cuts} from (select *, seqs[len(seqs) // ${k} * ${k}] as cut from open_lists))
    ),`;
  const released = `
      select o.scope, o.option, o.bucket, o.respondent, ${perMetric}
      from open_spread o join open_cuts c on o.scope = c.scope and o.bucket = c.bucket and o.option is not distinct from c.option
      where o.seq <= c.cut`;
  return `
    with collapsed as (
      select bucket, respondent, group_ids, option_ids, ${sums}
      from (select *, unnest(${buckets}) as bucket from respondent_cycles where company_id = ${company} and ${period} and ${closedCycle(company)})
      group by all
    ),
    open_rows as (
      ${live ? `select seq, unnest(${buckets}) as bucket, respondent, group_ids, option_ids, ${singles} from respondent_cycles where company_id = ${company} and ${period} and ${openCycle(company)}` : 'select * from collapsed where false'}
    ),
    ${markSingle(['bucket'], live ? 'open_rows' : null)},
    ${live ? releasing : ''}
    ${aggregate(`
      select scope, option, bucket, respondent, single, ${unitColumns} from (${spread('closed', q)})
      ${live ? `union all select scope, option, bucket, respondent, false as single, ${unitColumns} from (${released})` : ''}`)}`;
}

/**
 * The SQL that counts many closed months of many companies at once, every scope (not demographic
 * cells: few reports ask for them), in the columns of month_figures: one pass at a rebuild rather
 * than one per month.
 */
export function closedMonthsSql(months: readonly { company: string; month: string }[]): string {
  const closing = months.map((m) => `(${uuid(m.company)}, '${/^\d{4}-\d{2}$/.test(m.month) ? m.month : ''}')`).join(', ');
  const all: CountQuery = { companyId: '', today: '', from: '', to: '', k: 1, groups: 'all' };
  return `
    with closing(company_id, month) as (values ${closing}),
    collapsed as (
      select rc.company_id, strftime(rc.starts_on, '%Y-%m') as bucket, rc.respondent, rc.group_ids, rc.option_ids, ${sums}
      from respondent_cycles rc join closing m on m.company_id = rc.company_id and m.month = strftime(rc.starts_on, '%Y-%m')
      group by all
    ),
    ${markSingle(['company_id', 'bucket'], null)},
    ${aggregate(`select company_id, scope, option, bucket, respondent, single, ${unitColumns} from (${spread('closed', all)})`, ['company_id'])}`;
}

// Parallel sums add in no fixed order: the last bits of a mean may differ from run to run.
const settled = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 1e9) / 1e9);

const nOf = METRICS.map((m) => `n_${m}`);
const sOf = METRICS.map((m) => `s_${m}`);

/**
 * Counts rows (from countSql or month_figures) as ScopeCounts, read by column: a report reads
 * thousands of them (every scope of every month), and intermediate row objects cost more than the
 * query.
 */
export function toScopeCounts(result: Columns): ScopeCount[] {
  const column = result.column;
  const [scope, option, bucket, respondents, overall] = ['scope', 'option', 'bucket', 'respondents', 'overall'].map(column) as unknown[][];
  const ns = nOf.map(column);
  const ss = sOf.map(column);
  const nps = ['enps', 'lnps'].map((m) => ['promoters', 'passives', 'detractors'].map((c) => column(`${m}_${c}`)));
  const out: ScopeCount[] = new Array(result.rows);
  for (let i = 0; i < result.rows; i++) {
    const metrics = {} as ScopeCount['metrics'];
    for (let j = 0; j < METRICS.length; j++) metrics[METRICS[j]!] = { n: Number(ns[j]![i]), score: settled(ss[j]![i]) };
    const npsOf = (m: number): NpsCount => ({ promoters: Number(nps[m]![0]![i]), passives: Number(nps[m]![1]![i]), detractors: Number(nps[m]![2]![i]) });
    out[i] = {
      scope: String(scope![i]),
      option: (option![i] as string | null) ?? null,
      bucket: String(bucket![i]),
      respondents: Number(respondents![i]),
      overall: settled(overall![i]),
      metrics,
      enps: npsOf(0),
      lnps: npsOf(1),
    };
  }
  return out;
}

/** Counts and means per scope, option and bucket: computed once per state of the company's data. */
export function countScopes(engine: AnalyticsEngine, q: CountQuery): Promise<ScopeCount[]> {
  // Defaults spelled out, so that the same count asked two ways is one entry.
  const key = JSON.stringify({ ...q, options: q.options ?? null, byMonth: q.byMonth ?? false, monthsFrom: q.monthsFrom ?? null, live: q.live ?? true });
  return engine.cache.memo(`counts|${q.companyId}|${engine.cache.generation(q.companyId)}|${key}`, async () => toScopeCounts(await engine.columns(countSql(q))));
}
