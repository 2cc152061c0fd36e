import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { ReportFailure } from '../reports/report-states';
import { useDefaultScope } from '../reports/scope';
import { EnpsCard, ParticipationCard } from './pulse-cards';
import { EngagementCard, PillarsCard } from './score-cards';

function Placeholder({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="card dashboard-card dashboard-card--wide" aria-labelledby="dashboard-reports-title">
      <h2 id="dashboard-reports-title" className="card__title">
        {t('dashboard:reports.title')}
      </h2>
      {children ?? <p aria-busy="true">{t('common:loading')}</p>}
    </article>
  );
}

/**
 * A leader's report cards, for the company (administrators) or their first group (managers):
 * engagement and trend, the pillars, eNPS and participation; before anyone answered, the empty
 * state of measurement §4 instead.
 */
export function LeaderCards({ session }: { session: SessionInfo }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const scope = useDefaultScope(session);
  const report = useQuery({ ...trpc.reports.report.queryOptions({ groupId: scope ?? 'company' }), enabled: Boolean(scope) });

  if (scope === undefined) return <Placeholder />;
  if (scope === null)
    return (
      <Placeholder>
        <p>{t('reports:noGroup.body')}</p>
      </Placeholder>
    );
  if (report.isPending) return <Placeholder />;
  if (report.isError)
    return (
      <Placeholder>
        <ReportFailure error={report.error} retry={() => void report.refetch()} to={() => '/dashboard'} gate={false} />
      </Placeholder>
    );
  if (!report.data) {
    return (
      <>
        <Placeholder>
          <p>{t('dashboard:reports.empty', { count: session.reportMinUsers })}</p>
        </Placeholder>
        <ParticipationCard groupId={scope} />
      </>
    );
  }
  return (
    <>
      <EngagementCard report={report.data} groupId={scope} />
      <EnpsCard groupId={scope} />
      <ParticipationCard groupId={scope} />
      <PillarsCard report={report.data} groupId={scope} />
    </>
  );
}
