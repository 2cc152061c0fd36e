import { createRoute } from '@tanstack/react-router';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';
import { ADMIN } from './page';

// The screen in audit-routes.lazy.tsx, loaded with its route.
const screens = lazyScreens(() => import('./audit-routes.lazy'), ['audit', 'attributes']);

const auditLogsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/audit-logs',
  beforeLoad: guard(ADMIN),
}).lazy(() => screens().then((m) => m.auditLogsScreen));

export const auditRoutes = [auditLogsRoute];
