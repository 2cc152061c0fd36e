import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MINIMUMS } from '../../../domain/minimums';
import { useTRPC } from '../../lib/trpc';
import { listQuery, type Ticket, type TicketList } from './ticket-queries';

// A new opinion while it is written and sent. The draft keeps everything typed until the server
// has it; its id is made here, so a send repeated after a lost answer is stored once (a changed
// draft takes a new id: it is another opinion).

export const MESSAGE_MIN = 2;
export const MESSAGE_MAX = 4000;
/** Groups need this many active people for anonymous opinions (the server's rule, said in the form). */
export const OPINIONS_MINIMUM = MINIMUMS.opinions;

export type Recipient = { kind: 'administrators' } | { kind: 'group'; id: string; name: string; anonymousAllowed: boolean };

export interface Draft {
  id: string;
  recipient: Recipient | null;
  isPositive: boolean | null;
  isAnonymous: boolean;
  /** Chosen by the person (not the default that follows the recipient). */
  anonymityChosen: boolean;
  message: string;
}

export const newDraft = (): Draft => ({ id: crypto.randomUUID(), recipient: null, isPositive: null, isAnonymous: true, anonymityChosen: false, message: '' });

export const anonymousAllowed = (recipient: Recipient | null) => recipient?.kind !== 'group' || recipient.anonymousAllowed;

/** A change to the draft: a new id (another opinion), and anonymity following the recipient unless chosen. */
export function changeDraft(draft: Draft, change: Partial<Omit<Draft, 'id'>>): Draft {
  const next = { ...draft, ...change, id: crypto.randomUUID() };
  if (!anonymousAllowed(next.recipient)) next.isAnonymous = false;
  else if (change.recipient !== undefined && !next.anonymityChosen) next.isAnonymous = true;
  return next;
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** What the Sent list shows until the server answers. */
function placeholder(draft: Draft): Ticket {
  const to: Ticket['to'] = draft.recipient?.kind === 'group' ? { kind: 'group', groupId: draft.recipient.id, name: draft.recipient.name } : { kind: 'administrators' };
  return {
    _id: draft.id,
    side: 'author',
    origin: 'opinion',
    to,
    subject: null,
    isAnonymous: draft.isAnonymous,
    isPositive: draft.isPositive ?? false,
    isRead: true,
    lastMessage: draft.message.trim(),
    updatedAt: today(),
    lastReplyAt: null,
    completed: false,
    rating: null,
    author: null,
    pending: draft.isAnonymous,
  };
}

/**
 * Sends a draft: it shows at once on top of the Sent list, replaced by the server's answer (or
 * taken out again on failure, the draft kept for a retry under the same id).
 */
export function useCreateOpinion() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sentKey = listQuery(trpc, 'sent').queryKey;
  const put = (id: string, ticket: Ticket | null) =>
    queryClient.setQueryData<TicketList>(sentKey, (old) => old && { ...old, tickets: [...(ticket ? [ticket] : []), ...old.tickets.filter((x) => x._id !== id)] });
  const mutation = useMutation(
    trpc.tickets.create.mutationOptions({
      onSuccess: (ticket) => put(ticket._id, ticket),
      onError: (_error, input) => put(input.id!, null),
      onSettled: () => Promise.all([queryClient.invalidateQueries(trpc.tickets.list.pathFilter()), queryClient.invalidateQueries(trpc.tickets.unread.pathFilter())]),
    }),
  );
  const send = async (draft: Draft): Promise<Ticket> => {
    // A read of the list under way would bring back the list without it.
    await queryClient.cancelQueries({ queryKey: sentKey });
    put(draft.id, placeholder(draft));
    return mutation.mutateAsync({
      id: draft.id,
      message: draft.message.trim(),
      isAnonymous: draft.isAnonymous,
      isPositive: draft.isPositive ?? false,
      groupId: draft.recipient?.kind === 'group' ? draft.recipient.id : undefined,
    });
  };
  return { send, sending: mutation.isPending, sendingId: mutation.isPending ? mutation.variables?.id : undefined };
}
