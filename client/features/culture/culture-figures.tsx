import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CULTURE_PICKS } from '../../../domain/culture';
import { useTRPC } from '../../lib/trpc';
import { ReportFailure, ReportLoading } from '../reports/report-states';
import { useReportMinimum } from '../reports/score';
import { CultureCards } from './culture-cards';
import { CultureHistory } from './culture-history';
import { historyQuery, type CultureRanking } from './culture-queries';
import { CultureRankings } from './culture-ranking';

const leave = (scope: string) => `/culture/${scope}`;

/** Before any culture cycle (a null ranking): how and when the first figures come. */
function NoVoteYet() {
  const { t } = useTranslation();
  const k = useReportMinimum();
  return (
    <div className="empty-state culture-empty">
      <p className="empty-state__title">{t('culture:page.empty.title')}</p>
      <p>{t('culture:page.empty.body', { count: k, picks: CULTURE_PICKS })}</p>
    </div>
  );
}

function History({ groupId, groupName }: { groupId: string; groupName: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const query = useQuery(historyQuery(trpc, groupId));
  return (
    <section className="card report-section culture-history" aria-labelledby="culture-history-title">
      <h2 id="culture-history-title" className="card__title">
        {t('culture:page.history.title')}
      </h2>
      <p>{t('culture:page.history.hint')}</p>
      {query.isPending ? (
        <ReportLoading />
      ) : query.isError ? (
        <ReportFailure error={query.error} retry={() => void query.refetch()} to={leave} gate={false} />
      ) : (
        <CultureHistory history={query.data.history} label={t('culture:page.history.label', { name: groupName })} />
      )}
    </section>
  );
}

function Figures({ ranking, groupId }: { ranking: CultureRanking; groupId: string }) {
  const { t } = useTranslation();
  const k = useReportMinimum();
  return (
    <>
      {ranking.withheld ? (
        <div className="alert alert--info report-section" role="status">
          {t('culture:page.withheld', { count: k })}
        </div>
      ) : ranking.open ? (
        <div className="alert alert--info report-section" role="status">
          {t('culture:page.open', { count: k })}
        </div>
      ) : null}
      <section className="report-section" aria-labelledby="culture-figures-title">
        <h2 id="culture-figures-title">{t('culture:page.figures.title')}</h2>
        <CultureCards figures={ranking} />
      </section>
      <section className="report-section" aria-labelledby="culture-values-title">
        <h2 id="culture-values-title">{t('culture:page.rank.title')}</h2>
        {ranking.withheld ? <p className="muted">{t('culture:page.rank.withheld', { count: k })}</p> : <CultureRankings ranking={ranking.ranking} />}
      </section>
      <History groupId={groupId} groupName={ranking.groupName} />
    </>
  );
}

/**
 * The measured part of the culture page: loading, the failure (out of reach, the plan gate, or an
 * error with a retry), no vote yet, or one cycle's figures, rankings and the history.
 */
export function CultureFigureStates({ query, groupId }: { query: UseQueryResult<CultureRanking | null, unknown>; groupId: string }) {
  if (query.isPending) return <ReportLoading />;
  if (query.isError) return <ReportFailure error={query.error} retry={() => void query.refetch()} to={leave} />;
  if (!query.data) return <NoVoteYet />;
  return (
    <div aria-busy={query.isPlaceholderData || undefined} className={query.isPlaceholderData ? 'culture-figures is-loading' : 'culture-figures'}>
      <Figures ranking={query.data} groupId={groupId} />
    </div>
  );
}
