import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc';

/** After a sign-in: forget the cached "nobody signed in", load the target screen and go to it. */
export function useEnterApp() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (target: string) => {
      await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
      // The target screen's code and texts (chunks of their own) load before the address changes,
      // so the app appears at once, shell and screen together, as it did when they came with the app.
      await router.preloadRoute({ to: new URL(target, window.location.origin).pathname });
      router.history.push(target);
    },
    [queryClient, router, trpc],
  );
}
