import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { SendInvitesPage } from '../features/invites/send-invites-page';

// The invites screen, loaded with its route (see invites-routes.tsx).
export const sendInvitesScreen = createLazyRoute('/app/users/sendInvites')({
  component: function SendInvitesRoute() {
    const { tab } = sendInvitesScreen.useSearch();
    const navigate = useNavigate();
    return (
      <SendInvitesPage
        tab={tab ?? 'invite'}
        onTab={(next) => void navigate({ to: '/users/sendInvites', search: next === 'invite' ? {} : { tab: next }, replace: true })}
      />
    );
  },
});
