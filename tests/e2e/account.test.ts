import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, formatMoney } from '../../domain/billing.js';
import { makeCompany, makeUser, unique } from '../../seeds/factories.js';
import { withTenant } from '../../server/db/tenant.js';
import { E2E_PASSWORD, screenshotOnFailure, seriousViolations, signedInPage, useServerAndBrowser } from '../setup/browser.js';
import { testDeps } from '../setup/test-context.js';

// The account screens of a company on the paid plan (annual, a card on file, one purchase paid two
// days ago): the details say plan, status, card and billing details, the cancel confirmation says
// it would be a withdrawal; every screen works at phone width, reads in English and Spanish, and
// passes axe.

const today = new Date().toISOString().slice(0, 10);
const year = new Date().getUTCFullYear() + 3;

describe('the account screens in the browser', () => {
  const e2e = useServerAndBrowser();
  let adminEmail: string;
  let adminId: string;
  let trialAdminEmail: string;

  beforeAll(async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { name: unique('Acme Account'), plan: 'enterprise' });
    const admin = await makeUser(db, company.id, {
      role: 'admin',
      first_name: 'Ada',
      language: 'en-US',
      password: E2E_PASSWORD,
      secret_question_id: 'first-pet',
      secret_answer_hash: 'x',
    });
    adminEmail = admin.email!;
    adminId = admin.id;
    const trial = await makeCompany(db, { name: unique('Acme Trial'), plan: 'trial', trial_ends_at: new Date(Date.now() + 20 * 86_400_000) });
    const trialAdmin = await makeUser(db, trial.id, {
      role: 'admin',
      language: 'en-US',
      password: E2E_PASSWORD,
      secret_question_id: 'first-pet',
      secret_answer_hash: 'x',
    });
    trialAdminEmail = trialAdmin.email!;
    const start = addDays(today, -2);
    await withTenant(db, company.id, async (tx) => {
      await tx
        .updateTable('subscriptions')
        .set({
          licenses: 12,
          period: 'annuity',
          price_per_user_cents: 590,
          discount_per_user_cents: 300,
          period_start: start,
          period_end: addMonths(start, 12),
          first_paid_at: new Date(`${start}T12:00:00Z`),
          payment_method: 'credit_card',
          instalments: 12,
          card: JSON.stringify({
            providerCardId: 'card_test_1',
            bin: '411111',
            brand: 'visa',
            displayNumber: '**** **** **** 1111',
            holderName: 'ADA LOVELACE',
            month: 9,
            year,
          }),
          billing_name: 'Acme Account Ltda',
          document: '11.222.333/0001-81',
          address: JSON.stringify({ zip: '01310100', address: 'Avenida Paulista', number: '1000', complement: 'sala 5', state: 'SP', city: 'São Paulo' }),
        })
        .where('company_id', '=', company.id)
        .execute();
      await tx
        .insertInto('charges')
        .values({
          company_id: company.id,
          id: crypto.randomUUID(),
          kind: 'purchase',
          period: 'annuity',
          licenses: 12,
          covers_from: start,
          covers_to: addMonths(start, 12),
          amount_cents: 84_960,
          instalments: 12,
          method: 'credit_card',
          status: 'paid',
          due_on: start,
          attempts: 1,
          paid_at: new Date(`${start}T12:00:00Z`),
        })
        .execute();
    });
  });

  /** The page is no wider than the screen: nothing to scroll sideways. */
  const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('shows plan, status, card, billing details and charges; the cancel confirmation names a withdrawal; axe finds nothing serious', async () => {
    const { page, errors } = await signedInPage(e2e.browser, e2e.baseUrl, adminEmail);
    await using shots = screenshotOnFailure(page, 'account-details');
    await page.goto(`${e2e.baseUrl}/account`);
    await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
    await page.getByText('Paid · Annual', { exact: true }).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText('12 licences', { exact: true }).waitFor();
    await page.getByText('visa •••• 1111', { exact: true }).waitFor();
    await page.getByText('ADA LOVELACE').waitFor();
    await page.getByText(`09/${String(year % 100).padStart(2, '0')}`).waitFor();
    await page.getByText('Acme Account Ltda').waitFor();
    await page.getByText('Purchase: 12 licences, annual').waitFor();
    await page.getByText(formatMoney(84_960, 'en-US')).first().waitFor();
    // The survey settings stay on the details.
    await page.getByLabel('Frequency').waitFor();

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/within the 7 days of your first purchase/).waitFor();
    await dialog.getByRole('button', { name: 'Keep subscription' }).click();
    await dialog.waitFor({ state: 'hidden' });

    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Plans' }).click();
    await page.getByRole('heading', { name: 'Change of period' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Licences' }).click();
    await page.waitForURL('**/account/licenses/annuity');
    await page.getByText('Activated users').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${e2e.baseUrl}/account/charging?licenses=12&period=annuity`);
    await page.getByText('The company is on the paid plan already: change its licences or its period.').waitFor();
    expect(errors).toEqual([]);
    shots.passed();
  }, 120_000);

  it('the checkout of a trial company: labelled fields, keyboard order, card checks in the browser, phone width, axe', async () => {
    const { page, errors } = await signedInPage(e2e.browser, e2e.baseUrl, trialAdminEmail, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await using shots = screenshotOnFailure(page, 'account-checkout');
    await page.goto(`${e2e.baseUrl}/account/charging?licenses=12&period=annuity`);
    await page.getByLabel('Card number').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // Checked in the browser before anything is sent: CPF/CNPJ check digits, Luhn, expiry, code.
    await page.getByLabel('Name on the invoice').fill('Acme Trial Ltda');
    await page.getByLabel('CPF or CNPJ').fill('111.444.777-00');
    await page.getByLabel('Card number').fill('4111 1111 1111 1112');
    await page.getByLabel('Expiry (MM/YY)').fill('01/20');
    await page.getByRole('button', { name: 'Buy' }).click();
    await page.getByText('Invalid CPF or CNPJ.').waitFor();
    await page.getByText('Check the card number.').waitFor();
    await page.getByText('Enter a valid expiry, MM/YY, not past.').waitFor();
    await page.getByText('Enter the 3 or 4 digits of the security code.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-doc');
    // Tab moves from the card number to its holder.
    await page.getByLabel('Card number').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-card-holder');
    expect(errors).toEqual([]);
    shots.passed();
  }, 120_000);

  it('works at phone width (375 px) and reads in Spanish', async () => {
    const { db } = await testDeps();
    await db.updateTable('users').set({ language: 'es-AR' }).where('id', '=', adminId).execute();
    const { page, errors } = await signedInPage(e2e.browser, e2e.baseUrl, adminEmail, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await using shots = screenshotOnFailure(page, 'account-phone');
    await page.goto(`${e2e.baseUrl}/account`);
    await page.getByRole('tab', { name: 'Detalles', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Medio de pago' }).waitFor();
    await page.getByText('Pago · Anual', { exact: true }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('tab', { name: 'Planes' }).click();
    await page.getByText('Cerca de dos meses gratis').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('tab', { name: 'Licencias' }).click();
    await page.getByText('Usuarios activados').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(errors).toEqual([]);
    shots.passed();
    await db.updateTable('users').set({ language: 'en-US' }).where('id', '=', adminId).execute();
  }, 120_000);
});
