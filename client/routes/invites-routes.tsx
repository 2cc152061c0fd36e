import { createRoute, useNavigate } from '@tanstack/react-router';
import { INVITE_TABS, SendInvitesPage, type InviteTab } from '../features/invites/send-invites-page';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { ADMIN } from './page';

function SendInvitesRoute() {
  const { tab } = sendInvitesRoute.useSearch();
  const navigate = useNavigate();
  return <SendInvitesPage tab={tab ?? 'invite'} onTab={(next) => void navigate({ to: '/users/sendInvites', search: next === 'invite' ? {} : { tab: next }, replace: true })} />;
}

// /users/sendInvites (admin); ?tab=import opens the spreadsheet import, ?tab=pending the pending invites.
export const sendInvitesRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/users/sendInvites',
  beforeLoad: guard(ADMIN),
  validateSearch: (search: Record<string, unknown>): { tab?: InviteTab } =>
    INVITE_TABS.includes(search.tab as InviteTab) && search.tab !== 'invite' ? { tab: search.tab as InviteTab } : {},
  component: SendInvitesRoute,
});

export const invitesRoutes = [sendInvitesRoute];
