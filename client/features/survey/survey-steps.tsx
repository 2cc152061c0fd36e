import { Navigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/messages';
import { QuestionCard } from './question-card';
import { SendRetry, StepsHeader, StepsNav, usePageFocus } from './step-pager';
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
  const { questions } = survey;
  const total = questions.length;
  // Pages run from 1 to the count; the page is currentQuestion + 1, capped at the count (§4).
  const index = Math.max(0, Math.min(progress.currentQuestion, total - 1));
  const question = questions[index];
  const isLast = index >= total - 1;
  const heading = usePageFocus(index);

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
      <StepsHeader
        id="survey-steps-title"
        title={t('survey:title')}
        count={t('survey:steps.count', { page: index + 1, total })}
        progressLabel={t('survey:steps.progress', { page: index + 1, total })}
        page={index + 1}
        total={total}
      />
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
        <StepsNav
          backLabel={t('survey:steps.back')}
          submitLabel={isLast ? t('survey:steps.finish') : t('survey:steps.next')}
          onBack={() => goTo(index - 1)}
          backDisabled={index === 0}
          submitDisabled={false}
          sending={sending}
        />
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
    return <SendRetry text={t('survey:steps.sendFailed')} retryLabel={t('survey:steps.retry')} onRetry={onRetry} sending={sending} />;
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
