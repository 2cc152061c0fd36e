import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

// The work happens in the root guard; this route only makes /logout a known path.
export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  validateSearch: (search: Record<string, unknown>) => ({ redirectUrl: typeof search.redirectUrl === 'string' ? search.redirectUrl : undefined }),
  component: () => null,
});
