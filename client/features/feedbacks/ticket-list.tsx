import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { isPlanRequired, PlanLocked } from '../reports/plan-gate';
import type { Box, TicketList } from './ticket-queries';
import { TicketRow } from './ticket-row';

interface Props {
  box: Box;
  list: UseQueryResult<TicketList, unknown>;
  unreadOnly: boolean;
  onUnreadOnly: (on: boolean) => void;
  sendingId?: string;
  onNew: () => void;
}

/** A box's conversations, newest activity first as the server orders them, with its unread filter. */
export function TicketListView({ box, list, unreadOnly, onUnreadOnly, sendingId, onNew }: Props) {
  const { t } = useTranslation();
  let body;
  if (list.isPending) body = <div className="skeleton fb-skeleton" aria-busy="true" aria-label={t('common:loading')} />;
  else if (list.isError && isPlanRequired(list.error)) body = <PlanLocked title={t('feedbacks:plan')} />;
  else if (list.isError)
    body = (
      <div className="alert alert--danger fb-alert" role="alert">
        <span>
          {t('feedbacks:list.failed')} {errorText(t, list.error)}
        </span>
        <button type="button" className="button" onClick={() => void list.refetch()}>
          {t('feedbacks:retry')}
        </button>
      </div>
    );
  else if (list.data.tickets.length === 0)
    body = (
      <div className="empty-state">
        <p className="empty-state__title">{t(unreadOnly ? 'feedbacks:list.noUnread' : `feedbacks:list.empty.${box}`)}</p>
        {!unreadOnly && <p className="muted">{t(`feedbacks:list.emptyHint.${box}`)}</p>}
        {!unreadOnly && box === 'sent' && (
          <button type="button" className="button button--primary" onClick={onNew}>
            {t('feedbacks:new')}
          </button>
        )}
      </div>
    );
  else
    body = (
      <ul className="fb-list" aria-label={t(`feedbacks:boxes.${box}`)} aria-busy={list.isFetching || undefined}>
        {list.data.tickets.map((ticket) => (
          <TicketRow key={ticket._id} ticket={ticket} sending={ticket._id === sendingId} />
        ))}
      </ul>
    );

  return (
    <>
      <label className="fb-filter">
        <input type="checkbox" checked={unreadOnly} onChange={(e) => onUnreadOnly(e.target.checked)} />
        {t('feedbacks:list.unreadOnly')}
      </label>
      {body}
    </>
  );
}
