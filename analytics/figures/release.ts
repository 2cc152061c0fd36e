import { METRICS } from '../metrics.js';

// How the open cycle's answers are released to the figures (ANONYMITY.md, rule 4), and where each
// person is placed in a bucket: shared by every count of the engagement survey (base.ts).

// A person's place in a bucket is that of their first answer there: the row of least (start date,
// submission order), as one number (an ordered aggregate costs a sort per group).
export const firstOf = (column: string, alias = '') => `arg_min(${alias}${column}, (${alias}starts_on - date '2000-01-01')::bigint * 10000000000 + ${alias}seq)`;
/**
 * Rule 4's one cut (ANONYMITY.md): of a list of rows in release order, the last one of its whole
 * blocks of `block` (null when there is no whole block). Rows up to it are released, the rest wait
 * for their block to fill. Every instrument's release is this cut over its own partitions.
 */
export const wholeBlocksCut = (list: string, block: string | number) => `${list}[len(${list}) // ${block} * ${block}]`;

/** A place's key: its groups (a chain of the tree, sorted at submission) as one value. */
export const placeKey = (groups: string) => `array_to_string(${groups}::varchar[], ',')`;

/**
 * The open cycle's rows released, each with `place` (the key of its author's place in the bucket:
 * that of their first answer there, `placed` giving it for people with closed rows) and the place's
 * groups: per bucket and place, the first whole blocks of k rows by submission order, and within
 * them per metric the first whole blocks of k answers (not everyone answers every question). A
 * place's people count in every scope of its chain, so each scope, and each difference of scopes,
 * gains whole blocks only, and the sets of people behind the scopes nest as the tree does. People
 * new to the bucket (to the metric) and people already counted in it from closed cycles are released
 * in blocks of their own: a block mixing them would move the count of people by fewer than k.
 * A metric's answers are taken in the order their rows were released (`release_key`: the seq of the
 * last row of the row's block, then its own), so that its list only grows at the end: an earlier
 * row released late never takes a place in a metric's block from one released before it.
 */
export function releasedOpen(openRows: string, placed: string, metricsToo: boolean, k: number): string {
  const cut = (list: string) => wholeBlocksCut(list, k);
  const within = (fresh: string, c: string, key = 'o.seq') => `(${fresh} and ${key} <= c.${c}_new or not ${fresh} and ${key} <= c.${c}_old)`;
  const freshMetrics = METRICS.map((m) => `, coalesce(p."c_${m}", 0) = 0 as "f_${m}"`).join('');
  const metricLists = METRICS.map(
    (m) =>
      `, list(release_key order by release_key) filter (where "c_${m}" = 1 and "f_${m}") as "n_${m}", list(release_key order by release_key) filter (where "c_${m}" = 1 and not "f_${m}") as "o_${m}"`,
  ).join('');
  const metricCuts = METRICS.map((m) => `, ${cut(`"n_${m}"`)} as "m${METRICS.indexOf(m)}_new", ${cut(`"o_${m}"`)} as "m${METRICS.indexOf(m)}_old"`).join('');
  const perMetric = METRICS.map((m, i) => {
    const kept = `coalesce(o."c_${m}" = 1 and ${within(`o."f_${m}"`, `m${i}`, 'o.release_key')}, false)`;
    return `, case when ${kept} then o."t_${m}" end as "t_${m}", ${kept}::int as "c_${m}"`;
  }).join('');
  const own = `(select bucket, respondent, ${firstOf('group_ids')} as group_ids from ${openRows} group by bucket, respondent)`;
  const groups = 'coalesce(p.group_ids, f.group_ids)';
  return `
    open_placed as (
      select o.* exclude (group_ids), ${groups} as group_ids, ${placeKey(groups)} as place, p.respondent is null as fresh ${metricsToo ? freshMetrics : ''}
      from ${openRows} o join ${own} f on f.bucket = o.bucket and f.respondent = o.respondent
      left join ${placed} p on p.bucket = o.bucket and p.respondent = o.respondent
    ),
    open_cuts as (
      select bucket, place, ${cut('fresh_seqs')} as row_new, ${cut('old_seqs')} as row_old
      from (
        select bucket, place, list(seq order by seq) filter (where fresh) as fresh_seqs, list(seq order by seq) filter (where not fresh) as old_seqs
        from open_placed group by bucket, place
      )
    ),
    open_released as (
      select *, max(seq) over (partition by bucket, place, fresh, block)::hugeint * 10000000000 + seq as release_key
      from (
        select o.*, (row_number() over (partition by o.bucket, o.place, o.fresh order by o.seq) - 1) // ${k} as block
        from open_placed o join open_cuts c on o.bucket = c.bucket and o.place = c.place where ${within('o.fresh', 'row')}
      )
    ),
    ${
      metricsToo
        ? `open_metric_cuts as (
      select bucket, place ${metricCuts} from (select bucket, place ${metricLists} from open_released group by bucket, place)
    ),
    released as (
      select o.* exclude (block, release_key, ${METRICS.map((m) => `"t_${m}", "c_${m}", "f_${m}"`).join(', ')}) ${perMetric}, []::uuid[] as option_ids
      from open_released o join open_metric_cuts c on o.bucket = c.bucket and o.place = c.place
    )`
        : `released as (select * exclude (block), []::uuid[] as option_ids from open_released)`
    }`;
}
