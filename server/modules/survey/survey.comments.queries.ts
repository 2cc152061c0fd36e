import type { Tx } from '../../db/tenant.js';

// SQL of the comments for leaders: every response and comment of a cycle in the whole company,
// because whether a list may be shown depends on every other list anyone could obtain.

/** A cycle's responses: who (pseudonym), where (snapshot groups) and the arrival order among them. */
export function cycleResponses(tx: Tx, cycleId: string) {
  return tx.selectFrom('survey_responses').select(['id', 'respondent', 'group_ids', 'seq']).where('cycle_id', '=', cycleId).execute();
}

/** A cycle's comments: each with its response and question, which together identify it. */
export function cycleComments(tx: Tx, cycleId: string) {
  return tx
    .selectFrom('survey_answers as a')
    .innerJoin('survey_responses as r', (j) => j.onRef('r.company_id', '=', 'a.company_id').onRef('r.id', '=', 'a.response_id'))
    .select(['a.response_id', 'a.question_id', 'a.metric_id', 'a.comment'])
    .where('r.cycle_id', '=', cycleId)
    .where('a.comment', 'is not', null)
    .execute();
}
