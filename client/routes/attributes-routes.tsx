import { createRoute } from '@tanstack/react-router';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';
import { ADMIN } from './page';

// Screens in attributes-routes.lazy.tsx, loaded with their route.
const screens = lazyScreens(() => import('./attributes-routes.lazy'), ['attributes']);

const attributesListRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/user-attributes',
  beforeLoad: guard(ADMIN),
}).lazy(() => screens().then((m) => m.attributesListScreen));

const attributeRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/user-attributes/$id',
  beforeLoad: guard(ADMIN),
}).lazy(() => screens().then((m) => m.attributeScreen));

export const attributesRoutes = [attributesListRoute, attributeRoute];
