import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import { formatDay } from '../../lib/dates';
import { WaitingSurveys } from '../custom-survey-answer/waiting-surveys';
import { useSurveyQuery } from './survey-data';
import { progressFor, startProgress, type SurveyData } from './survey-storage';
import { SurveyLoadError, SurveyLoading } from './survey-status';
import './survey.css';

/** /survey: what the survey is and the promise of anonymity, or when the next one comes. */
export function SurveyStart() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const session = useQuery(trpc.auth.session.queryOptions()).data;
  const query = useSurveyQuery();

  if (!session || (query.isPending && !query.data)) return <SurveyLoading />;
  if (!query.data) return <SurveyLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { status, nextSurveyDate, survey } = query.data;
  const date = formatDay(nextSurveyDate, i18n.language);

  return (
    <section className="page survey-page" aria-labelledby="survey-start-title">
      <header className="page__header">
        <h1 id="survey-start-title">{t('survey:title')}</h1>
      </header>
      {status === 'available' && survey ? (
        <Intro userId={session.userId} survey={survey} minimum={session.reportMinUsers} closesOn={date} />
      ) : (
        <div className="card survey-card survey-card--centered">
          <p className="survey-card__lead">{status === 'answered' ? t('survey:start.answered') : t('survey:start.scheduledTitle')}</p>
          <p>{status === 'answered' ? t('survey:start.nextOn', { date }) : t('survey:start.firstOn', { date })}</p>
          <Link to="/dashboard" className="button">
            {t('survey:backHome')}
          </Link>
        </div>
      )}
      <WaitingSurveys userId={session.userId} />
    </section>
  );
}

function Intro({ userId, survey, minimum, closesOn }: { userId: string; survey: SurveyData; minimum: number; closesOn: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Progress left from an earlier survey is dropped here; progress for this one is resumed.
  const saved = progressFor(userId, survey.cycleId);
  const resumes = Boolean(saved) || survey.currentQuestion > 0;
  const count = survey.questions.length;

  const begin = () => {
    if (!saved) startProgress(userId, survey);
    void navigate({ to: '/survey/steps' });
  };

  return (
    <div className="card survey-card">
      <p className="survey-card__lead">{t('survey:start.lead', { total: count })}</p>
      <ul className="survey-promises">
        <li>{t('survey:start.anonymous')}</li>
        <li>{t('survey:start.minimum', { min: minimum })}</li>
        <li>{t('survey:start.skip')}</li>
        <li>{t('survey:start.resume')}</li>
      </ul>
      <Link to="/help/anonymity" className="survey-card__rules">
        {t('help:anonymity.link')}
      </Link>
      <p className="muted">{t('survey:start.closes', { date: closesOn })}</p>
      <button type="button" className="button button--primary survey-card__cta" onClick={begin}>
        {resumes ? t('survey:start.continue') : t('survey:start.begin')}
      </button>
    </div>
  );
}
