import type { Columns, FigureReader } from '../reader.js';
import { NPS_BANDS } from '../../domain/metrics.js';
import { col, METRICS, type Metric } from '../metrics.js';
import { firstOf, placeKey, releasedOpen } from './release.js';

// The one count every figure family stands on: per scope (the company, a group with its
// subgroups, optionally one demographic option) and bucket (the report window, or each month),
// the distinct respondents and the respondent-weighted mean of each metric. In each bucket a person
// counts in one place: the groups and options of their first answer there, so that someone who moved
// within the period is not counted in two groups (ANONYMITY.md, rule 2). The open cycle's answers are
// released in whole blocks of k per place (the people placed alike), so that every scope and every
// difference of scopes moves by multiples of k (rule 4); demographic cells count closed cycles only.

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
 * to it (closed cycles' all, the open cycle's as above) with `place`, its author's place key.
 */
export function releasedRows(q: CountQuery): string {
  const company = uuid(q.companyId);
  // A row counts in each of its buckets (the period's, its month's, or both: monthsFrom), each released on its own.
  const { period: days, buckets } = bucketsOf(q);
  const bucket = `unnest(${buckets})`;
  const k = Math.max(1, Math.floor(q.k));
  const period = `company_id = ${company} and ${days}`;
  const closedRows = `(select seq, starts_on, respondent, group_ids, option_ids, ${bucket} as bucket from respondent_cycles where ${period} and ${closedCycle(company)})`;
  const live = q.live ?? true;
  return `
    with closed_rows as ${closedRows},
    placed as (
      select bucket, respondent, ${firstOf('group_ids')} as group_ids, ${firstOf('option_ids')} as option_ids
      from closed_rows group by bucket, respondent
    ),
    open_rows as (
      ${live ? `select seq, starts_on, respondent, group_ids, ${bucket} as bucket from respondent_cycles where ${period} and ${openCycle(company)}` : 'select * exclude (option_ids) from closed_rows where false'}
    ),
    ${releasedOpen('open_rows', 'placed', false, k)},
    closed_placed as (select r.seq, r.respondent, r.bucket, p.group_ids, p.option_ids, ${placeKey('p.group_ids')} as place from closed_rows r join placed p on p.bucket = r.bucket and p.respondent = r.respondent)
    select false as open, seq, respondent, scope, option, bucket, place, null::hugeint as release_key from (${spread('closed_placed', q)})
    union all
    select true as open, seq, respondent, scope, option, bucket, place, release_key from (${spread(`(select seq, respondent, bucket, group_ids, option_ids, place, release_key from released)`, q)})`;
}

const { promoter, passive } = NPS_BANDS;
const nps = (metric: 'enps' | 'lnps') =>
  `count(*) filter (where ${metric} >= ${promoter}) as ${metric}_promoters, count(*) filter (where ${metric} >= ${passive} and ${metric} < ${promoter}) as ${metric}_passives, count(*) filter (where ${metric} < ${passive}) as ${metric}_detractors`;

/**
 * The SQL that spreads the rows of `from` to each scope (company and groups) and demographic cell;
 * `cells`: to the cells alone, not to the scopes' totals.
 */
function spread(from: string, q: CountQuery, which: 'all' | 'cells' = 'all'): string {
  const groups = q.groups === 'all' ? 'group_ids::varchar[]' : `list_filter(group_ids::varchar[], x -> list_contains(${uuidList(q.groups)}, x))`;
  const opts =
    q.options === 'all' ? 'option_ids::varchar[]' : q.options?.length ? `list_filter(option_ids::varchar[], x -> list_contains(${uuidList(q.options)}, x))` : null;
  const scoped = `select * exclude (group_ids), unnest(list_concat(['${COMPANY}'], ${groups})) as scope from ${from}`;
  const totals = `select * exclude (option_ids), null::varchar as option from (${scoped})`;
  if (!opts) return which === 'cells' ? `select * exclude (option_ids), null::varchar as scope, null::varchar as option from ${from} where false` : totals;
  const cells = `select * exclude (option_ids, opts), unnest(opts) as option from (select *, ${opts} as opts from (${scoped})) where len(opts) > 0`;
  return which === 'cells' ? cells : `${totals} union all ${cells}`;
}

const sums = METRICS.map((m) => `sum(${col(m)}) as "t_${m}", count(${col(m)}) as "c_${m}"`).join(', ');
const singles = METRICS.map((m) => `${col(m)} as "t_${m}", (${col(m)} is not null)::int as "c_${m}"`).join(', ');
const pillarMean = `list_avg([${METRICS.slice(0, 10).map(col).join(', ')}])`;

/**
 * The people of `people` (a row per person and bucket: their totals) added up per place (the same
 * bucket, groups and options, and the keys in `by`): how many, and the sums of their means. A
 * scope's figures add up the places it holds, so the spread to scopes copies a place once, not
 * every person in it.
 */
function places(people: string, by: readonly string[] = []): string {
  const keys = [...by, 'bucket', 'group_ids', 'option_ids'].join(', ');
  const means = METRICS.map((m) => `"t_${m}" / nullif("c_${m}", 0) as ${col(m)}`).join(', ');
  const perMetric = METRICS.map((m) => `count(${col(m)}) as "n_${m}", sum(${col(m)}) as "u_${m}"`).join(', ');
  return `(select ${keys}, count(*) as people, sum(${pillarMean}) as overall_sum, count(${pillarMean}) as overall_n, ${perMetric}, ${nps('enps')}, ${nps('lnps')}
    from (select ${keys}, ${means} from ${people}) group by ${keys})`;
}

/**
 * Per scope, option and bucket (and the keys in `by`), from places spread to scopes: respondents,
 * the mean of people's pillar means, and per metric the people with a mean and the mean of theirs.
 */
function aggregate(spreads: readonly string[], by: readonly string[] = []): string {
  const keys = [...by, 'scope', 'option', 'bucket'].join(', ');
  const perScope = METRICS.map((m) => `sum("n_${m}")::bigint as "n_${m}", sum("u_${m}") / nullif(sum("n_${m}"), 0) as "s_${m}"`).join(', ');
  const npsSums = ['enps', 'lnps'].flatMap((m) => ['promoters', 'passives', 'detractors'].map((c) => `sum(${m}_${c})::bigint as ${m}_${c}`)).join(', ');
  return `
    scoped_places as (${spreads.map((s) => `select * from (${s})`).join(' union all by name ')})
    select ${[...by, 'bucket', 'scope', 'option'].join(', ')}, sum(people)::bigint as respondents, sum(overall_sum) / nullif(sum(overall_n), 0) as overall, ${perScope}, ${npsSums}
    from scoped_places group by ${keys}`;
}

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

/**
 * The SQL of the counts: a row per scope, option and bucket, in the columns of month_figures.
 * Closed cycles' rows are first collapsed per respondent and bucket, in the place of their first
 * answer there, then spread to scopes: a year of weekly answers becomes one row per person before
 * the fan-out. The open cycle's rows are released per place (releasedOpen) and spread to scopes,
 * not to demographic cells: a cell would gain a block's people of its option, fewer than k.
 */
export function countSql(q: CountQuery): string {
  const company = uuid(q.companyId);
  const { period, buckets } = bucketsOf(q);
  const k = Math.max(1, Math.floor(q.k));
  const live = q.live ?? true;
  return `
    with collapsed as (
      select bucket, respondent, ${firstOf('group_ids')} as group_ids, ${firstOf('option_ids')} as option_ids, ${sums}
      from (select *, unnest(${buckets}) as bucket from respondent_cycles where company_id = ${company} and ${period} and ${closedCycle(company)})
      group by bucket, respondent
    ),
    open_rows as (
      ${live ? `select seq, starts_on, unnest(${buckets}) as bucket, respondent, group_ids, ${singles} from respondent_cycles where company_id = ${company} and ${period} and ${openCycle(company)}` : `select null::bigint as seq, null::date as starts_on, bucket, respondent, group_ids, ${METRICS.map((m) => `"t_${m}", "c_${m}"`).join(', ')} from collapsed where false`}
    ),
    ${releasedOpen('open_rows', 'collapsed', true, k)},
    -- Each person's totals in each bucket, their closed rows' and their released rows' together,
    -- before the spread to scopes: both are in the place of their first answer there. Demographic
    -- cells take the closed rows only.
    -- (a person's released rows added up, then joined to their closed row: few people have both).
    released_people as (
      select bucket, respondent, any_value(group_ids) as group_ids, ${METRICS.map((m) => `sum("t_${m}") as "t_${m}", sum("c_${m}") as "c_${m}"`).join(', ')}
      from released group by bucket, respondent
    ),
    people as (
      select coalesce(c.bucket, r.bucket) as bucket, coalesce(c.group_ids, r.group_ids) as group_ids, []::uuid[] as option_ids,
        ${METRICS.map((m) => `case when c.respondent is null then r."t_${m}" when r.respondent is null then c."t_${m}" else coalesce(c."t_${m}", 0) + coalesce(r."t_${m}", 0) end as "t_${m}", coalesce(c."c_${m}", 0) + coalesce(r."c_${m}", 0) as "c_${m}"`).join(', ')}
      from collapsed c full outer join released_people r on r.bucket = c.bucket and r.respondent = c.respondent
    ),
    ${aggregate([spread(places('people'), q), spread(places('collapsed'), q, 'cells')])}`;
}

/**
 * The SQL that counts many closed months of many companies at once, every scope (not demographic
 * cells: few reports ask for them), in the columns of month_figures: one pass at a rebuild rather
 * than one per month. Each person once per month, in the place of their first answer in it.
 */
export function closedMonthsSql(months: readonly { company: string; month: string }[]): string {
  const closing = months.map((m) => `(${uuid(m.company)}, '${/^\d{4}-\d{2}$/.test(m.month) ? m.month : ''}')`).join(', ');
  const all: CountQuery = { companyId: '', today: '', from: '', to: '', k: 1, groups: 'all' };
  return `
    with closing(company_id, month) as (values ${closing}),
    closed as (
      select rc.company_id, strftime(rc.starts_on, '%Y-%m') as bucket, rc.respondent, ${firstOf('group_ids', 'rc.')} as group_ids,
        ${firstOf('option_ids', 'rc.')} as option_ids, ${sums}
      from respondent_cycles rc join closing m on m.company_id = rc.company_id and m.month = strftime(rc.starts_on, '%Y-%m')
      group by rc.company_id, bucket, rc.respondent
    ),
    ${aggregate([spread(places('closed', ['company_id']), all)], ['company_id'])}`;
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
  const [scope, option, bucket, respondents, overall] = ['scope', 'option', 'bucket', 'respondents', 'overall'].map(column);
  const ns = nOf.map(column);
  const ss = sOf.map(column);
  const nps = ['enps', 'lnps'].map((m) => ['promoters', 'passives', 'detractors'].map((c) => column(`${m}_${c}`)));
  const out = new Array<ScopeCount>(result.rows);
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
export function countScopes(engine: FigureReader, q: CountQuery): Promise<ScopeCount[]> {
  // Defaults spelled out, so that the same count asked two ways is one entry.
  const key = JSON.stringify({ ...q, options: q.options ?? null, byMonth: q.byMonth ?? false, monthsFrom: q.monthsFrom ?? null, live: q.live ?? true });
  return engine.cache.memo(`counts|${q.companyId}|${engine.cache.generation(q.companyId)}|${key}`, async () => toScopeCounts(await engine.columns(countSql(q))));
}
