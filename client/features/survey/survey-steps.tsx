import { Navigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/messages';
import { QuestionCard } from './question-card';
import { useSurveyQuery, useUserId } from './survey-data';
import { clearProgress, loadProgress, saveProgress, type Answered, type SurveyData, type SurveyProgress } from './survey-storage';
import { SurveyLoading, SurveyLoadError } from './survey-status';
import { useSurveySend } from './use-survey-send';
import './survey.css';

/** /survey/steps: only with progress saved in this browser for the survey under way. */
export function SurveySteps() {
  const { t } = useTranslation();
  const userId = useUserId();
  const query = useSurveyQuery();
  // Read once per person: the pager below owns the progress from here on.
  const progress = useMemo(() => (userId ? loadProgress(userId) : null), [userId]);
  const data = query.data;
  const stale = Boolean(data && progress && (data.status !== 'available' || data.survey?.cycleId !== progress.cycleId));

  useEffect(() => {
    // The survey closed or a new one began since this progress was saved: it cannot be sent.
    if (stale && userId && loadProgress(userId)) {
      clearProgress(userId);
      notify(t('survey:steps.outdated'), 'warning');
    }
  }, [stale, userId, t]);

  if (!userId || (query.isPending && !data)) return <SurveyLoading />;
  if (!progress || stale) return <Navigate to="/survey" replace />;
  if (query.isError && !data) return <SurveyLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <SurveyPager userId={userId} survey={data!.survey!} initial={progress} />;
}

function SurveyPager({ userId, survey, initial }: { userId: string; survey: SurveyData; initial: SurveyProgress }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(initial);
  const { preview, finish, sending, failure, clearFailure } = useSurveySend(userId);
  const heading = useRef<HTMLHeadingElement>(null);
  const { questions } = survey;
  const total = questions.length;
  // Pages run from 1 to the count; the page is currentQuestion + 1, capped at the count (§4).
  const index = Math.max(0, Math.min(progress.currentQuestion, total - 1));
  const question = questions[index];
  const isLast = index >= total - 1;

  const moved = useRef(false);
  useEffect(() => {
    // A new page: take the reader to its question (not on the first render, which keeps the page's own focus).
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [index]);

  const update = (next: SurveyProgress) => {
    saveProgress(userId, next);
    setProgress(next);
  };
  const goTo = (page: number) => {
    const next = { ...progress, currentQuestion: page };
    clearFailure();
    update(next);
    preview(next);
  };
  const answer = (answered: Answered) => {
    clearFailure();
    update({ ...progress, answers: { ...progress.answers, [question!.question_id]: answered } });
  };

  if (!question) {
    return (
      <section className="page survey-page">
        <div className="card survey-card">
          <p>{t('survey:steps.empty')}</p>
          <button type="button" className="button button--primary" onClick={() => finish(progress, questions)}>
            {t('survey:steps.finish')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="page survey-page" aria-labelledby="survey-steps-title">
      <header className="survey-steps__header">
        <h1 id="survey-steps-title" className="survey-steps__title">
          {t('survey:title')}
        </h1>
        <p className="survey-steps__count">{t('survey:steps.count', { page: index + 1, total })}</p>
        <progress className="survey-progress" max={total} value={index + 1} aria-label={t('survey:steps.progress', { page: index + 1, total })} />
      </header>
      <form
        className="card survey-card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (isLast) finish(progress, questions);
          else goTo(index + 1);
        }}
      >
        <QuestionCard key={question.question_id} ref={heading} question={question} answered={progress.answers[question.question_id]} onChange={answer} />
        {failure && <FinishError failure={failure} onRetry={() => finish(progress, questions)} onShow={(i) => goTo(i)} sending={sending} />}
        <div className="survey-steps__actions">
          <button type="button" className="button" disabled={index === 0 || sending} onClick={() => goTo(index - 1)}>
            {t('survey:steps.back')}
          </button>
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending || undefined}>
            {sending && <span className="spinner" aria-hidden="true" />}
            {isLast ? t('survey:steps.finish') : t('survey:steps.next')}
          </button>
        </div>
      </form>
    </section>
  );
}

function FinishError({
  failure,
  onRetry,
  onShow,
  sending,
}: {
  failure: NonNullable<ReturnType<typeof useSurveySend>['failure']>;
  onRetry: () => void;
  onShow: (index: number) => void;
  sending: boolean;
}) {
  const { t } = useTranslation();
  if (failure.kind === 'send') {
    return (
      <div className="alert alert--danger survey-alert" role="alert">
        <span>{t('survey:steps.sendFailed')}</span>
        <button type="button" className="button" onClick={onRetry} disabled={sending}>
          {t('survey:steps.retry')}
        </button>
      </div>
    );
  }
  const known = ['SURVEY_NOTHING_ANSWERED', 'SURVEY_ANSWER_OUT_OF_RANGE', 'SURVEY_ONE_ANSWER_ONLY', 'SURVEY_UNKNOWN_ANSWER', 'SURVEY_UNKNOWN_QUESTION'];
  return (
    <div className="alert alert--danger survey-alert" role="alert">
      <span>{known.includes(failure.code) ? t(`survey:errors.${failure.code}`) : t('errors:BAD_INPUT')}</span>
      {failure.questionIndex !== null && (
        <button type="button" className="button" onClick={() => onShow(failure.questionIndex!)}>
          {t('survey:steps.showQuestion', { page: failure.questionIndex + 1 })}
        </button>
      )}
    </div>
  );
}
