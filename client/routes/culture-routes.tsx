import { createRoute } from '@tanstack/react-router';
import { startPlot } from '../features/reports/plot-load';
import { groupTreeQuery } from '../features/reports/report-queries';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';
import { ADMIN_MANAGER } from './page';
import { toDefaultScope } from './reports-routes';

// Culture (measurement §2): /culture goes to the company for administrators, to a manager's first
// group. Screens in culture-routes.lazy.tsx, their own chunk; the loader starts the page's queries
// and the chart library while it loads.
const screens = lazyScreens(() => import('./culture-routes.lazy'), ['culture', 'insights', 'reports']);

const cultureIndexRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/culture',
  beforeLoad: toDefaultScope('culture', '/culture/$groupId'),
}).lazy(() => screens().then((m) => m.cultureIndexScreen));

const cultureRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/culture/$groupId',
  beforeLoad: guard(ADMIN_MANAGER, 'culture'),
  // The page's first queries (as culture-queries.ts defines them) and the chart library, started
  // with its chunk. Written out here: importing culture-queries.ts into the entry makes the bundler
  // split the entry, a kilobyte more on every first visit.
  loader: ({ context: { trpc, queryClient }, params: { groupId } }) => {
    const start = (load: Promise<unknown>) => void load.catch(() => undefined);
    start(queryClient.ensureQueryData(trpc.culture.ranking.queryOptions({ groupId })));
    start(queryClient.ensureQueryData(trpc.culture.history.queryOptions({ groupId })));
    start(queryClient.ensureQueryData(groupTreeQuery(trpc)));
    startPlot();
  },
}).lazy(() => screens().then((m) => m.cultureScreen));

export const cultureRoutes = [cultureIndexRoute, cultureRoute];
