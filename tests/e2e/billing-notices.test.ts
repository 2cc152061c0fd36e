import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../server/db/tenant.js';
import type { NoticeKind } from '../../server/db/types-billing.js';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { makeGroup } from '../integration/groups/helpers.js';
import { screenshotOnFailure, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';

// The shell's billing notices and trial modals (issue 17), and the plan gate met on a paid screen:
// a suspended enterprise company (its people are served as on the free plan until it pays) and a
// company whose trial ended into the free plan.

const PASSWORD = 'Secret#123';
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 860 };

async function addNotice(companyId: string, kind: NoticeKind, params: Record<string, string | number> = {}) {
  const { db } = await testDeps();
  await withTenant(db, companyId, (tx) =>
    tx
      .insertInto('notices')
      .values({ company_id: companyId, id: randomUUID(), kind, subject: randomUUID(), params: JSON.stringify(params) })
      .execute(),
  );
}

async function person(companyId: string, role: 'admin' | 'manager', name: string) {
  const { db } = await testDeps();
  // A chosen secret question keeps its prompt out of the way.
  return makeUser(db, companyId, { role, first_name: name, language: 'en-US', password: PASSWORD, secret_question_id: 'first-pet', secret_answer_hash: 'x' });
}

describe('billing notices and trial modals in the browser', () => {
  const e2e = useServerAndBrowser();
  const emails = {} as Record<'admin' | 'manager' | 'trialAdmin' | 'expiredAdmin', string>;

  beforeAll(async () => {
    const { db } = await testDeps();
    const suspended = await makeCompany(db, { name: 'Suspended Co', plan: 'enterprise' });
    await db.updateTable('companies').set({ suspended_at: new Date() }).where('id', '=', suspended.id).execute();
    const admin = await person(suspended.id, 'admin', 'Sara');
    const manager = await person(suspended.id, 'manager', 'Milo');
    await makeGroup(suspended.id, { name: 'Sales', managers: [manager.id], members: [admin.id] });
    await addNotice(suspended.id, 'suspended');
    await addNotice(suspended.id, 'renewal', { date: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10) });
    emails.admin = admin.email!;
    emails.manager = manager.email!;

    const ended = await makeCompany(db, { name: 'Trial Ended Co', plan: 'basic' });
    emails.trialAdmin = (await person(ended.id, 'admin', 'Tina')).email!;
    await addNotice(ended.id, 'trial-ended');

    // The trial's end has passed, the day's pass has not run yet: still on 'trial'.
    const expired = await makeCompany(db, { name: 'Trial Expired Co', plan: 'trial', trial_ends_at: new Date(Date.now() - 3_600_000) });
    emails.expiredAdmin = (await person(expired.id, 'admin', 'Eva')).email!;
  });

  async function signIn(email: string, viewport: typeof DESKTOP) {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport, reducedMotion: 'no-preference' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await submitSignIn(page, `${e2e.baseUrl}/login`, email, PASSWORD);
    await page.waitForURL('**/dashboard');
    return { context, page };
  }

  const banner = (page: Page) => page.getByRole('region', { name: 'Account notices' });

  it('an administrator of a suspended company reads the notices, dismisses one by keyboard, and meets the upgrade modal on a paid screen', async () => {
    const phone = await signIn(emails.admin, PHONE);
    await banner(phone.page).getByText('Your payment is overdue: paid features are paused until it is made.').waitFor();
    await phone.page.screenshot({ path: 'test-results/billing-notices-phone.png', fullPage: true });
    await phone.context.close();

    const { context, page } = await signIn(emails.admin, DESKTOP);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'billing-notices');
    const notices = banner(page);
    await notices.getByText('Your subscription renews in 12 days.').waitFor();
    const overdue = notices.getByRole('listitem').filter({ hasText: 'Your payment is overdue' });
    expect(await overdue.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/account');
    await page.screenshot({ path: 'test-results/billing-notices-desktop.png', fullPage: true });

    // Keyboard only: focus the dismiss button, press Enter; focus moves on to the next notice's.
    await overdue.getByRole('button', { name: 'Dismiss this notice' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => overdue.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Dismiss this notice');
    await page.reload();
    await notices.getByText('Your subscription renews in 12 days.').waitFor();
    expect(await notices.getByText('Your payment is overdue').count()).toBe(0);

    // A paid screen read: the upgrade modal. A paid action (making a group): the upgrade modal too.
    await page.goto(`${e2e.baseUrl}/reports/comparation`);
    await page.getByRole('dialog', { name: 'Upgrade your plan' }).waitFor();
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.goto(`${e2e.baseUrl}/groups`);
    await page.getByRole('link', { name: 'New group' }).click();
    await page.getByLabel('Group name').fill('Marketing');
    await page.getByRole('button', { name: 'Create group' }).click();
    const gate = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await gate.waitFor();
    await page.screenshot({ path: 'test-results/billing-notices-upgrade.png' });
    expect(await gate.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/account/plans');
    expect(errors.filter((e) => !/402|Payment Required/.test(e))).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);

  it('a manager there sees no notices and is told to contact the administrator', async () => {
    const { context, page } = await signIn(emails.manager, DESKTOP);
    await using shots = screenshotOnFailure(page, 'billing-notices-manager');
    await page.goto(`${e2e.baseUrl}/reports/comparation`);
    await page.getByText('Contact your account administrator to enable it.').first().waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: 'Upgrade your plan' }).count()).toBe(0);
    shots.passed();
    await context.close();
  }, 60_000);

  it('a company whose trial ended into the free plan gets the trial-to-basic carousel, every 4 seconds', async () => {
    const { context, page } = await signIn(emails.trialAdmin, PHONE);
    const errors = watchPageErrors(page);
    await using shots = screenshotOnFailure(page, 'trial-to-basic');
    const modal = page.getByRole('dialog', { name: 'Your trial has ended' });
    await modal.waitFor();
    const slide = modal.getByRole('group', { name: /^Slide \d of 5$/ });
    expect(await slide.getAttribute('aria-label')).toBe('Slide 1 of 5');
    await page.screenshot({ path: 'test-results/trial-to-basic-phone.png' });
    await expect.poll(() => slide.getAttribute('aria-label'), { timeout: 6000, interval: 250 }).toBe('Slide 2 of 5');
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: 'test-results/trial-to-basic-desktop.png' });

    // Paused, it stays; the keyboard reaches every control.
    await modal.getByRole('button', { name: 'Pause the slides' }).focus();
    await page.keyboard.press('Enter');
    const paused = await slide.getAttribute('aria-label');
    await page.waitForTimeout(4500);
    expect(await slide.getAttribute('aria-label')).toBe(paused);
    await modal.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    expect(await slide.getAttribute('aria-label')).not.toBe(paused);

    // Staying on the free plan dismisses the notice: the next visit has no modal.
    await modal.getByRole('button', { name: 'Stay on the free plan' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByRole('navigation', { name: 'Main menu' }).first().waitFor({ state: 'attached' });
        await page.waitForTimeout(800);
        return modal.count();
      })
      .toBe(0);
    expect(errors).toEqual([]);
    shots.passed();
    await context.close();
  }, 90_000);

  it('an administrator whose trial has run out before the day’s pass gets the trial-expired modal, once a day', async () => {
    const { context, page } = await signIn(emails.expiredAdmin, DESKTOP);
    await using shots = screenshotOnFailure(page, 'trial-expired');
    const modal = page.getByRole('dialog', { name: 'Your trial has expired' });
    await modal.waitFor();
    expect(await modal.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/account/plans');
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).first().waitFor({ state: 'attached' });
    await page.waitForTimeout(800);
    expect(await modal.count()).toBe(0);
    shots.passed();
    await context.close();
  }, 60_000);
});
