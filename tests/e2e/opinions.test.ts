import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { opinionsCompany } from '../integration/tickets/helpers.js';
import { screenshotOnFailure, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';

// The opinions' screens where things do not go as planned: the free plan (the upgrade message, no
// unread count asked for), the list's older address, and a list that fails to load, then loads.

const PASSWORD = 'Secret#123';
const secret = { secret_question_id: 'first-pet', secret_answer_hash: 'x' };

describe('opinions, the edges', () => {
  const e2e = useServerAndBrowser();

  async function signedIn(plan: 'enterprise' | 'basic') {
    const t = await opinionsCompany(plan);
    await t.db.updateTable('users').set(secret).where('id', '=', t.mia.id).execute();
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/trpc/')) asked.push(new URL(r.url()).pathname);
    });
    await submitSignIn(page, `${e2e.baseUrl}/login`, t.mia.email!, PASSWORD);
    await page.getByRole('heading', { name: 'Hello, Mia' }).waitFor();
    return { page, context, errors, asked };
  }

  const panel = (page: Page) => page.getByRole('tabpanel');

  it('on the free plan: the upgrade message, and no unread count asked for', async () => {
    const { page, context, errors, asked } = await signedIn('basic');
    await using shots = screenshotOnFailure(page, 'opinions-free-plan');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Feedback' }).click();
    await page.getByRole('heading', { name: 'Opinions', level: 1 }).waitFor();
    await panel(page).getByText('Opinions are part of the paid plans.').waitFor();
    await panel(page).getByText('This feature is part of the paid plan. Contact your account administrator to enable it.').waitFor();
    expect(asked.some((p) => p.includes('tickets.unread'))).toBe(false);
    expect(await page.getByRole('img', { name: 'unread opinions' }).count()).toBe(0);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  });

  it('keeps the older address, and offers a retry when the list fails', async () => {
    const { page, context, errors } = await signedIn('enterprise');
    await using shots = screenshotOnFailure(page, 'opinions-retry');
    let failing = true;
    // tRPC batches calls made together (the sidebar's unread count may ride along): any batch with the list fails.
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('tickets.list'),
      (route) => (failing ? route.abort('connectionreset') : route.continue()),
    );
    await page.goto(`${e2e.baseUrl}/feedbacks/tickets?box=received&unread=true`);
    await page.getByRole('heading', { name: 'Opinions', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/feedbacks');
    expect(await page.getByLabel('Unread only').isChecked()).toBe(true);
    await panel(page).getByText('The opinions could not be loaded.', { exact: false }).waitFor({ timeout: 15_000 });
    failing = false;
    await panel(page).getByRole('button', { name: 'Try again' }).click();
    await panel(page).getByText('Nothing unread here').waitFor();
    await page.getByLabel('Unread only').uncheck();
    await panel(page).getByText('No opinion has reached you yet').waitFor();
    // Failed loads are the test's doing: only those may be in the log.
    expect(errors.filter((e) => !/connection|fetch/i.test(e))).toEqual([]);
    shots.passed();
    await context.close();
  }, 30_000);
});
