import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates';
import type { SessionInfo } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { CommentReply } from '../reports/comment-reply';
import { ReportFailure, ReportLoading } from '../reports/report-states';
import { CONSOLIDATE, feedbacksQuery, groupOf, reportQuery, surveyQuery, type ResultsSearch, type SurveyFeedbacks } from './results-queries';
import { leaveFor, PAGE_PATHS } from './results-shell';
import { useSurveyText } from './survey-texts';

/** Why the list is empty: below the minimum of people (said with the number), or nobody wrote. */
function Withholding({ data, group, session }: { data: SurveyFeedbacks; group: string; session: SessionInfo }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state csr-withheld" data-testid="feedbacks-withheld">
      <span className="withheld">{t('reports:withheld.short', { count: data.minimum })}</span>
      <p>{t('customSurveyResults:feedbacks.withheld', { count: data.minimum })}</p>
      {group === CONSOLIDATE && session.role === 'manager' && <p className="muted">{t('customSurveyResults:feedbacks.teams')}</p>}
    </div>
  );
}

interface Props {
  id: string;
  search: ResultsSearch;
  session: SessionInfo;
}

/**
 * /custom-surveys/:id/feedbacks: the texts people wrote (feedback questions, and comments left on
 * other questions), each with its question and its cycle's date (never its own), in the order the
 * server gives (a secret one); withheld below the comment minimum of different people.
 */
export function ResultsFeedbacks({ id, search, session }: Props) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const fieldId = useId();
  const textOf = useSurveyText(id);
  const query = useQuery(feedbacksQuery(trpc, id, search));
  const survey = useQuery(surveyQuery(trpc, id));
  // The cycles to choose from, as the report lists them (the latest report: the same query as its page's).
  const report = useQuery(reportQuery(trpc, id, { group: search.group }));
  const cycles = [...(report.data?.cycles ?? [])].reverse();
  const questions = (survey.data?.questions ?? []).filter((q) => q.type === 'feedback' || survey.data?.enableFeedbacks);
  const questionText = new Map((survey.data?.questions ?? []).map((q, i) => [q.question_id, textOf(q.text) || t('customSurveyResults:question.number', { n: i + 1 })]));
  const filter = (next: Partial<ResultsSearch>) =>
    void navigate({ to: PAGE_PATHS.feedbacks, params: { id }, search: (prev: ResultsSearch) => ({ ...prev, ...next }), replace: true });

  let body;
  if (query.isPending) body = <ReportLoading />;
  else if (query.isError) body = <ReportFailure error={query.error} retry={() => void query.refetch()} to={leaveFor(id, 'feedbacks', search)} gate={false} />;
  else if (query.data.withheld) body = <Withholding data={query.data} group={groupOf(search)} session={session} />;
  else if (query.data.comments.length === 0) body = <p className="muted">{t('customSurveyResults:feedbacks.none')}</p>;
  else {
    body = (
      <>
        <p className="muted" role="status">
          {t('customSurveyResults:feedbacks.count', { count: query.data.comments.length })}
        </p>
        <ul className="comments csr-comments" aria-label={t('customSurveyResults:feedbacks.list')}>
          {query.data.comments.map((c, i) => (
            <li key={`${c.questionId}-${c.cycle}-${i}`} data-question={c.questionId}>
              <p className="csr-comment__text">{c.text}</p>
              <p className="muted csr-comment__meta">
                <span>{questionText.get(c.questionId) ?? c.questionId}</span>
                <span aria-hidden="true"> · </span>
                <span>{t('customSurveyResults:feedbacks.cycle', { cycle: c.cycle, date: formatDay(c.date, i18n.language, 'medium') })}</span>
              </p>
              <CommentReply commentRef={c.ref} conversation={(ticketId) => ({ to: '/custom-surveys/$id/feedbacks/$ticketId', params: { id, ticketId } })} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="report-section card csr-feedbacks" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="card__title">
        {t('customSurveyResults:feedbacks.title')}
      </h2>
      <p className="muted">{t('customSurveyResults:feedbacks.hint')}</p>
      <div className="comments__tools">
        <div className="field">
          <label htmlFor={`${fieldId}-question`}>{t('customSurveyResults:feedbacks.question')}</label>
          <select id={`${fieldId}-question`} value={search.question ?? ''} onChange={(e) => filter({ question: e.target.value || undefined })}>
            <option value="">{t('customSurveyResults:feedbacks.allQuestions')}</option>
            {questions.map((q) => (
              <option key={q.question_id} value={q.question_id}>
                {questionText.get(q.question_id)}
              </option>
            ))}
          </select>
        </div>
        {cycles.length > 1 && (
          <div className="field">
            <label htmlFor={`${fieldId}-cycle`}>{t('customSurveyResults:cycle.label')}</label>
            <select id={`${fieldId}-cycle`} value={search.cycle ?? ''} onChange={(e) => filter({ cycle: e.target.value ? Number(e.target.value) : undefined })}>
              <option value="">{t('customSurveyResults:feedbacks.allCycles')}</option>
              {cycles.map((c) => (
                <option key={c.cycle} value={c.cycle}>
                  {t('customSurveyResults:feedbacks.cycle', { cycle: c.cycle, date: formatDay(c.startsOn, i18n.language, 'medium') })}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {body}
    </section>
  );
}
