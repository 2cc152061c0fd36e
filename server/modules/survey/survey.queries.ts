import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import type { SurveyIntervalDays } from '../../db/types.js';

// SQL of the engagement survey. Row-level security fixes the company of every statement; the
// company id is still written on inserts because it is part of every key.

export async function scheduleOf(tx: Tx, companyId: string) {
  return tx
    .selectFrom('companies')
    .select(['name', 'plan', 'survey_interval_days', 'survey_delivery_date'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow() as Promise<{ name: string; plan: string; survey_interval_days: SurveyIntervalDays; survey_delivery_date: string }>;
}

const cycleColumns = ['id', 'number', 'starts_on', 'ends_on', 'question_ids', 'delivered_at'] as const;

export function cycleAt(tx: Tx, companyId: string, day: string) {
  return tx.selectFrom('survey_cycles').select(cycleColumns).where('company_id', '=', companyId).where('starts_on', '<=', day).where('ends_on', '>', day).executeTakeFirst();
}

export function cycleById(tx: Tx, companyId: string, id: string) {
  return tx.selectFrom('survey_cycles').select(cycleColumns).where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
}

export function lastCycle(tx: Tx, companyId: string) {
  return tx.selectFrom('survey_cycles').select(cycleColumns).where('company_id', '=', companyId).orderBy('number', 'desc').limit(1).executeTakeFirst();
}

/**
 * Serialises the making of a company's next cycle until the transaction ends: a request that
 * waited here then finds the cycle the other one made, rather than reading it as the last cycle
 * and scheduling after it.
 */
export async function lockCycleMaking(tx: Tx, companyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`survey-cycle:${companyId}`}, 0))`.execute(tx);
}

/** Inserts a cycle unless a concurrent request made it first (same start or number). */
export async function insertCycle(tx: Tx, row: { companyId: string; id: string; number: number; startsOn: string; endsOn: string; questionIds: string[] }) {
  await tx
    .insertInto('survey_cycles')
    .values({ company_id: row.companyId, id: row.id, number: row.number, starts_on: row.startsOn, ends_on: row.endsOn, question_ids: row.questionIds })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The library in delivery order: metrics by position, then their questions by position. */
export function activeLibrary(tx: Tx) {
  return tx
    .selectFrom('survey_questions as q')
    .innerJoin('survey_metrics as m', 'm.id', 'q.metric_id')
    .select(['q.id', 'q.metric_id as metricId', 'm.kind'])
    .where('q.retired', '=', false)
    .orderBy('m.position')
    .orderBy('q.position')
    .execute();
}

export function metricsInOrder(tx: Tx) {
  return tx.selectFrom('survey_metrics').select(['id', 'kind']).orderBy('position').execute();
}

export function questionsByIds(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.selectFrom('survey_questions').selectAll().where('id', 'in', ids).execute();
}

export async function hasAnswered(tx: Tx, companyId: string, cycleId: string, userId: string): Promise<boolean> {
  const row = await tx
    .selectFrom('survey_participation')
    .select('user_id')
    .where('company_id', '=', companyId)
    .where('cycle_id', '=', cycleId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

export function progressOf(tx: Tx, companyId: string, userId: string) {
  return tx.selectFrom('survey_progress').select(['cycle_id', 'current_question']).where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirst();
}

export async function saveProgress(tx: Tx, row: { companyId: string; userId: string; cycleId: string; currentQuestion: number }) {
  const values = { company_id: row.companyId, user_id: row.userId, cycle_id: row.cycleId, current_question: row.currentQuestion };
  await tx
    .insertInto('survey_progress')
    .values(values)
    .onConflict((oc) => oc.columns(['company_id', 'user_id']).doUpdateSet({ cycle_id: row.cycleId, current_question: row.currentQuestion }))
    .execute();
}

export async function clearProgress(tx: Tx, companyId: string, userId: string) {
  await tx.deleteFrom('survey_progress').where('company_id', '=', companyId).where('user_id', '=', userId).execute();
}

/**
 * What a response records of its author, as it is at submission: their reporting groups (one
 * chain of the tree: a person in two groups counts only in the groups above both; migration
 * 2026_11_24_700000), their demographic options, and whether someone leads them (a manager of any
 * group they are a member of, or above, other than themselves). The groups come from
 * reporting_groups() on their memberships, the rule the view user_reporting_groups applies to
 * everyone (read through the view, one person would cost the whole company's placement).
 */
export async function respondentSnapshot(tx: Tx, userId: string) {
  const [{ rows: memberOf }, placed, options] = await Promise.all([
    sql<{ id: string }>`
      with recursive up(id, parent_id) as (
        select g.id, g.parent_id from groups g join group_members m on m.company_id = g.company_id and m.group_id = g.id where m.user_id = ${userId}
        union
        select g.id, g.parent_id from groups g join up on g.id = up.parent_id
      )
      select id from up`.execute(tx),
    sql<{ group_id: string }>`select unnest(reporting_groups(array(select group_id from group_members where user_id = ${userId}))) as group_id`.execute(tx),
    tx.selectFrom('user_attribute_values').select('option_id').where('user_id', '=', userId).execute(),
  ]);
  const aboveThem = memberOf.map((g) => g.id);
  const leader =
    aboveThem.length === 0
      ? undefined
      : await tx.selectFrom('group_managers').select('user_id').where('group_id', 'in', aboveThem).where('user_id', '<>', userId).limit(1).executeTakeFirst();
  return { groupIds: placed.rows.map((g) => g.group_id).sort(), optionIds: options.map((o) => o.option_id).sort(), hasLeader: Boolean(leader) };
}

export async function hasLeader(tx: Tx, userId: string): Promise<boolean> {
  return (await respondentSnapshot(tx, userId)).hasLeader;
}

/** Claims a submission key; false when it exists already (a repeat, or a concurrent twin that committed). */
export async function claimSubmission(tx: Tx, row: { companyId: string; key: string; cycleId: string; payloadHash: string }): Promise<boolean> {
  const inserted = await tx
    .insertInto('survey_submissions')
    .values({ company_id: row.companyId, key: row.key, cycle_id: row.cycleId, payload_hash: row.payloadHash })
    .onConflict((oc) => oc.columns(['company_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return Boolean(inserted);
}

export function submissionByKey(tx: Tx, companyId: string, key: string) {
  return tx.selectFrom('survey_submissions').select(['payload_hash', 'result']).where('company_id', '=', companyId).where('key', '=', key).executeTakeFirst();
}

export async function storeSubmissionResult(tx: Tx, companyId: string, key: string, result: unknown) {
  await tx.updateTable('survey_submissions').set({ result: JSON.stringify(result) }).where('company_id', '=', companyId).where('key', '=', key).execute();
}

/**
 * Records that a person answered a cycle. False when they already had (a concurrent send with
 * another submission id). The day's participation counts are the release step's: written with
 * the answers, in batches, never beside this row.
 */
export async function recordParticipation(tx: Tx, row: { companyId: string; cycleId: string; userId: string }): Promise<boolean> {
  const inserted = await tx
    .insertInto('survey_participation')
    .values({ company_id: row.companyId, cycle_id: row.cycleId, user_id: row.userId })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(inserted);
}

/** The cycles begun within [from, to]. */
export function cyclesBetween(tx: Tx, companyId: string, from: string, to: string) {
  return tx.selectFrom('survey_cycles').select(cycleColumns).where('company_id', '=', companyId).where('starts_on', '>=', from).where('starts_on', '<=', to).execute();
}

