import type { QueryClient } from '@tanstack/react-query';
import { messages } from './messages';
import { modals } from './modals';
import type { AppErrorCode } from './trpc';

/** Where a session that ended mid-work sends the person, whether to sign out on the server, and whether to come back after signing in. */
export interface SessionEnd {
  href: string;
  logout: boolean;
  remember: boolean;
}

/**
 * What a failed call means for a signed-in person (people §4, §8). A lost session (401) goes to
 * sign in again and comes back — nothing to sign out of, and /login lets a person whose cookie is
 * still good straight back in; a 403 signs out: an expired password to the recovery screen, a single
 * sign-on refusal (x-deny) or any other refusal to /login with its code. A paid feature on the free
 * plan (PLAN_REQUIRED, 402) keeps the session: that is an upgrade prompt, not a refusal of the person.
 */
export function sessionEndFor(code: AppErrorCode, detail: string | null): SessionEnd | null {
  if (code === 'UNAUTHENTICATED') return { href: '/login', logout: false, remember: true };
  if (code === 'PASSWORD_EXPIRED' || (code === 'FORBIDDEN' && detail === 'password-expired')) {
    return { href: '/login/password?code=password-expired', logout: true, remember: true };
  }
  // Refused people are not brought back to the screen that refused them.
  if (code === 'FORBIDDEN' || code === 'ACCOUNT_INACTIVE') return { href: `/login?code=${detail === 'x-deny' ? 'x-deny' : 'deny'}`, logout: true, remember: false };
  return null;
}

/** Leaves nothing of the session on screen: cached data, queued messages, open modals (none may stay over /login). */
export function clearSession(queryClient: QueryClient): void {
  queryClient.clear();
  messages.clear();
  modals.clear();
}

/** Signs out on the server, then clears the screen. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await fetch('/trpc/auth.logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', credentials: 'include' }).catch(() => undefined);
  clearSession(queryClient);
}
