import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import type { DB } from '../../db/types.js';
import { managedGroupsSql, withDescendants } from '../groups/groups.queries.js';
import type { TListStatus } from './users.schemas.js';

// SQL of the users domain. Every function takes the request's tenant transaction; the company is
// also named in each query, so a query reads right even without row-level security.

/**
 * THE rule for licences: a person counts against the company's licences unless deleted
 * (status deactivated, which anonymized people also are). Inactive people still count (people §4).
 * Invites, imports and reactivation all call this one function.
 */
export async function countLicensedUsers(tx: Tx, companyId: string): Promise<number> {
  const row = await tx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('status', '<>', 'deactivated')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The licences bought; the row is locked so two concurrent additions cannot both take the last one. */
export async function lockLicences(tx: Tx, companyId: string): Promise<number> {
  const row = await tx.selectFrom('subscriptions').select('licenses').where('company_id', '=', companyId).forUpdate().executeTakeFirst();
  return row?.licenses ?? 0;
}

export async function licencesOf(tx: Tx, companyId: string): Promise<number> {
  const row = await tx.selectFrom('subscriptions').select('licenses').where('company_id', '=', companyId).executeTakeFirst();
  return row?.licenses ?? 0;
}

export function findUserRow(tx: Tx, companyId: string, userId: string) {
  return tx.selectFrom('users').selectAll().where('company_id', '=', companyId).where('id', '=', userId).executeTakeFirst();
}

/** The person's row, locked until the transaction ends, so two status actions on one person run one after the other. */
export function lockUserRow(tx: Tx, companyId: string, userId: string) {
  return tx.selectFrom('users').selectAll().where('company_id', '=', companyId).where('id', '=', userId).forUpdate().executeTakeFirst();
}

/**
 * THE reach of a manager: the members and managers of the groups they manage and of every group
 * below. The users list, the groups' people picker and every status change a manager makes through
 * groups read this one definition (users.access.ts).
 */
export function peopleReachedBy(companyId: string, managerId: string) {
  const groups = managedGroupsSql(managerId);
  return sql<string>`(
    select gm.user_id from group_members gm where gm.company_id = ${companyId} and gm.group_id in (${groups})
    union
    select gm.user_id from group_managers gm where gm.company_id = ${companyId} and gm.group_id in (${groups})
  )`;
}

export function findGroup(tx: Tx, companyId: string, groupId: string) {
  return tx.selectFrom('groups').select(['id', 'name', 'created_at']).where('company_id', '=', companyId).where('id', '=', groupId).executeTakeFirst();
}

export function findCompanyRow(tx: Tx, companyId: string) {
  return tx.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
}

export interface ListFilters {
  status?: TListStatus;
  role?: 'admin' | 'manager' | 'user';
  name?: string;
  /** For managers: only people of these groups (members or managers). */
  withinManagerOf?: string;
  /** Only people of this group or its subgroups (members or managers). */
  groupId?: string;
}

type UsersEb = ExpressionBuilder<DB, 'users'>;

function statusFilter(eb: UsersEb, status: TListStatus): Expression<SqlBool> {
  switch (status) {
    case 'inactive':
      return eb.and([eb('users.inactive', '=', true), eb('users.status', '<>', 'deactivated')]);
    case 'activated':
      return eb.and([eb('users.status', '=', 'confirmed'), eb('users.inactive', '=', false)]);
    default:
      return eb('users.status', '=', status);
  }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(tx: Tx, companyId: string, f: ListFilters) {
  return tx
    .selectFrom('users')
    .where('users.company_id', '=', companyId)
    .where((eb) => {
      const parts: Expression<SqlBool>[] = [];
      if (f.status) parts.push(statusFilter(eb, f.status));
      if (f.role) parts.push(eb('users.role', '=', f.role));
      if (f.name) {
        const p = likePattern(f.name);
        parts.push(eb.or([eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', p), eb('users.email', 'ilike', p), eb('users.code', 'ilike', p)]));
      }
      if (f.withinManagerOf) parts.push(eb('users.id', 'in', peopleReachedBy(companyId, f.withinManagerOf)));
      if (f.groupId) {
        const groups = withDescendants(sql`select ${f.groupId}::uuid`);
        parts.push(
          eb.or([
            eb('users.id', 'in', sql<string>`(select gm.user_id from group_members gm where gm.company_id = ${companyId} and gm.group_id in (${groups}))`),
            eb('users.id', 'in', sql<string>`(select gm.user_id from group_managers gm where gm.company_id = ${companyId} and gm.group_id in (${groups}))`),
          ]),
        );
      }
      return eb.and(parts);
    });
}

export const USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.code',
  'users.first_name',
  'users.last_name',
  'users.phone',
  'users.role',
  'users.status',
  'users.inactive',
  'users.birth_date',
  'users.language',
  'users.anonymized_at',
  'users.invited_at',
  'users.created_at',
] as const;

export async function listUsers(tx: Tx, companyId: string, f: ListFilters, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    filtered(tx, companyId, f)
      .select(USER_COLUMNS)
      .orderBy(sql`lower(users.first_name)`)
      .orderBy(sql`lower(users.last_name)`)
      .orderBy('users.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(tx, companyId, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The groups each of these people belongs to or leads, by name, for the users list. */
export function groupsOfUsers(tx: Tx, companyId: string, userIds: string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return sql<{ user_id: string; id: string; name: string; kind: 'member' | 'manager' }>`
    select p.user_id, g.id, g.name, p.kind
    from (
      select user_id, group_id, 'member' as kind from group_members where company_id = ${companyId} and user_id in (${sql.join(userIds)})
      union all
      select user_id, group_id, 'manager' as kind from group_managers where company_id = ${companyId} and user_id in (${sql.join(userIds)})
    ) p
    join groups g on g.company_id = ${companyId} and g.id = p.group_id
    order by lower(g.name), g.id, p.kind`
    .execute(tx)
    .then((r) => r.rows);
}

export function attributeValuesOf(tx: Tx, companyId: string, userIds: string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return tx
    .selectFrom('user_attribute_values')
    .select(['user_id', 'attribute_id', 'option_id'])
    .where('company_id', '=', companyId)
    .where('user_id', 'in', userIds)
    .execute();
}

/** The company's demographic attributes and their ordered options (labels per language). */
export async function attributesWithOptions(tx: Tx, companyId: string) {
  const [attributes, options] = await Promise.all([
    tx.selectFrom('user_attributes').select(['id', 'labels']).where('company_id', '=', companyId).orderBy('position').orderBy('created_at').orderBy('id').execute(),
    tx.selectFrom('user_attribute_options').select(['id', 'attribute_id', 'labels']).where('company_id', '=', companyId).orderBy('position').orderBy('id').execute(),
  ]);
  return attributes.map((a) => ({ id: a.id, labels: a.labels, options: options.filter((o) => o.attribute_id === a.id).map((o) => ({ id: o.id, labels: o.labels })) }));
}

export async function replaceAttributeValues(tx: Tx, companyId: string, userId: string, values: { attributeId: string; optionId: string }[]) {
  await tx.deleteFrom('user_attribute_values').where('company_id', '=', companyId).where('user_id', '=', userId).execute();
  if (values.length) {
    await tx
      .insertInto('user_attribute_values')
      .values(values.map((v) => ({ company_id: companyId, user_id: userId, attribute_id: v.attributeId, option_id: v.optionId })))
      .execute();
  }
}

/** People counts of a scope: everyone of the company, or the members of a group and its subgroups. */
export async function peopleCounts(tx: Tx, companyId: string, groupId: string | null) {
  const scope = groupId
    ? sql`and u.id in (select gm.user_id from group_members gm where gm.company_id = ${companyId} and gm.group_id in (${withDescendants(sql`select ${groupId}::uuid`)}))`
    : sql``;
  const { rows } = await sql<{ invited: number; confirmed: number; active: number }>`
    select
      count(*) filter (where u.status <> 'deactivated')::int as invited,
      count(*) filter (where u.status = 'confirmed')::int as confirmed,
      count(*) filter (where u.status = 'confirmed' and not u.inactive)::int as active
    from users u
    where u.company_id = ${companyId} ${scope}`.execute(tx);
  return rows[0] ?? { invited: 0, confirmed: 0, active: 0 };
}
