import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates';
import { useSurveyQuery } from '../survey/survey-data';
import { progressFor } from '../survey/survey-storage';

/** The home card of the engagement survey: waiting (answer or continue), answered, or scheduled. */
export function SurveyCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const query = useSurveyQuery();
  const data = query.data;

  let body;
  if (!data) {
    body = query.isError ? <p role="alert">{t('dashboard:survey.failed')}</p> : <p aria-busy="true">{t('common:loading')}</p>;
  } else {
    const date = formatDay(data.nextSurveyDate, i18n.language);
    if (data.status === 'available' && data.survey) {
      const local = Boolean(progressFor(userId, data.survey.cycleId));
      const resumes = local || data.survey.currentQuestion > 0;
      body = (
        <>
          <p>{resumes ? t('dashboard:survey.inProgress') : t('dashboard:survey.waiting', { total: data.survey.questions.length })}</p>
          <Link to={local ? '/survey/steps' : '/survey'} className="button button--primary">
            {resumes ? t('dashboard:survey.continue') : t('dashboard:survey.answer')}
          </Link>
        </>
      );
    } else if (data.status === 'answered') {
      body = <p>{t('dashboard:survey.answered', { date })}</p>;
    } else {
      body = <p>{t('dashboard:survey.scheduled', { date })}</p>;
    }
  }

  return (
    <article className="card" aria-labelledby="dashboard-survey-title">
      <h2 id="dashboard-survey-title" className="card__title">
        {t('dashboard:survey.title')}
      </h2>
      {body}
    </article>
  );
}
