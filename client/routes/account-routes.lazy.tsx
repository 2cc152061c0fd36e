import { createLazyRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/account-page';

// The account screen, loaded with its route (see app-routes.tsx): a chunk apart from the
// dashboard's, which everyone loads.
export const accountScreen = createLazyRoute('/app/account')({ component: AccountPage });
