import type { Selectable } from 'kysely';
import type { UsersTable, UserStatus } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import type { AuditActionOf } from '../audit/audit.actions.js';
import { recordAudit, type Change } from '../audit/audit.writer.js';
import { endAccess, withinReach } from './users.access.js';
import { assertLicencesFor } from './users.licences.js';
import { lockUserRow } from './users.queries.js';
import { getUser, type UsersCtx } from './users.service.js';
import { nameOf } from './users.view.js';

// Status transitions of a person (people §4), each with its effect on access and licences:
//   disconfirm        confirmed → unconfirmed; access lost
//   inactivate        inactive flag set; licence still counted; access lost
//   undo inactivation inactive flag cleared
//   delete            → deactivated; access lost; licence freed
//   reactivate        deactivated → confirmed; takes a licence again (refused when none is free)
// Anonymize (users.anonymize.ts) is the irreversible one.

type UserRow = Selectable<UsersTable>;
export type Transition = 'disconfirm' | 'inactivate' | 'undoInactivate' | 'remove' | 'reactivate';

interface Rule {
  /** Whether the person's current state allows the transition. */
  from: (u: UserRow) => boolean;
  set: { status?: UserStatus; inactive?: boolean };
  /** The person loses access: sessions end and pending links stop working. */
  endsAccess: boolean;
  /** Licences the transition takes. */
  takesLicence: boolean;
  action: AuditActionOf<'users'>;
  summary: (name: string) => string;
}

const RULES: Record<Transition, Rule> = {
  disconfirm: {
    from: (u) => u.status === 'confirmed',
    set: { status: 'unconfirmed' },
    endsAccess: true,
    takesLicence: false,
    action: 'disconfirm',
    summary: (n) => `Disconfirmed ${n} (back to unconfirmed)`,
  },
  inactivate: {
    from: (u) => u.status !== 'deactivated' && !u.inactive,
    set: { inactive: true },
    endsAccess: true,
    takesLicence: false,
    action: 'inactivate',
    summary: (n) => `Inactivated ${n}`,
  },
  undoInactivate: {
    from: (u) => u.status !== 'deactivated' && u.inactive,
    set: { inactive: false },
    endsAccess: false,
    takesLicence: false,
    action: 'undo-inactivate',
    summary: (n) => `Undid the inactivation of ${n}`,
  },
  remove: {
    from: (u) => u.status !== 'deactivated',
    set: { status: 'deactivated' },
    endsAccess: true,
    takesLicence: false,
    action: 'delete',
    summary: (n) => `Deleted ${n} (deactivated; licence freed)`,
  },
  reactivate: {
    from: (u) => u.status === 'deactivated',
    set: { status: 'confirmed' },
    endsAccess: false,
    takesLicence: true,
    action: 'reactivate',
    summary: (n) => `Reactivated ${n}`,
  },
};

/** The person a status action is about: of the caller's company and reach, never the caller, never anonymized. */
export async function targetOf(ctx: UsersCtx, id: string): Promise<UserRow> {
  const row = await lockUserRow(ctx.tx, ctx.auth.companyId, id);
  if (!row || !(await withinReach(ctx.tx, ctx.auth, [id], 'status')).has(id)) throw new AppError('NOT_FOUND');
  if (id === ctx.auth.userId) throw new AppError('SELF_ACTION', { id: ['SELF_ACTION'] });
  if (row.anonymized_at) throw new AppError('USER_STATUS_CONFLICT');
  return row;
}

export async function transition(ctx: UsersCtx, id: string, kind: Transition) {
  const { companyId } = ctx.auth;
  const rule = RULES[kind];
  const row = await targetOf(ctx, id);
  if (!rule.from(row)) throw new AppError('USER_STATUS_CONFLICT');
  if (rule.takesLicence) await assertLicencesFor(ctx.tx, companyId, 1);

  await ctx.tx.updateTable('users').set(rule.set).where('company_id', '=', companyId).where('id', '=', id).execute();
  if (rule.endsAccess) await endAccess(ctx.tx, companyId, [id]);
  const changes: { status?: Change; inactive?: Change } = {};
  if (rule.set.status) changes.status = { from: row.status, to: rule.set.status };
  if (rule.set.inactive !== undefined) changes.inactive = { from: row.inactive, to: rule.set.inactive };
  const name = nameOf(row);
  await recordAudit(
    ctx.tx,
    { companyId, userId: ctx.auth.userId },
    { entity: 'users', action: rule.action, entityId: id, subject: name, summary: rule.summary(name), changes },
  );
  return getUser(ctx, id);
}
