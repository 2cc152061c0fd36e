import { createLazyRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ProfilePage } from '../features/users/profile-page';
import { UserEditPage } from '../features/users/user-edit-page';
import { UsersPage } from '../features/users/users-page';
import { parseUsersSearch } from '../features/users/users-search';

// The people screens, loaded with their route (see users-routes.tsx), which leaves the address's
// search as it came: it is read here.

export const usersScreen = createLazyRoute('/app/users')({
  component: function UsersRoute() {
    const raw = usersScreen.useSearch();
    const search = useMemo(() => parseUsersSearch(raw as Record<string, unknown>), [raw]);
    const navigate = usersScreen.useNavigate();
    return <UsersPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
  },
});

export const profileScreen = createLazyRoute('/app/users/profile')({ component: ProfilePage });

export const editScreen = createLazyRoute('/app/users/edit')({
  component: function EditRoute() {
    const { id } = editScreen.useSearch();
    return <UserEditPage id={typeof id === 'string' && id ? id : undefined} />;
  },
});
