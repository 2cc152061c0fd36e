import { createLazyRoute } from '@tanstack/react-router';
import { PsychosocialPage } from '../features/psychosocial/psychosocial-page';

// The psychosocial-risk page, loaded with its route (see psychosocial-routes.tsx).

export const psychosocialScreen = createLazyRoute('/app/reports/$groupId/psychosocial')({
  component: function PsychosocialScreen() {
    const { groupId } = psychosocialScreen.useParams();
    const { session } = psychosocialScreen.useRouteContext();
    return <PsychosocialPage key={groupId} groupId={groupId} session={session} />;
  },
});
