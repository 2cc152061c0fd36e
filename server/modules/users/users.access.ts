import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { AuthState } from '../../trpc/context.js';
import { retireTokens } from '../auth/auth.queries.js';
import { managedGroupsSql } from '../groups/groups.queries.js';
import { peopleReachedBy } from './users.queries.js';

/**
 * A person loses access: every session ends and every pending link (sign-in, password reset,
 * invite, account confirmation, e-mail confirmation) stops working. Confirming an invite clears
 * the inactive flag, so a link left alive would let an inactivated person restore themselves.
 * Shared by every path that takes access away (status actions, inactivating a group's people).
 */
export async function endAccess(tx: Tx, companyId: string, userIds: readonly string[]): Promise<void> {
  for (const id of userIds) {
    await revokeUserSessions(tx, companyId, id);
    await retireTokens(tx, companyId, id, ['login', 'reset-password', 'invite', 'account', 'confirm-email']);
  }
}

/**
 * What the caller means to do to people:
 * - `membership`: see them in a picker, add them to a group as member or manager;
 * - `status`: change whether they are active (inactivate, activate, invite through a group).
 */
export type ReachPurpose = 'membership' | 'status';

/**
 * THE scope rule for acting on people, used by every status action and by groups (membership and
 * activation), so no path reaches further than another. Administrators reach everyone of their
 * company. A manager reaches the people of the groups they manage and below (the users list's
 * rule); for a status change, never an administrator, nor anyone who leads a group outside the
 * manager's subtree or beside the manager (a peer or a superior, whose team the manager does not run).
 * Returns the subset of `ids` the caller reaches.
 */
export async function withinReach(tx: Tx, auth: Pick<AuthState, 'companyId' | 'userId' | 'role'>, ids: readonly string[], purpose: ReachPurpose): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  if (auth.role === 'admin') return new Set(ids);
  const { companyId, userId } = auth;
  const statusRules =
    purpose === 'status'
      ? sql`and u.role <> 'admin' and not exists (
          select 1 from group_managers led where led.company_id = ${companyId} and led.user_id = u.id
            and (led.group_id not in (${managedGroupsSql(userId)})
              or led.group_id in (select own.group_id from group_managers own where own.company_id = ${companyId} and own.user_id = ${userId})))`
      : sql``;
  const { rows } = await sql<{ id: string }>`
    select u.id from users u
    where u.company_id = ${companyId} and u.id in (${sql.join([...ids])})
      and u.id in ${peopleReachedBy(companyId, userId)} ${statusRules}`.execute(tx);
  return new Set(rows.map((r) => r.id));
}

/** The `membership` reach as SQL, for lists filtered in the database; undefined for everyone (administrators). */
export function membershipReach(auth: Pick<AuthState, 'companyId' | 'userId' | 'role'>) {
  return auth.role === 'admin' ? undefined : peopleReachedBy(auth.companyId, auth.userId);
}
