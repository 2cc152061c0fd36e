import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/dates';
import { hasPermission } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { WaitingSurveys } from '../custom-survey-answer/waiting-surveys';
import { InviteBanner } from '../invites/invite-banner';
import { LeaderCards } from './leader-cards';
import { SurveyCard } from './survey-card';
import './dashboard.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Home: the survey waiting and opinions for everyone; report cards for those who read reports. */
export function Dashboard() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const { data: session, isPending } = useQuery(trpc.auth.session.queryOptions());
  if (isPending || !session)
    return (
      <div className="page">
        <div className="skeleton" aria-busy="true" aria-label={t('common:loading')} />
      </div>
    );

  const trialDays = session.plan === 'trial' && session.trialEndsAt ? Math.max(0, Math.ceil((Date.parse(session.trialEndsAt) - Date.now()) / DAY_MS)) : null;
  const readsReports = hasPermission(session, 'menu.reports');

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('dashboard:greeting', { name: session.profile.firstname })}</h1>
        <p className="page__subtitle">{session.tenantName}</p>
      </header>
      {trialDays !== null && (
        <div className="banner banner--info" role="status">
          {t('dashboard:trial', { count: trialDays, date: formatInstant(session.trialEndsAt!, i18n.language) })}
        </div>
      )}
      <InviteBanner enabled={session.role === 'admin'} />
      <div className="card-grid dashboard-grid">
        <SurveyCard userId={session.userId} />
        <WaitingSurveys userId={session.userId} />
        {readsReports && <LeaderCards session={session} />}
        <article className="card">
          <h2 className="card__title">{t('dashboard:feedback.title')}</h2>
          <p>{t('dashboard:feedback.body')}</p>
          <Link to="/feedbacks" className="button">
            {t('dashboard:feedback.open')}
          </Link>
        </article>
      </div>
    </section>
  );
}
