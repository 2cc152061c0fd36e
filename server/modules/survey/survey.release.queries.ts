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

/** Responses, then all their answers, each written in the order given (the caller's shuffle). */
export async function insertResponses(tx: Tx, companyId: string, cycleId: string, responses: ReleasedResponse[], answers: (ReleasedAnswer & { responseId: string })[]) {
  await tx
    .insertInto('survey_responses')
    .values(responses.map((r) => ({ company_id: companyId, id: r.id, cycle_id: cycleId, respondent: r.respondent, group_ids: r.groupIds, option_ids: r.optionIds })))
    .execute();
  if (answers.length === 0) return;
  await tx
    .insertInto('survey_answers')
    .values(
      answers.map((a) => ({
        company_id: companyId,
        response_id: a.responseId,
        question_id: a.questionId,
        metric_id: a.metricId,
        submetric_id: a.submetricId,
        value: a.value,
        answer_ids: a.answerIds,
        score: a.score,
        comment: a.comment,
      })),
    )
    .execute();
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
