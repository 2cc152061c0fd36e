import { useQuery } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { errorCodeOf, useTRPC } from '../../lib/trpc';
import { isPlanRequired, PlanLocked, usePlanGate } from '../reports/plan-gate';
import { MessageList } from './message-list';
import { RatingChoice } from './rating-choice';
import { ReplyBox } from './reply-box';
import { useUpdateTicket } from './ticket-cache';
import { PendingNote, recipientText, TicketBadges } from './ticket-parts';
import { conversationQuery } from './ticket-queries';
import { TicketToolbar } from './ticket-toolbar';
import './feedbacks.css';
import './conversation.css';

/** Where "back" leads: the opinions' list, unless the conversation is shown elsewhere (a survey's texts). */
export type BackTo = Pick<LinkProps, 'to' | 'params'>;

function BackLink({ back }: { back?: BackTo }) {
  const { t } = useTranslation();
  return (
    <Link {...(back ?? { to: '/feedbacks' })} className="fb-back">
      <span aria-hidden="true">← </span>
      {t(back ? 'feedbacks:conversation.backElsewhere' : 'feedbacks:conversation.back')}
    </Link>
  );
}

/** Unknown, or neither written by nor sent to the caller: the server says the same (NOT_FOUND) for both. */
function ConversationNotFound({ back }: { back?: BackTo }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page fb-page">
      <div className="empty-state fb-not-found">
        <h1 ref={heading} tabIndex={-1} className="empty-state__title">
          {t('feedbacks:conversation.notFound')}
        </h1>
        <p className="muted">{t('feedbacks:conversation.notFoundHint')}</p>
        <Link {...(back ?? { to: '/feedbacks' })} className="button button--primary">
          {t(back ? 'feedbacks:conversation.backElsewhere' : 'feedbacks:conversation.back')}
        </Link>
      </div>
    </section>
  );
}

/** /feedbacks/tickets/$ticketId: one conversation, as the caller sees it; opening it marks it read. */
export function ConversationPage({ id, back }: { id: string; back?: BackTo }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const query = useQuery(conversationQuery(trpc, id));
  usePlanGate(query.error);
  const update = useUpdateTicket(id);
  const marked = useRef(false);
  const ticket = query.data?.ticket;
  // Written by the server once delivered: before the delivery hour the author alone sees it, pending.
  const delivered = Boolean(query.data?.messages.some((m) => !m.pending));

  useEffect(() => {
    if (!ticket || ticket.isRead || marked.current || !delivered) return;
    marked.current = true;
    update.mutate({ id, isRead: true });
  }, [ticket, delivered, id, update]);

  if (query.isPending)
    return (
      <section className="page fb-page">
        <BackLink back={back} />
        <div className="skeleton fb-skeleton" aria-busy="true" aria-label={t('common:loading')} />
      </section>
    );
  if (query.isError && errorCodeOf(query.error) === 'NOT_FOUND') return <ConversationNotFound back={back} />;
  if (query.isError)
    return (
      <section className="page fb-page">
        <BackLink back={back} />
        {isPlanRequired(query.error) ? (
          <PlanLocked title={t('feedbacks:plan')} />
        ) : (
          <div className="alert alert--danger fb-alert" role="alert">
            <span>
              {t('feedbacks:conversation.failed')} {errorText(t, query.error)}
            </span>
            <button type="button" className="button" onClick={() => void query.refetch()}>
              {t('feedbacks:retry')}
            </button>
          </div>
        )}
      </section>
    );

  const conversation = query.data;
  const current = conversation.ticket;
  const title = t(
    current.origin === 'comment'
      ? 'feedbacks:conversation.titleComment'
      : current.isPositive
        ? 'feedbacks:conversation.titlePositive'
        : 'feedbacks:conversation.titleConstructive',
  );
  return (
    <section className="page fb-page fb-conversation">
      <BackLink back={back} />
      <header className="page__header fb-conversation__header">
        <h1>{title}</h1>
        <p className="page__subtitle">{recipientText(t, current)}</p>
        <TicketBadges ticket={current} />
        {current.pending && !delivered && <PendingNote />}
      </header>
      <TicketToolbar ticket={current} delivered={delivered} />
      <MessageList conversation={conversation} />
      {current.completed && current.side === 'author' && <RatingChoice ticket={current} />}
      {current.side === 'leader' && current.rating && <p className="fb-rated">{t('feedbacks:rating.byAuthor', { rating: t(`feedbacks:rating.${current.rating}`) })}</p>}
      <ReplyBox ticket={current} />
    </section>
  );
}
