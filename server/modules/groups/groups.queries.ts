import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../../db/tenant.js';

// SQL of the groups domain: the groups themselves. The subtree logic (descendants, managed groups,
// ancestors, respondents) lives here once, for every module that scopes by group: users' summaries,
// reports, surveys. The people of groups are in groups.people.queries.ts.
// Row-level security fixes the company of every statement; ids are unique across companies.

/** Ids as the items of an SQL `in (…)` list. */
export const inList = (ids: readonly string[]) => sql.join(ids.map((id) => sql`${id}`));

/** Some groups (`roots`, a query of their ids) and every group below them, at any depth (each id once): a query of ids. */
export function withDescendants(roots: RawBuilder<unknown>) {
  return sql<{ id: string }>`
    with recursive sub(id) as (
      ${roots}
      union
      select g.id from groups g join sub on g.parent_id = sub.id
    )
    select id from sub`;
}

/** The groups a person manages and their subgroups: a manager's reach, as a query of ids. */
export const managedGroupsSql = (userId: string) => withDescendants(sql`select group_id from group_managers where user_id = ${userId}`);

/** The given groups and every group below them, at any depth (each id once). */
export async function descendantIds(tx: Tx, groupIds: readonly string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const { rows } = await withDescendants(sql`select id from groups where id in (${inList(groupIds)})`).execute(tx);
  return rows.map((r) => r.id);
}

/** Every group a person may see and manage as a manager: the groups they manage and their subgroups. */
export async function managedGroupIds(tx: Tx, userId: string): Promise<string[]> {
  const { rows } = await managedGroupsSql(userId).execute(tx);
  return rows.map((r) => r.id);
}

export interface Ancestor {
  id: string;
  name: string;
  /** 0 at the root. */
  level: number;
}

/** The ancestors of a group from the root down to its parent (the group itself left out). */
export async function ancestorsOf(tx: Tx, groupId: string): Promise<Ancestor[]> {
  const { rows } = await sql<{ id: string; name: string; depth: number }>`
    with recursive up(id, name, parent_id, depth) as (
      select id, name, parent_id, 0 from groups where id = ${groupId}
      union all
      select g.id, g.name, g.parent_id, up.depth + 1 from groups g join up on g.id = up.parent_id where up.depth < 10000
    )
    select id, name, depth from up where depth > 0 order by depth desc`.execute(tx);
  return rows.map((r, level) => ({ id: r.id, name: r.name, level }));
}

/**
 * Respondents per group on the groups screens: distinct active, confirmed members of the group and
 * its subgroups (anonymized people no longer count as people who can answer), so someone in two
 * groups is one of each group's people, as its member lists show. Reports count people where their
 * answers count instead, at their reporting groups (rosterCounts in reports.queries.ts).
 */
export async function respondentCounts(tx: Tx, groupIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>(groupIds.map((id) => [id, 0]));
  if (groupIds.length === 0) return out;
  const { rows } = await sql<{ id: string; n: string }>`
    with recursive closure(ancestor, descendant) as (
      select id, id from groups where id in (${inList(groupIds)})
      union
      select c.ancestor, g.id from closure c join groups g on g.parent_id = c.descendant
    )
    select c.ancestor as id, count(distinct m.user_id) as n
    from closure c
    join group_members m on m.group_id = c.descendant
    join users u on u.company_id = m.company_id and u.id = m.user_id
    where u.status = 'confirmed' and not u.inactive and u.anonymized_at is null
    group by c.ancestor`.execute(tx);
  for (const r of rows) out.set(r.id, Number(r.n));
  return out;
}

export interface GroupRow {
  id: string;
  name: string;
  parent_id: string | null;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

const GROUP_COLUMNS = ['id', 'name', 'parent_id', 'active', 'created_at', 'updated_at'] as const;

export function findGroup(tx: Tx, companyId: string, id: string, lock = false): Promise<GroupRow | undefined> {
  let q = tx.selectFrom('groups').select(GROUP_COLUMNS).where('company_id', '=', companyId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export function findGroupsByIds(tx: Tx, companyId: string, ids: readonly string[]): Promise<GroupRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .selectFrom('groups')
    .select(GROUP_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Every group of the company (the tree, levels and import work on the whole set in memory). */
export function allGroups(tx: Tx, companyId: string): Promise<GroupRow[]> {
  return tx
    .selectFrom('groups')
    .select(GROUP_COLUMNS)
    .where('company_id', '=', companyId)
    .orderBy(sql`lower(name)`)
    .execute();
}

export function findGroupByName(tx: Tx, companyId: string, name: string): Promise<GroupRow | undefined> {
  return tx
    .selectFrom('groups')
    .select(GROUP_COLUMNS)
    .where('company_id', '=', companyId)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function insertGroup(tx: Tx, companyId: string, values: { name: string; parentId: string | null; active: boolean }): Promise<string> {
  const id = randomUUID();
  await tx.insertInto('groups').values({ company_id: companyId, id, name: values.name, parent_id: values.parentId, active: values.active }).execute();
  return id;
}

export async function updateGroupRow(tx: Tx, companyId: string, id: string, values: { name?: string; parent_id?: string | null; active?: boolean }): Promise<void> {
  await tx
    .updateTable('groups')
    .set({ ...values, updated_at: new Date() })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function setGroupsActive(tx: Tx, companyId: string, ids: readonly string[], active: boolean): Promise<number> {
  if (ids.length === 0) return 0;
  const res = await tx
    .updateTable('groups')
    .set({ active, updated_at: new Date() })
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .where('active', '=', !active)
    .executeTakeFirst();
  return Number(res.numUpdatedRows ?? 0);
}

/** Moves the direct children of a group under another parent (null: to the root). */
export async function moveChildren(tx: Tx, companyId: string, fromId: string, toParentId: string | null): Promise<number> {
  const res = await tx
    .updateTable('groups')
    .set({ parent_id: toParentId, updated_at: new Date() })
    .where('company_id', '=', companyId)
    .where('parent_id', '=', fromId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows ?? 0);
}

export async function deleteGroupRow(tx: Tx, companyId: string, id: string): Promise<void> {
  await tx.deleteFrom('groups').where('company_id', '=', companyId).where('id', '=', id).execute();
}

export async function companyName(tx: Tx, companyId: string): Promise<string> {
  const row = await tx.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name ?? '';
}
