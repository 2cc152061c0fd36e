import { useTranslation } from 'react-i18next';
import { actionFailure } from './action-failure';
import { confirmModal } from '../../lib/confirm-modal';
import { notify } from '../../lib/messages';
import { usePlanGate } from '../reports/plan-gate';
import { useLeaveAnonymity, useUpdateTicket } from './ticket-cache';
import type { Ticket } from './ticket-queries';

/**
 * What either side can do with a delivered conversation: read or unread (their side only),
 * complete or reopen; the author of an anonymous opinion can add their name, once and for good.
 */
export function TicketToolbar({ ticket, delivered }: { ticket: Ticket; delivered: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateTicket(ticket._id);
  const leave = useLeaveAnonymity(ticket._id);
  usePlanGate(update.error ?? leave.error);
  const failed = (error: unknown) => notify(actionFailure(t, error), 'danger');
  const busy = update.isPending || leave.isPending;

  if (!delivered) return null;
  const canName = ticket.side === 'author' && ticket.isAnonymous && ticket.origin === 'opinion';

  const addName = () =>
    confirmModal({
      key: 'leave-anonymity',
      title: t('feedbacks:addName.title'),
      body: (
        <>
          <p>{t('feedbacks:addName.body')}</p>
          <p>
            <strong>{t('feedbacks:addName.irreversible')}</strong>
          </p>
        </>
      ),
      confirmLabel: t('feedbacks:addName.confirm'),
      tone: 'primary',
      onConfirm: () => leave.mutate({ id: ticket._id }, { onSuccess: () => notify(t('feedbacks:addName.done'), 'success'), onError: failed }),
    });

  return (
    <div className="fb-toolbar" role="group" aria-label={t('feedbacks:conversation.actions')}>
      <button type="button" className="button" disabled={busy} onClick={() => update.mutate({ id: ticket._id, isRead: !ticket.isRead }, { onError: failed })}>
        {t(ticket.isRead ? 'feedbacks:conversation.markUnread' : 'feedbacks:conversation.markRead')}
      </button>
      <button type="button" className="button" disabled={busy} onClick={() => update.mutate({ id: ticket._id, completed: !ticket.completed }, { onError: failed })}>
        {t(ticket.completed ? 'feedbacks:conversation.reopen' : 'feedbacks:conversation.complete')}
      </button>
      {canName && (
        <button type="button" className="button" disabled={busy} onClick={addName}>
          {t('feedbacks:addName.button')}
        </button>
      )}
    </div>
  );
}
