import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import { inList } from '../groups/groups.queries.js';

// SQL of a poll's shares (migration 2026_12_01_200000). Row-level security fixes the company of
// every statement.

/** The groups a poll's results are shared with. */
export async function sharedGroups(tx: Tx, surveyId: string): Promise<Set<string>> {
  const rows = await tx.selectFrom('poll_shares').select('group_id').where('survey_id', '=', surveyId).execute();
  return new Set(rows.map((r) => r.group_id));
}

/** Shares the poll with a group; false when it already was. */
export async function addShare(tx: Tx, share: { companyId: string; surveyId: string; groupId: string; userId: string }): Promise<boolean> {
  const rows = await tx
    .insertInto('poll_shares')
    .values({ company_id: share.companyId, survey_id: share.surveyId, group_id: share.groupId, shared_by: share.userId })
    .onConflict((oc) => oc.columns(['company_id', 'survey_id', 'group_id']).doNothing())
    .returning('group_id')
    .execute();
  return rows.length > 0;
}

/** Unshares it; false when it was not shared. */
export async function removeShare(tx: Tx, surveyId: string, groupId: string): Promise<boolean> {
  const rows = await tx.deleteFrom('poll_shares').where('survey_id', '=', surveyId).where('group_id', '=', groupId).returning('group_id').execute();
  return rows.length > 0;
}

/**
 * The shares that reach a person: those of a group they are a member of, or of a group above one
 * (its subgroups' people are its people), as membership and the tree are today. Per poll, the
 * group nearest to them comes first (then by name): the one their list opens.
 */
export async function sharesReaching(tx: Tx, userId: string, surveyIds?: readonly string[]): Promise<{ survey_id: string; group_id: string }[]> {
  if (surveyIds?.length === 0) return [];
  const only = surveyIds ? sql`and s.survey_id in (${inList(surveyIds)})` : sql``;
  const { rows } = await sql<{ survey_id: string; group_id: string }>`
    with recursive above(id, depth) as (
      select group_id, 0 from group_members where user_id = ${userId}
      union all
      select g.parent_id, a.depth + 1 from groups g join above a on g.id = a.id where g.parent_id is not null
    )
    select s.survey_id, s.group_id from poll_shares s join above a on a.id = s.group_id join groups g on g.id = s.group_id
    where true ${only}
    group by s.survey_id, s.group_id, g.name
    order by s.survey_id, min(a.depth), g.name, s.group_id`.execute(tx);
  return rows;
}
