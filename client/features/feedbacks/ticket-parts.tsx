import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../shell/icons';
import type { Ticket } from './ticket-queries';

const CLOCK = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2';

// Pieces a ticket shows in the list and at the top of its conversation. The colours only repeat
// the words.

/** Where the opinion went (the author's side) or where it came to (a leader's), in a line. */
export function recipientText(t: TFunction, ticket: Ticket): string {
  if (ticket.origin === 'comment' && ticket.subject) {
    return ticket.side === 'author' ? t('feedbacks:to.comment', { label: ticket.subject.label }) : t('feedbacks:to.commentLeader', { label: ticket.subject.label });
  }
  if (ticket.to.kind === 'group') return t('feedbacks:to.group', { name: ticket.to.name });
  if (ticket.to.kind === 'leader') return t('feedbacks:to.leader', { name: ticket.to.name });
  return t('feedbacks:to.administrators');
}

/** Who wrote it, as the caller may know: a leader sees the name of a named opinion only. */
export function authorText(t: TFunction, ticket: Ticket): string {
  if (ticket.side === 'author') return t(ticket.isAnonymous ? 'feedbacks:badge.anonymous' : 'feedbacks:badge.named');
  return ticket.author ?? t('feedbacks:badge.anonymous');
}

export function TicketBadges({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  return (
    <span className="fb-badges">
      {/* A conversation on a survey comment has no tone of its own. */}
      {ticket.origin === 'opinion' && (
        <span className={`fb-badge fb-badge--${ticket.isPositive ? 'positive' : 'constructive'}`}>
          {t(ticket.isPositive ? 'feedbacks:badge.positive' : 'feedbacks:badge.constructive')}
        </span>
      )}
      <span className={`fb-badge fb-badge--${ticket.isAnonymous ? 'anonymous' : 'named'}`}>{authorText(t, ticket)}</span>
      {ticket.completed && <span className="fb-badge fb-badge--completed">{t('feedbacks:badge.completed')}</span>}
      {ticket.pending && <span className="fb-badge fb-badge--pending">{t('feedbacks:badge.pending')}</span>}
    </span>
  );
}

/** Said next to whatever waits for the delivery hour. */
export function PendingNote({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <p className="fb-pending-note" id={id}>
      <StrokeIcon d={CLOCK} size={16} />
      <span>{t('feedbacks:pendingNote')}</span>
    </p>
  );
}
