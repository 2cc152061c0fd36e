import { col, METRICS } from './metrics.js';

// One row per respondent and cycle, a column per metric (the mean of that metric's answers in the
// response: one question per metric and cycle, so in practice the answer's score). Closed cycles
// are stored in this shape; the open cycle is read through the same select from raw answers.

const pivot = METRICS.map((m) => `avg(a.score) filter (where a.metric_id = '${m}') as ${col(m)}`).join(',\n      ');

/**
 * The wide rows of the responses a filter on `r` (responses) and `c` (cycles) keeps, or of every
 * response (null: a rebuild, which pivots every answer rather than look each one's response up).
 */
export function wideSelect(where: string | null): string {
  const responses = `from responses r join cycles c on c.cycle_id = r.cycle_id${where === null ? '' : ` where ${where}`}`;
  // A pass appends answers after every stored one, all of lower sequence numbers (a rebuild stores
  // them in any order, all up to its horizon): the lower bound lets the scan skip everything older.
  const answers = where === null ? '' : `where a.seq >= (select coalesce(min(r.seq), 0) ${responses}) and a.response_id in (select r.response_id ${responses})`;
  return `
    select r.seq, r.company_id, r.cycle_id, c.starts_on, r.respondent, r.group_ids, r.option_ids, ${METRICS.map((m) => `w.${col(m)}`).join(', ')}
    from responses r
    join cycles c on c.cycle_id = r.cycle_id
    join (select a.response_id, ${pivot} from answers a ${answers} group by a.response_id) w on w.response_id = r.response_id
    ${where === null ? '' : `where ${where}`}`;
}
