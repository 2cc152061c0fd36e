import type { AnalyticsEngine } from '../engine.js';
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
  byMonth?: boolean;
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

/** The per-respondent rows a figure reads: closed cycles', and (live) the open cycles'. */
export function baseRows(companyId: string, from: string, to: string, live = true): string {
  const company = uuid(companyId);
  const period = `starts_on between ${day(from)} and ${day(to)}`;
  const columns = METRICS.map(col).join(', ');
  return `
    select not ${closedCycle(company)} as open, seq, starts_on, respondent, group_ids, option_ids, ${columns}
    from respondent_cycles where company_id = ${company} and ${period} ${live ? '' : `and ${closedCycle(company)}`}`;
}

/** The rows released to each scope and bucket: the open cycle in whole blocks of k. */
export function releasedRows(q: CountQuery): string {
  const groups = q.groups === 'all' ? 'group_ids::varchar[]' : `list_filter(group_ids::varchar[], x -> list_contains(${uuidList(q.groups)}, x))`;
  const bucket = q.byMonth ? `strftime(starts_on, '%Y-%m')` : `'window'`;
  const opts = q.options === 'all' ? 'option_ids::varchar[]' : q.options?.length ? `list_filter(option_ids::varchar[], x -> list_contains(${uuidList(q.options)}, x))` : null;
  const cells = opts
    ? `union all
       select * exclude (opts), unnest(opts) as option from (select *, ${opts} as opts from scoped) where len(opts) > 0`
    : '';
  const k = Math.max(1, Math.floor(q.k));
  return `
    with base as (${baseRows(q.companyId, q.from, q.to, q.live ?? true)}),
    scoped as (select *, ${bucket} as bucket, unnest(list_concat(['${COMPANY}'], ${groups})) as scope from base),
    celled as (select *, null::varchar as option from scoped ${cells}),
    ranked as (
      select *, row_number() over (partition by scope, option, bucket order by seq) as rank,
        count(*) over (partition by scope, option, bucket) as released_of
      from celled where open
    )
    select * from celled where not open
    union all
    select * exclude (rank, released_of) from ranked where rank <= (released_of // ${k}) * ${k}`;
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
 * The SQL of the counts: a row per scope, option and bucket, in the columns of month_figures.
 * Closed cycles' rows are first collapsed per respondent (and snapshot of groups and options),
 * then spread to scopes: a year of weekly answers becomes one row per person before the fan-out.
 * The open cycle's rows are spread one by one, as their release in blocks of k is per scope.
 */
export function countSql(q: CountQuery): string {
  const company = uuid(q.companyId);
  const period = `starts_on between ${day(q.from)} and ${day(q.to)}`;
  const bucket = q.byMonth ? `strftime(starts_on, '%Y-%m')` : `'window'`;
  const k = Math.max(1, Math.floor(q.k));
  const live = q.live ?? true;
  // Whole blocks of k people per scope: the rows first (who counts as a respondent), then within
  // them each metric on its own, as not everyone answers every question (LNPS, a skipped one).
  const cell = 'partition by scope, option, bucket';
  const perMetric = METRICS.map((m) => {
    const within = `sum("c_${m}") over (${cell} order by seq rows between unbounded preceding and current row) <= (sum("c_${m}") over (${cell})) // ${k} * ${k}`;
    return `case when "c_${m}" = 1 and ${within} then "t_${m}" end as "t_${m}", case when "c_${m}" = 1 and ${within} then 1 else 0 end as "c_${m}"`;
  }).join(',\n        ');
  const released = `select scope, option, bucket, respondent, ${perMetric} from (
      select * from (
        select *, row_number() over (${cell} order by seq) as rank, count(*) over (${cell}) as released_of
        from (${spread('open_rows', q)})
      ) where rank <= (released_of // ${k}) * ${k}
    )`;
  return `
    with collapsed as (
      select ${bucket} as bucket, respondent, group_ids, option_ids, ${sums}
      from respondent_cycles where company_id = ${company} and ${period} and ${closedCycle(company)}
      group by all
    ),
    open_rows as (
      ${live ? `select seq, ${bucket} as bucket, respondent, group_ids, option_ids, ${singles} from respondent_cycles where company_id = ${company} and ${period} and ${openCycle(company)}` : 'select * from collapsed where false'}
    ),
    closed as (
      select *, count(*) over (partition by bucket, respondent) = 1 ${live ? 'and (bucket, respondent) not in (select bucket, respondent from open_rows)' : ''} as single
      from collapsed
    ),
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
    closed as (select *, count(*) over (partition by company_id, bucket, respondent) = 1 as single from collapsed),
    ${aggregate(`select company_id, scope, option, bucket, respondent, single, ${unitColumns} from (${spread('closed', all)})`, ['company_id'])}`;
}

// Parallel sums add in no fixed order: the last bits of a mean may differ from run to run.
const settled = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 1e9) / 1e9);

/** A counts row (from countSql or month_figures) as a ScopeCount. */
export function toScopeCount(r: Record<string, unknown>): ScopeCount {
  return {
    scope: String(r.scope),
    option: (r.option as string | null) ?? null,
    bucket: String(r.bucket),
    respondents: Number(r.respondents),
    overall: settled(r.overall),
    metrics: Object.fromEntries(METRICS.map((m) => [m, { n: Number(r[`n_${m}`]), score: settled(r[`s_${m}`]) }])) as ScopeCount['metrics'],
    enps: { promoters: Number(r.enps_promoters), passives: Number(r.enps_passives), detractors: Number(r.enps_detractors) },
    lnps: { promoters: Number(r.lnps_promoters), passives: Number(r.lnps_passives), detractors: Number(r.lnps_detractors) },
  };
}

/** Counts and means per scope, option and bucket: computed once per state of the company's data. */
export function countScopes(engine: AnalyticsEngine, q: CountQuery): Promise<ScopeCount[]> {
  // Defaults spelled out, so that the same count asked two ways is one entry.
  const key = JSON.stringify({ ...q, options: q.options ?? null, byMonth: q.byMonth ?? false, live: q.live ?? true });
  return engine.cache.memo(`counts|${q.companyId}|${engine.cache.generation(q.companyId)}|${key}`, async () => (await engine.all(countSql(q))).map(toScopeCount));
}
