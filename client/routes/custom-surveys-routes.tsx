import { createRoute, redirect } from '@tanstack/react-router';
import { listQuery, parseBuilderSearch, parseListSearch, surveyQuery } from '../features/custom-surveys/survey-queries';
import { guard, isReadOnly, type SessionInfo } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';
import { ADMIN_MANAGER } from './page';

// The custom-survey screens (measurement §2): guards and loaders here, screens in
// custom-surveys-routes.lazy.tsx (their own chunk). The group picker's texts are in `groups`, the
// pager's in `attributes`.
const screens = lazyScreens(() => import('./custom-surveys-routes.lazy'), ['customSurveys', 'groups', 'attributes']);

type GuardArgs = { context: { session: SessionInfo }; location: { pathname: string } };

/** As the menu entry: administrators and managers (page.admin-manager-access), never the read-only role. */
async function builders(args: GuardArgs) {
  await guard(ADMIN_MANAGER)(args);
  if (isReadOnly(args.context.session)) throw redirect({ to: '/dashboard' });
}

// Started, not awaited: the screens show their own loading and error states (a survey that does
// not exist, for one, is explained there).
const start = (load: Promise<unknown>) => void load.catch(() => undefined);

const listRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/custom-surveys',
  beforeLoad: builders,
  validateSearch: parseListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => start(context.queryClient.ensureQueryData(listQuery(context.trpc, deps))),
}).lazy(() => screens().then((m) => m.surveyListScreen));

const createSurveyRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/custom-surveys/create',
  beforeLoad: builders,
  validateSearch: parseBuilderSearch,
}).lazy(() => screens().then((m) => m.surveyCreateScreen));

const settingsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/custom-surveys/$id/settings',
  beforeLoad: builders,
  validateSearch: parseBuilderSearch,
  loader: ({ context, params }) => start(context.queryClient.ensureQueryData(surveyQuery(context.trpc, params.id))),
}).lazy(() => screens().then((m) => m.surveySettingsScreen));

export const customSurveysRoutes = [listRoute, createSurveyRoute, settingsRoute];
