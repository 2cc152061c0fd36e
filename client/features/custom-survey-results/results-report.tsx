import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatInstant } from '../../lib/dates';
import { useTRPC } from '../../lib/trpc';
import { ReportFailure, ReportLoading } from '../reports/report-states';
import { Score, useReportMinimum } from '../reports/score';
import { pillarBand } from '../reports/thresholds';
import { ExportButtons } from './export-buttons';
import { QuestionResultCard } from './question-result';
import { npsScoresQuery, reportQuery, surveyQuery, type ResultsSearch, type SurveyReport, type SurveySummary } from './results-queries';
import { leaveFor, PAGE_PATHS } from './results-shell';
import { useSurveyText } from './survey-texts';

type Cycle = SurveyReport['cycles'][number];

/** Nothing answered yet in any cycle (the report is null): no figures, and when there will be. */
function EmptyResults({ id, search, summary }: { id: string; search: ResultsSearch; summary: SurveySummary }) {
  const { t, i18n } = useTranslation();
  const k = useReportMinimum();
  const status = summary.survey.status;
  // A cycle from an old link, or typed, that has no answers: not "nobody answered yet".
  if (search.cycle)
    return (
      <div className="empty-state csr-empty" data-testid="results-empty">
        <p className="empty-state__title">{t('customSurveyResults:empty.cycleTitle', { cycle: search.cycle })}</p>
        <p>{t('customSurveyResults:empty.cycleBody')}</p>
        <Link to={PAGE_PATHS.reports} params={{ id }} search={{ group: search.group }} className="button">
          {t('customSurveyResults:empty.latest')}
        </Link>
      </div>
    );
  return (
    <div className="empty-state csr-empty" data-testid="results-empty">
      <p className="empty-state__title">{t('customSurveyResults:empty.title')}</p>
      <p>{t('customSurveyResults:empty.body', { count: k, double: 2 * k })}</p>
      {status === 'draft' && <p>{t('customSurveyResults:empty.draft')}</p>}
      {status === 'scheduled' && summary.launchAt && (
        <p>{t('customSurveyResults:empty.scheduled', { date: formatInstant(summary.launchAt, i18n.language, 'medium') })}</p>
      )}
    </div>
  );
}

function cycleName(c: Cycle, language: string, t: ReturnType<typeof useTranslation>['t']) {
  return t(c.closed ? 'customSurveyResults:cycle.closed' : 'customSurveyResults:cycle.open', { cycle: c.cycle, date: formatDay(c.startsOn, language, 'medium') });
}

/** The cycle read, when the survey has had several: the latest unless chosen. */
function CycleSelect({ report, onChange }: { report: SurveyReport; onChange: (cycle: number) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="field csr-cycle">
      <label htmlFor={id}>{t('customSurveyResults:cycle.label')}</label>
      <select id={id} value={report.cycle} onChange={(e) => onChange(Number(e.target.value))}>
        {[...report.cycles].reverse().map((c) => (
          <option key={c.cycle} value={c.cycle}>
            {cycleName(c, i18n.language, t)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Body({ id, search, report }: { id: string; search: ResultsSearch; report: SurveyReport }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const k = useReportMinimum();
  const textOf = useSurveyText(id);
  const nps = useQuery({ ...npsScoresQuery(trpc, id, search), enabled: report.questions.some((q) => q.type === 'nps') });
  const history = new Map((nps.data?.questions ?? []).map((q) => [q.question_id, q.history]));
  const survey = useQuery(surveyQuery(trpc, id));
  const choices = new Map((survey.data?.questions ?? []).map((q) => [q.question_id, q.answers]));
  const pillars = new Map(report.categories.map((c) => [c.category_id, textOf(c.label)]));
  const cycle = report.cycles.find((c) => c.cycle === report.cycle);
  const latest = report.cycles.at(-1)?.cycle;
  const chooseCycle = (next: number) =>
    void navigate({ to: PAGE_PATHS.reports, params: { id }, search: (prev: ResultsSearch) => ({ ...prev, cycle: next === latest ? undefined : next }) });
  const withheld = report.respondents.withheld || report.overall.withheld;

  return (
    <>
      <div className="csr-toolbar">
        {report.cycles.length > 1 && <CycleSelect report={report} onChange={chooseCycle} />}
        <ExportButtons id={id} search={search} cycle={report.cycle} />
      </div>
      {withheld && (
        <div className="alert alert--info report-section" role="status">
          {t('reports:climate.withheld', { count: k })}
        </div>
      )}
      <section className="report-section csr-summary" aria-labelledby="csr-summary-title">
        <div className="card">
          <h2 id="csr-summary-title" className="card__title">
            {t('reports:overall')}
          </h2>
          <Score value={report.overall.score} withheld={report.overall.withheld} band={pillarBand(report.overall.score)} size="large" />
          <p className="muted">{t('customSurveyResults:summary.scale')}</p>
        </div>
        <div className="card">
          <h2 className="card__title">{t('customSurveyResults:summary.respondents')}</h2>
          {report.respondents.withheld ? (
            <Score value={null} withheld band={null} size="large" />
          ) : (
            <span className="csr-big" data-testid="respondents">
              {new Intl.NumberFormat(i18n.language).format(report.respondents.respondents ?? 0)}
            </span>
          )}
          {cycle && <p className="muted">{cycleName(cycle, i18n.language, t)}</p>}
        </div>
      </section>
      {report.categories.length > 0 && (
        <section className="report-section" aria-labelledby="csr-pillars-title">
          <h2 id="csr-pillars-title">{t('customSurveyResults:pillars')}</h2>
          <ul className="metric-grid" aria-label={t('customSurveyResults:pillars')}>
            {report.categories.map((c) => {
              const band = c.withheld ? null : pillarBand(c.score);
              return (
                <li key={c.category_id}>
                  <div className={`metric-card${band ? ` band--${band}` : ''}`} data-pillar={c.category_id} data-band={band ?? (c.withheld ? 'withheld' : 'none')}>
                    <span className="metric-card__title">{textOf(c.label) || c.category_id}</span>
                    <Score value={c.score} withheld={c.withheld} band={band} />
                    {!c.withheld && c.respondents ? <span className="metric-card__meta">{t('customSurveyResults:answers', { count: c.respondents })}</span> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <section className="report-section" aria-labelledby="csr-questions-title">
        <h2 id="csr-questions-title">{t('customSurveyResults:questions')}</h2>
        <ol className="csr-questions">
          {report.questions.map((q, i) => (
            <QuestionResultCard
              key={q.question_id}
              q={q}
              index={i}
              id={id}
              search={search}
              textOf={textOf}
              pillar={q.category ? (pillars.get(q.category) ?? null) : null}
              history={history.get(q.question_id)}
              choices={choices.get(q.question_id)}
            />
          ))}
        </ol>
      </section>
    </>
  );
}

/** /custom-surveys/:id/reports: one cycle's results for a scope, by pillar and question. */
export function ResultsReport({ id, search, summary }: { id: string; search: ResultsSearch; summary: SurveySummary }) {
  const trpc = useTRPC();
  const query = useQuery(reportQuery(trpc, id, search));
  if (query.isPending) return <ReportLoading />;
  if (query.isError) return <ReportFailure error={query.error} retry={() => void query.refetch()} to={leaveFor(id, 'reports', search)} gate={false} />;
  if (!query.data) return <EmptyResults id={id} search={search} summary={summary} />;
  return <Body id={id} search={search} report={query.data} />;
}
