import type { inferRouterOutputs } from '@trpc/server';
import type { RouterContext } from '../../lib/session';
import type { AppRouter, Trpc } from '../../lib/trpc';
import type { ResultsSearch } from './results-search';

export type { ResultsSearch } from './results-search';

// A custom survey's results screens (/custom-surveys/:id/reports, /participation, /feedbacks): their
// queries and their addresses' search parameters, one definition each. The components read them and
// the routes' loaders start them with the route; kept apart from the screens (and free of texts), so
// the routes, in the entry chunk, import no screen code.

type Out = inferRouterOutputs<AppRouter>['customSurveys'];
export type SurveyReport = NonNullable<Out['report']>;
export type QuestionResult = SurveyReport['questions'][number];
export type NpsScores = Out['npsScores'];
export type SurveyParticipation = Out['participation'];
export type SurveyFeedbacks = Out['feedbacks'];
export type SurveySummary = Out['summary'];
export type ResultsPage = 'reports' | 'participation' | 'feedbacks';

/** Everyone the survey was sent to: the default scope (measurement §9). */
export const CONSOLIDATE = 'consolidate';

/** The scope as the server reads it: an audience group, or everyone. */
export const groupOf = (search: ResultsSearch) => search.group ?? CONSOLIDATE;

export const summaryQuery = (trpc: Trpc, id: string) => trpc.customSurveys.summary.queryOptions({ id });

/** The survey as its builder wrote it: its languages' order (the fallback for texts) and its questions. */
export const surveyQuery = (trpc: Trpc, id: string) => ({ ...trpc.customSurveys.get.queryOptions({ id }), staleTime: 60_000 });

/** The audience's groups the reader may read: they change seldom, so they are kept a minute. */
export const groupTreeQuery = (trpc: Trpc, id: string) => ({ ...trpc.customSurveys.groupTree.queryOptions({ id }), staleTime: 60_000 });

export const reportQuery = (trpc: Trpc, id: string, search: ResultsSearch) =>
  trpc.customSurveys.report.queryOptions({ id, groupId: groupOf(search), cycle: search.cycle });

export const npsScoresQuery = (trpc: Trpc, id: string, search: ResultsSearch) => trpc.customSurveys.npsScores.queryOptions({ id, groupId: groupOf(search) });

export const participationQuery = (trpc: Trpc, id: string, search: ResultsSearch) => trpc.customSurveys.participation.queryOptions({ id, groupId: groupOf(search) });

export const feedbacksQuery = (trpc: Trpc, id: string, search: ResultsSearch) =>
  trpc.customSurveys.feedbacks.queryOptions({ id, groupId: groupOf(search), cycle: search.cycle, questionId: search.question });

// Started, not awaited: the screens show their own loading and error states (a survey or a group
// out of reach, for one, is explained there), so a loader neither waits for the figures nor fails with them.
const start = (load: Promise<unknown>) => void load.catch(() => undefined);

/** What every results screen shows above its figures: the survey's title and state, and the group picker. */
function startShell({ trpc, queryClient }: RouterContext, id: string) {
  start(queryClient.ensureQueryData(summaryQuery(trpc, id)));
  start(queryClient.ensureQueryData(surveyQuery(trpc, id)));
  start(queryClient.ensureQueryData(groupTreeQuery(trpc, id)));
}

/** The queries of one results screen, as its components ask for them. */
export function startResultsQueries(context: RouterContext, page: ResultsPage, id: string, search: ResultsSearch) {
  const { trpc, queryClient } = context;
  startShell(context, id);
  if (page === 'reports') {
    start(queryClient.ensureQueryData(reportQuery(trpc, id, search)));
    start(queryClient.ensureQueryData(npsScoresQuery(trpc, id, search)));
  } else if (page === 'participation') start(queryClient.ensureQueryData(participationQuery(trpc, id, search)));
  else {
    start(queryClient.ensureQueryData(feedbacksQuery(trpc, id, search)));
    // The cycles to choose from: the latest report's list (the same query as the report page's default).
    start(queryClient.ensureQueryData(reportQuery(trpc, id, { group: search.group })));
  }
}
