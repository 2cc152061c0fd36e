import { COMPANY, day, uuid, uuidList } from '../figures/base.js';
import type { Instrument } from './instrument.js';

// The one count of every instrument's figures, built from its declaration: per cycle, scope (the
// company, a group with its subgroups) and demographic cell, and per figure (who answered, overall,
// each category, each question, each text), the people behind it, their mean score (0–10 roll-up
// units), their mean answer (the scale's own units) and the points they chose.

export interface MeasureCount {
  companyId: string;
  instance: string;
  today: string;
  k: number;
  /** The company's groups (the tree): every one is a scope. */
  groups: readonly string[];
  /** One demographic attribute's options: each becomes a cell of every scope (closed cycles only). */
  options?: readonly string[];
  /** Whether open cycles count (released in blocks of k); false reads ended cycles only. */
  live: boolean;
  /** The block a text count is released in: the smallest multiple of k that reaches the comment minimum. */
  textBlock: number;
}

const SAFE = /^[A-Za-z0-9_.:-]+$/;
/** Declared ids go into SQL text (a declaration's table has no parameter form): only plain ones pass. */
function text(value: string): string {
  if (!SAFE.test(value)) throw new Error(`not a plain id: ${value}`);
  return `'${value}'`;
}
const num = (value: number) => {
  if (!Number.isFinite(value)) throw new Error(`not a number: ${value}`);
  return String(value);
};

/** The declaration as two small tables: questions, and scored choices. */
function declared(instrument: Instrument): string {
  const questions = instrument.questions.map((q) => {
    const [lo, hi] = q.scale.kind === 'scale' ? [q.scale.min, q.scale.max] : [0, 10];
    const category = q.category === null ? 'null' : text(q.category);
    const overall = instrument.categories.some((c) => c.id === q.category && c.overall);
    return `(${text(q.id)}, ${category}, ${text(q.scale.kind)}, ${q.scored === true}, ${overall}, ${num(lo)}::double, ${num(hi)}::double)`;
  });
  const choices = instrument.questions.flatMap((q) =>
    q.scale.kind === 'choice' ? q.scale.choices.filter((c) => c.score !== undefined).map((c) => `(${text(q.id)}, ${text(c.id)}, ${num(c.score!)}::double)`) : [],
  );
  return `
    questions(question, category, kind, scored, overall, lo, hi) as (${questions.length ? `values ${questions.join(', ')}` : 'select null::varchar, null::varchar, null::varchar, false, false, 0::double, 1::double where false'}),
    choices(question, choice, score) as (${choices.length ? `values ${choices.join(', ')}` : 'select null::varchar, null::varchar, null::double where false'})`;
}

/**
 * Rows (cycle, starts_on, closed, scope, option, figure, n, score, mean, points). Figures are named
 * 'respondents', 'overall', 'c:<category>', 'q:<question>' and 't:<question>' (a text question).
 * An ended cycle's people all count; an open cycle's are released per figure and place (the people
 * whose groups are the same chain) in whole blocks of k, in the order they answered, so that every
 * figure of every scope, and every difference of scopes, moves by whole blocks (ANONYMITY.md, rule
 * 4); a text count in blocks that reach the comment minimum. A block of the open cycle is never
 * split into demographic cells: cells count ended cycles only.
 */
export function measureSql(instrument: Instrument, q: MeasureCount): string {
  const k = Math.max(1, Math.floor(q.k));
  const textBlock = Math.max(k, Math.ceil(q.textBlock / k) * k);
  const today = day(q.today);
  const groups = `list_filter(group_ids::varchar[], x -> list_contains(${uuidList(q.groups)}, x))`;
  const scoped = (rows: string) => `select *, unnest(list_concat(['${COMPANY}'], ${groups})) as scope from ${rows}`;
  const cells = q.options?.length
    ? `union all
      select * exclude (opts, option_ids), unnest(opts) as option from (
        select *, list_filter(option_ids::varchar[], x -> list_contains(${uuidList(q.options)}, x)) as opts from (${scoped('(select * from released where closed)')})
      ) where len(opts) > 0`
    : '';
  return `
    with ${declared(instrument)},
    cycles as (
      select cycle_id, starts_on, ends_on <= ${today} as closed from long_cycles
      where instrument = ${text(instrument.id)} and company_id = ${uuid(q.companyId)} and instance = ${text(q.instance)} ${q.live ? '' : `and ends_on <= ${today}`}
    ),
    -- Each person's first response in a cycle counts, whole; a later one of theirs (none is
    -- expected: one answer per cycle and person) would move a figure by one person alone.
    firsts as (
      select cycle_id, respondent, min(seq) as seq from long_items
      where instrument = ${text(instrument.id)} and company_id = ${uuid(q.companyId)} and instance = ${text(q.instance)} group by cycle_id, respondent
    ),
    answered as (
      select i.seq, i.cycle_id, i.respondent, i.group_ids, i.option_ids, i.question, i.value, i.choice, q.category, q.kind, q.overall,
        case when not q.scored then null when q.kind = 'scale' then (i.value - q.lo) / (q.hi - q.lo) * 10 when q.kind = 'nps' then i.value else ch.score end as score
      from long_items i join firsts f on f.cycle_id = i.cycle_id and f.respondent = i.respondent and f.seq = i.seq
      join cycles c on c.cycle_id = i.cycle_id join questions q on q.question = i.question
      left join choices ch on ch.question = i.question and ch.choice = i.choice
      where i.instrument = ${text(instrument.id)} and i.company_id = ${uuid(q.companyId)} and i.instance = ${text(q.instance)}
    ),
    responses as (
      select cycle_id, respondent, any_value(seq) as seq, any_value(group_ids) as group_ids, any_value(option_ids) as option_ids,
        array_to_string(list_sort(any_value(group_ids)::varchar[]), ',') as place
      from answered group by cycle_id, respondent
    ),
    -- Who stands behind each figure. A roll-up (a category, the overall score) counts its people;
    -- its score is made of its questions' shown figures (measure.ts), never counted apart.
    members as (
      select cycle_id, respondent, 'respondents' as figure, null::double as score, null::double as mean, []::varchar[] as points from responses
      union all
      select cycle_id, respondent, 'q:' || question, avg(score), avg(value),
        list(coalesce(choice, case when value = floor(value) then value::bigint::varchar else value::varchar end)) filter (where choice is not null or value is not null)
      from answered where kind <> 'text' group by cycle_id, respondent, question
      union all
      select cycle_id, respondent, 't:' || question, null, null, [] from answered where kind = 'text' group by cycle_id, respondent, question
      union all
      select cycle_id, respondent, 'c:' || category, null, null, [] from answered where score is not null and category is not null group by cycle_id, respondent, category
      union all
      select cycle_id, respondent, 'overall', null, null, [] from answered where score is not null and overall group by cycle_id, respondent
    ),
    released as (
      select * exclude (nr, nn, block) from (
        select m.*, r.seq, r.place, r.group_ids, r.option_ids, c.starts_on, c.closed,
          row_number() over (partition by m.cycle_id, r.place, m.figure order by r.seq) as nr, count(*) over (partition by m.cycle_id, r.place, m.figure) as nn,
          case when m.figure like 't:%' then ${textBlock} else ${k} end as block
        from members m join responses r on r.cycle_id = m.cycle_id and r.respondent = m.respondent join cycles c on c.cycle_id = m.cycle_id
      ) where closed or nr <= nn // block * block
    ),
    spread as (
      select * exclude (option_ids), null::varchar as option from (${scoped('released')})
      ${cells}
    )
    select cycle_id, starts_on::varchar as starts_on, closed, scope, option, figure, count(*) as n, avg(score) as score, avg(mean) as mean, flatten(list(points)) as points
    from spread group by cycle_id, starts_on, closed, scope, option, figure`;
}
