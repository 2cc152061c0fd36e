import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import type { UserStatus } from '../../db/types.js';
import { inList } from './groups.queries.js';

// SQL of the people of groups: who manages and who belongs to each group, the people a group's
// activation reaches, and the people pickers offer. Row-level security fixes the company of every
// statement, as in groups.queries.ts.

export type PeopleTable = 'group_members' | 'group_managers';

export interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  status: UserStatus;
  inactive: boolean;
  role: string;
}

const PERSON_COLUMNS = ['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.status', 'u.inactive', 'u.role'] as const;

/** The managers or members of some groups, with the group each belongs to. */
export function peopleOfGroups(tx: Tx, companyId: string, table: PeopleTable, groupIds: readonly string[]): Promise<(PersonRow & { group_id: string })[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return tx
    .selectFrom(`${table} as p`)
    .innerJoin('users as u', (j) => j.onRef('u.company_id', '=', 'p.company_id').onRef('u.id', '=', 'p.user_id'))
    .select([...PERSON_COLUMNS, 'p.group_id'])
    .where('p.company_id', '=', companyId)
    .where('p.group_id', 'in', [...groupIds])
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
}

/** Replaces the managers or members of a group by exactly these people. */
export async function replacePeople(tx: Tx, companyId: string, table: PeopleTable, groupId: string, userIds: readonly string[]): Promise<void> {
  await tx.deleteFrom(table).where('company_id', '=', companyId).where('group_id', '=', groupId).execute();
  if (userIds.length === 0) return;
  await tx
    .insertInto(table)
    .values(userIds.map((user_id) => ({ company_id: companyId, group_id: groupId, user_id })))
    .execute();
}

/** People of the company by id, anonymized ones included (the caller decides what they may be). */
export function usersByIds(tx: Tx, companyId: string, ids: readonly string[]): Promise<(PersonRow & { anonymized: boolean })[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .selectFrom('users as u')
    .select([...PERSON_COLUMNS, sql<boolean>`u.anonymized_at is not null`.as('anonymized')])
    .where('u.company_id', '=', companyId)
    .where('u.id', 'in', [...ids])
    .execute();
}

/** Members and managers of some groups (each person once), as full rows for invitations. */
export function subtreePeople(tx: Tx, companyId: string, groupIds: readonly string[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  const ids = [...groupIds];
  return (
    tx
      .selectFrom('users')
      .selectAll()
      // Not in the generated row type yet (migration 2026_11_24_100000): whether a manager may undo the inactivation.
      .select(sql<boolean>`inactive_by_manager`.as('inactive_by_manager'))
      .where('company_id', '=', companyId)
      .where('anonymized_at', 'is', null)
      .where('status', '<>', 'deactivated')
      .where((eb) =>
        eb.or([
          eb('id', 'in', eb.selectFrom('group_members').select('user_id').where('company_id', '=', companyId).where('group_id', 'in', ids)),
          eb('id', 'in', eb.selectFrom('group_managers').select('user_id').where('company_id', '=', companyId).where('group_id', 'in', ids)),
        ]),
      )
      .execute()
  );
}

/** Sets the inactive flag; `byManager` marks an inactivation a manager may undo (an administrator's stays). */
export async function setUsersInactive(tx: Tx, companyId: string, ids: readonly string[], inactive: boolean, byManager = false): Promise<void> {
  if (ids.length === 0) return;
  await sql`update users set inactive = ${inactive}, inactive_by_manager = ${inactive && byManager}
    where company_id = ${companyId} and id in (${inList(ids)})`.execute(tx);
}

export async function markInvited(tx: Tx, companyId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .updateTable('users')
    .set({ invited_at: new Date() })
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Active people of the company (not inactive, removed or anonymized) by name or e-mail, for pickers;
 * `within` keeps the people a manager reaches (peopleReachedBy of the users module).
 */
export function searchActivePeople(tx: Tx, companyId: string, query: string, limit: number, within?: RawBuilder<string>): Promise<PersonRow[]> {
  let q = tx
    .selectFrom('users as u')
    .select(PERSON_COLUMNS)
    .where('u.company_id', '=', companyId)
    .where('u.inactive', '=', false)
    .where('u.status', '<>', 'deactivated')
    .where('u.anonymized_at', 'is', null);
  if (within) q = q.where('u.id', 'in', within);
  const text = query.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb(sql`u.first_name || ' ' || u.last_name`, 'ilike', like), eb('u.email', 'ilike', like)]));
  }
  return q.orderBy('u.first_name').orderBy('u.last_name').orderBy('u.id').limit(limit).execute();
}

/** How many members and managers each group has directly. */
export async function directCounts(tx: Tx, companyId: string): Promise<Map<string, { members: number; managers: number }>> {
  const out = new Map<string, { members: number; managers: number }>();
  const count = async (table: PeopleTable, key: 'members' | 'managers') => {
    const rows = await tx
      .selectFrom(table)
      .select((eb) => ['group_id', eb.fn.countAll<string>().as('n')])
      .where('company_id', '=', companyId)
      .groupBy('group_id')
      .execute();
    for (const r of rows) {
      const entry = out.get(r.group_id) ?? { members: 0, managers: 0 };
      entry[key] = Number(r.n);
      out.set(r.group_id, entry);
    }
  };
  await count('group_members', 'members');
  await count('group_managers', 'managers');
  return out;
}
