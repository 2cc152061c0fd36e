import type { CultureQuestion } from '../../../domain/culture.js';
import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import type { ScoredAnswer } from './survey.scoring.js';

// SQL of the holding table: written by the final send, emptied by the release step (as the system
// role: one pass serves every company).

export async function insertHeld(tx: Tx, row: { companyId: string; id: string; cycleId: string; sealed: Buffer }) {
  await tx.insertInto('survey_held').values({ company_id: row.companyId, id: row.id, cycle_id: row.cycleId, sealed: row.sealed }).execute();
}

/** Companies and cycles with answers waiting: how many, the company's report minimum, and whether the cycle has ended. */
export async function heldBatches(tx: Tx, today: string) {
  const { rows } = await sql<{ company_id: string; cycle_id: string; held: number; k: number; ended: boolean }>`
    select h.company_id, h.cycle_id, count(*)::int as held, c.report_min_users as k, cy.ends_on <= ${today}::date as ended
    from survey_held h
    join companies c on c.id = h.company_id
    join survey_cycles cy on cy.company_id = h.company_id and cy.id = h.cycle_id
    group by h.company_id, h.cycle_id, c.report_min_users, cy.ends_on`.execute(tx);
  return rows;
}

/**
 * Takes every held answer of one company's cycle out of the holding table. A concurrent release
 * of the same cycle waits on these rows and then finds them gone: a held answer is released once.
 */
export async function takeHeld(tx: Tx, companyId: string, cycleId: string) {
  return tx.deleteFrom('survey_held').where('company_id', '=', companyId).where('cycle_id', '=', cycleId).returning(['id', 'sealed']).execute();
}

export async function reportMinimum(tx: Tx, companyId: string): Promise<number> {
  const row = await tx.selectFrom('companies').select('report_min_users').where('id', '=', companyId).executeTakeFirstOrThrow();
  return row.report_min_users;
}

/**
 * The reporting groups of several recorded sets of groups (a response's groups, with their
 * ancestors) at once, by the caller's uuid keys, under the tree as it is now (reporting_placements(),
 * migration 2026_11_24_700000): a reporting chain stays as it is; answers sealed before that
 * migration, with every member group's chain, go to the groups above them. One statement.
 */
export async function reportingGroupsOf(tx: Tx, sets: readonly { key: string; groupIds: readonly string[] }[]): Promise<Map<string, string[]>> {
  const out = new Map(sets.map((s) => [s.key, [] as string[]]));
  const owners = sets.flatMap((s) => s.groupIds.map(() => s.key));
  if (owners.length === 0) return out;
  const { rows } = await sql<{ owner: string; group_id: string }>`
    select owner, group_id from reporting_placements(${owners}::uuid[], ${sets.flatMap((s) => s.groupIds)}::uuid[], true) order by owner, group_id`.execute(tx);
  for (const r of rows) out.get(r.owner)!.push(r.group_id);
  return out;
}

/** A released answer is stored as it was scored at the final send. */
export type ReleasedAnswer = ScoredAnswer;

export interface ReleasedResponse {
  id: string;
  respondent: string;
  groupIds: string[];
  optionIds: string[];
  answers: ReleasedAnswer[];
}

/**
 * Responses, then all their answers, each written in the order given (the caller's shuffle: rows
 * and sequence numbers follow it). Each table takes one statement with one parameter, a JSON list
 * read in its order, whatever the batch's size: a release after a busy spell holds thousands of
 * answers, past the 65,535 parameters a statement may bind one by one.
 */
export async function insertResponses(
  tx: Tx,
  companyId: string,
  cycleId: string,
  responses: ReleasedResponse[],
  answers: (ReleasedAnswer & { responseId: string })[],
  votes: { responseId: string; question: CultureQuestion; valueId: string }[] = [],
) {
  const responseRows = responses.map((r) => ({ id: r.id, respondent: r.respondent, group_ids: r.groupIds, option_ids: r.optionIds }));
  await sql`
    insert into survey_responses (company_id, id, cycle_id, respondent, group_ids, option_ids)
    select ${companyId}::uuid, r.id, ${cycleId}::uuid, r.respondent, r.group_ids, r.option_ids
    from rows from (json_to_recordset(${JSON.stringify(responseRows)}::json) as (id uuid, respondent text, group_ids uuid[], option_ids uuid[]))
      with ordinality as r(id, respondent, group_ids, option_ids, n)
    order by r.n`.execute(tx);
  if (answers.length === 0) return;
  const answerRows = answers.map((a) => ({
    response_id: a.responseId,
    question_id: a.questionId,
    metric_id: a.metricId,
    submetric_id: a.submetricId,
    value: a.value,
    answer_ids: a.answerIds,
    score: a.score,
    comment: a.comment,
  }));
  await sql`
    insert into survey_answers (company_id, response_id, question_id, metric_id, submetric_id, value, answer_ids, score, comment)
    select ${companyId}::uuid, a.response_id, a.question_id, a.metric_id, a.submetric_id, a.value, a.answer_ids, a.score, a.comment
    from rows from (json_to_recordset(${JSON.stringify(answerRows)}::json) as (
      response_id uuid, question_id text, metric_id text, submetric_id text, value numeric, answer_ids text[], score numeric, comment text
    )) with ordinality as a(response_id, question_id, metric_id, submetric_id, value, answer_ids, score, comment, n)
    order by a.n`.execute(tx);
  if (votes.length === 0) return;
  const voteRows = votes.map((v) => ({ response_id: v.responseId, question: v.question, value_id: v.valueId }));
  await sql`
    insert into survey_culture_votes (company_id, response_id, question, value_id)
    select ${companyId}::uuid, v.response_id, v.question, v.value_id
    from rows from (json_to_recordset(${JSON.stringify(voteRows)}::json) as (response_id uuid, question text, value_id text))
      with ordinality as v(response_id, question, value_id, n)
    order by v.n`.execute(tx);
}

/**
 * Adds released people to the daily participation counts. A count that would name fewer than k
 * people is not kept: a (day, scope) is written only when this release brings at least k to it or
 * it already holds a kept count (then at least k).
 */
export async function addParticipationDays(tx: Tx, companyId: string, k: number, counts: { day: string; scope: string; respondents: number }[]) {
  if (counts.length === 0) return;
  const existing = await tx
    .selectFrom('participation_days')
    .select(['day', 'scope'])
    .where('company_id', '=', companyId)
    .where('day', 'in', [...new Set(counts.map((c) => c.day))])
    .execute();
  const kept = new Set(existing.map((e) => `${String(e.day).slice(0, 10)}|${e.scope}`));
  const rows = counts.filter((c) => c.respondents >= k || kept.has(`${c.day}|${c.scope}`));
  if (rows.length === 0) return;
  await tx
    .insertInto('participation_days')
    .values(rows.map((c) => ({ company_id: companyId, day: c.day, scope: c.scope, respondents: c.respondents })))
    .onConflict((oc) => oc.columns(['company_id', 'day', 'scope']).doUpdateSet({ respondents: sql`participation_days.respondents + excluded.respondents` }))
    .execute();
}
