import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RISK_LIMITS } from '../../../domain/psychosocial-risk';
import { formatDay } from '../../lib/dates';
import type { SessionInfo } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { GroupPicker } from '../reports/group-picker';
import { HistoryChart } from '../reports/history-chart';
import { ReportFailure, ReportLoading } from '../reports/report-states';
import { formatScore } from '../reports/thresholds';
import { ActionsTaken } from './actions-taken';
import { DownloadPdf } from './download-pdf';
import { FactorCards } from './factor-cards';
import { psychosocialQuery, type PsychosocialReport } from './psychosocial-queries';
import '../reports/reports.css';
import './psychosocial.css';

function Body({ report, session }: { report: PsychosocialReport; session: SessionInfo }) {
  const { t, i18n } = useTranslation();
  const [high, moderate] = RISK_LIMITS.map((limit) => formatScore(limit, i18n.language));
  return (
    <>
      {!report.answered && (
        <div className="empty-state report-section">
          <p className="empty-state__title">{t('psychosocial:empty.title')}</p>
          <p>{t('psychosocial:empty.body')}</p>
        </div>
      )}
      {report.withheld && (
        <div className="alert alert--info report-section" role="status">
          {t('reports:climate.withheld', { count: report.minimum })}
        </div>
      )}
      {report.answered && !report.withheld && report.respondents ? <p>{t('psychosocial:respondents', { count: report.respondents })}</p> : null}
      <p className="muted psy-legend">{t('psychosocial:legend', { high, moderate })}</p>
      {report.history.map((pillar) => (
        <section key={pillar.pillar} className="report-section" aria-labelledby={`psy-${pillar.pillar}`} data-pillar={pillar.pillar}>
          <h2 id={`psy-${pillar.pillar}`}>{pillar.title}</h2>
          <FactorCards factors={report.factors.filter((f) => f.pillar === pillar.pillar)} label={t('psychosocial:factorsLabel', { pillar: pillar.title })} />
          {report.answered && (
            <div className="card psy-history">
              <h3 className="card__title">{t('psychosocial:history')}</h3>
              <HistoryChart points={pillar.points} label={t('psychosocial:historyLabel', { name: pillar.title })} />
            </div>
          )}
        </section>
      ))}
      <ActionsTaken actions={report.actions} minimum={report.minimum} />
      {session.role === 'admin' && (
        <section className="report-section card" aria-labelledby="psy-questionnaire-title">
          <h2 id="psy-questionnaire-title" className="card__title">
            {t('psychosocial:questionnaire.title')}
          </h2>
          <p>{t('psychosocial:questionnaire.body')}</p>
          <Link to="/custom-surveys/$id/settings" params={{ id: report.questionnaireId }} className="button">
            {t('psychosocial:questionnaire.link')}
          </Link>
        </section>
      )}
    </>
  );
}

/** /reports/:groupId/psychosocial: the NR-1 report of a scope, its factors' risk levels, history and actions, and its PDF. */
export function PsychosocialPage({ groupId, session }: { groupId: string; session: SessionInfo }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const query = useQuery(psychosocialQuery(trpc, groupId));
  const report = query.data;
  const language = i18n.language;
  return (
    <section className="page report psy">
      <nav aria-label={t('psychosocial:breadcrumb')} className="report-breadcrumb">
        <ol>
          <li>
            <Link to="/reports/$groupId" params={{ groupId }}>
              {t('reports:climate.title')}
              {report ? ` · ${report.groupName}` : ''}
            </Link>
          </li>
          <li aria-current="page">{t('psychosocial:title')}</li>
        </ol>
      </nav>
      <header className="report__header">
        <div>
          <h1>{t('psychosocial:title')}</h1>
          {report && (
            <p className="page__subtitle">
              {t('psychosocial:date', { scope: report.groupName, from: formatDay(report.period.from, language), to: formatDay(report.period.to, language) })}
            </p>
          )}
          <p className="psy-intro">{t('psychosocial:intro')}</p>
        </div>
        <div className="report__tools">
          <GroupPicker
            value={groupId}
            allowCompany={session.role === 'admin'}
            onChange={(scope) => void navigate({ to: '/reports/$groupId/psychosocial', params: { groupId: scope } })}
          />
          {report && <DownloadPdf groupId={groupId} />}
        </div>
      </header>
      {query.isPending ? (
        <ReportLoading />
      ) : query.isError ? (
        <ReportFailure error={query.error} retry={() => void query.refetch()} to={(scope) => `/reports/${scope}/psychosocial`} />
      ) : (
        <Body report={query.data} session={session} />
      )}
    </section>
  );
}
