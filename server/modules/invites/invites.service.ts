import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/tenant.js';
import type { Language } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import type { AuthState } from '../../trpc/context.js';
import type { GroupsCtx } from '../groups/groups.scope.js';
import { recordAudit } from '../audit/audit.writer.js';
import { issueToken, linkTo } from '../auth/links.service.js';
import { sendInvite } from '../auth/sign-up.service.js';
import { companyOf, countPeople, findPendingPerson, insertAttributeValues, insertMemberships, insertUsers, leadersOfGroups, listPending } from './invites.queries.js';
import type { Placement } from './invites.placement.js';
import type { TInviteInput, TInviteRow, TResendInviteInput } from './invites.schemas.js';
import { assertLicencesFor, licenceNumbers } from '../users/users.licences.js';
import { labelledAttributes } from '../users/users.view.js';
import { checkRows, hasErrors, loadInviteRules, type RowErrors } from './invites.validation.js';

// Invites (people §4): send now creates active people and e-mails them; send later creates
// inactive people and e-mails nobody; resend (which also sends a send-later invite); cancel.

type Auth = Pick<AuthState, 'companyId' | 'userId' | 'isSuper'>;
type TenantCtx = GroupsCtx;

const BATCH = 500;
const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';
const displayName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

export interface InvitedPerson {
  id: string;
  email: string | null;
  code: string | null;
  firstName: string;
  lastName: string;
  inactive: boolean;
  /** Groups joined and led, as placed at the invite. */
  groups: string[];
  leads: string[];
  /** For people without e-mail: the account-confirmation link the administrator passes on. */
  accountLink: string | null;
}

/** Field errors of every failing row, keyed `<prefix>.<row>.<field>` as the invite form names them. */
export function rowFieldErrors(errors: RowErrors[], prefix = 'invitedUsers'): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  errors.forEach((row, i) => {
    for (const [field, messages] of Object.entries(row)) out[`${prefix}.${i}.${field}`] = messages;
  });
  return out;
}

/**
 * Writes people who already passed every rule, in the caller's transaction: all or none. Shared
 * by the invite form and the spreadsheet import.
 */
export async function createInvitedPeople(ctx: TenantCtx, rows: { row: TInviteRow; sendLater: boolean; placement: Placement }[]): Promise<InvitedPerson[]> {
  const { tx, auth } = ctx;
  const company = await companyOf(tx, auth.companyId);
  // New people read their invite in the inviting administrator's language until they choose theirs.
  const inviter = await tx.selectFrom('users').select('language').where('company_id', '=', auth.companyId).where('id', '=', auth.userId).executeTakeFirst();
  const language: Language = inviter?.language ?? ctx.language;
  const out: InvitedPerson[] = [];
  try {
    // People and their attribute values are written in batches (imports reach thousands of lines).
    for (let start = 0; start < rows.length; start += BATCH) {
      const chunk = rows.slice(start, start + BATCH);
      const users = await insertUsers(
        tx,
        chunk.map(({ row, sendLater }) => ({
          company_id: auth.companyId,
          id: randomUUID(),
          email: row.email ?? null,
          code: row.code ?? null,
          first_name: row.profile.firstname,
          last_name: row.profile.lastname,
          role: row.role,
          birth_date: row.birthDate ?? null,
          status: 'unconfirmed' as const,
          inactive: sendLater,
          invited_at: sendLater ? null : new Date(),
          language,
        })),
      );
      await insertAttributeValues(
        tx,
        auth.companyId,
        chunk.flatMap(({ row }, i) => row.attributes.map((a) => ({ userId: users[i]!.id, attributeId: a.key, optionId: a.value }))),
      );
      await insertMemberships(
        tx,
        auth.companyId,
        'group_members',
        chunk.flatMap(({ placement }, i) => placement.groups.map((groupId) => ({ userId: users[i]!.id, groupId }))),
      );
      await insertMemberships(
        tx,
        auth.companyId,
        'group_managers',
        chunk.flatMap(({ placement }, i) => placement.leads.map((groupId) => ({ userId: users[i]!.id, groupId }))),
      );
      for (const [i, user] of users.entries()) {
        let link: string | null = null;
        if (!user.inactive) {
          if (user.email) await sendInvite(ctx, tx, user, company.name);
          else link = linkTo(ctx, 'account', await issueToken(tx, user, 'account', { keepEarlier: true }));
        }
        const { groups, leads } = chunk[i]!.placement;
        out.push({
          id: user.id,
          email: user.email,
          code: user.code,
          firstName: user.first_name,
          lastName: user.last_name,
          inactive: user.inactive,
          groups,
          leads,
          accountLink: link,
        });
      }
    }
  } catch (e) {
    // Someone else took an e-mail or code between the check and the insert.
    if (isUniqueViolation(e)) throw new AppError('EMAIL_TAKEN', { invitedUsers: ['EMAIL_TAKEN'] });
    throw e;
  }
  return out;
}

export async function invite(ctx: TenantCtx, input: TInviteInput): Promise<{ created: number; users: InvitedPerson[] }> {
  const { tx, auth } = ctx;
  const rules = await loadInviteRules(ctx);
  const { errors, placements } = await checkRows(ctx, rules, input.invitedUsers);
  if (hasErrors(errors)) throw new AppError('BAD_INPUT', rowFieldErrors(errors));
  await assertLicencesFor(tx, auth.companyId, input.invitedUsers.length);
  const users = await createInvitedPeople(
    ctx,
    input.invitedUsers.map((row, i) => ({ row, sendLater: Boolean(input.inactive || row.inactive), placement: placements[i]! })),
  );
  for (const u of users) {
    await recordAudit(tx, auth, {
      entity: 'users',
      action: 'invite',
      entityId: u.id,
      subject: `${u.firstName} ${u.lastName} (${u.email ?? u.code})`,
      summary: `${u.inactive ? 'Added (invite to send later)' : 'Invited'} ${u.firstName} ${u.lastName} (${u.email ?? `code ${u.code}`})`,
      changes: { email: u.email, code: u.code, inactive: u.inactive, groups: u.groups, leads: u.leads },
    });
  }
  return { created: users.length, users };
}

/**
 * Sends the invite again to someone who has not confirmed; a send-later person is activated and
 * invited now. People without e-mail get a fresh account-confirmation link instead.
 */
export async function resendInvite(ctx: TenantCtx, input: TResendInviteInput): Promise<{ id: string; sent: 'email' | 'link'; accountLink: string | null }> {
  const { tx, auth } = ctx;
  const person = await findPendingPerson(tx, auth.companyId, { id: input.id, email: input.email });
  if (!person) throw new AppError('NOT_FOUND');
  // An invited person an administrator inactivated keeps no access until that is undone.
  if (person.inactive && person.invited_at) throw new AppError('USER_STATUS_CONFLICT', { email: ['PERSON_INACTIVE'] });
  const sendingLater = person.inactive;
  const updated = await tx
    .updateTable('users')
    .set({ inactive: false, invited_at: new Date() })
    .where('company_id', '=', auth.companyId)
    .where('id', '=', person.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  let link: string | null = null;
  if (updated.email) {
    const company = await companyOf(tx, auth.companyId);
    await sendInvite(ctx, tx, updated, company.name);
  } else {
    link = linkTo(ctx, 'account', await issueToken(tx, updated, 'account'));
  }
  await recordAudit(tx, auth, {
    entity: 'users',
    action: sendingLater ? 'send-invite' : 'resend-invite',
    entityId: person.id,
    subject: `${displayName(person)} (${person.email ?? person.code})`,
    summary: `${sendingLater ? 'Sent the invite to' : 'Sent the invite again to'} ${displayName(person)} (${person.email ?? `code ${person.code}`})`,
    changes: sendingLater ? { inactive: { from: true, to: false } } : {},
  });
  return { id: person.id, sent: updated.email ? 'email' : 'link', accountLink: link };
}

/** Cancels an invite: the person, who never confirmed, is removed entirely. */
export async function cancelInvite(ctx: TenantCtx, id: string): Promise<{ id: string }> {
  const { tx, auth } = ctx;
  const person = await findPendingPerson(tx, auth.companyId, { id });
  if (!person) throw new AppError('NOT_FOUND');
  await tx.deleteFrom('users').where('company_id', '=', auth.companyId).where('id', '=', id).execute();
  await recordAudit(tx, auth, {
    entity: 'users',
    action: 'cancel-invite',
    entityId: id,
    subject: `${displayName(person)} (${person.email ?? person.code})`,
    summary: `Cancelled the invite of ${displayName(person)} (${person.email ?? `code ${person.code}`})`,
    changes: { email: person.email, code: person.code },
  });
  return { id };
}

/**
 * The invite banner (people §2): shown while the people who can answer — invited and confirmed,
 * not deleted — are fewer than the company's report minimum, with how many more to invite.
 */
export async function inviteBanner(tx: Tx, auth: Auth) {
  const [company, people] = await Promise.all([companyOf(tx, auth.companyId), countPeople(tx, auth.companyId)]);
  const total = people.invited + people.confirmed;
  const missing = Math.max(0, company.report_min_users - total);
  return { invited: people.invited, confirmed: people.confirmed, reportMinUsers: company.report_min_users, missing, show: missing > 0 };
}

/**
 * What the invite form needs: attribute selects, whether codes may be set, licences left, the
 * groups the caller may place people into (with the path above each) and the leaders of those groups.
 */
export async function inviteForm(ctx: TenantCtx) {
  const { tx, auth, language } = ctx;
  const rules = await loadInviteRules(ctx);
  const licences = await licenceNumbers(tx, auth.companyId);
  const groups = rules.placement.groups;
  const names = new Map(groups.map((g) => [g.id, g.name]));
  const leaders = new Map<string, { id: string; name: string; email: string | null; groups: string[] }>();
  for (const l of await leadersOfGroups(
    tx,
    auth.companyId,
    groups.map((g) => g.id),
  )) {
    const entry = leaders.get(l.id) ?? { id: l.id, name: `${l.first_name} ${l.last_name}`.trim(), email: l.email, groups: [] };
    entry.groups.push(names.get(l.group_id) ?? '');
    leaders.set(l.id, entry);
  }
  return {
    canSetCode: auth.isSuper,
    // A manager invites people into their own groups only, never administrators.
    canInviteAdmins: !rules.placement.byManager,
    groupRequired: rules.placement.byManager,
    attributes: labelledAttributes(rules.attributes, language),
    groups: groups
      .map((g) => ({ id: g.id, name: g.name, path: g.path, active: g.active }))
      .sort((a, b) => [...a.path, a.name].join('\u0000').localeCompare([...b.path, b.name].join('\u0000'))),
    leaders: [...leaders.values()],
    licences: { licenses: licences.available, used: licences.used, available: licences.remaining },
  };
}

export async function pendingInvites(tx: Tx, auth: Auth, page: { offset: number; limit: number }) {
  const { rows, total } = await listPending(tx, auth.companyId, page);
  return {
    total,
    invites: rows.map((r) => ({
      id: r.id,
      email: r.email,
      code: r.code,
      firstName: r.first_name,
      lastName: r.last_name,
      role: r.role,
      // Send later: created but not invited yet.
      sendLater: r.inactive && !r.invited_at,
      inactive: r.inactive,
      invitedAt: r.invited_at ? new Date(r.invited_at).toISOString() : null,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
