import { createRoute } from '@tanstack/react-router';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';

// Help is for everyone signed in: the rules matter most to the people who answer. Screens (and
// the rules' text in three languages) in help-routes.lazy.tsx, loaded with their route.
const screens = lazyScreens(() => import('./help-routes.lazy'), ['help']);

const helpRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/help', beforeLoad: guard() }).lazy(() => screens().then((m) => m.helpScreen));
const anonymityRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/help/anonymity', beforeLoad: guard() }).lazy(() =>
  screens().then((m) => m.anonymityScreen),
);

const cultureRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/help/culture', beforeLoad: guard() }).lazy(() =>
  screens().then((m) => m.cultureHelpScreen),
);

export const helpRoutes = [helpRoute, anonymityRoute, cultureRoute];
