import { createRoute } from '@tanstack/react-router';
import { INVITE_TABS, type InviteTab } from '../features/invites/invite-tabs';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';
import { ADMIN } from './page';

// /users/sendInvites (admin); ?tab=import opens the spreadsheet import, ?tab=pending the pending
// invites. The screen in invites-routes.lazy.tsx, loaded with its route.
const screens = lazyScreens(() => import('./invites-routes.lazy'), ['invites']);

export const sendInvitesRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/users/sendInvites',
  beforeLoad: guard(ADMIN),
  validateSearch: (search: Record<string, unknown>): { tab?: InviteTab } =>
    INVITE_TABS.includes(search.tab as InviteTab) && search.tab !== 'invite' ? { tab: search.tab as InviteTab } : {},
}).lazy(() => screens().then((m) => m.sendInvitesScreen));

export const invitesRoutes = [sendInvitesRoute];
