import type pg from 'pg';
import { PILLARS } from '../../analytics/metrics.js';

// The baseline: each figure as a developer would write it straight against the survey tables in
// Postgres, with the indexes the schema has. Timed runs use the plain form; the checks add the two
// rules the engine applies so that numbers can be compared exactly: closed cycles only, or the
// open cycle released per place (people with the same groups) in whole blocks of k respondents by
// submission order, people new to the period apart from those its closed cycles count already.

export interface FigureRow {
  scope: string;
  /** 'window' or the month 'YYYY-MM'. */
  bucket: string;
  /** A metric id, 'overall' (mean of the ten pillars) or 'respondents'. */
  metric: string;
  /** People: each once in the bucket (the window's counted over it, as the engine shows them). */
  n: number;
  /** What the score and the eNPS counts are over: people, or for the window its people-months. */
  units: number;
  score: number | null;
  promoters: number;
  detractors: number;
}

export interface FigureQuery {
  companyId: string;
  today: string;
  /** First day of the report window. */
  windowFrom: string;
  /** First day read: the window's, or the first history month's. */
  from: string;
  /** 'all' for every scope (the company and each group with its subgroups), or one: 'company' or a group id. */
  scope: string;
  months: boolean;
  metrics: readonly string[];
  /** Check form: the open cycle in blocks of k per place and bucket. */
  release?: number;
}

/** The responses a figure reads, one row per scope and bucket they count in. */
function responsesCte(q: FigureQuery, values: unknown[]): string {
  let scope = `unnest(array_append(r.group_ids::text[], 'company'))`;
  let where = '';
  if (q.scope !== 'all') {
    values.push(q.scope);
    scope = `(values ($${values.length}::text))`;
    if (q.scope !== 'company') where = `and r.group_ids @> array[$${values.length}::uuid]`;
  }
  let bucket = `(values ('window'))`;
  if (q.months) {
    values.push(q.windowFrom);
    bucket = `unnest(case when c.starts_on >= $${values.length}::date then array[to_char(c.starts_on, 'YYYY-MM'), 'window'] else array[to_char(c.starts_on, 'YYYY-MM')] end)`;
  }
  const resp = `
    resp as (
      select r.id, r.seq, r.respondent, r.group_ids, c.ends_on > $3::date as open, s.scope, b.bucket
      from survey_responses r
      join survey_cycles c on c.company_id = r.company_id and c.id = r.cycle_id
      cross join lateral ${scope} s(scope)
      cross join lateral ${bucket} b(bucket)
      where r.company_id = $1 and c.starts_on between $2::date and $3::date ${where}
    )`;
  if (!q.release) return `${resp}, rows as (select * from resp)`;
  const k = Math.max(1, Math.floor(q.release));
  return `${resp},
    rows as (
      select * from resp where not open
      union all
      select id, seq, respondent, group_ids, open, scope, bucket from (
        select *, row_number() over (partition by scope, group_ids, bucket, fresh order by seq) as rank, count(*) over (partition by scope, group_ids, bucket, fresh) as total
        from (select *, not bool_or(not open) over (partition by scope, respondent, bucket) as fresh from resp) f where open
      ) o where rank <= (total / ${k}) * ${k}
    )`;
}

/**
 * `kept`: the answers of the rows read, per scope, bucket, respondent and metric (or submetric:
 * `key`). Check form: the open cycle's answers of a metric in whole blocks of k per place, people
 * new to the metric in the period apart from those who answered it in a closed cycle.
 */
function metricRows(q: FigureQuery, where: string, key: string): string {
  const answers = `
    answered as (
      select x.scope, x.bucket, x.respondent, x.group_ids, x.open, x.seq, x.id, ${key} as metric_id, a.score
      from rows x join survey_answers a on a.company_id = $1 and a.response_id = x.id
      where ${where}
    )`;
  if (!q.release) return `${answers}, kept as (select * from answered)`;
  const k = Math.max(1, Math.floor(q.release));
  return `${answers},
    per_response as (
      select scope, bucket, respondent, group_ids, open, seq, id, metric_id,
        not bool_or(not open) over (partition by scope, respondent, bucket, metric_id) as fresh
      from (select distinct scope, bucket, respondent, group_ids, open, seq, id, metric_id from answered) d
    ),
    released as (
      select id, scope, bucket, metric_id from (
        select *, row_number() over (partition by scope, group_ids, bucket, metric_id, fresh order by seq) as rank,
          count(*) over (partition by scope, group_ids, bucket, metric_id, fresh) as total
        from per_response where open
      ) o where rank <= (total / ${k}) * ${k}
    ),
    kept as (
      select * from answered where not open
      union all
      select a.* from answered a join released r using (id, scope, bucket, metric_id) where a.open
    )`;
}

/**
 * Per scope, bucket and metric: respondents, respondent-weighted mean, eNPS-style counts. A month
 * counts each person once, with their mean; the window adds up its months (a person once a month)
 * and counts its people once.
 */
export async function figures(pool: pg.Pool, q: FigureQuery): Promise<FigureRow[]> {
  const values: unknown[] = [q.companyId, q.from, q.today, q.metrics, PILLARS];
  const responses = responsesCte({ ...q, months: true }, values);
  values.push(q.windowFrom.slice(0, 7));
  const windowMonth = `$${values.length}::text`;
  const text = `
    with ${responses},
    ${metricRows(q, 'a.metric_id = any($4::text[])', 'a.metric_id')},
    per as (select scope, bucket, respondent, metric_id, avg(score)::float8 as s from kept group by 1, 2, 3, 4),
    units as (
      select scope, bucket, respondent, metric_id, s from per where bucket <> 'window'
      union all
      select scope, 'window', respondent, metric_id, s from per where bucket <> 'window' and bucket >= ${windowMonth}
    ),
    people as (select scope, bucket, metric_id, count(*)::int as n from per group by 1, 2, 3),
    overall as (select scope, bucket, respondent, avg(s) as m from units where metric_id = any($5::text[]) group by 1, 2, 3)
    select u.scope, u.bucket, u.metric_id as metric, p.n, count(*)::int as units, avg(u.s)::float8 as score,
      count(*) filter (where u.s >= 9)::int as promoters, count(*) filter (where u.s < 7)::int as detractors
    from units u join people p using (scope, bucket, metric_id) group by 1, 2, 3, 4
    union all
    select o.scope, o.bucket, 'overall', p.n, count(*)::int, avg(o.m)::float8, 0, 0
    from overall o join (select scope, bucket, count(distinct respondent)::int as n from per where metric_id = any($5::text[]) group by 1, 2) p using (scope, bucket)
    group by 1, 2, 4
    union all
    select scope, bucket, 'respondents', count(distinct respondent)::int, count(distinct respondent)::int, null, 0, 0 from rows group by 1, 2`;
  return (await pool.query<FigureRow>(text, values)).rows;
}

/**
 * One metric's submetrics in one scope over the window: as every window figure, the mean over its
 * months of each person's mean in the month (a person once a month), and the people once.
 */
export async function submetrics(pool: pg.Pool, q: FigureQuery & { metric: string }): Promise<{ submetric: string; n: number; score: number }[]> {
  const values: unknown[] = [q.companyId, q.from, q.today, q.metric];
  const text = `
    with ${responsesCte({ ...q, months: true }, values)},
    ${metricRows({ ...q, months: true }, 'a.metric_id = $4 and a.submetric_id is not null', 'a.submetric_id')},
    per as (select metric_id as submetric_id, bucket, respondent, avg(score)::float8 as s from kept group by 1, 2, 3)
    select submetric_id as submetric, (count(*) filter (where bucket = 'window'))::int as n, (avg(s) filter (where bucket <> 'window'))::float8 as score
    from per group by 1 order by 1`;
  return (await pool.query(text, values)).rows;
}

export interface ParticipationRows {
  /** Per cycle, its people per place (people with the same groups). */
  cycles: { cycle_id: string; date: string; open: boolean; places: number[] }[];
  /**
   * People (each once) who answered a cycle open during each window — the last 7 and 14 days
   * (`last7`, `last14`) and each of the last 10 weeks from Monday — and of them, those of closed
   * cycles, per place.
   */
  windows: Map<string, { n: number; closed: number }[]>;
  weeks: string[];
}

const DAY_MS = 86_400_000;
const shift = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const mondayOf = (d: string) => shift(d, -((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7));

/** Respondents per cycle (the last 12) of one scope, and the people of each window (cycles open during it). */
export async function participation(pool: pg.Pool, q: { companyId: string; today: string; scope: string }): Promise<ParticipationRows> {
  const group = q.scope === 'company' ? null : q.scope;
  const cycles = await pool.query(
    `select c.cycle_id, c.date, c.open, coalesce(array_agg(p.n) filter (where p.n is not null), '{}') as places
     from (
       select id::text as cycle_id, starts_on as date, ends_on > $2::date as open from survey_cycles
       where company_id = $1 and starts_on <= $2::date order by starts_on desc limit 12
     ) c
     left join (
       select r.cycle_id::text as cycle_id, count(distinct r.respondent)::int as n from survey_responses r
       where r.company_id = $1 ${group ? 'and r.group_ids @> array[$3::uuid]' : ''} group by r.cycle_id, r.group_ids
     ) p on p.cycle_id = c.cycle_id
     group by c.cycle_id, c.date, c.open order by c.date desc`,
    group ? [q.companyId, q.today, group] : [q.companyId, q.today],
  );
  const thisWeek = mondayOf(q.today);
  const weeks = Array.from({ length: 10 }, (_, i) => shift(thisWeek, -(9 - i) * 7));
  const windows = [
    { key: 'last7', from: shift(q.today, -7), to: q.today },
    { key: 'last14', from: shift(q.today, -14), to: q.today },
    ...weeks.map((w) => ({ key: w, from: w, to: shift(w, 6) })),
  ];
  // People, not answers: who answered a cycle open during each window, each once; a week cannot be
  // "answers sent that week", as answers carry no time.
  const values = windows.map((_, i) => `($${4 + i * 3}, $${5 + i * 3}::date, $${6 + i * 3}::date)`).join(', ');
  const rows = await pool.query<{ key: string; n: number; closed: number }>(
    `with w(key, first_day, last_day) as (values ${values})
     select w.key, count(distinct r.respondent)::int as n, count(distinct r.respondent) filter (where c.ends_on <= $2::date)::int as closed
     from w join survey_cycles c on c.company_id = $1 and c.starts_on <= $2::date and c.starts_on <= w.last_day and c.ends_on > w.first_day
     join survey_responses r on r.company_id = c.company_id and r.cycle_id = c.id and ($3::uuid is null or r.group_ids @> array[$3::uuid])
     group by w.key, r.group_ids`,
    [q.companyId, q.today, group, ...windows.flatMap((w) => [w.key, w.from, w.to])],
  );
  const byWindow = new Map<string, { n: number; closed: number }[]>();
  for (const r of rows.rows) byWindow.set(r.key, [...(byWindow.get(r.key) ?? []), { n: r.n, closed: r.closed }]);
  return { cycles: cycles.rows.reverse(), windows: byWindow, weeks };
}

export interface CompanyRow {
  company_id: string;
  respondents: number;
  overall: number | null;
  scores: Record<string, number | null>;
  enps: number | null;
}

/** Every company with at least `minimum` respondents in the window: pillar means, overall, eNPS over people-months (closed cycles). */
export async function companies(pool: pg.Pool, q: { from: string; today: string; minimum: number }): Promise<CompanyRow[]> {
  const { rows } = await pool.query<{
    company_id: string;
    respondents: number;
    overall: number | null;
    metric_id: string;
    score: number;
    p: number;
    d: number;
    n: number;
  }>(
    `with resp as (
       select r.company_id, r.id, r.respondent, to_char(c.starts_on, 'YYYY-MM') as month
       from survey_responses r join survey_cycles c on c.company_id = r.company_id and c.id = r.cycle_id
       where c.starts_on between $1::date and $2::date and c.ends_on <= $2::date
     ),
     per as (
       select x.company_id, x.month, x.respondent, a.metric_id, avg(a.score)::float8 as s
       from resp x join survey_answers a on a.company_id = x.company_id and a.response_id = x.id
       where a.metric_id = any($3::text[]) group by 1, 2, 3, 4
     ),
     people as (select company_id, count(distinct respondent)::int as respondents from resp group by 1),
     overall as (
       select company_id, avg(m)::float8 as overall
       from (select company_id, month, respondent, avg(s) as m from per where metric_id <> 'enps' group by 1, 2, 3) o group by 1
     ),
     metrics as (
       select company_id, metric_id, avg(s)::float8 as score, count(*) filter (where s >= 9)::int as p, count(*) filter (where s < 7)::int as d, count(*)::int as n
       from per group by 1, 2
     )
     select p.company_id::text, p.respondents, o.overall, m.metric_id, m.score, m.p, m.d, m.n
     from people p left join overall o using (company_id) join metrics m using (company_id)
     where p.respondents >= $4`,
    [q.from, q.today, [...PILLARS, 'enps'], q.minimum],
  );
  const byCompany = new Map<string, CompanyRow>();
  for (const r of rows) {
    const c = byCompany.get(r.company_id) ?? { company_id: r.company_id, respondents: r.respondents, overall: r.overall, scores: {}, enps: null };
    if (r.metric_id === 'enps') c.enps = r.n > 0 ? ((r.p - r.d) * 100) / r.n : null;
    else c.scores[r.metric_id] = r.score;
    byCompany.set(r.company_id, c);
  }
  return [...byCompany.values()];
}

/** Pearson correlation of each pair of variables, per response (respondent and cycle), closed cycles. */
export async function correlations(pool: pg.Pool, q: { companyId: string; from: string; today: string; variables: readonly string[] }) {
  const pairs = q.variables.flatMap((a, i) => q.variables.slice(i + 1).map((b) => [a, b] as const));
  const wide = q.variables.map((m) => `avg(a.score) filter (where a.metric_id = '${m}')::float8 as "${m}"`).join(', ');
  const select = pairs.map(([a, b], i) => `corr("${a}", "${b}") as r${i}, regr_count("${a}", "${b}")::int as n${i}`).join(', ');
  const { rows } = await pool.query(
    `with wide as (
       select r.id, ${wide}
       from survey_responses r
       join survey_cycles c on c.company_id = r.company_id and c.id = r.cycle_id
       join survey_answers a on a.company_id = r.company_id and a.response_id = r.id
       where r.company_id = $1 and c.starts_on between $2::date and $3::date and c.ends_on <= $3::date and a.metric_id = any($4::text[])
       group by r.id
     )
     select count(*)::int as observations, ${select} from wide`,
    [q.companyId, q.from, q.today, q.variables],
  );
  const row = rows[0] as Record<string, number | null>;
  return pairs.map(([a, b], i) => ({ a, b, r: row[`r${i}`] ?? null, n: Number(row[`n${i}`] ?? 0) }));
}
