import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { conversationQuery, type Conversation, type Ticket } from './ticket-queries';

// After any change to a ticket: its conversation takes the server's answer, and every list and
// the sidebar's unread count are read again (the server orders the lists and counts the unread).

export function useTicketCache() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshLists = () =>
    Promise.all([queryClient.invalidateQueries(trpc.tickets.list.pathFilter()), queryClient.invalidateQueries(trpc.tickets.unread.pathFilter())]);
  return {
    refreshLists,
    setConversation: (id: string, next: Conversation) => queryClient.setQueryData(conversationQuery(trpc, id).queryKey, next),
    setTicket: (id: string, ticket: Ticket) => queryClient.setQueryData(conversationQuery(trpc, id).queryKey, (old) => (old ? { ...old, ticket } : old)),
  };
}

/** Read or unread, completed or reopened, rated: the ticket as the server answers it. */
export function useUpdateTicket(id: string) {
  const trpc = useTRPC();
  const cache = useTicketCache();
  return useMutation(
    trpc.tickets.update.mutationOptions({
      onSuccess: (ticket) => {
        cache.setTicket(id, ticket);
        void cache.refreshLists(); // Nothing waits for the lists: they refresh in the background.
      },
    }),
  );
}

/** A reply; the conversation as the server answers it, the lists reordered (the ticket moves to the top). */
export function useSendMessage(id: string) {
  const trpc = useTRPC();
  const cache = useTicketCache();
  return useMutation(
    trpc.tickets.send.mutationOptions({
      onSuccess: (conversation) => {
        cache.setConversation(id, conversation);
        void cache.refreshLists(); // In the background, as above.
      },
    }),
  );
}

/** Leaving anonymity (irreversible): the ticket named, and the conversation read again (every message now under the name). */
export function useLeaveAnonymity(id: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cache = useTicketCache();
  return useMutation(
    trpc.tickets.leaveAnonymity.mutationOptions({
      onSuccess: (ticket) => {
        cache.setTicket(id, ticket);
        void queryClient.invalidateQueries(conversationQuery(trpc, id));
        void cache.refreshLists(); // In the background, as above.
      },
    }),
  );
}
