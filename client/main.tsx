import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import { makeClients, TRPCProvider } from './lib/trpc';
import { rememberRedirect } from './lib/session';
import { makeRouter } from './router';
import './styles.css';

// A session lost mid-work sends the person to sign in, remembering where they were (people §4/§8).
const { queryClient, trpcClient, trpc } = makeClients((code, detail) => {
  if (window.location.pathname.startsWith('/login')) return;
  rememberRedirect(window.location.pathname + window.location.search);
  queryClient.clear();
  const target = code === 'PASSWORD_EXPIRED' ? `/login/password?code=${detail ?? 'password-expired'}` : '/login';
  void router.navigate({ to: target });
});
const router = makeRouter({ trpc, queryClient });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>
  </StrictMode>,
);
