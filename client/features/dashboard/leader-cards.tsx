import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PILLAR_IDS } from '../../../domain/metrics';
import type { SessionInfo } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { recommendationParts } from '../../routes/recommendation-parts';
import type { GroupReport } from '../reports/report-types';
import { ReportFailure } from '../reports/report-states';
import { useDefaultScope } from '../reports/scope';
import { EnpsCard, ParticipationCard } from './pulse-cards';
import { EngagementCard, PillarsCard } from './score-cards';

// Recommendations for the lowest pillars: a chunk of their own (see routes/recommendation-parts.ts),
// so the first visit to home does not carry them.
const RecommendedActionsCard = lazy(() => recommendationParts().then((m) => ({ default: m.RecommendedActionsCard })));

/** The scope's two lowest pillars that show a score (withheld ones say nothing). */
function lowestPillars(report: GroupReport) {
  return report.metrics
    .filter((m) => !m.withheld && m.score !== null && (PILLAR_IDS as readonly string[]).includes(m.metric_id))
    .sort((a, b) => a.score! - b.score!)
    .slice(0, 2)
    .map((m) => ({ id: m.metric_id, name: m.title }));
}

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
  const lowest = lowestPillars(report.data);
  return (
    <>
      <EngagementCard report={report.data} groupId={scope} />
      <EnpsCard groupId={scope} />
      <ParticipationCard groupId={scope} />
      <PillarsCard report={report.data} groupId={scope} />
      {lowest.length > 0 && (
        <Suspense fallback={null}>
          <RecommendedActionsCard pillars={lowest} groupId={scope} />
        </Suspense>
      )}
    </>
  );
}
