import { sql, type Selectable } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import type { SurveyIntervalDays, SurveyQuestionsTable } from '../../db/types.js';
import { PREPARED } from '../../db/prepared.js';

// SQL of the engagement survey. Row-level security fixes the company of every statement; the
// company id is still written on inserts because it is part of every key.

export async function scheduleOf(tx: Tx, companyId: string) {
  return tx
    .selectFrom('companies')
    .select(['name', 'plan', 'survey_interval_days', 'survey_delivery_date'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow() as Promise<{ name: string; plan: string; survey_interval_days: SurveyIntervalDays; survey_delivery_date: string }>;
}

const cycleColumns = ['id', 'number', 'starts_on', 'ends_on', 'question_ids', 'delivered_at', 'culture'] as const;

export function cycleAt(tx: Tx, companyId: string, day: string) {
  return tx
    .selectFrom('survey_cycles')
    .select(cycleColumns)
    .where('company_id', '=', companyId)
    .where('starts_on', '<=', day)
    .where('ends_on', '>', day)
    .executeTakeFirst();
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
export async function insertCycle(
  tx: Tx,
  row: { companyId: string; id: string; number: number; startsOn: string; endsOn: string; questionIds: string[]; culture: boolean },
) {
  await tx
    .insertInto('survey_cycles')
    .values({
      company_id: row.companyId,
      id: row.id,
      number: row.number,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
      question_ids: row.questionIds,
      culture: row.culture,
    })
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

/**
 * What a response records of its author, as it is at submission: their reporting groups (one
 * chain of the tree: a person in two groups counts only in the groups above both; migration
 * 2026_11_24_700000), their demographic options, and whether someone leads them (a manager of any
 * group they are a member of, or above, other than themselves). The groups come from
 * reporting_groups() on their memberships, the rule the view user_reporting_groups applies to
 * everyone (read through the view, one person would cost the whole company's placement). With one
 * membership (most people) the rule's answer is that group's chain, which `up` holds already:
 * reporting_groups() is called for several only, as it costs about half the statement (a function
 * planned at every call). One row: group_ids, option_ids, has_leader.
 */
const snapshotQuery = (userId: string) => sql`
  with recursive up(id, parent_id) as (
    select g.id, g.parent_id from groups g join group_members m on m.company_id = g.company_id and m.group_id = g.id where m.user_id = ${userId}
    union
    select g.id, g.parent_id from groups g join up on g.id = up.parent_id
  )
  select
    case when (select count(*) from group_members where user_id = ${userId}) <= 1 then array(select id from up)
      else coalesce(reporting_groups(array(select group_id from group_members where user_id = ${userId})), '{}') end as group_ids,
    array(select option_id from user_attribute_values where user_id = ${userId}) as option_ids,
    exists (select from group_managers where group_id in (select id from up) and user_id <> ${userId}) as has_leader`;

interface SnapshotRow {
  group_ids: string[];
  option_ids: string[];
  has_leader: boolean;
}

const snapshotOf = (row: SnapshotRow) => ({ groupIds: [...row.group_ids].sort(), optionIds: [...row.option_ids].sort(), hasLeader: row.has_leader });

export type RespondentSnapshot = ReturnType<typeof snapshotOf>;

export async function respondentSnapshot(tx: Tx, userId: string): Promise<RespondentSnapshot> {
  const { rows } = await sql<SnapshotRow>`${snapshotQuery(userId)}`.execute(tx);
  return snapshotOf(rows[0]!);
}

export async function hasLeader(tx: Tx, userId: string): Promise<boolean> {
  return (await respondentSnapshot(tx, userId)).hasLeader;
}

export function submissionByKey(tx: Tx, companyId: string, key: string) {
  return tx.selectFrom('survey_submissions').select(['payload_hash', 'result']).where('company_id', '=', companyId).where('key', '=', key).executeTakeFirst();
}

/**
 * The first statement of a final send: claims the submission key (false when it exists already:
 * a repeat, or a concurrent twin, which this waits for) and reads the cycle, whether the person has
 * answered it, its questions (all of them; LNPS is the caller's to leave out) and the person's
 * snapshot. Undefined, and nothing claimed, for a cycle that is not the company's. What it reads
 * is as of the statement's start: a send that finds the cycle unanswered and loses a race to
 * another submission id is stopped by the participation row (recordFinish).
 */
export async function openSend(tx: Tx, row: { companyId: string; cycleId: string; userId: string; key: string; payloadHash: string }) {
  const { rows } = await sql<
    SnapshotRow & {
      id: string;
      starts_on: string;
      ends_on: string;
      question_ids: string[];
      culture: boolean;
      answered: boolean;
      claimed: boolean;
      questions: Selectable<SurveyQuestionsTable>[];
    }
  >`
    ${sql.raw(PREPARED)} with claim as (
      insert into survey_submissions (company_id, key, cycle_id, payload_hash)
      select c.company_id, ${row.key}, c.id, ${row.payloadHash} from survey_cycles c where c.company_id = ${row.companyId} and c.id = ${row.cycleId}
      on conflict (company_id, key) do nothing
      returning key
    )
    select c.id, c.starts_on, c.ends_on, c.question_ids, c.culture,
      exists (select from claim) as claimed,
      exists (select from survey_participation p where p.company_id = c.company_id and p.cycle_id = c.id and p.user_id = ${row.userId}) as answered,
      coalesce((select json_agg(q) from survey_questions q where q.id = any(c.question_ids)), '[]') as questions,
      s.group_ids, s.option_ids, s.has_leader
    from survey_cycles c cross join (${snapshotQuery(row.userId)}) s
    where c.company_id = ${row.companyId} and c.id = ${row.cycleId}`.execute(tx);
  const found = rows[0];
  if (!found) return undefined;
  const { group_ids, option_ids, has_leader, claimed, answered, questions, ...cycle } = found;
  return { cycle, claimed, answered, questions, snapshot: snapshotOf({ group_ids, option_ids, has_leader }) };
}

/**
 * The writes of a final send, in one statement of its transaction: the participation row and,
 * only when it is new (a concurrent send under another submission id may have recorded it), the
 * sealed response in the holding table, the progress cleared and the submission's sealed result.
 * False when the person had answered already: nothing is written then.
 */
export async function recordFinish(
  tx: Tx,
  row: { companyId: string; cycleId: string; userId: string; heldId: string; sealed: Buffer; key: string; result: unknown },
): Promise<boolean> {
  const { rows } = await sql<{ recorded: boolean }>`
    ${sql.raw(PREPARED)} with participation as (
      insert into survey_participation (company_id, cycle_id, user_id) values (${row.companyId}, ${row.cycleId}, ${row.userId})
      on conflict do nothing returning user_id
    ), held as (
      insert into survey_held (company_id, id, cycle_id, sealed)
      select ${row.companyId}::uuid, ${row.heldId}::uuid, ${row.cycleId}::uuid, ${row.sealed}::bytea where exists (select from participation)
    ), progress as (
      delete from survey_progress where company_id = ${row.companyId} and user_id = ${row.userId} and exists (select from participation)
    ), submission as (
      update survey_submissions set result = ${JSON.stringify(row.result)}::jsonb
      where company_id = ${row.companyId} and key = ${row.key} and exists (select from participation)
    )
    select exists (select from participation) as recorded`.execute(tx);
  return rows[0]!.recorded;
}

/** The cycles begun within [from, to]. */
export function cyclesBetween(tx: Tx, companyId: string, from: string, to: string) {
  return tx.selectFrom('survey_cycles').select(cycleColumns).where('company_id', '=', companyId).where('starts_on', '>=', from).where('starts_on', '<=', to).execute();
}
