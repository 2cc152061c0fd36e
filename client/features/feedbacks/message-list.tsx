import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates';
import type { Conversation, TicketMessage } from './ticket-queries';
import { PendingNote } from './ticket-parts';

/** Who wrote a message, as the reader may know: leaders never learn more of an anonymous author. */
function senderOf(t: TFunction, message: TicketMessage, ticket: Conversation['ticket']): string {
  // Once the author added their name, the whole conversation is under it: no longer anonymous.
  if (message.mine) return t(message.isAnonymous && ticket.isAnonymous ? 'feedbacks:conversation.youAnonymous' : 'feedbacks:conversation.you');
  if (message.sender) return message.sender;
  // An author who added their name is named on the whole conversation.
  if (message.side === 'author') return ticket.author ?? t('feedbacks:conversation.anonymousAuthor');
  return t('feedbacks:conversation.leader');
}

/** The conversation as chat bubbles, the caller's own on the right. */
export function MessageList({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="fb-messages" aria-label={t('feedbacks:conversation.messages')}>
      {conversation.messages.map((m) => (
        <li key={m._id} className={`fb-message-item${m.mine ? ' is-mine' : ''}`}>
          <article className={`fb-bubble${m.mine ? ' fb-bubble--mine' : ''}${m.pending ? ' is-pending' : ''}`}>
            <header className="fb-bubble__meta">
              <span className="fb-bubble__sender">{senderOf(t, m, conversation.ticket)}</span>
              <span className="fb-bubble__day">{formatDay(m.createdAt, i18n.language, 'medium')}</span>
            </header>
            <p className="fb-bubble__text">{m.message}</p>
            {m.pending && <span className="fb-badge fb-badge--pending">{t('feedbacks:badge.pending')}</span>}
          </article>
          {m.pending && <PendingNote />}
        </li>
      ))}
    </ol>
  );
}
