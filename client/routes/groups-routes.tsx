import { createRoute, useParams, useSearch } from '@tanstack/react-router';
import { GroupDetailPage } from '../features/groups/group-detail';
import { GroupsPage } from '../features/groups/groups-page';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { ADMIN_MANAGER } from './page';

const groupsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/groups',
  beforeLoad: guard(ADMIN_MANAGER, 'groups'),
  component: GroupsPage,
});

function GroupDetailRoute() {
  const { groupId } = useParams({ from: groupRoute.id });
  const { parent } = useSearch({ from: groupRoute.id });
  return <GroupDetailPage key={groupId} groupId={groupId} parentId={parent} />;
}

// "new" stands for a group being created (under ?parent=<id> when given).
const groupRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/groups/$groupId',
  beforeLoad: guard(ADMIN_MANAGER, 'groups'),
  validateSearch: (search: Record<string, unknown>): { parent?: string } => (typeof search.parent === 'string' ? { parent: search.parent } : {}),
  component: GroupDetailRoute,
});

export const groupsRoutes = [groupsRoute, groupRoute];
