import { createLazyRoute } from '@tanstack/react-router';
import { GroupDetailPage } from '../features/groups/group-detail';
import { GroupsPage } from '../features/groups/groups-page';

// The groups screens, loaded with their route (see groups-routes.tsx).

export const groupsScreen = createLazyRoute('/app/groups')({ component: GroupsPage });

export const groupScreen = createLazyRoute('/app/groups/$groupId')({
  component: function GroupDetailRoute() {
    const { groupId } = groupScreen.useParams();
    const { parent } = groupScreen.useSearch();
    return <GroupDetailPage key={groupId} groupId={groupId} parentId={parent} />;
  },
});
