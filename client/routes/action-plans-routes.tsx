import { createRoute } from '@tanstack/react-router';
import type { ActionPlanSearch } from '../features/action-plans/action-plans-search';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';
import { ADMIN_MANAGER } from './page';

// Action plans (measurement §2: administrators and managers): the guard here, the screen in
// action-plans-routes.lazy.tsx (its own chunk). Pillar names, scores, the group picker and the
// paid-plan gate take their texts from `reports`.
const screens = lazyScreens(() => import('./action-plans-routes.lazy'), ['actionPlans', 'reports']);

// Every first visit carries the route tree, and this one adds as little to it as it can: the search
// is typed here and read (parseActionPlanSearch) by the screen, whose own query starts the list.
export const actionPlansRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/action-plan',
  beforeLoad: guard(ADMIN_MANAGER, 'action-plans'),
  validateSearch: (search: Record<string, unknown>) => search as ActionPlanSearch,
}).lazy(() => screens().then((m) => m.actionPlansScreen));
