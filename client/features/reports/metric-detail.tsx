import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '../../lib/session';
import { recommendationParts } from '../../routes/recommendation-parts';
import { useTRPC } from '../../lib/trpc';
import { PsychosocialLink } from '../psychosocial/psychosocial-link';
import { GroupPicker } from './group-picker';
import { HistoryChart } from './history-chart';
import { metricBand } from './metric-cards';
import { MetricComments } from './metric-comments';
import { NpsPanel } from './nps-panel';
import { isNpsId, SMART_IDS, type MetricId, type MetricReport } from './report-types';
import { metricQuery } from './report-queries';
import { ReportEmpty, ReportFailure, ReportLoading } from './report-states';
import { Score } from './score';
import { pillarBand } from './thresholds';
import './reports.css';

// The way to a plan and the recommendations for this metric: a chunk of their own (see routes/recommendation-parts.ts).
const MetricRecommendations = lazy(() => recommendationParts().then((m) => ({ default: m.MetricRecommendations })));

function Figures({ metric }: { metric: MetricReport }) {
  const { t } = useTranslation();
  const smart = (SMART_IDS as readonly string[]).includes(metric.metric_id);
  return (
    <>
      <section className="report-section report-summary" aria-label={t('reports:metricDetail.summary')}>
        <div className="card">
          <h2 className="card__title">{t('reports:metricDetail.score')}</h2>
          <Score value={metric.score} withheld={metric.withheld} band={metric.withheld ? null : metricBand(metric, smart)} size="large" />
          {!metric.withheld && metric.respondents ? <p>{t('reports:respondents', { count: metric.respondents })}</p> : null}
        </div>
        <div className="card">
          <h2 className="card__title">{t('reports:climate.history')}</h2>
          <HistoryChart points={metric.history} label={t('reports:metricDetail.historyLabel', { name: metric.title })} />
        </div>
      </section>
      <section className="report-section card" aria-labelledby="submetrics-title">
        <h2 id="submetrics-title" className="card__title">
          {t('reports:metricDetail.submetrics')}
        </h2>
        {metric.submetrics.length ? (
          <ul className="metric-detail__submetrics">
            {metric.submetrics.map((s) => (
              <li key={s.submetric_id} data-submetric={s.submetric_id}>
                <span>{s.title}</span>
                <Score value={s.score} withheld={s.withheld} band={pillarBand(s.score)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('reports:metricDetail.noSubmetrics')}</p>
        )}
      </section>
    </>
  );
}

/** One metric of a scope (/reports/:groupId/metric/:metricId): score, submetrics, history, comments. */
export function MetricDetail({ groupId, metricId, session }: { groupId: string; metricId: MetricId; session: SessionInfo }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const query = useQuery(metricQuery(trpc, groupId, metricId));
  const metric = query.data;
  const title = metric?.title ?? t(`reports:metric.${metricId}`);

  let body;
  if (query.isPending) body = <ReportLoading />;
  else if (query.isError) body = <ReportFailure error={query.error} retry={() => void query.refetch()} to={(scope) => `/reports/${scope}/metric/${metricId}`} />;
  else if (!metric) body = <ReportEmpty />;
  else body = isNpsId(metricId) ? <NpsPanel groupId={groupId} kind={metricId} /> : <Figures metric={metric} />;

  return (
    <section className="page report">
      <nav aria-label={t('reports:metricDetail.breadcrumb')} className="report-breadcrumb">
        <ol>
          <li>
            <Link to="/reports/$groupId" params={{ groupId }}>
              {t('reports:climate.title')}
              {metric ? ` · ${metric.group_name}` : ''}
            </Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <header className="report__header">
        <div>
          <h1>{title}</h1>
          {metric?.description && <p className="page__subtitle">{metric.description}</p>}
          <PsychosocialLink groupId={groupId} metricId={metricId} />
        </div>
        <div className="report__tools">
          <GroupPicker
            value={groupId}
            allowCompany={session.role === 'admin'}
            onChange={(scope) => void navigate({ to: '/reports/$groupId/metric/$metricId', params: { groupId: scope, metricId } })}
          />
        </div>
      </header>
      {body}
      {!query.isError && <MetricComments groupId={groupId} metricId={metricId} />}
      <section className="report-section card" aria-labelledby="plans-title">
        <h2 id="plans-title" className="card__title">
          {t('reports:metricDetail.plansTitle')}
        </h2>
        <p>{t('reports:metricDetail.plansBody', { name: title })}</p>
        <Suspense fallback={<ReportLoading />}>
          <MetricRecommendations metricId={metricId} metricName={title} groupId={groupId} />
        </Suspense>
      </section>
    </section>
  );
}
