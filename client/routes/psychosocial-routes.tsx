import { createRoute } from '@tanstack/react-router';
import { startPsychosocialQuery } from '../features/psychosocial/psychosocial-queries';
import { startPlot } from '../features/reports/plot-load';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';
import { ADMIN_MANAGER } from './page';

// The psychosocial-risk report (NR-1) of a scope, for administrators and managers: the guard and
// loader here, the screen in psychosocial-routes.lazy.tsx (its own chunk). The group picker, the
// history chart and the report states take their texts from `reports`.
const screens = lazyScreens(() => import('./psychosocial-routes.lazy'), ['psychosocial', 'reports']);

export const psychosocialRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/reports/$groupId/psychosocial',
  beforeLoad: guard(ADMIN_MANAGER, 'climate'),
  loader: ({ context, params }) => {
    startPsychosocialQuery(context, params.groupId);
    startPlot();
  },
}).lazy(() => screens().then((m) => m.psychosocialScreen));
