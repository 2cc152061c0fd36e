import { createRootRouteWithContext, Navigate, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { MessageHost } from '../components/message-host';
import { ModalHost } from '../components/modal-host';
import type { RouterContext } from '../lib/session';
import { rememberRedirect } from '../lib/session';
import { signOut } from '../lib/session-end';

function Root() {
  // The content scrolls to the top on every route change (people §2).
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    window.scrollTo(0, 0);
    document.getElementById('main-content')?.scrollTo?.(0, 0);
  }, [pathname]);
  return (
    <>
      <Outlet />
      <MessageHost />
      <ModalHost />
    </>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Guard order (people §2): logout handling comes before authentication.
  beforeLoad: async ({ context, location }) => {
    if (location.pathname !== '/logout' && location.pathname.endsWith('/logout')) {
      throw redirect({ to: '/logout', search: location.search as never });
    }
    if (location.pathname === '/logout') {
      const search = location.search as { redirectUrl?: string; code?: string };
      if (search.redirectUrl) rememberRedirect(search.redirectUrl);
      await signOut(context.queryClient);
      throw redirect({ to: '/login', search: search.code ? { code: search.code } : {} });
    }
  },
  component: Root,
  // Unknown paths go to the dashboard (people §2).
  notFoundComponent: () => <Navigate to="/dashboard" replace />,
});
