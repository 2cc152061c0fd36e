import { describe, expect, it } from 'vitest';
import { unique } from '../../seeds/factories.js';
import { screenshotOnFailure, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';
import { lastMail, testDeps } from '../setup/test-context.js';

// A new company signs up, confirms its e-mail from the outbox, signs in, reads the shell in
// Portuguese and Spanish, and signs out — in Debian's Chromium, against the real server.
describe('company sign-up in the browser', () => {
  const e2e = useServerAndBrowser();

  it('signs up, confirms, signs in, switches language and signs out', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    await using _shots = screenshotOnFailure(page, 'sign-up-flow');
    const email = `${unique('founder')}@acme-e2e.test`;
    const password = 'Clima#E2e1';

    await page.goto(`${e2e.baseUrl}/login`);
    await page.getByRole('link', { name: 'Sign your company up' }).click();
    await expect.poll(() => page.url()).toContain('/login/new');

    // Submitting empty shows field errors and sends nothing.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('Fill in this field.').count()).toBeGreaterThan(0);

    await page.getByLabel('Company name').fill('Acme Browser Test');
    await page.getByLabel('12 to 200 people').check();
    await page.getByLabel('First name').fill('Renata');
    await page.getByLabel('Last name').fill('Moura');
    await page.getByLabel('Your role').selectOption('hr-manager');
    await page.getByLabel('Phone').pressSequentially('11987654321');
    expect(await page.getByLabel('Phone').inputValue()).toBe('(11) 98765-4321');
    await page.getByLabel('Corporate e-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm the password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    const { db } = await testDeps();
    const company = await db.selectFrom('companies').select(['name', 'size_band', 'plan']).where('name', '=', 'Acme Browser Test').execute();
    expect(company).toEqual([{ name: 'Acme Browser Test', size_band: '12-200', plan: 'trial' }]);

    // The confirmation link from the outbox signs the new admin in.
    const mail = await lastMail(email);
    expect(mail?.template).toBe('confirmEmail');
    await page.goto(`${e2e.baseUrl}${new URL(mail!.link!).pathname}`);

    // First visit: the blocking terms modal, then the secret-question prompt.
    const terms = page.getByRole('dialog', { name: 'Terms of use' });
    await terms.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => terms.isVisible()).toBe(true);
    await terms.getByRole('button', { name: 'I accept the terms of use' }).click();
    const secret = page.getByRole('dialog', { name: 'Choose a secret question' });
    await secret.getByRole('button', { name: 'Later' }).click();
    await page.getByRole('heading', { name: 'Hello, Renata' }).waitFor();
    expect(page.url()).toBe(`${e2e.baseUrl}/dashboard`);
    const admin = await db.selectFrom('users').select(['status', 'role', 'terms_accepted_at']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(admin.status).toBe('confirmed');
    expect(admin.role).toBe('admin');
    expect(admin.terms_accepted_at).not.toBeNull();

    // Settings shows every admin section.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const entry of ['Users', 'Groups', 'User attributes', 'Integrations', 'Account', 'Audit logs']) {
      await menu.getByRole('link', { name: entry, exact: true }).waitFor();
    }

    // Portuguese, saved as the person's preference.
    await menu.getByRole('button', { name: 'Português' }).click();
    await page.getByRole('heading', { name: 'Olá, Renata' }).waitFor();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Registro de auditoria' }).waitFor();
    await expect.poll(async () => (await db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language).toBe('pt-BR');

    // Spanish, and it survives a reload.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Hola, Renata' }).waitFor();
    await expect.poll(async () => (await db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language).toBe('es-AR');
    await page.reload();
    await page.getByRole('heading', { name: 'Hola, Renata' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es-AR');

    // Sign out: back at sign-in, and the shell is closed to this browser.
    await page.getByRole('link', { name: 'Cerrar sesión' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.goto(`${e2e.baseUrl}/dashboard`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');

    // And back in with the password chosen at sign-up.
    await page.getByLabel(/e-mail o código/i).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Hola, Renata' }).waitFor();

    expect(errors).toEqual([]);
    _shots.passed();
    await context.close();
  }, 90_000);
});
