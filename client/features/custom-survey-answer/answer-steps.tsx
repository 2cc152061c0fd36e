import { Navigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../lib/trpc';
import { SendRetry, StepsHeader, StepsNav, usePageFocus } from '../survey/step-pager';
import { SurveyLoading } from '../survey/survey-status';
import { useAnswerSurvey } from './answer-data';
import { AnswerQuestion } from './answer-question';
import { isAnswered, localized } from './answer-rules';
import { SurveyReadError } from './answer-status';
import { loadProgress, saveProgress, type AnswerProgress, type Given, type SurveyToAnswer } from './answer-storage';
import { useAnswerSend, type SendFailure } from './use-answer-send';
import '../survey/survey.css';
import './custom-survey-answer.css';

/** /custom-surveys/$id/survey/steps: only with progress saved in this browser for the running cycle. */
export function AnswerSteps({ id, userId }: { id: string; userId: string }) {
  const query = useAnswerSurvey(id);
  // Read once: the pager below owns the progress from here on.
  const progress = useMemo(() => loadProgress(userId, id), [userId, id]);
  const survey = query.data?.status === 'available' ? query.data.customSurvey : null;

  const toStart = <Navigate to="/custom-surveys/$id/survey" params={{ id }} replace />;
  if (!progress) return toStart;
  if (query.isPending) return <SurveyLoading />;
  if (query.isError && errorCodeOf(query.error) !== 'NOT_FOUND') return <SurveyReadError error={query.error} onRetry={() => void query.refetch()} />;
  // Closed, answered, or a new cycle since this progress was saved: the start page says which.
  if (!survey || survey.cycle !== progress.cycle) return toStart;
  return <AnswerPager userId={userId} survey={survey} initial={progress} />;
}

function AnswerPager({ userId, survey, initial }: { userId: string; survey: SurveyToAnswer; initial: AnswerProgress }) {
  const { t, i18n } = useTranslation();
  const [progress, setProgress] = useState(initial);
  const { send, sending, failure, changed } = useAnswerSend(userId, survey);
  const pageErrors = failure?.kind === 'answers' ? failure.byPage : {};
  const { questions } = survey;
  const total = questions.length;
  const index = Math.max(0, Math.min(progress.page, total - 1));
  const question = questions[index];
  const isLast = index >= total - 1;
  const title = localized(survey.title, i18n.language, survey.availableLanguages);
  const blocked = survey.mandatoryQuestions && question !== undefined && !isAnswered(question, progress.answers[question.question_id]);
  const heading = usePageFocus(index);

  const update = (next: AnswerProgress) => {
    saveProgress(userId, survey.id, next);
    setProgress(next);
  };
  const goTo = (page: number) => update({ ...progress, page });
  const answer = (given: Given) => {
    // The server's answer errors stay at their questions until each is changed.
    changed(index);
    update({ ...progress, answers: { ...progress.answers, [question!.question_id]: given } });
  };

  if (!question) {
    return (
      <section className="page survey-page">
        <div className="card survey-card">
          <p>{t('customSurveyAnswer:steps.empty')}</p>
        </div>
      </section>
    );
  }

  return (
    <section className="page survey-page" aria-labelledby="answer-steps-title">
      <StepsHeader
        id="answer-steps-title"
        title={title.text}
        lang={title.lang}
        count={t('customSurveyAnswer:steps.count', { page: index + 1, total })}
        progressLabel={t('customSurveyAnswer:steps.progress', { page: index + 1, total })}
        page={index + 1}
        total={total}
      />
      <form
        className="card survey-card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (blocked) return;
          if (isLast) send(progress);
          else goTo(index + 1);
        }}
      >
        <AnswerQuestion
          key={question.question_id}
          ref={heading}
          survey={survey}
          question={question}
          given={progress.answers[question.question_id]}
          onChange={answer}
          error={pageErrors[index] ?? null}
        />
        {failure && <SendError failure={failure} pageErrors={pageErrors} onRetry={() => send(progress)} onShow={goTo} sending={sending} />}
        {blocked && <p className="field__hint answer-steps__blocked">{t('customSurveyAnswer:steps.answerToContinue')}</p>}
        <StepsNav
          backLabel={t('customSurveyAnswer:steps.back')}
          submitLabel={isLast ? t('customSurveyAnswer:steps.send') : t('customSurveyAnswer:steps.next')}
          onBack={() => goTo(index - 1)}
          backDisabled={index === 0}
          submitDisabled={blocked}
          sending={sending}
        />
      </form>
    </section>
  );
}

function SendError({
  failure,
  pageErrors,
  onRetry,
  onShow,
  sending,
}: {
  failure: SendFailure;
  pageErrors: Record<number, string>;
  onRetry: () => void;
  onShow: (page: number) => void;
  sending: boolean;
}) {
  const { t } = useTranslation();
  if (failure.kind === 'send') {
    return <SendRetry text={t('customSurveyAnswer:steps.sendFailed')} retryLabel={t('customSurveyAnswer:retry')} onRetry={onRetry} sending={sending} />;
  }
  const pages = Object.keys(pageErrors).map(Number);
  if (!failure.general && pages.length === 0) return null;
  return (
    <div className="alert alert--danger survey-alert" role="alert">
      <span>{failure.general ?? t('customSurveyAnswer:steps.fix')}</span>
      {pages.length > 0 && (
        <span className="answer-steps__pages">
          {pages.map((page) => (
            <button key={page} type="button" className="button" onClick={() => onShow(page)}>
              {t('customSurveyAnswer:steps.showQuestion', { page: page + 1 })}
            </button>
          ))}
        </span>
      )}
    </div>
  );
}
