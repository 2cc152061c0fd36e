import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/dates';
import { StatusCard } from './answer-status';
import { sentNextDate } from './answer-storage';
import '../survey/survey.css';
import './custom-survey-answer.css';

/** /custom-surveys/$id/survey/conclusion: thanks, and when the survey comes back — only right after a send. */
export function AnswerConclusion({ id, userId }: { id: string; userId: string }) {
  const { t, i18n } = useTranslation();
  const sent = sentNextDate(userId, id);
  if (!sent) return <Navigate to="/custom-surveys/$id/survey" params={{ id }} replace />;
  return (
    <StatusCard title={t('customSurveyAnswer:conclusion.title')} mark="✓" tone="success">
      <p>{t('customSurveyAnswer:conclusion.saved')}</p>
      {sent.nextSurveyDate && <p className="survey-card__lead">{t('customSurveyAnswer:conclusion.next', { date: formatInstant(sent.nextSurveyDate, i18n.language) })}</p>}
    </StatusCard>
  );
}
