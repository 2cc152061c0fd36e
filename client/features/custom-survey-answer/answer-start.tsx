import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../lib/trpc';
import { SurveyLoading } from '../survey/survey-status';
import { useAnswerSurvey } from './answer-data';
import { localized } from './answer-rules';
import { SurveyAnswered, SurveyNotFound, SurveyReadError } from './answer-status';
import { progressFor, startProgress, type SurveyToAnswer } from './answer-storage';
import '../survey/survey.css';
import './custom-survey-answer.css';

/** /custom-surveys/$id/survey: what the survey is, or that it was answered, or that it is not there. */
export function AnswerStart({ id, userId }: { id: string; userId: string }) {
  const query = useAnswerSurvey(id);
  if (query.isPending) return <SurveyLoading />;
  if (query.isError) {
    if (errorCodeOf(query.error) === 'NOT_FOUND') return <SurveyNotFound />;
    return <SurveyReadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { status, nextSurveyDate, customSurvey } = query.data;
  if (status === 'answered' || !customSurvey) return <SurveyAnswered nextSurveyDate={nextSurveyDate} />;
  return <Intro userId={userId} survey={customSurvey} />;
}

function Intro({ userId, survey }: { userId: string; survey: SurveyToAnswer }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // Progress left from an earlier cycle is dropped here; progress for this one is resumed.
  const saved = progressFor(userId, survey);
  const title = localized(survey.title, i18n.language, survey.availableLanguages);
  const description = localized(survey.description, i18n.language, survey.availableLanguages);
  const count = survey.questions.length;

  const begin = () => {
    if (!saved) startProgress(userId, survey);
    void navigate({ to: '/custom-surveys/$id/survey/steps', params: { id: survey.id } });
  };

  return (
    <section className="page survey-page" aria-labelledby="answer-start-title">
      <header className="page__header">
        <h1 id="answer-start-title" lang={title.lang}>
          {title.text}
        </h1>
      </header>
      <div className="card survey-card">
        {description.text && (
          <p className="answer-start__description" lang={description.lang}>
            {description.text}
          </p>
        )}
        <p className="survey-card__lead">{t('customSurveyAnswer:start.questions', { count })}</p>
        <ul className="survey-promises">
          <li>{t('customSurveyAnswer:start.anonymous')}</li>
          <li>{survey.mandatoryQuestions ? t('customSurveyAnswer:start.mandatory') : t('customSurveyAnswer:start.optional')}</li>
          {survey.enableFeedbacks && <li>{t('customSurveyAnswer:start.comments')}</li>}
          <li>{t('customSurveyAnswer:start.resume')}</li>
        </ul>
        <button type="button" className="button button--primary survey-card__cta" onClick={begin} disabled={count === 0}>
          {saved ? t('customSurveyAnswer:start.continue') : t('customSurveyAnswer:start.begin')}
        </button>
      </div>
    </section>
  );
}
