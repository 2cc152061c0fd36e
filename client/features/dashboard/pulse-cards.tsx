import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { isPlanRequired, PlanLocked } from '../reports/plan-gate';
import { Score } from '../reports/score';
import { formatNps, formatShare, npsBand, participationBand } from '../reports/thresholds';

function Loading() {
  const { t } = useTranslation();
  return <p aria-busy="true">{t('common:loading')}</p>;
}

/** eNPS of the scope with its band; locked in place on the free plan. */
export function EnpsCard({ groupId }: { groupId: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const query = useQuery(trpc.reports.enps.queryOptions({ groupId }));
  const data = query.data;
  let body;
  if (query.isPending) body = <Loading />;
  else if (query.isError) body = isPlanRequired(query.error) ? <PlanLocked /> : <p role="alert">{errorText(t, query.error)}</p>;
  else if (!data) body = <p>{t('dashboard:enps.none')}</p>;
  else {
    body = (
      <>
        <Score value={data.score} withheld={data.withheld} band={npsBand(data.score)} format={formatNps} size="large" />
        {!data.withheld && data.promoters !== null && (
          <p>{t('dashboard:enps.shares', { promoters: formatShare(data.promoters, i18n.language), detractors: formatShare(data.detractors ?? 0, i18n.language) })}</p>
        )}
        <Link to="/reports/$groupId" params={{ groupId }} hash="enps" className="button">{t('dashboard:enps.open')}</Link>
      </>
    );
  }
  return (
    <article className="card dashboard-card" aria-labelledby="dashboard-enps-title">
      <h2 id="dashboard-enps-title" className="card__title">{t('dashboard:enps.title')}</h2>
      {body}
    </article>
  );
}

/** Participation in the current cycle and the last 7 days, coloured by the participation bands. */
export function ParticipationCard({ groupId }: { groupId: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const query = useQuery(trpc.reports.participation.queryOptions({ groupId }));
  const data = query.data;
  const percent = (rate: number | null) => (rate === null ? null : rate * 100);
  let body;
  if (query.isPending) body = <Loading />;
  else if (query.isError) body = isPlanRequired(query.error) ? <PlanLocked /> : <p role="alert">{errorText(t, query.error)}</p>;
  else if (data) {
    const share = (value: number) => formatShare(value / 100, i18n.language);
    body = (
      <>
        <Score value={percent(data.current.rate)} withheld={data.current.withheld} band={participationBand(percent(data.current.rate))} format={share} size="large" />
        <p>{t('dashboard:participation.current', { active: data.activeCount })}</p>
        <p className="dashboard-card__row">
          <span>{t('dashboard:participation.last7')}</span>
          <Score value={percent(data.last7Days.rate)} withheld={data.last7Days.withheld} band={participationBand(percent(data.last7Days.rate))} format={share} size="compact" />
        </p>
        <Link to="/participation/$groupId" params={{ groupId }} className="button">{t('dashboard:participation.open')}</Link>
      </>
    );
  }
  return (
    <article className="card dashboard-card" aria-labelledby="dashboard-participation-title">
      <h2 id="dashboard-participation-title" className="card__title">{t('dashboard:participation.title')}</h2>
      {body}
    </article>
  );
}
