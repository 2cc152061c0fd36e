import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/dates';
import { errorText } from '../../lib/errors';

/** Unknown, not started, closed, or not sent to this person: the server says the same (404) for each. */
export function SurveyNotFound() {
  const { t } = useTranslation();
  return (
    <StatusCard title={t('customSurveyAnswer:notFound.title')} mark="?">
      <p>{t('customSurveyAnswer:notFound.body')}</p>
    </StatusCard>
  );
}

/** Answered in this cycle: when it comes back, if it does. */
export function SurveyAnswered({ nextSurveyDate }: { nextSurveyDate: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <StatusCard title={t('customSurveyAnswer:answered.title')} mark="✓" tone="success">
      <p>{t('customSurveyAnswer:answered.body')}</p>
      {nextSurveyDate && <p className="survey-card__lead">{t('customSurveyAnswer:answered.next', { date: formatInstant(nextSurveyDate, i18n.language) })}</p>}
    </StatusCard>
  );
}

export function SurveyReadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="page survey-page">
      <div className="alert alert--danger survey-alert" role="alert">
        <span>
          {t('customSurveyAnswer:loadFailed')} {errorText(t, error)}
        </span>
        <button type="button" className="button" onClick={onRetry}>
          {t('customSurveyAnswer:retry')}
        </button>
      </div>
    </section>
  );
}

/** A centred card with a heading that takes the focus (the page changed under a screen reader). */
export function StatusCard({ title, mark, tone, children }: { title: string; mark: string; tone?: 'success'; children: ReactNode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page survey-page">
      <div className="card survey-card survey-card--centered answer-status">
        <div className={`answer-status__mark${tone ? ` answer-status__mark--${tone}` : ''}`} aria-hidden="true">
          {mark}
        </div>
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {children}
        <Link to="/dashboard" className="button button--primary">
          {t('customSurveyAnswer:backHome')}
        </Link>
      </div>
    </section>
  );
}
