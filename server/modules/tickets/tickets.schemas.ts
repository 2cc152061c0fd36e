import { z } from 'zod';
import { MINIMUMS } from '../../../domain/minimums.js';
import { blankToUndefined, ZCount, ZDay, zId, zQueryFlag, ZUuid } from '../../lib/schemas.js';

// Shapes of the opinions' calls (people §3 Ticket and Message, §7 tickets). One shape serves tRPC
// and v1: the legacy names (_id, isAnonymous, isPositive, isRead, lastMessage, updatedAt,
// lastReplyAt, completed, rating; message, isAnonymous, createdAt) plus what the screens need.
// Times are days: an anonymous author is not singled out by when they were online.

export const TICKET_RATINGS = ['very-unhappy', 'unhappy', 'no-comments', 'good', 'love-it'] as const;
export const ZTicketRating = z.enum(TICKET_RATINGS, 'Choose one of the ratings');
/** The least number of active people in a group (or the company) for anonymous opinions to reach its leaders (people §5). */
export const OPINIONS_MINIMUM = MINIMUMS.opinions;
export const MESSAGE_MAX = 4000;

const ZMessageText = z.string('Write a message').trim().min(2, 'Write at least 2 characters').max(MESSAGE_MAX, `At most ${MESSAGE_MAX} characters`);
/** Chosen by the client, so a send repeated after a lost answer (a killed server, a retry) is stored once. */
const ZClientId = zId('Must be an id made by the client').optional();

export const ZTicketIdInput = z.object({ id: zId('Unknown opinion') });

export const ZListTicketsInput = z.object({
  /** v1 `owner=true`: the opinions the caller wrote; otherwise those sent to them (leaders). */
  owner: zQueryFlag('Must be true or false'),
  /** v1 `status=unread`: only those unread on the caller's side. */
  status: z.preprocess(blankToUndefined, z.enum(['unread', 'all'], 'Must be unread or all').optional()),
});
export type TListTicketsInput = z.infer<typeof ZListTicketsInput>;

export const ZCreateTicketInput = z.object({
  id: ZClientId,
  message: ZMessageText,
  isAnonymous: z.boolean('Say whether the opinion is anonymous'),
  isPositive: z.boolean('Choose a tone'),
  /** A group the author belongs to, whose leaders receive it; left out: the company's administrators. */
  groupId: z.preprocess(blankToUndefined, zId('Unknown group').optional()),
});
export type TCreateTicketInput = z.infer<typeof ZCreateTicketInput>;

export const ZPostMessageInput = ZTicketIdInput.extend({
  messageId: ZClientId,
  message: ZMessageText,
  /**
   * The author's choice for this message: false on an anonymous opinion leaves anonymity (once,
   * irreversibly). Left out: the opinion's present state. Leaders always write named.
   */
  isAnonymous: z.boolean('Must be true or false').optional(),
});
export type TPostMessageInput = z.infer<typeof ZPostMessageInput>;

export const ZUpdateTicketInput = ZTicketIdInput.extend({
  /** Read or unread on the caller's side only. */
  isRead: zQueryFlag('Must be true or false'),
  completed: zQueryFlag('Must be true or false'),
  /** The author's rating of a completed conversation. */
  rating: ZTicketRating.nullable().optional(),
}).refine((v) => v.isRead !== undefined || v.completed !== undefined || v.rating !== undefined, { message: 'Send isRead, completed or rating', path: ['isRead'] });
export type TUpdateTicketInput = z.infer<typeof ZUpdateTicketInput>;

const ZRecipient = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('group'), groupId: ZUuid, name: z.string() }),
  z.strictObject({ kind: z.literal('administrators') }),
  z.strictObject({ kind: z.literal('leader'), name: z.string() }),
]);

const ZSubject = z.strictObject({
  instrument: z.enum(['engagement', 'custom-survey']),
  surveyId: ZUuid.optional(),
  label: z.string(),
  cycleDate: ZDay,
});

export const ZTicket = z.strictObject({
  _id: ZUuid,
  /** The caller's part in it: the person who wrote it, or a leader who receives it. */
  side: z.enum(['author', 'leader']),
  origin: z.enum(['opinion', 'comment']),
  to: ZRecipient,
  /** Conversations on a survey comment: which survey, label and cycle. */
  subject: ZSubject.nullable(),
  isAnonymous: z.boolean(),
  isPositive: z.boolean(),
  /** Read on the caller's side. */
  isRead: z.boolean(),
  lastMessage: z.string(),
  /** The day of the last message. */
  updatedAt: ZDay,
  /** The day of the leaders' last reply. */
  lastReplyAt: ZDay.nullable(),
  completed: z.boolean(),
  rating: ZTicketRating.nullable(),
  /** The author's name for leaders of a named opinion; null when anonymous (and for the author). */
  author: z.string().nullable(),
  /** Waiting for the next delivery hour (the author's own anonymous opinion, not yet with its leaders). */
  pending: z.boolean(),
});
export type TTicket = z.infer<typeof ZTicket>;

export const ZTicketList = z.strictObject({ tickets: z.array(ZTicket), unread: ZCount });

export const ZTicketMessage = z.strictObject({
  _id: ZUuid,
  message: z.string(),
  isAnonymous: z.boolean(),
  createdAt: ZDay,
  /** Who wrote it, from the caller's point of view. */
  mine: z.boolean(),
  side: z.enum(['author', 'leader']),
  /** The writer's name; null for an anonymous author. */
  sender: z.string().nullable(),
  /** An anonymous message waiting for the next delivery hour (shown to its author only). */
  pending: z.boolean(),
});

export const ZTicketMessages = z.strictObject({ ticket: ZTicket, messages: z.array(ZTicketMessage) });

export const ZReplyToCommentInput = z.object({
  /** The handle a comment came with in a results list (survey.comments, customSurveys.feedbacks). */
  ref: z.string('Choose a comment').min(16, 'Choose a comment').max(4000, 'Choose a comment'),
  message: ZMessageText,
});
export type TReplyToCommentInput = z.infer<typeof ZReplyToCommentInput>;

export const ZUnreadOutput = z.strictObject({ unread: ZCount });
