import { createRoute } from '@tanstack/react-router';
import type { PollsSearch } from '../features/polls/poll-queries';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';

// Custom polls (measurement §2: one address): the lists for everyone (people of role user answer
// polls there), and (?wizard=) the wizard for administrators and managers. The screens are in
// polls-routes.lazy.tsx (their own chunk). The person search and step look come from `customSurveys`, the group picker's texts
// from `groups`, the pager's from `attributes`, the paid-plan gate's from `reports`. Every first
// visit carries the route tree: the searches are only typed here and parsed by the screens.
const screens = lazyScreens(() => import('./polls-routes.lazy'), ['polls', 'customSurveys', 'groups', 'attributes', 'reports']);

export const pollsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/custom-poll',
  beforeLoad: guard(),
  validateSearch: (search: Record<string, unknown>) => search as PollsSearch,
}).lazy(() => screens().then((m) => m.pollsScreen));
