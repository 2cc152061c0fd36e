import type { Tx } from '../../db/tenant.js';
import type { TicketSide } from '../../db/types.js';
import type { AuthState } from '../../trpc/context.js';
import { seal, unseal } from '../survey/survey.sealing.js';
import { leadsGroup, type TicketRow } from './tickets.queries.js';

// Who someone is to a ticket. The author of an anonymous ticket is known only through its seal,
// opened with the key the server holds outside the database; a leader is whoever leads the
// recipient group now (or any administrator, for opinions to the administrators, or the leader
// who started a conversation on a comment). Anyone else is answered as if the ticket did not exist.

const authorContext = (companyId: string, ticketId: string) => `ticket-author:${companyId}:${ticketId}`;

/** The sealed author of an anonymous ticket; null seals "nobody" (a comment whose author has left). */
export const sealAuthor = (key: Buffer, companyId: string, ticketId: string, userId: string | null): Buffer => seal(key, authorContext(companyId, ticketId), { userId });

export function openAuthor(key: Buffer, companyId: string, row: { id: string; author_sealed: Buffer | null }): string | null {
  if (!row.author_sealed) return null;
  return unseal<{ userId: string | null }>(key, authorContext(companyId, row.id), row.author_sealed).userId;
}

export function isAuthor(key: Buffer, auth: Pick<AuthState, 'companyId' | 'userId'>, row: TicketRow): boolean {
  return row.anonymous ? openAuthor(key, auth.companyId, row) === auth.userId : row.author_id === auth.userId;
}

export async function isLeader(tx: Tx, auth: Pick<AuthState, 'companyId' | 'userId' | 'role'>, row: TicketRow): Promise<boolean> {
  if (row.origin === 'comment') return row.leader_id === auth.userId;
  if (row.group_id === null) return auth.role === 'admin';
  return leadsGroup(tx, auth.companyId, auth.userId, row.group_id);
}

/** The caller's side of a ticket (the author's when they are both), or null: not theirs to see. */
export async function sideOf(tx: Tx, key: Buffer, auth: AuthState, row: TicketRow): Promise<TicketSide | null> {
  if (isAuthor(key, auth, row)) return 'author';
  return (await isLeader(tx, auth, row)) ? 'leader' : null;
}
