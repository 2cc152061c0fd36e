import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../server/auth/abilities.js';
import { guard, type SessionInfo } from '../../client/lib/session.js';

// The route guard's permission step (people §2): a route needs page.user-access unless it names
// another permission; a refusal goes to the dashboard, and a refusal of the dashboard itself signs out.

const sessionOf = (rules: SessionInfo['rules']) => ({ rules, layoutRules: [], newAppUrl: null }) as unknown as SessionInfo;
const person = sessionOf(rulesFor({ role: 'user', isSuper: false, readOnly: false }));
const admin = sessionOf(rulesFor({ role: 'admin', isSuper: false, readOnly: false }));
const nobody = sessionOf([]);

/** Where the guard sends the visit: null when it lets it through. */
async function outcome(check: ReturnType<typeof guard>, session: SessionInfo, pathname: string) {
  try {
    await check({ context: { session }, location: { pathname } });
    return null;
  } catch (e) {
    if (!isRedirect(e)) throw e;
    return { to: e.options.to, search: e.options.search };
  }
}

describe('route guard permission', () => {
  it('lets anyone with page.user-access into a route that names no permission', async () => {
    expect(await outcome(guard(), person, '/users/profile')).toBeNull();
    expect(await outcome(guard(undefined, 'home'), person, '/dashboard')).toBeNull();
  });

  it('checks page.user-access when the route names no permission', async () => {
    expect(await outcome(guard(), nobody, '/users/profile')).toEqual({ to: '/dashboard', search: undefined });
    expect(await outcome(guard(undefined, 'opinions'), nobody, '/feedbacks')).toEqual({ to: '/dashboard', search: undefined });
  });

  it('signs out, with the refusal code, someone the dashboard itself refuses (no redirect loop)', async () => {
    expect(await outcome(guard(undefined, 'home'), nobody, '/dashboard')).toEqual({ to: '/logout', search: { redirectUrl: undefined, code: 'deny' } });
  });

  it('checks a named permission instead', async () => {
    expect(await outcome(guard('page.admin-access'), person, '/audit-logs')).toEqual({ to: '/dashboard', search: undefined });
    expect(await outcome(guard('page.admin-access'), admin, '/audit-logs')).toBeNull();
    expect(await outcome(guard('menu.groups'), admin, '/groups')).toBeNull();
  });
});
