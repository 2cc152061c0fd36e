import { createRoute, redirect } from '@tanstack/react-router';
import { guard, type SessionInfo } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';

type GuardArgs = { context: { session: SessionInfo }; location: { pathname: string } };

// The engagement survey's screens (measurement §2). Answering state lives in this browser, so the
// guards read local storage: steps only with progress saved, the conclusion only after a save.
// Screens in survey-routes.lazy.tsx, loaded with their route.
const screens = lazyScreens(() => import('./survey-routes.lazy'), ['survey', 'help']);
// The storage reader comes with the survey's routes only, not in every first visit's JavaScript.
const storage = lazyScreens(() => import('../features/survey/survey-storage'), []);

const surveyRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/survey',
  beforeLoad: guard(undefined, 'survey'),
}).lazy(() => screens().then((m) => m.surveyScreen));

const stepsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/survey/steps',
  beforeLoad: async (args: GuardArgs) => {
    await guard()(args);
    if (!(await storage()).loadProgress(args.context.session.userId)) throw redirect({ to: '/survey', replace: true });
  },
}).lazy(() => screens().then((m) => m.stepsScreen));

const conclusionRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/survey/conclusion',
  beforeLoad: async (args: GuardArgs) => {
    await guard()(args);
    if (!(await storage()).savedNextDate(args.context.session.userId)) throw redirect({ to: '/survey', replace: true });
  },
}).lazy(() => screens().then((m) => m.conclusionScreen));

// survey.begin (/survey/:type?): straight to the steps when a survey is in progress, else the start.
const beginRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/survey/$type',
  beforeLoad: async (args: GuardArgs) => {
    await guard()(args);
    throw redirect({ to: (await storage()).loadProgress(args.context.session.userId) ? '/survey/steps' : '/survey', replace: true });
  },
});

export const surveyRoutes = [surveyRoute, stepsRoute, conclusionRoute, beginRoute];
