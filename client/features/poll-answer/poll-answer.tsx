import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { errorCodeOf, useTRPC, type AppErrorCode } from '../../lib/trpc';
import { StatusCard } from '../custom-survey-answer/answer-status';
import { SendRetry } from '../survey/step-pager';
import { SurveyLoading } from '../survey/survey-status';
import { pollSurveyQuery } from './poll-answer-data';
import { anythingGiven } from './poll-answer-rules';
import { progressFor, saveProgress, type PollGiven, type PollProgress, type PollSurvey } from './poll-answer-storage';
import { PollQuestionCard } from './poll-question';
import { usePollSend, type PollSendEnd } from './use-poll-send';
import '../survey/survey.css';
import '../custom-survey-answer/custom-survey-answer.css';
import './poll-answer.css';

/** Unknown, archived, not sent to this person (404) or a malformed address (400): the spec's one text. */
const GONE: AppErrorCode[] = ['POLL_NOT_FOUND', 'NOT_FOUND', 'BAD_INPUT'];

/** /custom-poll/:pollId/survey: the poll's questions on one page, or why it cannot be answered. */
export function PollAnswer({ pollId, userId }: { pollId: string; userId: string }) {
  const { t } = useTranslation();
  const query = useQuery(pollSurveyQuery(useTRPC(), pollId));
  // Kept here, above the form: the poll is read again after a send and then says "answered",
  // which must not replace the thanks (or the refusal) the send ended with.
  const [end, setEnd] = useState<PollSendEnd | null>(null);
  if (end === 'sent')
    return (
      <StatusCard title={t('pollAnswer:thanks.title')} mark="✓" tone="success">
        <p>{t('pollAnswer:thanks.body')}</p>
      </StatusCard>
    );
  if (end === 'answered') return <PollAnswered refused />;
  if (end === 'gone') return <PollGone />;
  if (query.isPending) return <SurveyLoading />;
  if (query.isError) {
    if (GONE.includes(errorCodeOf(query.error))) return <PollGone />;
    return (
      <section className="page survey-page">
        <div className="alert alert--danger survey-alert" role="alert">
          <span>
            {t('pollAnswer:loadFailed')} {errorText(t, query.error)}
          </span>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('pollAnswer:retry')}
          </button>
        </div>
      </section>
    );
  }
  if (query.data.status === 'answered' || !query.data.poll) return <PollAnswered />;
  return <PollForm userId={userId} survey={query.data.poll} onEnd={setEnd} />;
}

function PollGone() {
  const { t } = useTranslation();
  return (
    <StatusCard title={t('errors:POLL_NOT_FOUND')} mark="?">
      <p>{t('pollAnswer:gone.body')}</p>
    </StatusCard>
  );
}

/** Answered before (on load), or a send refused as already answered (410): calm, with the spec's text for the latter. */
function PollAnswered({ refused = false }: { refused?: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusCard title={refused ? t('errors:POLL_ALREADY_ANSWERED') : t('pollAnswer:answered.title')} mark="✓" tone="success">
      <p>{t('pollAnswer:answered.body')}</p>
    </StatusCard>
  );
}

function PollForm({ userId, survey, onEnd }: { userId: string; survey: PollSurvey; onEnd: (end: PollSendEnd) => void }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<PollProgress>(() => progressFor(userId, survey._id));
  const [nothing, setNothing] = useState(false);
  const { send, sending, failed } = usePollSend(userId, survey, onEnd);
  const total = survey.questions.length;

  const answer = (questionId: string, given: PollGiven) => {
    const next = { ...progress, answers: { ...progress.answers, [questionId]: given } };
    saveProgress(userId, survey._id, next);
    setProgress(next);
    setNothing(false);
  };
  const submit = () => {
    if (!anythingGiven(survey, progress.answers)) return setNothing(true);
    send(progress);
  };

  return (
    <section className="page survey-page poll-answer" aria-labelledby="poll-answer-title">
      <header className="page__header poll-answer__header">
        <h1 id="poll-answer-title">{survey.title}</h1>
        <p className="page__subtitle">{t('pollAnswer:sentBy', { name: survey.sender_name })}</p>
      </header>
      {survey.description && <p className="card poll-answer__description">{survey.description}</p>}
      <p className="muted poll-answer__promise">{t('pollAnswer:promise')}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <ol className="poll-answer__questions">
          {survey.questions.map((q, i) => (
            <PollQuestionCard
              key={q.question_id}
              question={q}
              index={i}
              total={total}
              given={progress.answers[q.question_id]}
              onChange={(given) => answer(q.question_id, given)}
            />
          ))}
        </ol>
        {nothing && (
          <div className="alert alert--danger survey-alert" role="alert">
            {t('pollAnswer:nothingAnswered')}
          </div>
        )}
        {failed && <SendRetry text={t('pollAnswer:sendFailed')} retryLabel={t('pollAnswer:retry')} onRetry={submit} sending={sending} />}
        <div className="poll-answer__actions">
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending || undefined}>
            {sending && <span className="spinner" aria-hidden="true" />}
            {t('pollAnswer:send')}
          </button>
        </div>
      </form>
    </section>
  );
}
