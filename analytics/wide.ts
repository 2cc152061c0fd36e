import { col, METRICS } from './metrics.js';

// One row per respondent and cycle, a column per metric (the mean of that metric's answers in the
// response: one question per metric and cycle, so in practice the answer's score). Closed cycles
// are stored in this shape; the open cycle is read through the same select from raw answers.

const pivot = METRICS.map((m) => `avg(a.score) filter (where a.metric_id = '${m}') as ${col(m)}`).join(',\n      ');

/** The wide rows of the responses a filter on `r` (responses) and `c` (cycles) keeps. */
export function wideSelect(where: string): string {
  return `
    select r.seq, r.company_id, r.cycle_id, c.starts_on, r.respondent, r.group_ids, r.option_ids, ${METRICS.map((m) => `w.${col(m)}`).join(', ')}
    from responses r
    join cycles c on c.cycle_id = r.cycle_id
    join (
      select a.response_id,
      ${pivot}
      from answers a
      -- Answers are stored in sequence order: the lower bound lets the scan skip everything older.
      where a.seq >= (select coalesce(min(r.seq), 0) from responses r join cycles c on c.cycle_id = r.cycle_id where ${where})
        and a.response_id in (select r.response_id from responses r join cycles c on c.cycle_id = r.cycle_id where ${where})
      group by a.response_id
    ) w on w.response_id = r.response_id
    where ${where}`;
}
