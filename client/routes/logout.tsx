import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

// The work happens in the root guard; this route only makes /logout a known path.
export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  // code: a refusal to show on the sign-in screen (deny, x-deny), when the app signs someone out.
  validateSearch: (search: Record<string, unknown>): { redirectUrl?: string; code?: string } => ({
    redirectUrl: typeof search.redirectUrl === 'string' ? search.redirectUrl : undefined,
    code: typeof search.code === 'string' && search.code ? search.code : undefined,
  }),
  component: () => null,
});
