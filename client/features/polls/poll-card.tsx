import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/dates';
import type { PollSummary, PollsView } from './poll-queries';
import type { usePollActions } from './use-poll-actions';

type Actions = ReturnType<typeof usePollActions>;

/** The dates that matter for the poll's status: created (drafts), sent, closed. */
function pollDates(poll: PollSummary, t: TFunction, language: string): string[] {
  const at = (instant: string | Date) => formatInstant(instant, language, 'medium');
  if (poll.status === 'draft') return [t('polls:card.created', { date: at(poll.created_at) })];
  const lines = poll.sent_at ? [t('polls:card.sent', { date: at(poll.sent_at) })] : [];
  if (poll.closed_at) lines.push(t('polls:card.closedAt', { date: at(poll.closed_at) }));
  return lines;
}

/** One poll of a list: what it is, to whom, when, and what the reader may do with it. */
export function PollCard({ poll, view, actions }: { poll: PollSummary; view: PollsView; actions: Actions }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const busy = actions.busyId === poll._id;
  const answering = view === 'onGoing' || view === 'done';
  // Figures a leader shared with the reader's group: read, never managed, from this list.
  const shared = view === 'shared';
  const reader = answering || shared;
  const named = { title: poll.title };
  return (
    <article className="card pl-card" aria-labelledby={`${id}-title`} aria-busy={busy || undefined} data-status={poll.status}>
      <header className="pl-card__header">
        <h2 id={`${id}-title`} className="card__title pl-card__title">
          {poll.title}
        </h2>
        <span className={`pl-badge pl-badge--${answering ? view : poll.status}`}>{t(`polls:status.${answering ? view : poll.status}`)}</span>
      </header>
      <dl className="pl-facts">
        <div>
          <dt>{t('polls:card.sender')}</dt>
          <dd>{poll.sender_name}</dd>
        </div>
        {!reader && (
          <div>
            <dt>{t('polls:card.access')}</dt>
            <dd>{t(`polls:access.${poll.access_level}`)}</dd>
          </div>
        )}
        <div>
          <dt>{t('polls:card.questions')}</dt>
          <dd>{poll.numQuestions}</dd>
        </div>
        {!reader && (
          <div>
            <dt>{t('polls:card.people')}</dt>
            <dd>{poll.numEmployees ?? '—'}</dd>
          </div>
        )}
        <div>
          <dt>{t('polls:card.dates')}</dt>
          <dd>
            {pollDates(poll, t, i18n.language).map((line) => (
              <span key={line} className="pl-card__line">
                {line}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <footer className="pl-card__actions">
        {view === 'onGoing' && (
          <Link to="/custom-poll/$pollId/survey" params={{ pollId: poll._id }} className="button button--primary" aria-label={t('polls:actions.answerNamed', named)}>
            {t('polls:actions.answer')}
          </Link>
        )}
        {view === 'done' && (
          <Link to="/custom-poll/$pollId/survey" params={{ pollId: poll._id }} className="button" aria-label={t('polls:actions.seeAnswerNamed', named)}>
            {t('polls:actions.seeAnswer')}
          </Link>
        )}
        {shared && poll.sharedGroupId && (
          <Link
            to="/custom-poll/$pollId/report-group/{-$groupId}"
            params={{ pollId: poll._id, groupId: poll.sharedGroupId }}
            className="button button--primary"
            aria-label={t('polls:actions.sharedReportNamed', named)}
          >
            {t('polls:actions.sharedReport')}
          </Link>
        )}
        {!reader && poll.canReadResults && poll.status !== 'draft' && (
          <Link
            to="/custom-poll/$pollId/report-group/{-$groupId}"
            params={{ pollId: poll._id, groupId: undefined }}
            className="button"
            aria-label={t('polls:actions.reportNamed', named)}
          >
            {t('polls:actions.report')}
          </Link>
        )}
        {!reader && poll.status === 'draft' && (
          <Link to="/custom-poll" search={{ wizard: poll._id }} className="button button--primary" aria-label={t('polls:actions.editNamed', named)}>
            {t('polls:actions.edit')}
          </Link>
        )}
        {!reader && (
          <button type="button" className="button" disabled={busy} onClick={() => actions.duplicate(poll)} aria-label={t('polls:actions.duplicateNamed', named)}>
            {t('polls:actions.duplicate')}
          </button>
        )}
        {!reader && poll.status === 'active' && poll.canClose && (
          <button type="button" className="button" disabled={busy} onClick={() => actions.close(poll)} aria-label={t('polls:actions.closeNamed', named)}>
            {t('polls:actions.close')}
          </button>
        )}
        {!reader && poll.status === 'draft' && (
          <button type="button" className="button pl-danger-text" disabled={busy} onClick={() => actions.remove(poll)} aria-label={t('polls:actions.deleteNamed', named)}>
            {t('polls:actions.delete')}
          </button>
        )}
      </footer>
    </article>
  );
}
