import type { Tx } from '../../db/tenant.js';
import { AppError } from '../../lib/errors.js';
import type { AuthState, Context } from '../../trpc/context.js';
import { isAuthor, sideOf } from './tickets.access.js';
import { crowdIsLarge, groupPeople, type Crowd } from './tickets.crowd.js';
import { heldItems, type Held } from './tickets.delivery.js';
import { authorCandidates, memberGroups, receivedTickets, ticketById, ticketMessages, type TicketRow } from './tickets.queries.js';
import type { TListTicketsInput, TTicket } from './tickets.schemas.js';
import { pendingView, ticketView } from './tickets.view.js';

// Reading opinions: each side's list (with the author's own writing still waiting for delivery),
// a conversation, the unread count, and where an opinion may go. Writing is tickets.service.ts's.

export type TicketsCtx = Context & { tx: Tx; auth: AuthState; afterCommit: (fn: () => void) => void };

/** Who could write an opinion to a group's leaders now (or, without one, to the administrators). */
export const opinionTo = async (ctx: Pick<TicketsCtx, 'tx' | 'auth'>, groupId: string | null): Promise<Crowd> => ({
  people: groupId ? await groupPeople(ctx.tx, ctx.auth.companyId, groupId) : null,
  group_id: groupId,
  leader_id: null,
});

export async function pendingOf(ctx: TicketsCtx): Promise<Held[]> {
  return (await heldItems(ctx.tx, ctx.deps.sealingKey, ctx.auth.companyId)).filter((h) => h.authorId === ctx.auth.userId);
}

/** The caller's opinions (owner) or those sent to them, newest activity first, with the box's unread count. */
export async function listTickets(ctx: TicketsCtx, input: TListTicketsInput) {
  const { companyId, userId } = ctx.auth;
  const key = ctx.deps.sealingKey;
  let tickets: TTicket[];
  if (input.owner) {
    const pending = await pendingOf(ctx);
    const groups = new Map((await memberGroups(ctx.tx, companyId, userId)).map((g) => [g.id, g.name]));
    const latest = new Map<string, Held>();
    for (const item of [...pending].sort((a, b) => a.at - b.at)) latest.set(item.ticketId, item);
    const fresh = [...latest.values()].filter((h) => h.kind === 'ticket');
    const stored = (await authorCandidates(ctx.tx, companyId, userId))
      .filter((row) => isAuthor(key, ctx.auth, row))
      .map((row) => withPending(ticketView(row, 'author'), latest.get(row.id)));
    // What waits for delivery is the caller's latest activity: on top, as a sent message moves a ticket up.
    const moved = stored.filter((t) => t.pending).sort((a, b) => (latest.get(b._id)!.at ?? 0) - (latest.get(a._id)!.at ?? 0));
    tickets = [
      ...fresh.sort((a, b) => b.at - a.at).map((h) => pendingView(h, h.kind === 'ticket' ? (groups.get(h.groupId ?? '') ?? null) : null)),
      ...moved,
      ...stored.filter((t) => !t.pending),
    ];
  } else {
    const rows = await receivedTickets(ctx.tx, companyId, userId, ctx.auth.role === 'admin', false);
    tickets = rows.filter((row) => !isAuthor(key, ctx.auth, row)).map((row) => ticketView(row, 'leader'));
  }
  const unread = tickets.filter((t) => !t.isRead).length;
  return { tickets: input.status === 'unread' ? tickets.filter((t) => !t.isRead) : tickets, unread };
}

/** A stored ticket with the author's own message still waiting for delivery. */
function withPending(view: TTicket, item: Held | undefined): TTicket {
  return item ? { ...view, lastMessage: item.body, updatedAt: item.day, pending: true } : view;
}

/** Unread conversations on both of the caller's sides (the sidebar's dot). */
export async function unreadCount(ctx: TicketsCtx) {
  const [mine, received] = await Promise.all([listTickets(ctx, { owner: true }), listTickets(ctx, { owner: false })]);
  return { unread: mine.unread + received.unread };
}

/** The caller's side of a ticket read already; NOT_FOUND when it is not theirs (as for one that does not exist). */
export async function sideFor(ctx: TicketsCtx, row: TicketRow | undefined) {
  const side = row ? await sideOf(ctx.tx, ctx.deps.sealingKey, ctx.auth, row) : null;
  if (!side) throw new AppError('NOT_FOUND');
  return side;
}

/** A ticket the caller may see, with their side; NOT_FOUND otherwise. */
export async function visibleTicket(ctx: TicketsCtx, id: string, lock = false) {
  const row = await ticketById(ctx.tx, ctx.auth.companyId, id, lock);
  return { row: row!, side: await sideFor(ctx, row) };
}

/** The author's own opinion still waiting for delivery, with its group's name. */
export async function pendingTicketView(ctx: Pick<TicketsCtx, 'tx' | 'auth'>, item: Extract<Held, { kind: 'ticket' }>) {
  const groups = await memberGroups(ctx.tx, ctx.auth.companyId, ctx.auth.userId);
  return pendingView(item, groups.find((g) => g.id === item.groupId)?.name ?? null);
}

/** A ticket's conversation as the caller sees it (their pending messages last). */
export async function getMessages(ctx: TicketsCtx, id: string) {
  const { companyId, userId } = ctx.auth;
  const pending = (await pendingOf(ctx)).filter((h) => h.ticketId === id).sort((a, b) => a.at - b.at);
  const row = await ticketById(ctx.tx, companyId, id);
  const waiting = pending.map((h) => ({
    _id: h.messageId,
    message: h.body,
    isAnonymous: true,
    createdAt: h.day,
    mine: true,
    side: 'author' as const,
    sender: null,
    pending: true,
  }));
  if (!row) {
    const first = pending.find((h) => h.kind === 'ticket');
    if (!first || first.kind !== 'ticket') throw new AppError('NOT_FOUND');
    return { ticket: await pendingTicketView(ctx, first), messages: waiting };
  }
  const side = await sideFor(ctx, row);
  const stored = (await ticketMessages(ctx.tx, companyId, id)).map((m) => ({
    _id: m.id,
    message: m.body,
    isAnonymous: m.anonymous,
    createdAt: m.sent_on,
    mine: m.side === 'author' ? side === 'author' : m.sender_id === userId,
    side: m.side,
    sender: m.anonymous ? null : m.sender_name,
    pending: false,
  }));
  return { ticket: withPending(ticketView(row, side), side === 'author' ? pending.at(-1) : undefined), messages: side === 'author' ? [...stored, ...waiting] : stored };
}

/** Whether anonymous opinions may reach a group's leaders (or, without a group, the administrators). */
export async function opinionGroups(ctx: Pick<TicketsCtx, 'tx' | 'auth'>) {
  const groups = await memberGroups(ctx.tx, ctx.auth.companyId, ctx.auth.userId);
  const out = [];
  for (const g of groups) {
    out.push({ id: g.id, name: g.name, parentId: g.parent_id, anonymousAllowed: await crowdIsLarge(ctx.tx, ctx.auth.companyId, await opinionTo(ctx, g.id)) });
  }
  return out;
}
