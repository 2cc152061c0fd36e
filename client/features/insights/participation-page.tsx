import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import { GroupPicker } from '../reports/group-picker';
import { CyclesTable, RateCard, WeeksChart } from './participation-parts';
import { QueryView } from './query-view';
import './insights.css';

const leave = (scope: string) => `/participation/${scope}`;

/** /participation/:groupId: who answered, now, over the last days and weeks, and per cycle. */
export function ParticipationPage({ groupId }: { groupId: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const session = useQuery(trpc.auth.session.queryOptions());
  const query = useQuery(trpc.reports.participation.queryOptions({ groupId }));
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <section className="page insights-page">
      <header className="page__header insights-header">
        <div>
          <h1>{t('insights:participation.title')}</h1>
          <p className="page__subtitle">{t('insights:participation.subtitle')}</p>
        </div>
        <GroupPicker value={groupId} allowCompany={session.data?.role === 'admin'} onChange={(scope) => void navigate({ to: '/participation/$groupId', params: { groupId: scope } })} />
      </header>
      <QueryView query={query} leave={leave}>
        {(data) => (
          <>
            <div className="card-grid insights-cards">
              <RateCard title={t('insights:participation.current')} rate={data.current} hint={t('insights:participation.bands')} />
              <RateCard title={t('insights:participation.last7')} rate={data.last7Days} />
              <RateCard title={t('insights:participation.last14')} rate={data.last14Days} />
            </div>
            <dl className="insights-people">
              {(['invitedCount', 'confirmedCount', 'activeCount'] as const).map((key) => (
                <div key={key}>
                  <dt>{t(`insights:participation.${key}`)}</dt>
                  <dd>{count.format(data[key])}</dd>
                </div>
              ))}
            </dl>
            <section className="insights-section" aria-labelledby="weeks-title">
              <h2 id="weeks-title">{t('insights:participation.weeks')}</h2>
              <WeeksChart weeks={data.weeks} />
            </section>
            <section className="insights-section" aria-labelledby="cycles-title">
              <h2 id="cycles-title">{t('insights:participation.cycles')}</h2>
              <CyclesTable cycles={data.cycles} />
            </section>
          </>
        )}
      </QueryView>
    </section>
  );
}
