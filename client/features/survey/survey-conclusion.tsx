import { Link, Navigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates';
import { useUserId } from './survey-data';
import { savedNextDate } from './survey-storage';
import { SurveyLoading } from './survey-status';
import './survey.css';

/** /survey/conclusion: thanks, and when the next survey comes — only right after a save. */
export function SurveyConclusion() {
  const { t, i18n } = useTranslation();
  const userId = useUserId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!userId) return <SurveyLoading />;
  const next = savedNextDate(userId);
  if (!next) return <Navigate to="/survey" replace />;

  return (
    <section className="page survey-page">
      <div className="card survey-card survey-card--centered survey-conclusion">
        <div className="survey-conclusion__mark" aria-hidden="true">
          ✓
        </div>
        <h1 ref={heading} tabIndex={-1}>
          {t('survey:conclusion.title')}
        </h1>
        <p>{t('survey:conclusion.saved')}</p>
        <p className="survey-card__lead">{t('survey:conclusion.next', { date: formatDay(next, i18n.language) })}</p>
        <Link to="/dashboard" className="button button--primary">
          {t('survey:backHome')}
        </Link>
      </div>
    </section>
  );
}
