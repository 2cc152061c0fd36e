import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { isPlanRequired, PlanLocked } from '../reports/plan-gate';
import { Score } from '../reports/score';
import { formatNps, formatShare, npsBand, participationRateBand } from '../reports/thresholds';

/** A home card over one query: loading, locked in place on the free plan, the error, or the figures. */
function PulseCard<T>({ id, title, query, children }: { id: string; title: string; query: UseQueryResult<T, unknown>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  let body;
  if (query.isPending) body = <p aria-busy="true">{t('common:loading')}</p>;
  else if (query.isError) body = isPlanRequired(query.error) ? <PlanLocked /> : <p role="alert">{errorText(t, query.error)}</p>;
  else body = children(query.data);
  return (
    <article className="card dashboard-card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {body}
    </article>
  );
}

/** eNPS of the scope with its band; locked in place on the free plan. */
export function EnpsCard({ groupId }: { groupId: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const query = useQuery(trpc.reports.enps.queryOptions({ groupId }));
  return (
    <PulseCard id="dashboard-enps-title" title={t('dashboard:enps.title')} query={query}>
      {(data) =>
        !data ? (
          <p>{t('dashboard:enps.none')}</p>
        ) : (
          <>
            <Score value={data.score} withheld={data.withheld} band={npsBand(data.score)} format={formatNps} size="large" />
            {!data.withheld && data.promoters !== null && (
              <p>{t('dashboard:enps.shares', { promoters: formatShare(data.promoters, i18n.language), detractors: formatShare(data.detractors ?? 0, i18n.language) })}</p>
            )}
            <Link to="/reports/$groupId" params={{ groupId }} hash="enps" className="button">
              {t('dashboard:enps.open')}
            </Link>
          </>
        )
      }
    </PulseCard>
  );
}

/**
 * Participation in the current cycle and the last 7 days, by the participation page's definitions:
 * a cycle still under way is named with its day and not coloured, since its share grows until it closes.
 */
export function ParticipationCard({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const query = useQuery(trpc.reports.participation.queryOptions({ groupId }));
  return (
    <PulseCard id="dashboard-participation-title" title={t('dashboard:participation.title')} query={query}>
      {(data) => (
        <>
          <Score
            value={data.current.rate}
            withheld={data.current.withheld}
            band={data.current.open ? null : participationRateBand(data.current.rate)}
            format={formatShare}
            size="large"
          />
          <p>
            {data.current.open
              ? t('dashboard:participation.open', { day: data.current.day, days: data.current.days, active: data.activeCount })
              : t('dashboard:participation.current', { active: data.activeCount })}
          </p>
          <p className="dashboard-card__row">
            <span>{t('dashboard:participation.last7')}</span>
            <Score value={data.last7Days.rate} withheld={data.last7Days.withheld} band={participationRateBand(data.last7Days.rate)} format={formatShare} size="compact" />
          </p>
          <Link to="/participation/$groupId" params={{ groupId }} className="button">
            {t('dashboard:participation.openPage')}
          </Link>
        </>
      )}
    </PulseCard>
  );
}
