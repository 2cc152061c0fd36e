import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import { GroupPicker } from '../reports/group-picker';
import { BadgeCard, PercentileChart } from './benchmark-parts';
import { QueryView } from './query-view';
import './insights.css';

const MIN_COMPANIES = 10;
const leave = (scope: string) => `/benchmark/${scope}`;

/** /benchmark/:groupId: where the company (or a group) stands among comparable companies. */
export function BenchmarkPage({ groupId }: { groupId: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const session = useQuery(trpc.auth.session.queryOptions());
  const query = useQuery(trpc.benchmark.get.queryOptions({ groupId }));
  return (
    <section className="page insights-page">
      <header className="page__header insights-header">
        <div>
          <h1>{t('insights:benchmark.title')}</h1>
          <p className="page__subtitle">{t('insights:benchmark.subtitle')}</p>
        </div>
        <GroupPicker
          value={groupId}
          allowCompany={session.data?.role === 'admin'}
          onChange={(scope) => void navigate({ to: '/benchmark/$groupId', params: { groupId: scope } })}
        />
      </header>
      <QueryView query={query} leave={leave} kind="benchmark">
        {(data) =>
          data.available ? (
            <>
              <div className="card-grid insights-cards">
                <BadgeCard badge={data.badge} />
                <article className="card">
                  <h2 className="card__title">{t('insights:benchmark.companiesTitle')}</h2>
                  <p className="insights-big">{new Intl.NumberFormat(i18n.language).format(data.companies)}</p>
                  <p className="muted">{t('insights:benchmark.companies', { count: data.companies })}</p>
                </article>
              </div>
              <section className="insights-section" aria-labelledby="positions-title">
                <h2 id="positions-title">{t('insights:benchmark.positions')}</h2>
                <p className="muted">{t('insights:benchmark.positionsHint')}</p>
                <PercentileChart positions={data.positions} />
              </section>
            </>
          ) : (
            <div className="empty-state benchmark-unavailable">
              <p className="empty-state__title">{t('insights:benchmark.unavailableTitle')}</p>
              <p>{data.companies < MIN_COMPANIES ? t('insights:benchmark.tooFewCompanies', { count: MIN_COMPANIES }) : t('insights:benchmark.tooFewPeople')}</p>
            </div>
          )
        }
      </QueryView>
    </section>
  );
}
