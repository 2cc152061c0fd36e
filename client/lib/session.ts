import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter, Trpc } from './trpc';
import { errorCodeOf } from './trpc';

export type SessionInfo = inferRouterOutputs<AppRouter>['auth']['session'];
export type Rule = SessionInfo['rules'][number];

export interface RouterContext {
  trpc: Trpc;
  queryClient: QueryClient;
}

/** The signed-in person's session, or null when nobody is signed in. */
export async function loadSession({ trpc, queryClient }: RouterContext): Promise<SessionInfo | null> {
  try {
    return await queryClient.fetchQuery({ ...trpc.auth.session.queryOptions(), staleTime: 60_000, retry: false });
  } catch (error) {
    if (errorCodeOf(error) === 'UNAUTHENTICATED') return null;
    throw error;
  }
}

export function can(session: Pick<SessionInfo, 'rules'> | null | undefined, action: string, subject: string): boolean {
  return Boolean(session?.rules.some((r) => r.action === action && r.subject === subject));
}

/** Permission names as routes declare them (people §6): page.* are access rules, menu.* show rules. */
export function hasPermission(session: SessionInfo, permission: string): boolean {
  if (permission.startsWith('menu.')) return can(session, 'show', permission);
  return can(session, 'access', permission);
}

export const isReadOnly = (session: SessionInfo) => can(session, 'read-only', 'all');

/** A screen moved to the newer application for this person: its layout rule is on and the address known (never for read-only people). */
export const movedToNewApp = (session: SessionInfo, layout: string) => Boolean(session.newAppUrl) && !isReadOnly(session) && session.layoutRules.includes(layout);

const REDIRECT_KEY = 'clima.redirectUrl';

export function rememberRedirect(path: string) {
  if (!path.startsWith('/login') && !path.endsWith('/logout')) sessionStorage.setItem(REDIRECT_KEY, path);
}

/** Where to go after signing in: the ref parameter, the remembered path, or the dashboard. */
export function takeRedirect(ref?: string): string {
  const saved = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  const target = ref || saved || '/dashboard';
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : '/dashboard';
}

/** The permission a route needs when it declares none (people §2). */
export const DEFAULT_PERMISSION = 'page.user-access';

/**
 * Route guard, after authentication (people §2): the permission, page.user-access unless the route
 * names another (failure goes to the dashboard), then the redirect to the newer application when
 * the session's layout rule for the screen is on (never for read-only people).
 */
export function guard(permission: string = DEFAULT_PERMISSION, layout?: string) {
  return async ({ context, location }: { context: { session: SessionInfo }; location: { pathname: string } }) => {
    const { session } = context;
    if (!hasPermission(session, permission)) {
      // The dashboard is where refusals land; someone who may not see even that is signed out
      // with the refusal code rather than sent round in a loop.
      if (location.pathname === '/dashboard') throw redirect({ to: '/logout', search: { redirectUrl: undefined, code: 'deny' } });
      throw redirect({ to: '/dashboard' });
    }
    if (layout && movedToNewApp(session, layout)) {
      window.location.assign(new URL(location.pathname, session.newAppUrl!).toString());
      await new Promise(() => {});
    }
  };
}
