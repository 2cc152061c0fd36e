import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/router';

export type { AppRouter };
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export type AppErrorCode = NonNullable<TRPCClientError<AppRouter>['data']>['appCode'];

/** The AppError code behind a failed call, or INTERNAL for anything unexpected. */
export function errorCodeOf(error: unknown): AppErrorCode {
  if (error instanceof TRPCClientError && error.data?.appCode) return error.data.appCode as AppErrorCode;
  return 'INTERNAL';
}

export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (error instanceof TRPCClientError && error.data?.fieldErrors) return error.data.fieldErrors as Record<string, string[]>;
  return {};
}

export function errorDetailOf(error: unknown): string | null {
  return error instanceof TRPCClientError ? ((error.data?.detail as string | null) ?? null) : null;
}

// The server asks for a token refresh (x-refresh-token: true) when the claims changed: refresh
// once, then reload so every screen reads the new session (people §4).
let refreshing = false;
async function refreshOnce() {
  if (refreshing || sessionStorage.getItem('clima.refreshed') === '1') return;
  refreshing = true;
  sessionStorage.setItem('clima.refreshed', '1');
  await fetch('/trpc/auth.refreshToken', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', credentials: 'include' });
  window.location.reload();
}

export function makeClients(onSessionLost: (code: AppErrorCode, detail: string | null) => void) {
  const handleError = (error: unknown) => {
    const code = errorCodeOf(error);
    if (code === 'UNAUTHENTICATED' || code === 'PASSWORD_EXPIRED' || code === 'ACCOUNT_INACTIVE') onSessionLost(code, errorDetailOf(error));
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => errorCodeOf(error) === 'INTERNAL' && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        headers: () => ({ 'accept-language': localStorage.getItem('clima.language') ?? navigator.language ?? 'en-US' }),
        fetch: async (input, init) => {
          const response = await fetch(input, { ...init, credentials: 'include' });
          if (response.headers.get('x-refresh-token') === 'true') void refreshOnce();
          else sessionStorage.removeItem('clima.refreshed');
          return response;
        },
      }),
    ],
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  return { queryClient, trpcClient, trpc };
}

export type Trpc = ReturnType<typeof makeClients>['trpc'];
