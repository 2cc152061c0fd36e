import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter, Trpc } from '../../lib/trpc';
import type { Box, FeedbacksSearch } from './feedbacks-search';

export type { Box, FeedbacksSearch } from './feedbacks-search';
export { parseFeedbacksSearch } from './feedbacks-search';

// The opinions' queries, shared by the routes' loaders (which start them, importing this beside
// the screens' chunk) and the screens. Kept free of texts and components.

type Outputs = inferRouterOutputs<AppRouter>['tickets'];
export type Ticket = Outputs['list']['tickets'][number];
export type TicketList = Outputs['list'];
export type Conversation = Outputs['messages'];
export type TicketMessage = Conversation['messages'][number];

/** The box shown: as asked, else Received for people who lead (administrators, managers), Sent for others. */
export const boxOf = (search: FeedbacksSearch, role: string): Box => search.box ?? (role === 'admin' || role === 'manager' ? 'received' : 'sent');

/** Both boxes are read (the other one for its unread count); the unread filter applies to the box shown. */
export const boxQueries = (trpc: Trpc, search: FeedbacksSearch, role: string) => {
  const box = boxOf(search, role);
  return { box, sent: listQuery(trpc, 'sent', box === 'sent' && search.unread), received: listQuery(trpc, 'received', box === 'received' && search.unread) };
};

export const listQuery = (trpc: Trpc, box: Box, unread = false) =>
  trpc.tickets.list.queryOptions({ ...(box === 'sent' ? { owner: true } : {}), ...(unread ? { status: 'unread' as const } : {}) });

export const conversationQuery = (trpc: Trpc, id: string) => trpc.tickets.messages.queryOptions({ id });
