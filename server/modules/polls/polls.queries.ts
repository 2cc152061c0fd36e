import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import { inList } from '../groups/groups.queries.js';

// SQL that only custom polls need; a poll's row, audience and answers are the custom surveys'
// (custom-surveys.queries.ts, custom-surveys.audience.queries.ts). Row-level security fixes the
// company of every statement.

/** How many people each of these launched polls went to (its reach, fixed at the send). */
export async function reachCounts(tx: Tx, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ survey_id: string; n: number }>`
    select survey_id, count(*)::int as n from custom_survey_reach where survey_id in (${inList(ids)}) group by survey_id`.execute(tx);
  return new Map(rows.map((r) => [r.survey_id, r.n]));
}

/** Active managers (role manager) of these groups, each once, by name: whom open access lets read a poll of them. */
export async function groupManagers(tx: Tx, groupIds: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (groupIds.length === 0) return [];
  const { rows } = await sql<{ id: string; name: string }>`
    select distinct u.id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, u.code, '') as name
    from group_managers m join users u on u.id = m.user_id
    where m.group_id in (${inList(groupIds)}) and u.role = 'manager' and u.status <> 'deactivated' and not u.inactive and u.anonymized_at is null
    order by name, u.id`.execute(tx);
  return rows;
}
