import { createLazyRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/users/profile-page';
import { UserEditPage } from '../features/users/user-edit-page';
import { UsersPage } from '../features/users/users-page';

// The people screens, loaded with their route (see users-routes.tsx).

export const usersScreen = createLazyRoute('/app/users')({
  component: function UsersRoute() {
    const search = usersScreen.useSearch();
    const navigate = usersScreen.useNavigate();
    return <UsersPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
  },
});

export const profileScreen = createLazyRoute('/app/users/profile')({ component: ProfilePage });

export const editScreen = createLazyRoute('/app/users/edit')({
  component: function EditRoute() {
    const { id } = editScreen.useSearch();
    return <UserEditPage id={id} />;
  },
});
