import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, useTRPC } from '../../lib/trpc';
import { GroupPicker, type PickerGroups, type PickerNode } from '../reports/group-picker';
import { ReportFailure, ReportLoading } from '../reports/report-states';
import { useReportMinimum } from '../reports/score';
import { PollReportFacts, PollReportStats } from './poll-report-facts';
import { CONSOLIDATE, NOT_FOUND, pollGroupsQuery, pollReportQuery, pollSharedReportQuery } from './poll-report-data';
import { PollReportShares } from './poll-report-shares';
import { PollQuestionResultCard } from './poll-question-result';
import type { PollGroup, PollReport } from './poll-report-types';
import '../reports/reports.css';
import '../custom-survey-results/results.css';
import './poll-report.css';

const REPORT_PATH = '/custom-poll/$pollId/report-group/{-$groupId}';

/** The audience's groups as the picker's tree (the server gives them flat, each with its parent). */
function treeOf(groups: readonly PollGroup[]): PickerNode[] {
  const ids = new Set(groups.map((g) => g.id));
  const children = new Map<string | null, PollGroup[]>();
  for (const g of groups) {
    const parent = g.parentId && ids.has(g.parentId) ? g.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), g]);
  }
  const build = (parent: string | null): PickerNode[] => (children.get(parent) ?? []).map((g) => ({ id: g.id, name: g.name, children: build(g.id) }));
  return build(null);
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="empty-state poll-report__not-found" data-testid="poll-report-not-found">
      <p className="empty-state__title">{t('pollReport:notFound.title')}</p>
      <p>{t('pollReport:notFound.body')}</p>
      <Link to="/custom-poll" className="button">
        {t('pollReport:back')}
      </Link>
    </div>
  );
}

/** `shared`: figures a leader shared with the reader's group, without texts; `sharesOf`: the poll a leader may share the figures of. */
function Body({ report, shared, sharesOf }: { report: PollReport; shared: boolean; sharesOf: string | null }) {
  const { t } = useTranslation();
  const k = useReportMinimum();
  return (
    <>
      {shared && (
        <p className="alert alert--info poll-report__shared-note" data-testid="poll-report-shared">
          {t('pollReport:sharedNote', { name: report.group.name ?? '' })}
        </p>
      )}
      <PollReportFacts report={report} />
      {sharesOf && <PollReportShares pollId={sharesOf} />}
      {report.stats.withheld && (
        <div className="alert alert--info report-section" role="status">
          {t('reports:climate.withheld', { count: k })}
        </div>
      )}
      {report.stats.respondents === 0 && !report.stats.withheld && (
        <div className="empty-state report-section" data-testid="poll-report-empty">
          <p className="empty-state__title">{t('pollReport:empty.title')}</p>
          <p>{t('pollReport:empty.body', { count: k, double: 2 * k })}</p>
        </div>
      )}
      <PollReportStats report={report} />
      <section className="report-section" aria-labelledby="poll-questions-title">
        <h2 id="poll-questions-title">{t('pollReport:questions')}</h2>
        <ol className="csr-questions">
          {report.questions.map((q, i) => (
            <PollQuestionResultCard key={q.question_id} q={q} index={i} shared={shared} />
          ))}
        </ol>
      </section>
    </>
  );
}

/**
 * /custom-poll/:pollId/report-group/:groupId?: a poll's results for everyone it went to (no group)
 * or one of its groups, read again every few seconds while answers come in; withheld figures and
 * texts say why, as every report does. People who do not lead (`leader` false) read the figures
 * shared with the group in the address; so does a leader the poll's report refuses, who may belong
 * to a group another manager shared it with. Shared figures have no texts and no group picker.
 */
export function PollReportScreen({ pollId, groupId, leader }: { pollId: string; groupId: string | undefined; leader: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const leaderQuery = useQuery(pollReportQuery(trpc, pollId, groupId, leader));
  const refused = (error: unknown) => NOT_FOUND.includes(errorCodeOf(error));
  const shared = groupId !== undefined && (!leader || (leaderQuery.isError && refused(leaderQuery.error)));
  const sharedQuery = useQuery(pollSharedReportQuery(trpc, pollId, groupId ?? '', shared));
  const query = shared ? sharedQuery : leaderQuery;
  const groupsQuery = useQuery({ ...pollGroupsQuery(trpc, pollId), enabled: leader && !shared });
  const groups = groupsQuery.data?.groups;
  const tree = useMemo(() => (groups ? treeOf(groups) : undefined), [groups]);
  const pickerGroups: PickerGroups = { data: tree, isPending: groupsQuery.isPending, isError: groupsQuery.isError, error: groupsQuery.error };
  // Someone who leads nothing has no report without a group: only shared ones, which name theirs.
  const notFound = (!leader && groupId === undefined) || (query.isError && refused(query.error));
  const choose = (scope: string) => void navigate({ to: REPORT_PATH, params: { pollId, groupId: scope === CONSOLIDATE ? undefined : scope } });

  let body;
  if (notFound) body = <NotFound />;
  else if (query.isPending) body = <ReportLoading />;
  // A live read that failed (the network, say) keeps the figures it had until the next one.
  else if (query.data) body = <Body report={query.data} shared={shared} sharesOf={leader && !shared ? pollId : null} />;
  else body = <ReportFailure error={query.error} retry={() => void query.refetch()} to={() => '/custom-poll'} />;

  return (
    <section className="page report csr poll-report">
      <p className="csr-back">
        <Link to="/custom-poll">
          <span aria-hidden="true" className="csr-back__arrow">
            ←
          </span>
          {t('pollReport:back')}
        </Link>
      </p>
      <header className="report__header">
        <div className="csr-title">
          <p className="csr-kicker">{t('pollReport:kicker')}</p>
          <h1>
            {query.data?.title ?? t('pollReport:title')}{' '}
            {query.data && <span className={`csr-badge csr-badge--${query.data.status}`}>{t(`pollReport:status.${query.data.status}`)}</span>}
          </h1>
          {query.data && <p className="page__subtitle poll-report__live">{t('pollReport:live')}</p>}
        </div>
        {leader && !shared && !notFound && (
          <div className="report__tools">
            <GroupPicker
              value={groupId ?? CONSOLIDATE}
              onChange={choose}
              allowCompany
              groups={pickerGroups}
              whole={{ value: CONSOLIDATE, label: t('pollReport:consolidate') }}
            />
          </div>
        )}
      </header>
      {body}
    </section>
  );
}
