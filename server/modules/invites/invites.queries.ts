import { sql, type Insertable } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import type { UsersTable } from '../../db/types.js';
import type { attributesWithOptions } from '../users/users.queries.js';

/**
 * E-mails and codes are unique platform-wide, so the invite checks look across companies. This
 * runs inside the request's own transaction with the system role for the look-up only: a second
 * transaction (withSystem) would wait forever on PGlite's single connection while this one is open.
 */
export async function acrossCompanies<T>(tx: Tx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  await sql`set local role clima_system`.execute(tx);
  try {
    return await fn(tx);
  } finally {
    await sql`set local role clima_app`.execute(tx);
  }
}

export async function takenEmails(tx: Tx, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await tx
    .selectFrom('users')
    .select(sql<string>`lower(email)`.as('email'))
    .where(sql`lower(email)`, 'in', emails)
    .execute();
  return new Set(rows.map((r) => r.email));
}

export async function takenCodes(tx: Tx, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await tx.selectFrom('users').select('code').where('code', 'in', codes).execute();
  return new Set(rows.map((r) => r.code!));
}

export type AttributeWithOptions = Awaited<ReturnType<typeof attributesWithOptions>>[number];

export function companyOf(tx: Tx, companyId: string) {
  return tx.selectFrom('companies').select(['id', 'name', 'report_min_users']).where('id', '=', companyId).executeTakeFirstOrThrow();
}

/** Inserts people in one statement, returning them in the order given. */
export async function insertUsers(tx: Tx, values: Insertable<UsersTable>[]) {
  if (values.length === 0) return [];
  const rows = await tx.insertInto('users').values(values).returningAll().execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return values.map((v) => byId.get(v.id)!);
}

export async function insertAttributeValues(tx: Tx, companyId: string, values: { userId: string; attributeId: string; optionId: string }[]) {
  if (values.length === 0) return;
  await tx
    .insertInto('user_attribute_values')
    .values(values.map((v) => ({ company_id: companyId, user_id: v.userId, attribute_id: v.attributeId, option_id: v.optionId })))
    .execute();
}

/** A person of the company still waiting to confirm, by id or e-mail. */
export function findPendingPerson(tx: Tx, companyId: string, by: { id?: string; email?: string }) {
  let q = tx.selectFrom('users').selectAll().where('company_id', '=', companyId).where('status', '=', 'unconfirmed').where('anonymized_at', 'is', null);
  if (by.id) q = q.where('id', '=', by.id);
  if (by.email) q = q.where(sql`lower(email)`, '=', by.email);
  return q.executeTakeFirst();
}

export function findPersonById(tx: Tx, companyId: string, id: string) {
  return tx.selectFrom('users').select(['id', 'status']).where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
}

export async function countPeople(tx: Tx, companyId: string) {
  const row = await tx
    .selectFrom('users')
    .select([sql<string>`count(*) filter (where status = 'unconfirmed')`.as('invited'), sql<string>`count(*) filter (where status = 'confirmed')`.as('confirmed')])
    .where('company_id', '=', companyId)
    .where('anonymized_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { invited: Number(row.invited), confirmed: Number(row.confirmed) };
}

export async function listPending(tx: Tx, companyId: string, page: { offset: number; limit: number }) {
  const base = tx.selectFrom('users').where('company_id', '=', companyId).where('status', '=', 'unconfirmed').where('anonymized_at', 'is', null);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'email', 'code', 'first_name', 'last_name', 'role', 'inactive', 'invited_at', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The groups each of these people leads directly (group_managers), for placing people by leader. */
export async function directlyLedGroups(tx: Tx, companyId: string, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (userIds.length === 0) return out;
  const rows = await tx
    .selectFrom('group_managers')
    .select(['user_id', 'group_id'])
    .where('company_id', '=', companyId)
    .where('user_id', 'in', [...userIds])
    .execute();
  for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), r.group_id]);
  return out;
}

/** Puts new people into groups as members or managers, in one statement per table. */
export async function insertMemberships(tx: Tx, companyId: string, table: 'group_members' | 'group_managers', pairs: { userId: string; groupId: string }[]) {
  if (pairs.length === 0) return;
  await tx
    .insertInto(table)
    .values(pairs.map((p) => ({ company_id: companyId, group_id: p.groupId, user_id: p.userId })))
    .execute();
}

/** Active people who lead some of these groups, with the group each leads, for the invite form's leader choice. */
export function leadersOfGroups(tx: Tx, companyId: string, groupIds: readonly string[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return tx
    .selectFrom('group_managers as gm')
    .innerJoin('users as u', (j) => j.onRef('u.company_id', '=', 'gm.company_id').onRef('u.id', '=', 'gm.user_id'))
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'gm.group_id'])
    .where('gm.company_id', '=', companyId)
    .where('gm.group_id', 'in', [...groupIds])
    .where('u.inactive', '=', false)
    .where('u.status', '<>', 'deactivated')
    .where('u.anonymized_at', 'is', null)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .execute();
}

/** People of the company by e-mail (compared without case), for leaders named in a spreadsheet. */
export async function peopleByEmails(tx: Tx, companyId: string, emails: readonly string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await tx
    .selectFrom('users')
    .select(['id', sql<string>`lower(email)`.as('email')])
    .where('company_id', '=', companyId)
    .where(sql`lower(email)`, 'in', [...emails])
    .execute();
  return new Map(rows.map((r) => [r.email, r.id]));
}
