import { createRoute, redirect } from '@tanstack/react-router';
import { firstSettingsSection } from '../features/shell/menu';
import { guard } from '../lib/session';
import { accountRoutes } from './account-routes';
import { actionPlansRoute } from './action-plans-routes';
import { appLayoutRoute } from './app-layout';
import { attributesRoutes } from './attributes-routes';
import { auditRoutes } from './audit-routes';
import { cultureRoutes } from './culture-routes';
import { customSurveyAnswerRoutes } from './custom-survey-answer-routes';
import { customSurveyResultsRoutes } from './custom-survey-results-routes';
import { customSurveysRoutes } from './custom-surveys-routes';
import { feedbacksRoutes } from './feedbacks-routes';
import { groupsRoutes } from './groups-routes';
import { helpRoutes } from './help-routes';
import { insightsRoutes } from './insights-routes';
import { invitesRoutes } from './invites-routes';
import { lazyScreens } from './lazy-screens';
import { pollsRoute } from './polls-routes';
import { pollRoutes } from './poll-routes';
import { reportsRoutes } from './reports-routes';
import { ADMIN, page } from './page';
import { usersRoutes } from './users-routes';
import { rootRoute } from './root';
import { surveyRoutes } from './survey-routes';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard' });
  },
});

// Screens in app-routes.lazy.tsx, loaded with their route.
const dashboardScreens = lazyScreens(() => import('./app-routes.lazy'), ['dashboard', 'invites', 'reports']);

const dashboardRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/dashboard', beforeLoad: guard(undefined, 'home') }).lazy(() =>
  dashboardScreens().then((m) => m.dashboardScreen),
);

// Performance and growth exist only as redirects to the newer application: without their layout
// rule and its address there is nothing to show, so the visit lands on the dashboard.
const newAppOnly = (path: '/performance' | '/growth', layout: string) =>
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path,
    beforeLoad: async (args) => {
      await guard(undefined, layout)(args);
      throw redirect({ to: '/dashboard' });
    },
  });

const settingsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/settings',
  beforeLoad: ({ context }) => {
    throw redirect({ to: firstSettingsSection(context.session) });
  },
});

export const appRoutes = [
  dashboardRoute,
  settingsRoute,
  ...usersRoutes,
  ...invitesRoutes,
  ...groupsRoutes,
  ...attributesRoutes,
  ...auditRoutes,
  page('/integrations', 'shell:menu.integrations', ADMIN),
  ...accountRoutes,
  ...feedbacksRoutes,
  ...surveyRoutes,
  ...customSurveyAnswerRoutes,
  ...helpRoutes,
  ...reportsRoutes,
  ...insightsRoutes,
  ...cultureRoutes,
  actionPlansRoute,
  ...customSurveysRoutes,
  ...customSurveyResultsRoutes,
  pollsRoute,
  ...pollRoutes,
  newAppOnly('/performance', 'performance'),
  newAppOnly('/growth', 'growth'),
];
