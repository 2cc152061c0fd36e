import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/router';
import { sessionEndFor, type SessionEnd } from './session-end';

export type { AppRouter };
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export type AppErrorCode = NonNullable<TRPCClientError<AppRouter>['data']>['appCode'];

// `instanceof` types a client error's data as `any`: read it as the server's error formatter shapes it.
function dataOf(error: unknown): TRPCClientError<AppRouter>['data'] | undefined {
  return error instanceof TRPCClientError ? (error as TRPCClientError<AppRouter>).data : undefined;
}

/** The AppError code behind a failed call, or INTERNAL for anything unexpected. */
export function errorCodeOf(error: unknown): AppErrorCode {
  const data = dataOf(error);
  if (data?.appCode) return data.appCode;
  return 'INTERNAL';
}

export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  const data = dataOf(error);
  if (data?.fieldErrors) return data.fieldErrors;
  return {};
}

export function errorDetailOf(error: unknown): string | null {
  return dataOf(error)?.detail ?? null;
}

// A refresh replaces the session token and revokes the old one, so two at once would end the
// session: the second, still carrying the old token, is refused and clears the cookie. Every
// refresh of this page goes through here, one at a time.
let refreshing: Promise<void> | null = null;
let refreshedAt = 0;

/** Takes a session token with the current claims (after the person changed them, e.g. the language). */
export function refreshSession(): Promise<void> {
  refreshing ??= fetch('/trpc/auth.refreshToken', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', credentials: 'include' })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      refreshedAt = Date.now();
      refreshing = null;
    });
  return refreshing;
}

// The server asks for a token refresh (x-refresh-token: true) when the claims changed: refresh
// once, then reload so every screen reads the new session (people §4).
async function refreshOnce() {
  if (sessionStorage.getItem('clima.refreshed') === '1') return;
  sessionStorage.setItem('clima.refreshed', '1');
  await refreshSession();
  window.location.reload();
}

/** The clients of the app; `onSessionEnd` hears of any call whose failure ends the session (see sessionEndFor). */
export function makeClients(onSessionEnd: (end: SessionEnd) => void) {
  const handleError = (error: unknown) => {
    const end = sessionEndFor(errorCodeOf(error), errorDetailOf(error));
    if (end) onSessionEnd(end);
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
        // A batch of a busy screen's queries, inputs and all, would outgrow what servers and proxies take in a URL: split it.
        maxURLLength: 2000,
        headers: () => ({ 'accept-language': localStorage.getItem('clima.language') ?? navigator.language ?? 'en-US' }),
        fetch: async (input, init) => {
          const sentAt = Date.now();
          const response = await fetch(input, { ...init, credentials: 'include' });
          // A request sent before a refresh finished carried the old token: its request to refresh is already met.
          const stale = refreshing !== null || sentAt <= refreshedAt;
          if (response.headers.get('x-refresh-token') !== 'true') sessionStorage.removeItem('clima.refreshed');
          else if (!stale) void refreshOnce();
          return response;
        },
      }),
    ],
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  return { queryClient, trpcClient, trpc };
}

export type Trpc = ReturnType<typeof makeClients>['trpc'];
