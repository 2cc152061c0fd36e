import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, notify } from '../../client/lib/messages.js';
import { modals, openModal } from '../../client/lib/modals.js';
import { clearSession, sessionEndFor, signOut } from '../../client/lib/session-end.js';

// How the web client ends a session when a call fails (people §4, §8).
describe('what a failed call does to the session', () => {
  it('a lost session (401) signs in again and comes back, with nothing to sign out of', () => {
    expect(sessionEndFor('UNAUTHENTICATED', null)).toEqual({ href: '/login', logout: false, remember: true });
  });

  it('an expired password goes to the recovery screen with its code', () => {
    expect(sessionEndFor('PASSWORD_EXPIRED', 'password-expired')).toEqual({ href: '/login/password?code=password-expired', logout: true, remember: true });
    expect(sessionEndFor('PASSWORD_EXPIRED', null)).toEqual({ href: '/login/password?code=password-expired', logout: true, remember: true });
    expect(sessionEndFor('FORBIDDEN', 'password-expired')?.href).toBe('/login/password?code=password-expired');
  });

  it('a single sign-on refusal goes to /login?code=x-deny, any other refusal to /login?code=deny', () => {
    expect(sessionEndFor('FORBIDDEN', 'x-deny')).toEqual({ href: '/login?code=x-deny', logout: true, remember: false });
    expect(sessionEndFor('FORBIDDEN', null)).toEqual({ href: '/login?code=deny', logout: true, remember: false });
    expect(sessionEndFor('ACCOUNT_INACTIVE', 'deny')).toEqual({ href: '/login?code=deny', logout: true, remember: false });
  });

  it('keeps the session for a paid-plan prompt and for ordinary failures', () => {
    for (const code of ['PLAN_REQUIRED', 'BAD_INPUT', 'NOT_FOUND', 'INTERNAL', 'EMAIL_TAKEN', 'INVALID_CREDENTIALS'] as const) {
      expect(sessionEndFor(code, null), code).toBeNull();
    }
  });
});

describe('signing out', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls auth.logout and leaves no cached data, queued message or open modal behind', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['session'], { userId: 'u1' });
    notify('Saved', 'success');
    openModal({ key: 'terms', blocking: true, title: 'Terms', body: 'Accept' });

    await signOut(queryClient);

    expect(fetch).toHaveBeenCalledWith('/trpc/auth.logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(queryClient.getQueryData(['session'])).toBeUndefined();
    expect(messages.current()).toBeUndefined();
    expect(modals.current()).toBeUndefined();
  });

  it('clearing without signing out calls nobody', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    notify('Queued');
    openModal({ key: 'terms', blocking: true, title: 'Terms', body: 'Accept' });
    clearSession(new QueryClient());
    expect(fetch).not.toHaveBeenCalled();
    expect(messages.current()).toBeUndefined();
    expect(modals.current()).toBeUndefined();
  });

  it('still clears the screen when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    openModal({ key: 'secret-question', title: 'Secret question', body: '…' });
    await signOut(new QueryClient());
    expect(modals.current()).toBeUndefined();
  });
});
