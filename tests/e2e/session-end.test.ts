import type { BrowserContext, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import type { Role } from '../../server/db/types.js';
import { screenshotOnFailure, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';

const PASSWORD = 'Secret#123';

// A 403 for a signed-in person signs them out (people §4, §8). That is only safe if no screen
// ever calls what its viewer may not: the first test walks every screen each role can reach and
// fails on any refused call; the others make the server refuse and check where the person lands.

/** The tRPC error body the server sends for a refusal (one entry per call when batched). */
function refusal(appCode: 'FORBIDDEN' | 'PASSWORD_EXPIRED', detail: string | null) {
  return {
    error: {
      message: appCode === 'PASSWORD_EXPIRED' ? 'password-expired' : 'deny',
      code: -32003,
      data: { code: 'FORBIDDEN', httpStatus: 403, appCode, fieldErrors: null, detail },
    },
  };
}

/** Makes the next call of any of `procedures` (alone or in a batch) answer 403 as the server would. */
async function refuseNext(page: Page, procedures: string[], appCode: 'FORBIDDEN' | 'PASSWORD_EXPIRED', detail: string | null) {
  const matches = (url: URL) =>
    url.pathname.startsWith('/trpc/') &&
    decodeURIComponent(url.pathname.slice(6))
      .split(',')
      .some((p) => procedures.includes(p));
  await page.route(
    matches,
    (route: Route) => {
      const url = new URL(route.request().url());
      const calls = decodeURIComponent(url.pathname.slice(6)).split(',');
      const body = url.searchParams.get('batch') ? calls.map(() => refusal(appCode, detail)) : refusal(appCode, detail);
      return route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify(body) });
    },
    { times: 1 },
  );
}

describe('a refused call ends the session', () => {
  const e2e = useServerAndBrowser();
  const people = {} as Record<Role | 'newcomer', string>;

  beforeAll(async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { name: 'Session End Co' });
    for (const role of ['admin', 'manager', 'user'] as Role[]) {
      const user = await makeUser(db, company.id, { role, first_name: role, secret_question_id: 'first-pet', secret_answer_hash: 'x' });
      people[role] = user.email!;
    }
    // Without a secret question: the shell opens its modal on arrival.
    people.newcomer = (await makeUser(db, company.id, { first_name: 'Newcomer' })).email!;
  });

  async function signIn(context: BrowserContext, who: Role | 'newcomer') {
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await submitSignIn(page, `${e2e.baseUrl}/login`, people[who], PASSWORD);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    // The home screen's own calls (a manager's report cards read the group tree) finish before a test refuses the next one.
    await page.waitForLoadState('networkidle');
    return page;
  }

  const signedIn = async (page: Page) => (await page.request.get(`${e2e.baseUrl}/trpc/auth.session`)).status() === 200;

  const EXTRA: Record<Role, string[]> = {
    admin: ['/users/profile', '/users/sendInvites', '/groups/new', '/settings'],
    manager: ['/users/profile', '/groups/new', '/settings'],
    user: ['/users/profile', '/settings'],
  };

  for (const role of ['admin', 'manager', 'user'] as Role[]) {
    it(`no screen a ${role} can reach calls a procedure the ${role} may not`, async () => {
      const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
      const page = await signIn(context, role);
      await using shots = screenshotOnFailure(page, `session-end-screens-${role}`);
      const errors = watchPageErrors(page);
      const refused: string[] = [];
      page.on('response', (res) => {
        if (res.url().includes('/trpc/') && res.status() === 403) refused.push(`${new URL(page.url()).pathname}: ${new URL(res.url()).pathname}`);
      });
      const links = await page.locator('#sidebar a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      const paths = [...new Set([...links, ...EXTRA[role]])].filter((p) => !p.startsWith('/logout'));
      expect(paths.length).toBeGreaterThan(3);
      for (const path of paths) {
        await page.goto(`${e2e.baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname, `${path} signed the ${role} out`).not.toMatch(/^\/login/);
      }
      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
      expect(await signedIn(page)).toBe(true);
      shots.passed();
      await context.close();
    }, 120_000);
  }

  it('a role refusal signs out to /login?code=deny, and no modal stays over the sign-in screen', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await using shots = screenshotOnFailure(page, 'session-end-deny');
    // The secret-question modal asks for its questions as it opens: that call is refused.
    await refuseNext(page, ['auth.secretQuestions'], 'FORBIDDEN', null);
    await submitSignIn(page, `${e2e.baseUrl}/login`, people.newcomer, PASSWORD);

    await expect.poll(() => page.url()).toBe(`${e2e.baseUrl}/login?code=deny`);
    await page.getByText('Your access was refused. Sign in again, or ask your administrator.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await signedIn(page)).toBe(false);
    shots.passed();
    await context.close();
  }, 60_000);

  it('a single sign-on refusal signs out to /login?code=x-deny', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    const page = await signIn(context, 'user');
    await using shots = screenshotOnFailure(page, 'session-end-x-deny');
    await refuseNext(page, ['users.me'], 'FORBIDDEN', 'x-deny');
    await page.locator('#sidebar a[href="/users/profile"]').click();
    await expect.poll(() => page.url()).toBe(`${e2e.baseUrl}/login?code=x-deny`);
    await page.getByText('Your access was refused. Sign in again, or ask your administrator.').waitFor();
    expect(await signedIn(page)).toBe(false);
    shots.passed();
    await context.close();
  }, 60_000);

  it('an expired password signs out to /login/password?code=password-expired', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    const page = await signIn(context, 'manager');
    await using shots = screenshotOnFailure(page, 'session-end-password-expired');
    await refuseNext(page, ['groups.list', 'groups.tree'], 'PASSWORD_EXPIRED', 'password-expired');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Groups', exact: true }).click();
    await expect.poll(() => page.url()).toBe(`${e2e.baseUrl}/login/password?code=password-expired`);
    await page.getByRole('heading', { name: 'Your password has expired' }).waitFor();
    expect(await signedIn(page)).toBe(false);
    shots.passed();
    await context.close();
  }, 60_000);
});
