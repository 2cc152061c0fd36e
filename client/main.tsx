import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from './lib/i18n';
import { makeClients, TRPCProvider } from './lib/trpc';
import { rememberRedirect } from './lib/session';
import { clearSession, signOut, type SessionEnd } from './lib/session-end';
import { makeRouter } from './router';
import './stylesheet';

// A session that ends mid-work sends the person to the right sign-in screen (people §4/§8): a lost
// one (401) to /login, a refused one (403) after signing out. Several calls failing at once end it once.
let ending = false;
async function endSession(end: SessionEnd) {
  // On the login screens nobody is signed in: their own failures are shown there.
  if (ending || window.location.pathname.startsWith('/login')) return;
  ending = true;
  try {
    if (end.remember) rememberRedirect(window.location.pathname + window.location.search);
    if (end.logout) await signOut(queryClient);
    else clearSession(queryClient);
    await router.navigate({ href: end.href, replace: true });
  } finally {
    ending = false;
  }
}
// The failed call that ends the session does not wait for the way out: it is already over.
const { queryClient, trpcClient, trpc } = makeClients((end) => void endSession(end));
const router = makeRouter({ trpc, queryClient });

// The first render waits for the language's texts (a small chunk of its own), so no screen shows a key.
void startI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
