import { router } from '../../trpc/init.js';
import { paidComputeProcedure, planProcedure } from '../../trpc/procedures.js';
import { replyToComment } from './tickets.comments.js';
import {
  ZCreateTicketInput,
  ZListTicketsInput,
  ZPostMessageInput,
  ZReplyToCommentInput,
  ZTicket,
  ZTicketIdInput,
  ZTicketList,
  ZTicketMessages,
  ZUnreadOutput,
  ZUpdateTicketInput,
} from './tickets.schemas.js';
import { getMessages, listTickets, unreadCount } from './tickets.read.js';
import { createTicket, leaveAnonymity, postMessage, updateTicket } from './tickets.service.js';

// Opinions (people §2–§7): any signed-in person of a company on a paid plan ("feedback and chats"
// is enterprise-only: the free plan gets the upgrade signal). Which ticket is whose is the
// service's: the author (through the seal, when anonymous) and the recipient's leaders; anyone
// else gets NOT_FOUND, as for a ticket that does not exist.
const paid = planProcedure('enterprise', 'trial');

export const ticketsRouter = router({
  list: paid
    .meta({
      v1: { method: 'GET', path: '/tickets', summary: 'Opinions the caller wrote (owner=true) or received as a leader, newest activity first; status=unread filters' },
    })
    .input(ZListTicketsInput)
    .output(ZTicketList)
    .query(({ ctx, input }) => listTickets(ctx, input)),

  unread: paid.output(ZUnreadOutput).query(({ ctx }) => unreadCount(ctx)),

  create: paid
    .meta({
      v1: {
        method: 'POST',
        path: '/tickets',
        status: 201,
        summary: 'Send an opinion to the leaders of one of your groups (groupId) or to the administrators; anonymous ones reach them at the next full hour',
      },
    })
    .input(ZCreateTicketInput)
    .output(ZTicket)
    .mutation(({ ctx, input }) => createTicket(ctx, input)),

  messages: paid
    .meta({ v1: { method: 'GET', path: '/tickets/:id/messages', summary: 'The conversation of one opinion, oldest first, as the caller sees it' } })
    .input(ZTicketIdInput)
    .output(ZTicketMessages)
    .query(({ ctx, input }) => getMessages(ctx, input.id)),

  send: paid
    .meta({
      v1: {
        method: 'POST',
        path: '/tickets/:id/messages',
        status: 201,
        summary: 'Reply in a conversation; isAnonymous false on an anonymous opinion adds the author’s name, irreversibly',
      },
    })
    .input(ZPostMessageInput)
    .output(ZTicketMessages)
    .mutation(({ ctx, input }) => postMessage(ctx, input)),

  update: paid
    .meta({ v1: { method: 'PATCH', path: '/tickets/:id', summary: 'Mark read or unread (on your side), complete or reopen, rate (the author, once completed)' } })
    .input(ZUpdateTicketInput)
    .output(ZTicket)
    .mutation(({ ctx, input }) => updateTicket(ctx, input)),

  // Leaders answer a comment of a survey's results (the engagement survey's or a custom survey's).
  replyToComment: paidComputeProcedure(['enterprise', 'trial'], 'admin', 'manager')
    .input(ZReplyToCommentInput)
    .output(ZTicket)
    .mutation(({ ctx, input }) => replyToComment(ctx, input)),

  leaveAnonymity: paid
    .input(ZTicketIdInput)
    .output(ZTicket)
    .mutation(({ ctx, input }) => leaveAnonymity(ctx, input.id)),
});
