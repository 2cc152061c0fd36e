import { createRoute } from '@tanstack/react-router';
import { startPlot } from '../features/reports/plot-load';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';

// Answering a poll (anyone signed in; the server says 404 to whoever is not of its audience) and
// reading its results (anyone signed in: leaders read the report, and everyone the figures shared
// with a group of theirs; who may read which poll is the server's, 404 to anyone else). Screens in
// poll-routes.lazy.tsx and poll-report-routes.lazy.tsx, a chunk each, which read their own data:
// nothing of either weighs on the first visit's JavaScript (its budget is nearly spent). The answer
// screen reuses the custom survey's status cards and the survey's loading state; the report the
// custom survey results' charts and the reports' figures and group picker, whose texts come along.
const answerScreens = lazyScreens(() => import('./poll-routes.lazy'), ['pollAnswer', 'customSurveyAnswer', 'survey']);
const reportScreens = lazyScreens(() => import('./poll-report-routes.lazy'), ['pollReport', 'customSurveyResults', 'reports']);

const answerRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/custom-poll/$pollId/survey', beforeLoad: guard() }).lazy(() =>
  answerScreens().then((m) => m.pollAnswerScreen),
);

const reportRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/custom-poll/$pollId/report-group/{-$groupId}',
  beforeLoad: guard(),
  // Plot (with d3) is most of a chart's weight: started with the route, beside the screen's chunk.
  loader: startPlot,
}).lazy(() => reportScreens().then((m) => m.pollReportScreen));

export const pollRoutes = [answerRoute, reportRoute];
