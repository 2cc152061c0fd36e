import { createRoute } from '@tanstack/react-router';
import type { UsersSearch } from '../features/users/users-search';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';
import { ADMIN } from './page';

// Screens in users-routes.lazy.tsx, loaded with their route. Every first visit carries the route
// tree: the searches are only typed here and read by the screens.
const screens = lazyScreens(() => import('./users-routes.lazy'), ['users', 'login']);

const usersRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/users',
  beforeLoad: guard('page.users', 'users'),
  validateSearch: (search: Record<string, unknown>) => search as UsersSearch,
}).lazy(() => screens().then((m) => m.usersScreen));

const profileRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/users/profile',
  beforeLoad: guard(),
}).lazy(() => screens().then((m) => m.profileScreen));

// /users/edit?id=<person>: the person to edit travels in the address, so a reload keeps the form.
const editRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/users/edit',
  beforeLoad: guard(ADMIN),
  validateSearch: (search: Record<string, unknown>) => search as { id?: string },
}).lazy(() => screens().then((m) => m.editScreen));

export const usersRoutes = [usersRoute, profileRoute, editRoute];
