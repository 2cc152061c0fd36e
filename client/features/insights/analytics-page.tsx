import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MINIMUMS } from '../../../domain/minimums';
import { useTRPC } from '../../lib/trpc';
import { GroupPicker } from '../reports/group-picker';
import { ReportLoading } from '../reports/report-states';
import { useDefaultScope } from '../reports/scope';
import { CorrelationMatrix } from './correlation-matrix';
import { Drivers } from './drivers';
import { NoGroups } from './no-groups';
import { QueryView } from './query-view';
import type { Correlations } from './types';
import './insights.css';

const leave = (scope: string) => `/analytics?groupId=${scope}`;

/** /analytics: how the pillars move together, and which move with eNPS, for a chosen scope. */
export function AnalyticsPage({ groupId }: { groupId?: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const session = useQuery(trpc.auth.session.queryOptions());
  const fallback = useDefaultScope(session.data);
  const scope = groupId ?? fallback;
  return (
    <section className="page insights-page insights-page--wide">
      <header className="page__header insights-header">
        <div>
          <h1>{t('insights:analytics.title')}</h1>
          <p className="page__subtitle">{t('insights:analytics.subtitle')}</p>
        </div>
        {scope && (
          <GroupPicker
            value={scope}
            allowCompany={session.data?.role === 'admin'}
            label={t('insights:analytics.scope')}
            onChange={(next) => void navigate({ to: '/analytics', search: { groupId: next } })}
          />
        )}
      </header>
      {scope === null ? <NoGroups /> : scope === undefined ? <ReportLoading /> : <Figures scope={scope} />}
    </section>
  );
}

function Figures({ scope }: { scope: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const query = useQuery(trpc.analytics.correlations.queryOptions({ groupId: scope }));
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <QueryView query={query} leave={leave}>
      {(data) =>
        data.available ? (
          <>
            <p className="insights-facts">
              {data.observations !== null && t('insights:analytics.observations', { count: data.observations, n: count.format(data.observations) })}{' '}
              {t('insights:analytics.days', { count: data.days, n: count.format(data.days) })}
            </p>
            <section className="insights-section" aria-labelledby="matrix-title">
              <h2 id="matrix-title">{t('insights:analytics.matrix')}</h2>
              <p className="muted">{t('insights:analytics.matrixHint')}</p>
              <CorrelationMatrix data={data} />
            </section>
            <section className="insights-section" aria-labelledby="drivers-title">
              <h2 id="drivers-title">{t('insights:analytics.drivers')}</h2>
              <p className="muted">{t('insights:analytics.driversHint')}</p>
              <Drivers drivers={data.drivers} />
            </section>
          </>
        ) : (
          <Waiting data={data} />
        )
      }
    </QueryView>
  );
}

/** Before correlations mean anything: 5 days of reports, and enough people behind them. */
function Waiting({ data }: { data: Correlations }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state analytics-waiting">
      <p className="empty-state__title">{t('insights:analytics.waitingTitle')}</p>
      <p>
        {data.days < MINIMUMS.correlation.days
          ? t('insights:analytics.waitDays', { count: MINIMUMS.correlation.days, days: data.days })
          : t('insights:analytics.waitPeople')}
      </p>
    </div>
  );
}
