import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc';

/** After a sign-in: forget the cached "nobody signed in" and go to the target path. */
export function useEnterApp() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (target: string) => {
      await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
      router.history.push(target);
    },
    [queryClient, router, trpc],
  );
}
