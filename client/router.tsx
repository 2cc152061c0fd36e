import { createRouter } from '@tanstack/react-router';
import type { RouterContext } from './lib/session';
import { appLayoutRoute } from './routes/app-layout';
import { appRoutes, indexRoute } from './routes/app-routes';
import { loginLayoutRoute } from './routes/login-layout';
import { loginRoutes } from './routes/login';
import { logoutRoute } from './routes/logout';
import { rootRoute } from './routes/root';

const routeTree = rootRoute.addChildren([indexRoute, logoutRoute, loginLayoutRoute.addChildren(loginRoutes), appLayoutRoute.addChildren(appRoutes)]);

export function makeRouter(context: RouterContext) {
  return createRouter({ routeTree, context, defaultPreload: 'intent', scrollRestoration: false });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
