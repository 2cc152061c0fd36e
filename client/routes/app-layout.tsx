import { useQuery } from '@tanstack/react-query';
import { createRoute, redirect, useRouteContext } from '@tanstack/react-router';
import { useTRPC } from '../lib/trpc';
import { Shell } from '../features/shell/shell';
import { isLanguage, setLanguage } from '../lib/i18n';
import i18next from '../lib/i18n';
import { loadSession, rememberRedirect } from '../lib/session';
import { rootRoute } from './root';

function AppLayout() {
  // The guard loaded the session into the query cache; reading it live keeps the shell current
  // after changes such as accepting the terms or choosing a language.
  const { session: loaded } = useRouteContext({ from: appLayoutRoute.id });
  const trpc = useTRPC();
  const { data } = useQuery(trpc.auth.session.queryOptions());
  return <Shell session={data ?? loaded} />;
}

let appliedLanguage: string | null = null;

// Authentication guard: unauthenticated visits are remembered and sent to /login (people §2).
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context, location }) => {
    const session = await loadSession(context);
    if (!session) {
      rememberRedirect(location.href);
      throw redirect({ to: '/login', search: { ref: location.href } as never });
    }
    // The person's saved language wins over local storage and the browser's — applied when it is
    // new to this page, not on every navigation, so a switch in flight is not undone by an older read.
    const key = `${session.userId}:${session.language}`;
    if (key !== appliedLanguage) {
      appliedLanguage = key;
      if (isLanguage(session.language) && i18next.language !== session.language) await setLanguage(session.language);
    }
    return { session };
  },
  component: AppLayout,
});
