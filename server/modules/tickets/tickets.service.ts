import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { AppError } from '../../lib/errors.js';
import { toDay } from '../survey/survey.cycles.js';
import { isAuthor, sideOf } from './tickets.access.js';
import { assertCrowd, crowdOfTicket } from './tickets.crowd.js';
import { heldItems, hold, mailLeaders } from './tickets.delivery.js';
import { appendMessage, memberGroups, personToNotify, storedMessage, ticketById, ticketMessages, touchTicket, type TicketRow } from './tickets.queries.js';
import { getMessages, opinionTo, pendingOf, pendingTicketView, sideFor, visibleTicket, type TicketsCtx } from './tickets.read.js';
import type { TCreateTicketInput, TPostMessageInput, TTicket, TUpdateTicketInput } from './tickets.schemas.js';
import { pendingView, ticketView } from './tickets.view.js';

// Writing opinions (people §2–§5): a person writes to the leaders of a group they belong to or to
// the administrators, anonymously or named; both sides reply, mark read, complete and reopen; the
// author rates the end. Anonymous authors' writing waits for the delivery hour (tickets.delivery.ts);
// reading is tickets.read.ts's.

// Its first message is the survey comment: a name on it would tie the author's survey answers to them.
const STAYS_ANONYMOUS = 'A conversation about a survey comment stays anonymous: your name would tie your survey answers to you';

const refuse = (field: string, message: string) => new AppError('BAD_INPUT', { [field]: [message] });

/** One create or send of an id at a time: a retry racing its first try finds what the first wrote. */
async function claim(ctx: TicketsCtx, id: string, kind: 'ticket' | 'ticket-message' = 'ticket') {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${id}`}, 0))`.execute(ctx.tx);
}

export async function createTicket(ctx: TicketsCtx, input: TCreateTicketInput): Promise<TTicket> {
  const { companyId, userId } = ctx.auth;
  const id = input.id ?? randomUUID();
  const now = ctx.deps.clock();
  const day = toDay(now);

  await claim(ctx, id);
  const repeat = await repeatedTicket(ctx, id, input);
  if (repeat) return repeat;

  const groups = await memberGroups(ctx.tx, companyId, userId);
  const group = input.groupId ? groups.find((g) => g.id === input.groupId) : null;
  if (input.groupId && !group) throw refuse('groupId', 'Choose a group you belong to');
  if (input.isAnonymous) {
    const crowd = await opinionTo(ctx, group?.id ?? null);
    await assertCrowd(ctx.tx, companyId, crowd);
    const item = {
      kind: 'ticket' as const,
      ticketId: id,
      authorId: userId,
      groupId: group?.id ?? null,
      crowd: crowd.people,
      positive: input.isPositive,
      messageId: randomUUID(),
      body: input.message,
      day,
      at: now.getTime(),
    };
    await hold(ctx.tx, ctx.deps.sealingKey, companyId, item, now);
    return pendingView(item, group?.name ?? null);
  }
  await ctx.tx
    .insertInto('tickets')
    .values({
      company_id: companyId,
      id,
      origin: 'opinion',
      group_id: group?.id ?? null,
      anonymous: false,
      positive: input.isPositive,
      author_id: userId,
      last_message: input.message,
      last_on: day,
    })
    .execute();
  await appendMessage(ctx.tx, companyId, id, { id: randomUUID(), side: 'author', anonymous: false, senderId: userId, body: input.message, day });
  await mailLeaders(ctx.tx, ctx.deps.mailer, ctx.deps.appUrl, companyId, { id, origin: 'opinion', group_id: group?.id ?? null, leader_id: null, anonymous: false }, true);
  return ticketView((await ticketById(ctx.tx, companyId, id))!, 'author');
}

/** A create repeated with the same id (a retry after a lost answer): the first result, or a conflict when it says something else. */
async function repeatedTicket(ctx: TicketsCtx, id: string, input: TCreateTicketInput): Promise<TTicket | null> {
  const held = (await heldItems(ctx.tx, ctx.deps.sealingKey, ctx.auth.companyId)).find((h) => h.kind === 'ticket' && h.ticketId === id);
  const row = held ? null : await ticketById(ctx.tx, ctx.auth.companyId, id);
  if (!held && !row) return null;
  if (held?.kind === 'ticket') {
    if (held.authorId !== ctx.auth.userId || held.body !== input.message) throw new AppError('SUBMISSION_CONFLICT');
    return pendingTicketView(ctx, held);
  }
  if (!row || !isAuthor(ctx.deps.sealingKey, ctx.auth, row)) throw new AppError('SUBMISSION_CONFLICT');
  const [first] = await ticketMessages(ctx.tx, ctx.auth.companyId, id);
  if (first?.body !== input.message) throw new AppError('SUBMISSION_CONFLICT');
  return ticketView(row, 'author');
}

export async function postMessage(ctx: TicketsCtx, input: TPostMessageInput) {
  const { companyId, userId } = ctx.auth;
  const key = ctx.deps.sealingKey;
  const now = ctx.deps.clock();
  const day = toDay(now);
  const messageId = input.messageId ?? randomUUID();
  // Serialised by advisory locks, not a row lock: a row lock would write the author's transaction
  // into the ticket (xmax) beside the held item it inserts, tying the two in a copy of the database.
  await claim(ctx, input.id);
  await claim(ctx, messageId, 'ticket-message');
  if (await repeatedMessage(ctx, input.id, messageId, input.message)) return getMessages(ctx, input.id);

  const row = await ticketById(ctx.tx, companyId, input.id);
  if (!row) {
    // The caller's own anonymous opinion, still waiting for delivery: the message waits with it.
    const first = (await pendingOf(ctx)).find((h) => h.kind === 'ticket' && h.ticketId === input.id);
    if (!first || first.kind !== 'ticket') throw new AppError('NOT_FOUND');
    if (input.isAnonymous === false) throw refuse('isAnonymous', 'You can add your name once the opinion has reached its leaders, at the next full hour');
    await assertCrowd(ctx.tx, companyId, { people: first.crowd, group_id: first.groupId, leader_id: null });
    await hold(ctx.tx, key, companyId, { kind: 'message', ticketId: input.id, authorId: userId, messageId, body: input.message, day, at: now.getTime() }, now);
    return getMessages(ctx, input.id);
  }
  const side = await sideFor(ctx, row);
  if (side === 'leader') {
    if (input.isAnonymous) throw refuse('isAnonymous', 'Leaders reply with their name');
    await appendMessage(ctx.tx, companyId, row.id, { id: messageId, side: 'leader', anonymous: false, senderId: userId, body: input.message, day });
    await touchTicket(ctx.tx, companyId, row.id, 'leader', input.message, day, row.anonymous);
    if (row.anonymous) ctx.afterCommit(() => ctx.deps.release.nudge());
    else await mailAuthor(ctx, row);
    return getMessages(ctx, input.id);
  }
  if (!row.anonymous && input.isAnonymous) throw refuse('isAnonymous', 'An opinion sent with your name cannot become anonymous');
  if (row.origin === 'comment' && input.isAnonymous === false) throw refuse('isAnonymous', STAYS_ANONYMOUS);
  if (row.anonymous && input.isAnonymous === false) await revealAuthor(ctx, row);
  if (row.anonymous && input.isAnonymous !== false) {
    await assertCrowd(ctx.tx, companyId, await crowdOfTicket(ctx.tx, key, companyId, row));
    await hold(ctx.tx, key, companyId, { kind: 'message', ticketId: row.id, authorId: userId, messageId, body: input.message, day, at: now.getTime() }, now);
    return getMessages(ctx, input.id);
  }
  await appendMessage(ctx.tx, companyId, row.id, { id: messageId, side: 'author', anonymous: false, senderId: userId, body: input.message, day });
  await touchTicket(ctx.tx, companyId, row.id, 'author', input.message, day, false);
  await mailLeaders(ctx.tx, ctx.deps.mailer, ctx.deps.appUrl, companyId, { ...row, anonymous: false }, false);
  return getMessages(ctx, input.id);
}

/**
 * A send repeated with the same message id (a retry after a lost answer): true when it is the same
 * message of the same ticket by the same person; a conflict when the id says something else.
 */
async function repeatedMessage(ctx: TicketsCtx, ticketId: string, messageId: string, body: string): Promise<boolean> {
  const held = (await heldItems(ctx.tx, ctx.deps.sealingKey, ctx.auth.companyId)).find((h) => h.messageId === messageId);
  if (held) {
    if (held.authorId !== ctx.auth.userId || held.ticketId !== ticketId || held.body !== body) throw new AppError('SUBMISSION_CONFLICT');
    return true;
  }
  const stored = await storedMessage(ctx.tx, ctx.auth.companyId, messageId);
  if (!stored) return false;
  if (stored.ticket_id !== ticketId || stored.body !== body) throw new AppError('SUBMISSION_CONFLICT');
  // Whose it was: the caller must be on the side that wrote it.
  const row = await ticketById(ctx.tx, ctx.auth.companyId, ticketId);
  const side = row ? await sideOf(ctx.tx, ctx.deps.sealingKey, ctx.auth, row) : null;
  if (side !== stored.side || (stored.sender_id !== null && stored.sender_id !== ctx.auth.userId)) throw new AppError('SUBMISSION_CONFLICT');
  return true;
}

/** A named author's reply notice, with the change (the outbox row names them, as the ticket does). */
async function mailAuthor(ctx: TicketsCtx, row: TicketRow) {
  const person = row.author_id ? await personToNotify(ctx.tx, ctx.auth.companyId, row.author_id) : undefined;
  if (!person) return;
  const company = await ctx.tx.selectFrom('companies').select('name').where('id', '=', ctx.auth.companyId).executeTakeFirstOrThrow();
  await ctx.deps.mailer.enqueue(ctx.tx, {
    companyId: ctx.auth.companyId,
    to: person.email!,
    template: row.origin === 'comment' ? 'ticketCommentReply' : 'ticketReply',
    language: person.language,
    vars: { name: person.first_name, company: company.name, link: `${ctx.deps.appUrl}/feedbacks/tickets/${row.id}` },
  });
}

/** Leaving anonymity: once, irreversibly; from now on the leaders see the author's name on the whole conversation. */
async function revealAuthor(ctx: TicketsCtx, row: TicketRow) {
  await ctx.tx
    .updateTable('tickets')
    .set({ anonymous: false, author_id: ctx.auth.userId, author_sealed: null })
    .where('company_id', '=', ctx.auth.companyId)
    .where('id', '=', row.id)
    .execute();
}

export async function leaveAnonymity(ctx: TicketsCtx, id: string): Promise<TTicket> {
  const row = await ticketById(ctx.tx, ctx.auth.companyId, id, true);
  if (!row) {
    if ((await pendingOf(ctx)).some((h) => h.kind === 'ticket' && h.ticketId === id))
      throw refuse('id', 'You can add your name once the opinion has reached its leaders, at the next full hour');
    throw new AppError('NOT_FOUND');
  }
  const side = await sideFor(ctx, row);
  if (side !== 'author') throw refuse('id', 'Only the person who wrote the opinion can add their name');
  if (row.origin === 'comment') throw refuse('id', STAYS_ANONYMOUS);
  if (row.anonymous) await revealAuthor(ctx, row);
  return ticketView((await ticketById(ctx.tx, ctx.auth.companyId, id))!, 'author');
}

export async function updateTicket(ctx: TicketsCtx, input: TUpdateTicketInput): Promise<TTicket> {
  const { companyId } = ctx.auth;
  const { row, side } = await visibleTicket(ctx, input.id, true);
  const completed = input.completed ?? row.completed;
  if (input.rating !== undefined) {
    if (side !== 'author') throw refuse('rating', 'Only the person who wrote the opinion rates the conversation');
    if (!completed && input.rating !== null) throw refuse('rating', 'Rate the conversation once it is completed');
  }
  // An anonymous author's completing or rating shows to the leaders at once: it answers like a message.
  if (side === 'author' && row.anonymous && (input.completed !== undefined || input.rating !== undefined)) {
    await assertCrowd(ctx.tx, companyId, await crowdOfTicket(ctx.tx, ctx.deps.sealingKey, companyId, row));
  }
  await ctx.tx
    .updateTable('tickets')
    .set({
      ...(input.isRead !== undefined ? (side === 'author' ? { author_read: input.isRead } : { leader_read: input.isRead }) : {}),
      ...(input.completed !== undefined ? { completed: input.completed } : {}),
      ...(input.rating !== undefined ? { rating: input.rating } : {}),
    })
    .where('company_id', '=', companyId)
    .where('id', '=', row.id)
    .execute();
  return ticketView((await ticketById(ctx.tx, companyId, row.id))!, side);
}
