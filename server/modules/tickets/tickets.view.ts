import type { TicketSide } from '../../db/types.js';
import type { Held } from './tickets.delivery.js';
import type { TicketRow } from './tickets.queries.js';
import type { TTicket } from './tickets.schemas.js';

// A ticket as one side sees it. Leaders get the author's name of a named opinion only; neither
// side learns when the other read it.

export function ticketView(row: TicketRow, side: TicketSide): TTicket {
  return {
    _id: row.id,
    side,
    origin: row.origin,
    to:
      row.origin === 'comment'
        ? { kind: 'leader', name: row.leader_name ?? '' }
        : row.group_id
          ? { kind: 'group', groupId: row.group_id, name: row.group_name ?? '' }
          : { kind: 'administrators' },
    subject: row.subject ?? null,
    isAnonymous: row.anonymous,
    isPositive: row.positive,
    isRead: side === 'author' ? row.author_read : row.leader_read,
    lastMessage: row.last_message,
    updatedAt: row.last_on,
    lastReplyAt: row.last_reply_on,
    completed: row.completed,
    rating: row.rating,
    author: side === 'leader' && !row.anonymous ? row.author_name : null,
    pending: false,
  };
}

/** The author's view of their anonymous opinion still waiting for the delivery hour. */
export function pendingView(item: Extract<Held, { kind: 'ticket' }>, groupName: string | null): TTicket {
  return {
    _id: item.ticketId,
    side: 'author',
    origin: 'opinion',
    to: item.groupId ? { kind: 'group', groupId: item.groupId, name: groupName ?? '' } : { kind: 'administrators' },
    subject: null,
    isAnonymous: true,
    isPositive: item.positive,
    isRead: true,
    lastMessage: item.body,
    updatedAt: item.day,
    lastReplyAt: null,
    completed: false,
    rating: null,
    author: null,
    pending: true,
  };
}
