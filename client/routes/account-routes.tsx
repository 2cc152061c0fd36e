import { createRoute } from '@tanstack/react-router';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';
import { ADMIN } from './page';

// The account (people §2: details, plans, licenses/:period, charging, charging/success), for
// administrators. The screens are in account-routes.lazy.tsx, a chunk of their own with the prices
// and card checks (domain/billing.ts); every first visit carries this file, so it stays small:
// the searches are only typed here and read by the screens (account-search.ts).
const screens = lazyScreens(() => import('./account-routes.lazy'), ['survey', 'account']);

const accountRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/account', beforeLoad: guard(ADMIN) }).lazy(() => screens().then((m) => m.accountScreen));
const plansRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/account/plans', beforeLoad: guard(ADMIN) }).lazy(() =>
  screens().then((m) => m.plansScreen),
);
/** `?add=N` prefills N more licences (the invite, import and reactivate flows link here when they run out). */
const licencesRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/account/licenses/$period',
  beforeLoad: guard(ADMIN),
  validateSearch: (search: Record<string, unknown>) => search as { add?: number },
}).lazy(() => screens().then((m) => m.licencesScreen));
const checkoutRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/account/charging',
  beforeLoad: guard(ADMIN),
  validateSearch: (search: Record<string, unknown>) => search as { licenses?: number; period?: 'monthly' | 'annuity' },
}).lazy(() => screens().then((m) => m.checkoutScreen));
const successRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/account/charging/success', beforeLoad: guard(ADMIN) }).lazy(() =>
  screens().then((m) => m.successScreen),
);

export const accountRoutes = [accountRoute, plansRoute, licencesRoute, checkoutRoute, successRoute];
