import type { Tx } from '../../db/tenant.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { retireTokens } from '../auth/auth.queries.js';

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
