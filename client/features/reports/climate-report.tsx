import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SessionInfo } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { DemographicFilter } from './demographic-filter';
import { GroupPicker } from './group-picker';
import { HistoryChart } from './history-chart';
import { EmptyMetricCards, MetricCards } from './metric-cards';
import { NpsPanel } from './nps-panel';
import { PILLAR_IDS, SMART_IDS, type GroupReport } from './report-types';
import { reportQuery } from './report-queries';
import { ReportEmpty, ReportFailure, ReportLoading } from './report-states';
import { Score } from './score';
import { BenchmarkNote, ChangeNote } from './score-context';
import { formatDay } from '../../lib/dates';
import { pillarBand } from './thresholds';
import './reports.css';

/** The 204 of measurement §4: ten pillars and three smart metrics without scores, and why. */
function EmptyReport() {
  const { t } = useTranslation();
  return (
    <>
      <ReportEmpty className="report-empty" />
      <section className="report-section" aria-labelledby="pillars-title">
        <h2 id="pillars-title">{t('reports:climate.pillars')}</h2>
        <EmptyMetricCards ids={PILLAR_IDS} label={t('reports:climate.pillars')} />
      </section>
      <section className="report-section" aria-labelledby="smart-title">
        <h2 id="smart-title">{t('reports:climate.smart')}</h2>
        <EmptyMetricCards ids={SMART_IDS.slice(0, 3)} label={t('reports:climate.smart')} />
      </section>
    </>
  );
}

/**
 * Why no pillar is listed: a withheld report knows nothing of its pillars, and withheld pillars
 * may be low, so "no pillar is below 7.5" is said only when every pillar is known.
 */
function lowNote(report: GroupReport, t: TFunction, k: number): string {
  if (report.withheld) return t('reports:climate.lowWithheld', { count: k });
  const hidden = report.metrics.filter((m) => m.withheld).length;
  return hidden ? t('reports:climate.noLowShown', { count: hidden }) : t('reports:climate.noLow');
}

function ReportBody({ report, groupId, session }: { report: GroupReport; groupId: string; session: SessionInfo }) {
  const { t } = useTranslation();
  const low = report.metrics.filter((m) => report.low_metrics.includes(m.metric_id));
  return (
    <>
      <nav aria-label={t('reports:climate.sections')}>
        <ul className="report__nav">
          <li>
            <a href="#summary">{t('reports:climate.summary')}</a>
          </li>
          <li>
            <a href="#pillars">{t('reports:climate.pillars')}</a>
          </li>
          <li>
            <a href="#smart">{t('reports:climate.smart')}</a>
          </li>
          <li>
            <a href="#enps">{t('reports:nps.enps')}</a>
          </li>
          <li>
            <a href="#lnps">{t('reports:nps.lnps')}</a>
          </li>
        </ul>
      </nav>
      {report.withheld && (
        <div className="alert alert--info report-section" role="status">
          {t('reports:climate.withheld', { count: session.reportMinUsers })}
        </div>
      )}
      <section className="report-section report-summary" id="summary" aria-label={t('reports:climate.summary')}>
        <div className="card">
          <h2 className="card__title">{t('reports:overall')}</h2>
          <Score value={report.score} withheld={report.withheld} band={pillarBand(report.score)} size="large" />
          <ChangeNote change={report.change} />
          <BenchmarkNote percentile={report.benchmark_percentile} />
          {!report.withheld && report.respondents ? <p>{t('reports:respondents', { count: report.respondents })}</p> : null}
          <h3 className="card__title">{t('reports:climate.low')}</h3>
          {low.length ? (
            <ol className="report-low">
              {low.map((m) => (
                <li key={m.metric_id}>
                  <Link to="/reports/$groupId/metric/$metricId" params={{ groupId, metricId: m.metric_id }}>
                    {m.title}
                  </Link>{' '}
                  <Score value={m.score} band={pillarBand(m.score)} size="compact" />
                </li>
              ))}
            </ol>
          ) : (
            <p>{lowNote(report, t, session.reportMinUsers)}</p>
          )}
        </div>
        <div className="card">
          <h2 className="card__title">{t('reports:climate.history')}</h2>
          <HistoryChart points={report.history} label={t('reports:climate.historyLabel', { name: report.group_name })} />
        </div>
      </section>
      <section className="report-section" id="pillars" aria-labelledby="pillars-title">
        <h2 id="pillars-title">{t('reports:climate.pillars')}</h2>
        <MetricCards metrics={report.metrics} groupId={groupId} label={t('reports:climate.pillars')} />
      </section>
      <section className="report-section" id="smart" aria-labelledby="smart-title">
        <h2 id="smart-title">{t('reports:climate.smart')}</h2>
        <p className="muted">{t('reports:climate.smartHint')}</p>
        <MetricCards metrics={report.smart_metrics} groupId={groupId} smart label={t('reports:climate.smart')} />
      </section>
      <NpsPanel groupId={groupId} kind="enps" detailLink />
      <NpsPanel groupId={groupId} kind="lnps" detailLink />
      <DemographicFilter groupId={groupId} report={report} session={session} />
    </>
  );
}

/** The climate report of a scope (/reports/:groupId): pillars, smart metrics, eNPS/LNPS, history. */
export function ClimateReport({ groupId, session }: { groupId: string; session: SessionInfo }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const query = useQuery(reportQuery(trpc, groupId));
  const report = query.data;
  // A link to a section (the home eNPS card links to #enps) lands once the sections exist, and
  // after the shell's scroll to the top of a new page (an effect that runs after this one).
  const hash = useRouterState({ select: (s) => s.location.hash });
  useEffect(() => {
    if (!report || !hash) return;
    const frame = requestAnimationFrame(() => document.getElementById(hash)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [report, hash]);

  return (
    <section className="page report">
      <header className="report__header">
        <div>
          <h1>{t('reports:climate.title')}</h1>
          {report && (
            <p className="page__subtitle">
              {report.group_name} · {t('reports:climate.date', { date: formatDay(report.date, i18n.language) })}
              {report.inactive && <> · {t('reports:inactive')}</>}
            </p>
          )}
        </div>
        <div className="report__tools">
          <GroupPicker
            value={groupId}
            allowCompany={session.role === 'admin'}
            onChange={(scope) => void navigate({ to: '/reports/$groupId', params: { groupId: scope } })}
          />
        </div>
      </header>
      {query.isPending ? (
        <ReportLoading />
      ) : query.isError ? (
        <ReportFailure error={query.error} retry={() => void query.refetch()} to={(scope) => `/reports/${scope}`} />
      ) : report ? (
        <ReportBody report={report} groupId={groupId} session={session} />
      ) : (
        <EmptyReport />
      )}
    </section>
  );
}
