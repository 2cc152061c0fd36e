import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { confirmModal } from '../../lib/confirm-modal';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { useTRPC } from '../../lib/trpc';
import { draftQuery, pollsKey, type PollSummary } from './poll-queries';

/**
 * A listed poll's actions (measurement §4): close and delete after a confirmation naming the poll,
 * duplicate (a new draft, offered to open). Each says how it went; every list is read again after.
 */
export function usePollActions() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries(pollsKey(trpc));
  const failed = (error: unknown) => notify(errorText(t, error), 'danger');

  const close = useMutation(
    trpc.polls.close.mutationOptions({
      onSuccess: async () => {
        notify(t('polls:actions.closed'), 'success');
        await refresh();
      },
      onError: failed,
    }),
  );
  const remove = useMutation(
    trpc.polls.deleteDraft.mutationOptions({
      onSuccess: async (_done, { id }) => {
        notify(t('polls:actions.deleted'), 'success');
        queryClient.removeQueries({ queryKey: draftQuery(trpc, id).queryKey });
        await refresh();
      },
      onError: failed,
    }),
  );
  const duplicate = useMutation(
    trpc.polls.duplicate.mutationOptions({
      onSuccess: async (view) => {
        queryClient.setQueryData(draftQuery(trpc, view._id).queryKey, view);
        notify(t('polls:actions.duplicated'), 'success', {
          button: { label: t('polls:actions.openCopy'), onClick: () => void navigate({ to: '/custom-poll', search: { wizard: view._id } }) },
        });
        await refresh();
      },
      onError: failed,
    }),
  );

  /** The id of the poll an action is under way for, to mark its card busy. */
  const busyId = [close, remove, duplicate].find((m) => m.isPending)?.variables?.id ?? null;

  return {
    busyId,
    close: (poll: PollSummary) =>
      confirmModal({
        key: `close-poll-${poll._id}`,
        title: t('polls:actions.closeTitle'),
        body: t('polls:actions.closeBody', { title: poll.title }),
        confirmLabel: t('polls:actions.closeConfirm'),
        onConfirm: () => close.mutate({ id: poll._id, status: 'closed' }),
      }),
    remove: (poll: PollSummary) =>
      confirmModal({
        key: `delete-poll-${poll._id}`,
        title: t('polls:actions.deleteTitle'),
        body: t('polls:actions.deleteBody', { title: poll.title }),
        confirmLabel: t('polls:actions.deleteConfirm'),
        onConfirm: () => remove.mutate({ id: poll._id }),
      }),
    duplicate: (poll: PollSummary) => duplicate.mutate({ id: poll._id }),
  };
}
