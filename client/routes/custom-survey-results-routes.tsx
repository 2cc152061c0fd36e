import { createRoute } from '@tanstack/react-router';
import type { ResultsPage } from '../features/custom-survey-results/results-queries';
import { parseResultsSearch } from '../features/custom-survey-results/results-search';
import { startPlot } from '../features/reports/plot-load';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';
import { ADMIN_MANAGER } from './page';

// A custom survey's results (measurement §2: admin or manager; who may read which survey is the
// server's, 404 to anyone else): guards and loaders here, screens in
// custom-survey-results-routes.lazy.tsx (their own chunk). The scope and cycle are search
// parameters (?group=, ?cycle=); the figures, the group picker and the charts' texts are the reports'.
const screens = lazyScreens(() => import('./custom-survey-results-routes.lazy'), ['customSurveyResults', 'reports', 'feedbacks']);

// The queries come beside the screens' chunk, not in every first visit's JavaScript.
const queries = lazyScreens(() => import('../features/custom-survey-results/results-queries'), []);

const resultsRoute = <P extends string>(path: P, page: ResultsPage) =>
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path,
    beforeLoad: guard(ADMIN_MANAGER),
    validateSearch: parseResultsSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, params, deps }) => {
      void queries()
        .then(({ startResultsQueries }) => startResultsQueries(context, page, (params as { id: string }).id, deps))
        .catch(() => undefined);
      if (page !== 'feedbacks') startPlot();
    },
  });

const reportsRoute = resultsRoute('/custom-surveys/$id/reports', 'reports').lazy(() => screens().then((m) => m.reportsScreen));
const participationRoute = resultsRoute('/custom-surveys/$id/participation', 'participation').lazy(() => screens().then((m) => m.participationScreen));
const feedbacksRoute = resultsRoute('/custom-surveys/$id/feedbacks', 'feedbacks').lazy(() => screens().then((m) => m.feedbacksScreen));

// A conversation started on one of its texts: the leader's side of the opinion, beside the texts.
const feedbackConversationRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/custom-surveys/$id/feedbacks/$ticketId',
  beforeLoad: guard(ADMIN_MANAGER),
}).lazy(() => screens().then((m) => m.feedbackConversationScreen));

export const customSurveyResultsRoutes = [reportsRoute, participationRoute, feedbacksRoute, feedbackConversationRoute];
