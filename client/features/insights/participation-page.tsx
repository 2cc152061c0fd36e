import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import { GroupPicker } from '../reports/group-picker';
import { formatDay } from '../../lib/dates';
import { CyclesTable, FiguresHelp, RateCard, WeeksChart } from './participation-parts';
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
        <GroupPicker
          value={groupId}
          allowCompany={session.data?.role === 'admin'}
          onChange={(scope) => void navigate({ to: '/participation/$groupId', params: { groupId: scope } })}
        />
      </header>
      <QueryView query={query} leave={leave}>
        {(data) => (
          <>
            <div className="card-grid insights-cards">
              <RateCard
                figure="current"
                title={t(data.current.open ? 'insights:participation.current' : 'insights:participation.latest')}
                rate={data.current}
                partial={data.current.open}
                hint={
                  data.current.open ? t('insights:participation.currentHint', { day: data.current.day, days: data.current.days }) : t('insights:participation.latestHint')
                }
              />
              {data.lastCompleted && (
                <RateCard
                  figure="lastCompleted"
                  title={t('insights:participation.lastCompleted')}
                  rate={data.lastCompleted}
                  hint={t('insights:participation.lastCompletedHint', { date: formatDay(data.lastCompleted.date, i18n.language) })}
                />
              )}
              <RateCard figure="last7" title={t('insights:participation.last7')} rate={data.last7Days} hint={t('insights:participation.lastDaysHint', { days: 7 })} />
              <RateCard figure="last14" title={t('insights:participation.last14')} rate={data.last14Days} hint={t('insights:participation.lastDaysHint', { days: 14 })} />
            </div>
            <FiguresHelp />
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
