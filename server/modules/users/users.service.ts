import type { Tx } from '../../db/tenant.js';
import type { Language } from '../../db/types.js';
import { isCorporateEmail } from '../../auth/free-mail.js';
import { PASSWORD_SPECIALS, verifySecret } from '../../auth/passwords.js';
import { revokeUserSessions, touchUserClaims } from '../../auth/sessions.js';
import { AppError } from '../../lib/errors.js';
import type { AppDeps, AuthState } from '../../trpc/context.js';
import { diff, recordAudit } from '../audit/audit.writer.js';
import { findUserByEmail } from '../auth/auth.queries.js';
import { acrossCompanies } from '../invites/invites.queries.js';
import { assertPasswordRules, passwordColumns, rulesOf } from '../auth/passwords.service.js';
import type { Scope } from '../groups/groups.scope.js';
import { licenceNumbers } from './users.licences.js';
import { attributesWithOptions, attributeValuesOf, findCompanyRow, findUserRow, groupsOfUsers, listUsers, replaceAttributeValues } from './users.queries.js';
import type { TChangePasswordInput, TListUsersInput, TUpdateMeInput, TUpdateUserInput } from './users.schemas.js';
import { forManager, labelledAttributes, personOf, toUserView, type UserGroup, type UserListItem, type UserView } from './users.view.js';

/** What a users service needs of the request: its tenant transaction, session, dependencies and language. */
export interface UsersCtx {
  tx: Tx;
  auth: AuthState;
  deps: AppDeps;
  language: Language;
}

const actorOf = (ctx: UsersCtx) => ({ companyId: ctx.auth.companyId, userId: ctx.auth.userId });

async function attributesByUser(tx: Tx, companyId: string, userIds: string[]) {
  const out = new Map<string, { key: string; value: string }[]>();
  for (const v of await attributeValuesOf(tx, companyId, userIds)) {
    const list = out.get(v.user_id) ?? [];
    list.push({ key: v.attribute_id, value: v.option_id });
    out.set(v.user_id, list);
  }
  return out;
}

/**
 * The groups of each person. A manager sees only the groups they reach: the rest of the tree is
 * not theirs to read.
 */
async function groupsByUser(tx: Tx, companyId: string, userIds: string[], reach: Set<string> | null) {
  const out = new Map<string, UserGroup[]>();
  for (const g of await groupsOfUsers(tx, companyId, userIds)) {
    if (reach && !reach.has(g.id)) continue;
    out.set(g.user_id, [...(out.get(g.user_id) ?? []), { id: g.id, name: g.name, as: g.kind }]);
  }
  return out;
}

/**
 * The users list. Administrators see everyone; managers (who search people for surveys) only the
 * members and managers of their groups and subgroups, without personal data. Each person comes
 * with their groups; `groupId` narrows the list to a group and its subgroups.
 */
export async function listUsersOf(ctx: UsersCtx & { scope: Scope }, input: TListUsersInput): Promise<{ users: UserListItem[]; total: number }> {
  const { companyId, role, userId } = ctx.auth;
  const isManager = role !== 'admin';
  const reach = ctx.scope.all ? null : ctx.scope.ids;
  // A group outside a manager's reach answers like a missing one (NOT_FOUND, not FORBIDDEN: people §8).
  if (input.groupId && reach && !reach.has(input.groupId)) throw new AppError('NOT_FOUND');
  const { rows, total } = await listUsers(
    ctx.tx,
    companyId,
    { status: input.status, role: input.role, name: input.name, groupId: input.groupId, withinManagerOf: isManager ? userId : undefined },
    { limit: input.limit, offset: input.offset },
  );
  const ids = rows.map((r) => r.id);
  const [attributes, groups] = await Promise.all([
    isManager ? new Map<string, { key: string; value: string }[]>() : attributesByUser(ctx.tx, companyId, ids),
    groupsByUser(ctx.tx, companyId, ids, reach),
  ]);
  return {
    users: rows.map((r) => {
      const view = toUserView(r, attributes.get(r.id) ?? []);
      return { ...(isManager ? forManager(view) : view), groups: groups.get(r.id) ?? [] };
    }),
    total,
  };
}

/** One person as an administrator sees them, with their groups as in the list. */
export async function getUser(ctx: UsersCtx, id: string): Promise<UserListItem> {
  const row = await findUserRow(ctx.tx, ctx.auth.companyId, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [attributes, groups] = await Promise.all([attributesByUser(ctx.tx, ctx.auth.companyId, [id]), groupsByUser(ctx.tx, ctx.auth.companyId, [id], null)]);
  return { ...toUserView(row, attributes.get(id) ?? []), groups: groups.get(id) ?? [] };
}

/**
 * Whether an e-mail may be invited: corporate, and nobody in any company has it (sign-in is by
 * e-mail across companies). Taken answers EMAIL_TAKEN, as the invite form expects on blur.
 */
export async function emailAvailability(ctx: UsersCtx, email: string): Promise<{ email: string; available: true }> {
  if (!isCorporateEmail(email)) throw new AppError('EMAIL_NOT_CORPORATE', { email: ['EMAIL_NOT_CORPORATE'] });
  const existing = await acrossCompanies(ctx.tx, (tx) => findUserByEmail(tx, email));
  if (existing) throw new AppError('EMAIL_TAKEN', { email: ['EMAIL_TAKEN'] });
  return { email, available: true };
}

/** The company's demographic attributes with their options, labelled in the caller's language. */
export async function attributeChoices(ctx: UsersCtx) {
  return { attributes: labelledAttributes(await attributesWithOptions(ctx.tx, ctx.auth.companyId), ctx.language) };
}

/** Checks each chosen option belongs to its attribute; field errors name the bad entries. */
async function resolveAttributes(ctx: UsersCtx, list: { key: string; value: string | null }[]) {
  const known = await attributesWithOptions(ctx.tx, ctx.auth.companyId);
  const errors: Record<string, string[]> = {};
  const values: { attributeId: string; optionId: string }[] = [];
  list.forEach((entry, i) => {
    const attribute = known.find((a) => a.id === entry.key);
    if (!attribute) errors[`attributes.${i}.key`] = ['Unknown attribute'];
    else if (entry.value !== null && !attribute.options.some((o) => o.id === entry.value)) errors[`attributes.${i}.value`] = ['Unknown option'];
    else if (entry.value !== null) values.push({ attributeId: entry.key, optionId: entry.value });
  });
  if (Object.keys(errors).length) throw new AppError('BAD_INPUT', errors);
  return values;
}

const snapshot = (view: UserView) => ({
  firstname: view.profile.firstname,
  lastname: view.profile.lastname,
  role: view.role,
  birthDate: view.birthDate,
  attributes: [...view.attributes].sort((a, b) => a.key.localeCompare(b.key)),
});

/**
 * An administrator edits a person: profile, role, birth date, attributes (only what is sent).
 * A role change signs the person out everywhere, so no session keeps the old rights.
 */
export async function updateUser(ctx: UsersCtx, input: TUpdateUserInput): Promise<UserListItem> {
  const { companyId } = ctx.auth;
  const before = await getUser(ctx, input.id);
  if (before.anonymized) throw new AppError('USER_STATUS_CONFLICT');
  if (input.role && input.role !== before.role && input.id === ctx.auth.userId) throw new AppError('SELF_ACTION', { role: ['SELF_ACTION'] });

  const set: { first_name?: string; last_name?: string; role?: UserView['role']; birth_date?: string | null } = {};
  if (input.profile) Object.assign(set, { first_name: input.profile.firstname, last_name: input.profile.lastname });
  if (input.role) set.role = input.role;
  if (input.birthDate !== undefined) set.birth_date = input.birthDate;
  if (Object.keys(set).length) await ctx.tx.updateTable('users').set(set).where('company_id', '=', companyId).where('id', '=', input.id).execute();
  if (input.attributes) await replaceAttributeValues(ctx.tx, companyId, input.id, await resolveAttributes(ctx, input.attributes));

  const after = await getUser(ctx, input.id);
  const changes = diff(snapshot(before), snapshot(after));
  if (changes.role) {
    await revokeUserSessions(ctx.tx, companyId, input.id);
    await touchUserClaims(ctx.tx, companyId, input.id);
  }
  if (Object.keys(changes).length) {
    const name = `${after.profile.firstname} ${after.profile.lastname}`.trim();
    const what = Object.keys(changes).map((k) => (k === 'role' ? `role (${before.role} → ${after.role})` : (FIELD_NAMES[k] ?? k)));
    await recordAudit(ctx.tx, actorOf(ctx), {
      entity: 'users',
      action: 'update',
      entityId: input.id,
      subject: name,
      summary: `Edited ${name}: ${what.join(', ')}`,
      changes,
    });
  }
  return after;
}

const FIELD_NAMES: Record<string, string> = {
  firstname: 'first name',
  lastname: 'last name',
  birthDate: 'birth date',
  attributes: 'demographic attributes',
  phone: 'phone',
  language: 'language',
};

/** The signed-in person's own settings, with the company's password rules for the change form. */
export async function me(ctx: UsersCtx) {
  const { companyId, userId } = ctx.auth;
  const [row, company] = await Promise.all([findUserRow(ctx.tx, companyId, userId), findCompanyRow(ctx.tx, companyId)]);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...personOf(row), secretQuestion: row.secret_question_id, passwordRules: rulesOf(company), passwordSpecials: PASSWORD_SPECIALS };
}

/** A person changes their own name, phone or language. */
export async function updateMe(ctx: UsersCtx, input: TUpdateMeInput) {
  const { companyId, userId } = ctx.auth;
  const row = await findUserRow(ctx.tx, companyId, userId);
  if (!row) throw new AppError('NOT_FOUND');
  const set: { first_name?: string; last_name?: string; phone?: string | null; language?: Language } = {};
  if (input.profile) Object.assign(set, { first_name: input.profile.firstname, last_name: input.profile.lastname });
  if (input.phone !== undefined) set.phone = input.phone === null ? null : input.phone.replace(/\D/g, '');
  if (input.language) set.language = input.language;
  const before = { firstname: row.first_name, lastname: row.last_name, phone: row.phone, language: row.language };
  const after = {
    firstname: set.first_name ?? row.first_name,
    lastname: set.last_name ?? row.last_name,
    phone: set.phone === undefined ? row.phone : set.phone,
    language: set.language ?? row.language,
  };
  const changes = diff(before, after);
  if (Object.keys(changes).length) {
    await ctx.tx.updateTable('users').set(set).where('company_id', '=', companyId).where('id', '=', userId).execute();
    // The session's claims carry the language: clients refresh their token when it changes.
    if (changes.language) await touchUserClaims(ctx.tx, companyId, userId);
    const what = Object.keys(changes).map((k) => FIELD_NAMES[k] ?? k);
    await recordAudit(ctx.tx, actorOf(ctx), {
      entity: 'users',
      action: 'update-own-profile',
      entityId: userId,
      summary: `Changed their own personal settings: ${what.join(', ')}`,
      changes,
    });
  }
  return me(ctx);
}

/**
 * A person changes their password: the current one proves it is them (throttled like recovery),
 * the new one follows the company's rules. Every other session ends; this one stays.
 */
export async function changePassword(ctx: UsersCtx, input: TChangePasswordInput) {
  const { companyId, userId, sessionId } = ctx.auth;
  const key = `change-password:${userId}`;
  if (ctx.deps.recoveryThrottle.isBlocked(key)) throw new AppError('TOO_MANY_ATTEMPTS');
  const [row, company] = await Promise.all([findUserRow(ctx.tx, companyId, userId), findCompanyRow(ctx.tx, companyId)]);
  if (!row || !(await verifySecret(row.password_hash, input.currentPassword))) {
    ctx.deps.recoveryThrottle.fail(key);
    throw new AppError('PASSWORD_WRONG', { currentPassword: ['PASSWORD_WRONG'] });
  }
  assertPasswordRules(input.newPassword, rulesOf(company), 'newPassword');
  await ctx.tx
    .updateTable('users')
    .set(await passwordColumns(input.newPassword))
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .execute();
  await revokeUserSessions(ctx.tx, companyId, userId, sessionId);
  await recordAudit(ctx.tx, actorOf(ctx), { entity: 'users', action: 'change-password', entityId: userId, summary: 'Changed their own password' });
  return { ok: true as const };
}

export function licences(ctx: UsersCtx) {
  return licenceNumbers(ctx.tx, ctx.auth.companyId);
}
