import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmModal } from '../../lib/confirm-modal';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { useTRPC } from '../../lib/trpc';
import { pollSharesQuery } from './poll-report-data';
import type { PollShare } from './poll-report-types';

/**
 * "Share results": the audience's groups the leader may share the poll's figures with, a switch
 * each. Sharing asks first (the group's people will read them); taking it back does not, since it
 * only narrows who reads. Nothing shows when the server answers that there is nothing to share
 * (a restricted poll, or one the reader does not lead): it decides, the screen follows.
 */
export function PollReportShares({ pollId }: { pollId: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const titleId = useId();
  const shares = useQuery(pollSharesQuery(trpc, pollId, true));
  const share = useMutation(
    trpc.polls.share.mutationOptions({
      onSuccess: (next, { groupId, shared }) => {
        queryClient.setQueryData(pollSharesQuery(trpc, pollId, true).queryKey, next);
        const name = next.groups.find((g) => g.id === groupId)?.name ?? '';
        notify(t(shared ? 'pollReport:share.shared' : 'pollReport:share.unshared', { name }), 'success');
      },
      onError: (error) => notify(errorText(t, error), 'danger'),
    }),
  );

  const groups = shares.data?.groups ?? [];
  if (groups.length === 0) return null;

  const toggle = (group: PollShare) => {
    const send = () => share.mutate({ id: pollId, groupId: group.id, shared: !group.shared });
    if (group.shared) return send();
    confirmModal({
      key: `share-poll-${pollId}-${group.id}`,
      title: t('pollReport:share.confirmTitle', { name: group.name }),
      body: t('pollReport:share.confirmBody', { name: group.name }),
      confirmLabel: t('pollReport:share.confirm'),
      tone: 'primary',
      onConfirm: send,
    });
  };
  const busyId = share.isPending ? share.variables.groupId : null;

  return (
    <section className="card report-section poll-shares" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('pollReport:share.title')}
      </h2>
      <p className="muted poll-shares__hint">{t('pollReport:share.hint')}</p>
      <ul className="poll-shares__list">
        {groups.map((g) => (
          <li key={g.id} data-group={g.id}>
            <label className="poll-switch">
              <input type="checkbox" role="switch" checked={g.shared} disabled={busyId !== null} aria-busy={busyId === g.id || undefined} onChange={() => toggle(g)} />
              <span className="poll-switch__track" aria-hidden="true" />
              <span className="poll-switch__name">{g.name}</span>
            </label>
            <span className={`poll-shares__state${g.shared ? ' is-shared' : ''}`}>{t(g.shared ? 'pollReport:share.on' : 'pollReport:share.off')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
