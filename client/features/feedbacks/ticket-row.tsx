import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates';
import type { Ticket } from './ticket-queries';
import { PendingNote, recipientText, TicketBadges } from './ticket-parts';

/** One conversation in a box: what, to whom, the last message on one line, the day; unread marked. */
export function TicketRow({ ticket, sending }: { ticket: Ticket; sending: boolean }) {
  const { t, i18n } = useTranslation();
  const recipient = recipientText(t, ticket);
  const unread = !ticket.isRead;
  const body = (
    <>
      <span className="fb-row__top">
        {unread && (
          <span className="fb-dot" role="img" aria-label={t('feedbacks:list.unread')}>
            <span aria-hidden="true" />
          </span>
        )}
        <span className="fb-row__recipient">{recipient}</span>
        <span className="fb-row__day">{sending ? t('feedbacks:list.sending') : formatDay(ticket.updatedAt, i18n.language, 'medium')}</span>
      </span>
      <span className="fb-row__message">{ticket.lastMessage}</span>
      <TicketBadges ticket={ticket} />
    </>
  );
  return (
    <li className={`fb-row${unread ? ' is-unread' : ''}${sending ? ' is-sending' : ''}`}>
      {sending ? (
        <div className="fb-row__link" aria-busy="true">
          {body}
        </div>
      ) : (
        <Link to="/feedbacks/tickets/$ticketId" params={{ ticketId: ticket._id }} className="fb-row__link">
          {body}
        </Link>
      )}
      {ticket.pending && <PendingNote />}
    </li>
  );
}
