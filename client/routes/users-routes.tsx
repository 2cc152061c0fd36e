import { createRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/users/profile-page';
import { UserEditPage } from '../features/users/user-edit-page';
import { parseUsersSearch } from '../features/users/user-state';
import { UsersPage } from '../features/users/users-page';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { ADMIN } from './page';

const usersRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/users',
  beforeLoad: guard('page.users', 'users'),
  validateSearch: parseUsersSearch,
  component: function UsersRoute() {
    const search = usersRoute.useSearch();
    const navigate = usersRoute.useNavigate();
    return <UsersPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
  },
});

const profileRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/users/profile',
  beforeLoad: guard(),
  component: ProfilePage,
});

// /users/edit?id=<person>: the person to edit travels in the address, so a reload keeps the form.
const editRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/users/edit',
  beforeLoad: guard(ADMIN),
  validateSearch: (search: Record<string, unknown>): { id?: string } => (typeof search.id === 'string' && search.id ? { id: search.id } : {}),
  component: function EditRoute() {
    const { id } = editRoute.useSearch();
    return <UserEditPage id={id} />;
  },
});

export const usersRoutes = [usersRoute, profileRoute, editRoute];
