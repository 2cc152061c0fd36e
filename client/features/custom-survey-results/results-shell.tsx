import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/dates';
import { useTRPC } from '../../lib/trpc';
import { GroupPicker } from '../reports/group-picker';
import { ReportFailure, ReportLoading } from '../reports/report-states';
import { CONSOLIDATE, groupOf, groupTreeQuery, summaryQuery, type ResultsPage, type ResultsSearch, type SurveySummary } from './results-queries';
import { useSurveyText } from './survey-texts';
import '../reports/reports.css';
import './results.css';

export const PAGE_PATHS = {
  reports: '/custom-surveys/$id/reports',
  participation: '/custom-surveys/$id/participation',
  feedbacks: '/custom-surveys/$id/feedbacks',
} as const;
const PAGES = Object.keys(PAGE_PATHS) as ResultsPage[];

/**
 * Where a refused scope sends the reader after the unauthorised modal: the same page for everyone
 * the survey was sent to, or the survey list when that was refused too.
 */
export const leaveFor = (id: string, page: ResultsPage, search: ResultsSearch) => () =>
  search.group ? `/custom-surveys/${id}/${page}?group=${CONSOLIDATE}` : '/custom-surveys';

function StatusBadge({ status }: { status: SurveySummary['survey']['status'] }) {
  const { t } = useTranslation();
  return <span className={`csr-badge csr-badge--${status}`}>{t(`customSurveyResults:status.${status}`)}</span>;
}

/** When it started (or starts) and when it closes (or closed), in the reader's zone. */
function Dates({ summary }: { summary: SurveySummary }) {
  const { t, i18n } = useTranslation();
  const at = (instant: string) => formatInstant(instant, i18n.language, 'medium');
  const parts = [t(`customSurveyResults:period.${summary.survey.period}`)];
  if (summary.launchAt)
    parts.push(t(summary.survey.status === 'scheduled' ? 'customSurveyResults:dates.starts' : 'customSurveyResults:dates.started', { date: at(summary.launchAt) }));
  if (summary.closesAt)
    parts.push(t(summary.survey.status === 'closed' ? 'customSurveyResults:dates.closed' : 'customSurveyResults:dates.closes', { date: at(summary.closesAt) }));
  return <p className="page__subtitle csr-dates">{parts.join(' · ')}</p>;
}

interface ShellProps {
  id: string;
  page: ResultsPage;
  search: ResultsSearch;
  children: (summary: SurveySummary) => ReactNode;
}

/**
 * What the three results screens share: the way back to the list, the survey's title and status,
 * the tabs between report, participation and texts, and the group picker (the audience's groups
 * the reader may read; everyone by default). A survey the reader may not read is refused here once,
 * with the report-unauthorised modal, before any figure is asked for.
 */
export function ResultsShell({ id, page, search, children }: ShellProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const summary = useQuery(summaryQuery(trpc, id));
  const tree = useQuery({ ...groupTreeQuery(trpc, id), select: (d) => d.tree });
  const textOf = useSurveyText(id);
  const title = summary.data ? textOf(summary.data.survey.title) || t('customSurveyResults:untitled') : t('customSurveyResults:title');
  const choose = (scope: string) =>
    void navigate({ to: PAGE_PATHS[page], params: { id }, search: (prev: ResultsSearch) => ({ ...prev, group: scope === CONSOLIDATE ? undefined : scope }) });

  return (
    <section className="page report csr">
      <p className="csr-back">
        <Link to="/custom-surveys" activeOptions={{ exact: true }}>
          <span aria-hidden="true" className="csr-back__arrow">
            ←
          </span>
          {t('customSurveyResults:back')}
        </Link>
      </p>
      <header className="report__header">
        <div className="csr-title">
          <p className="csr-kicker">{t('customSurveyResults:title')}</p>
          <h1>
            {title} {summary.data && <StatusBadge status={summary.data.survey.status} />}
          </h1>
          {summary.data && <Dates summary={summary.data} />}
        </div>
        {summary.data && (
          <div className="report__tools">
            <GroupPicker
              value={groupOf(search)}
              onChange={choose}
              allowCompany
              groups={tree}
              whole={{ value: CONSOLIDATE, label: t('customSurveyResults:consolidate') }}
            />
          </div>
        )}
      </header>
      {summary.data && (
        <nav aria-label={t('customSurveyResults:tabs.label')} className="csr-tabs">
          <ul>
            {PAGES.map((p) => (
              <li key={p}>
                <Link
                  to={PAGE_PATHS[p]}
                  params={{ id }}
                  search={{ group: search.group, cycle: p === 'participation' ? undefined : search.cycle }}
                  aria-current={p === page ? 'page' : undefined}
                  className="csr-tab"
                >
                  {t(`customSurveyResults:tabs.${p}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {summary.isPending ? (
        <ReportLoading />
      ) : summary.isError ? (
        <ReportFailure error={summary.error} retry={() => void summary.refetch()} to={() => '/custom-surveys'} gate={false} />
      ) : (
        children(summary.data)
      )}
    </section>
  );
}
