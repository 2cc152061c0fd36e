import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import { inList } from '../groups/groups.queries.js';

// SQL of answering a custom survey (migration 2026_11_27_200000). Row-level security fixes the
// company of every statement.

/** The cycles of these surveys the person has answered, as `survey:cycle`. */
export async function answeredCycles(tx: Tx, userId: string, surveyIds: readonly string[]): Promise<Set<string>> {
  if (surveyIds.length === 0) return new Set();
  const { rows } = await sql<{ at: string }>`
    select survey_id || ':' || cycle as at from custom_survey_participation where user_id = ${userId} and survey_id in (${inList(surveyIds)})`.execute(tx);
  return new Set(rows.map((r) => r.at));
}

/** Claims a submission key: false when it exists (a repeat, or a concurrent twin, which this waits for). */
export async function claimSubmission(tx: Tx, row: { companyId: string; surveyId: string; key: string; payloadHash: string }): Promise<boolean> {
  const { rows } = await sql`
    insert into custom_survey_submissions (company_id, key, survey_id, payload_hash) values (${row.companyId}, ${row.key}, ${row.surveyId}, ${row.payloadHash})
    on conflict (company_id, key) do nothing returning key`.execute(tx);
  return rows.length > 0;
}

export async function submissionByKey(tx: Tx, key: string) {
  const { rows } = await sql<{ payload_hash: string; result: { sealed: string } | null }>`
    select payload_hash, result from custom_survey_submissions where key = ${key}`.execute(tx);
  return rows[0];
}

/**
 * The writes of a final send, in one statement: the participation row and, only when it is new,
 * the sealed response in the holding table and the submission's sealed result. False when the
 * person had answered the cycle already (under another submission id): nothing is written then.
 */
export async function recordSend(
  tx: Tx,
  row: { companyId: string; surveyId: string; cycle: number; userId: string; heldId: string; sealed: Buffer; key: string; result: unknown },
): Promise<boolean> {
  const { rows } = await sql<{ recorded: boolean }>`
    with participation as (
      insert into custom_survey_participation (company_id, survey_id, cycle, user_id) values (${row.companyId}, ${row.surveyId}, ${row.cycle}, ${row.userId})
      on conflict do nothing returning user_id
    ), held as (
      insert into custom_survey_held (company_id, id, survey_id, cycle, sealed)
      select ${row.companyId}::uuid, ${row.heldId}::uuid, ${row.surveyId}::uuid, ${row.cycle}::integer, ${row.sealed}::bytea where exists (select from participation)
    ), submission as (
      update custom_survey_submissions set result = ${JSON.stringify(row.result)}::jsonb
      where company_id = ${row.companyId} and key = ${row.key} and exists (select from participation)
    )
    select exists (select from participation) as recorded`.execute(tx);
  return rows[0]!.recorded;
}
