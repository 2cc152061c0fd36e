import { uuid, uuidList } from '../figures/base.js';
import { wholeBlocksCut } from '../figures/release.js';
import type { Instrument } from './instrument.js';

// The one count of every instrument's figures, built from its declaration: per cycle, place and
// demographic cell, and per figure (who answered, each question, each text), the people behind it,
// the sums of their scores (0–10 roll-up units) and answers (the scale's own units), and the points
// they chose. measure.ts adds places up into scopes and gates every figure.

export interface MeasureCount {
  companyId: string;
  instance: string;
  k: number;
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

/** The declaration as small tables: questions, scored choices, and every declared choice. */
function declared(instrument: Instrument): string {
  const questions = instrument.questions.map((q) => {
    const [lo, hi] = q.scale.kind === 'scale' ? [q.scale.min, q.scale.max] : [0, 10];
    return `(${text(q.id)}, ${text(q.scale.kind)}, ${q.scored === true}, ${num(lo)}::double, ${num(hi)}::double)`;
  });
  const choices = instrument.questions.flatMap((q) =>
    q.scale.kind === 'choice' ? q.scale.choices.filter((c) => c.score !== undefined).map((c) => `(${text(q.id)}, ${text(c.id)}, ${num(c.score!)}::double)`) : [],
  );
  const known = instrument.questions.flatMap((q) => (q.scale.kind === 'choice' ? q.scale.choices.map((c) => `(${text(q.id)}, ${text(c.id)})`) : []));
  return `
    questions(question, kind, scored, lo, hi) as (${questions.length ? `values ${questions.join(', ')}` : 'select null::varchar, null::varchar, false, 0::double, 1::double where false'}),
    choices(question, choice, score) as (${choices.length ? `values ${choices.join(', ')}` : 'select null::varchar, null::varchar, null::double where false'}),
    known(question, choice) as (${known.length ? `values ${known.join(', ')}` : 'select null::varchar, null::varchar where false'})`;
}

/**
 * Rows (cycle, starts_on, place, option, figure, n, score_sum, score_n, mean_sum, mean_n, points):
 * per place (the groups a person answered in, as stored) rather than per scope, which measure.ts
 * places in today's tree. Figures are 'respondents', 'q:<question>' (each person's answer: a value
 * or a declared choice) and 't:<question>' (a text written). A cycle's people all count once it
 * has closed (recorded by the sync: it never opens again); an open cycle's, and responses that
 * arrive after the close, are released per figure and place in whole blocks of k in the order they
 * answered (a text count in blocks that reach the comment minimum), so that every scope and every
 * difference of scopes moves by whole blocks (ANONYMITY.md, rule 4). Demographic cells (`option`)
 * count what was there at the close only.
 */
export function measureSql(instrument: Instrument, q: MeasureCount): string {
  const k = Math.max(1, Math.floor(q.k));
  const textBlock = Math.max(k, Math.ceil(q.textBlock / k) * k);
  const mine = (a: string) => `${a}instrument = ${text(instrument.id)} and ${a}company_id = ${uuid(q.companyId)} and ${a}instance = ${text(q.instance)}`;
  const options = q.options?.length ? uuidList(q.options) : null;
  return `
    with ${declared(instrument)},
    cycles as (
      select c.cycle_id, c.starts_on, x.seq as closed_at from long_cycles c
      left join long_closed x on x.instrument = c.instrument and x.company_id = c.company_id and x.instance = c.instance and x.cycle_id = c.cycle_id
      where ${mine('c.')} ${q.live ? '' : 'and x.seq is not null'}
    ),
    -- Each person's first response in a cycle counts, whole; a later one of theirs (none is
    -- expected: one answer per cycle and person) would move a figure by one person alone.
    firsts as (select cycle_id, respondent, min(seq) as seq from long_items where ${mine('')} group by cycle_id, respondent),
    answered as (
      select i.seq, i.cycle_id, i.respondent, i.group_ids, i.option_ids, i.question, i.value, i.choice, q.kind, c.closed_at,
        case when not q.scored then null when q.kind = 'scale' then (i.value - q.lo) / (q.hi - q.lo) * 10 when q.kind = 'nps' then i.value else ch.score end as score,
        -- What the question measures: a value of a scale, a declared choice, a text written.
        case when q.kind = 'text' then true when q.kind = 'choice' then i.choice in (select choice from known where known.question = i.question) else i.value is not null end as valid
      from long_items i join firsts f on f.cycle_id = i.cycle_id and f.respondent = i.respondent and f.seq = i.seq
      join cycles c on c.cycle_id = i.cycle_id join questions q on q.question = i.question
      left join choices ch on ch.question = i.question and ch.choice = i.choice
      where ${mine('i.')}
    ),
    responses as (
      select cycle_id, respondent, any_value(seq) as seq, any_value(option_ids) as option_ids, any_value(closed_at) as closed_at,
        array_to_string(list_sort(list_distinct(any_value(group_ids)::varchar[])), ',') as place
      from answered group by cycle_id, respondent
    ),
    members as (
      select cycle_id, respondent, 'respondents' as figure, null::double as score, null::double as mean, []::varchar[] as points from responses
      union all
      select cycle_id, respondent, 'q:' || question, avg(score), avg(value),
        list(coalesce(choice, case when value = floor(value) then value::bigint::varchar else value::varchar end))
      from answered where kind <> 'text' and valid group by cycle_id, respondent, question
      union all
      select cycle_id, respondent, 't:' || question, null, null, [] from answered where kind = 'text' group by cycle_id, respondent, question
    ),
    placed as (
      select m.*, r.seq, r.place, r.option_ids, r.seq <= coalesce(r.closed_at, -1) as settled,
        case when m.figure like 't:%' then ${textBlock} else ${k} end as block
      from members m join responses r on r.cycle_id = m.cycle_id and r.respondent = m.respondent
    ),
    cuts as (
      select cycle_id, place, figure, ${wholeBlocksCut('list(seq order by seq)', 'any_value(block)')} as cut
      from placed where not settled group by cycle_id, place, figure
    ),
    released as (
      select p.* from placed p left join cuts c on c.cycle_id = p.cycle_id and c.place = p.place and c.figure = p.figure
      where p.settled or p.seq <= c.cut
    ),
    cells as (
      select * exclude (option_ids), null::varchar as option from released
      ${options ? `union all select * exclude (option_ids, opt), opt as option from (select *, unnest(list_distinct(list_filter(option_ids::varchar[], x -> list_contains(${options}, x)))) as opt from released where settled)` : ''}
    )
    select r.cycle_id, c.starts_on::varchar as starts_on, c.closed_at is not null as closed, r.place, r.option, r.figure, count(*) as n,
      sum(r.score) as score_sum, count(r.score) as score_n, sum(r.mean) as mean_sum, count(r.mean) as mean_n, flatten(list(r.points)) as points
    from cells r join cycles c on c.cycle_id = r.cycle_id
    group by r.cycle_id, c.starts_on, c.closed_at, r.place, r.option, r.figure`;
}
