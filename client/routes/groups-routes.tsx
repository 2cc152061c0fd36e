import { createRoute } from '@tanstack/react-router';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';
import { ADMIN_MANAGER } from './page';

// Screens in groups-routes.lazy.tsx, loaded with their route.
const screens = lazyScreens(() => import('./groups-routes.lazy'), ['groups']);

const groupsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/groups',
  beforeLoad: guard(ADMIN_MANAGER, 'groups'),
}).lazy(() => screens().then((m) => m.groupsScreen));

// "new" stands for a group being created (under ?parent=<id> when given).
const groupRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/groups/$groupId',
  beforeLoad: guard(ADMIN_MANAGER, 'groups'),
  validateSearch: (search: Record<string, unknown>): { parent?: string } => (typeof search.parent === 'string' ? { parent: search.parent } : {}),
}).lazy(() => screens().then((m) => m.groupScreen));

export const groupsRoutes = [groupsRoute, groupRoute];
