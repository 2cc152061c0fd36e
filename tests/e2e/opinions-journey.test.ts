import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { failureOf, sessionFor, v1 } from '../integration/auth/helpers.js';
import { deliverNow, opinionsCompany } from '../integration/tickets/helpers.js';
import { screenshotOnFailure, seriousViolations, submitSignIn, useServerAndBrowser, watchPageErrors } from '../setup/browser.js';

// Opinions in the browser, from both sides. Ana (Portuguese, on a phone) writes an anonymous
// constructive opinion to Sales, sees it on top of her list at once and waiting for the delivery
// hour (Support, too small, says why it cannot take anonymous ones). Once the delivery pass has run,
// Mia (Sales' leader, English, desktop) sees the dot on Feedback, reads it as Anonymous and replies.
// Ana reads the reply, answers, adds her name, completes and rates the conversation; Mia then sees
// her name. Otto (another group's leader) and another company's administrator are told it does not
// exist, in the browser and through tRPC and v1.

const PASSWORD = 'Secret#123';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;
const DESKTOP = { viewport: { width: 1280, height: 900 } } satisfies BrowserContextOptions;
const secret = { secret_question_id: 'first-pet', secret_answer_hash: 'x' };
/** CLIMA_SHOTS=1 keeps screenshots of the screens under test-results/ (to look at the design). */
const shoot = (page: Page, name: string) => (process.env.CLIMA_SHOTS ? page.screenshot({ path: `test-results/opinions-${name}.png`, fullPage: true }) : undefined);

async function seed() {
  const t = await opinionsCompany('enterprise');
  // Past the secret-question prompt: these people sign in through the login page.
  await t.db.updateTable('users').set(secret).where('id', 'in', [t.ana.id, t.mia.id, t.otto.id]).execute();
  const elsewhere = await makeCompany(t.db, { plan: 'enterprise' });
  const stranger = await makeUser(t.db, elsewhere.id, { role: 'admin', first_name: 'Sam', last_name: 'Stranger', ...secret });
  return { ...t, stranger };
}

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('opinions in the browser', () => {
  const e2e = useServerAndBrowser();

  async function open(options: BrowserContextOptions, email: string, greeting: string) {
    const context = await e2e.browser.newContext({ locale: 'en-US', ...options });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    await submitSignIn(page, `${e2e.baseUrl}/login`, email, PASSWORD);
    await page.getByRole('heading', { name: greeting }).waitFor();
    return { context, page, errors };
  }

  it('an anonymous opinion from writing to rating, seen by its leader only', async () => {
    const t = await seed();
    let ticketUrl: string;

    // Ana, in Portuguese on a phone: an anonymous constructive opinion to Sales.
    const ana = await open(PHONE, t.ana.email!, 'Olá, Ana');
    {
      const { page } = ana;
      await using shots = screenshotOnFailure(page, 'opinions-ana-new');
      await page.goto(`${e2e.baseUrl}/feedbacks`);
      await page.getByRole('heading', { name: 'Opiniões', level: 1 }).waitFor();
      await page.getByText('Você ainda não enviou nenhuma opinião').waitFor();
      // Nobody's opinions reach her as a leader: no Received box.
      expect(await page.getByRole('tab').count()).toBe(0);
      await page.getByRole('button', { name: 'Nova opinião' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nova opinião' });
      await dialog.waitFor();
      // Support is too small for anonymous opinions, and says so.
      await dialog.getByRole('radio', { name: 'Support', exact: true }).check();
      const anonymous = dialog.getByRole('radio', { name: 'Anônima', exact: true });
      expect(await anonymous.isDisabled()).toBe(true);
      expect(await dialog.getByRole('radio', { name: 'Com meu nome' }).isChecked()).toBe(true);
      expect(
        await dialog.getByText('Opiniões anônimas precisam de pelo menos 5 pessoas ativas no grupo, para que ninguém saiba quem as escreveu.').count(),
      ).toBeGreaterThan(0);
      // Sales may take them: anonymous comes back as the default.
      await dialog.getByRole('radio', { name: 'Sales', exact: true }).check();
      expect(await anonymous.isChecked()).toBe(true);
      await dialog.getByText('Entregue aos seus líderes na próxima hora cheia, para que ninguém saiba quando você escreveu.').waitFor();
      await dialog.getByRole('radio', { name: 'Construtiva' }).check();
      const message = dialog.getByRole('textbox', { name: 'Sua opinião' });
      await message.fill('x');
      await dialog.getByRole('button', { name: 'Enviar opinião' }).click();
      await dialog.getByText('Escreva pelo menos 2 caracteres.').waitFor();
      await message.fill('As reuniões de segunda são longas demais.');
      await dialog.getByText('41 / 4.000 caracteres').waitFor();
      await shoot(page, 'ana-new-pt-phone');
      expect(await seriousViolations(page)).toEqual([]);

      // The opinion shows on top of the list at once, before the server has answered.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/trpc/tickets.create*', async (route) => {
        await held;
        await route.continue();
      });
      await dialog.getByRole('button', { name: 'Enviar opinião' }).click();
      const first = page.getByRole('list', { name: 'Enviadas' }).getByRole('listitem').first();
      await first.getByText('Enviando…').waitFor();
      await first.getByText('As reuniões de segunda são longas demais.').waitFor();
      release();

      // Then its conversation, waiting for the delivery hour.
      await page.waitForURL(/\/feedbacks\/tickets\/[0-9a-f-]{36}$/);
      ticketUrl = page.url();
      await page.getByRole('heading', { name: 'Opinião construtiva', level: 1 }).waitFor();
      await page.getByText('Para Sales').waitFor();
      expect(await page.getByText('Entregue aos seus líderes na próxima hora cheia', { exact: false }).count()).toBeGreaterThan(0);
      await page.getByRole('link', { name: 'Todas as opiniões' }).click();
      await first.getByText('Para Sales').waitFor();
      await first.getByText('Aguardando entrega').waitFor();
      await first.getByText('Entregue aos seus líderes na próxima hora cheia, para que ninguém saiba quando você escreveu.').waitFor();
      expect(await noHorizontalOverflow(page)).toBe(true);
      await shoot(page, 'ana-list-pt-phone');
      expect(await seriousViolations(page)).toEqual([]);
      shots.passed();
    }

    // The delivery hour comes.
    await deliverNow();
    const ticketId = new URL(ticketUrl).pathname.split('/').at(-1)!;

    // Mia, in English at desktop width: the dot, the Received box, the conversation from Anonymous; she replies.
    const mia = await open(DESKTOP, t.mia.email!, 'Hello, Mia');
    {
      const { page } = mia;
      await using shots = screenshotOnFailure(page, 'opinions-mia-reply');
      const sidebar = page.getByRole('navigation', { name: 'Main menu' });
      await sidebar.getByRole('img', { name: 'unread opinions' }).waitFor();
      await sidebar.getByRole('link', { name: /Feedback/ }).click();
      await page.getByRole('heading', { name: 'Opinions', level: 1 }).waitFor();
      // The new-opinion dialog takes the focus, and Escape gives it back.
      const newOpinion = page.getByRole('button', { name: 'New opinion' });
      await newOpinion.click();
      const dialog = page.getByRole('dialog', { name: 'New opinion' });
      await expect.poll(() => dialog.getByRole('searchbox', { name: 'Search your groups' }).evaluate((el) => el === document.activeElement)).toBe(true);
      await dialog.getByRole('radio', { name: 'Administrators', exact: true }).waitFor();
      await shoot(page, 'mia-new-en-desktop');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => newOpinion.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByRole('tab', { name: /Received/ }).click();
      expect(await page.getByRole('tab', { name: /Received/ }).getAttribute('aria-selected')).toBe('true');
      await page.getByLabel('Unread only').check();
      const row = page.getByRole('list', { name: 'Received' }).getByRole('listitem').first();
      await row.getByText('To Sales').waitFor();
      await row.getByRole('img', { name: 'Unread' }).waitFor();
      await row.getByText('Anonymous').waitFor();
      await shoot(page, 'mia-list-en-desktop');
      expect(await seriousViolations(page)).toEqual([]);
      await row.getByRole('link').click();
      await page.getByRole('heading', { name: 'Constructive opinion', level: 1 }).waitFor();
      const messages = page.getByRole('list', { name: 'Messages' });
      await messages.getByText('As reuniões de segunda são longas demais.').waitFor();
      await messages.getByText('Anonymous', { exact: true }).waitFor();
      expect(
        await page
          .locator('main')
          .getByText(/Ana|Author/)
          .count(),
      ).toBe(0);
      // Opened: read, and the dot goes.
      await page.getByRole('button', { name: 'Mark as unread' }).waitFor();
      await expect.poll(() => sidebar.getByRole('img', { name: 'unread opinions' }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      const reply = page.getByRole('textbox', { name: 'Your reply' });
      await reply.fill('Thank you. Shall we shorten them to 30 minutes?');
      await reply.press('Control+Enter');
      await messages.getByText('Thank you. Shall we shorten them to 30 minutes?').waitFor();
      expect(await reply.inputValue()).toBe('');
      await shoot(page, 'mia-conversation-en-desktop');
      shots.passed();
    }

    // Ana again: the reply, unread; she answers (anonymous: held until the next delivery), adds her name, completes and rates.
    {
      const { page } = ana;
      await using shots = screenshotOnFailure(page, 'opinions-ana-answer');
      await page.reload();
      const first = page.getByRole('list', { name: 'Enviadas' }).getByRole('listitem').first();
      await first.getByRole('img', { name: 'Não lida' }).waitFor();
      await first.getByText('Thank you. Shall we shorten them to 30 minutes?').waitFor();
      // On the phone the sidebar is folded away: its menu button says there is something unread.
      await page.getByRole('button', { name: 'Abrir menu (opiniões não lidas)' }).waitFor();
      await first.getByRole('link').click();
      const messages = page.getByRole('list', { name: 'Mensagens' });
      await messages.getByText('Mia Sales').waitFor();
      await page.getByRole('button', { name: 'Marcar como não lida' }).waitFor();
      const reply = page.getByRole('textbox', { name: 'Sua resposta' });
      await reply.fill('Sim, 30 minutos seria ótimo.');
      await page.getByRole('button', { name: 'Enviar resposta' }).click();
      const mine = messages.getByRole('listitem').filter({ hasText: 'Sim, 30 minutos seria ótimo.' });
      await mine.getByText('Aguardando entrega').waitFor();
      await mine.getByText('Você (em anonimato)').waitFor();
      expect(await noHorizontalOverflow(page)).toBe(true);
      await shoot(page, 'ana-conversation-pt-phone');
      expect(await seriousViolations(page)).toEqual([]);

      await deliverNow();
      await page.reload();
      await messages.getByText('Sim, 30 minutos seria ótimo.').waitFor();
      expect(await messages.getByText('Aguardando entrega').count()).toBe(0);

      // Adding her name: confirmed first, irreversible.
      await page.getByRole('button', { name: 'Adicionar meu nome' }).click();
      const confirm = page.getByRole('dialog', { name: 'Adicionar seu nome a esta opinião?' });
      await confirm.getByText('Não dá para desfazer: a opinião não voltará a ser anônima.').waitFor();
      await confirm.getByRole('button', { name: 'Adicionar meu nome' }).click();
      await page.locator('.fb-conversation__header').getByText('Com seu nome').waitFor();
      expect(await page.getByRole('button', { name: 'Adicionar meu nome' }).count()).toBe(0);
      // Her messages are under her name now, the earlier ones too.
      await expect.poll(() => messages.getByText('Você (em anonimato)').count()).toBe(0);
      expect(await messages.getByText('Você', { exact: true }).count()).toBe(2);

      await page.getByRole('button', { name: 'Concluir' }).click();
      await page.getByRole('button', { name: 'Reabrir' }).waitFor();
      const loveIt = page.getByRole('radio', { name: 'Adorei' });
      await loveIt.click();
      await expect.poll(() => loveIt.isChecked()).toBe(true);
      await page.getByText('Avaliação salva.').waitFor();
      expect(await loveIt.isChecked()).toBe(true);
      expect(await noHorizontalOverflow(page)).toBe(true);
      await shoot(page, 'ana-rated-pt-phone');
      expect(await seriousViolations(page)).toEqual([]);
      expect(ana.errors).toEqual([]);
      shots.passed();
      await ana.context.close();
    }

    // Mia sees Ana's name on the conversation, and her rating.
    {
      const { page } = mia;
      await using shots = screenshotOnFailure(page, 'opinions-mia-named');
      await page.reload();
      await page.locator('.fb-conversation__header').getByText('Ana Author').waitFor();
      const messages = page.getByRole('list', { name: 'Messages' });
      await messages.getByText('Sim, 30 minutos seria ótimo.').waitFor();
      expect(await messages.getByText('Anonymous', { exact: true }).count()).toBe(0);
      expect(await messages.getByText('Ana Author').count()).toBe(2);
      await page.getByText("The author's rating: Love it").waitFor();
      await page.getByRole('button', { name: 'Reopen' }).waitFor();
      expect(mia.errors).toEqual([]);
      shots.passed();
      await mia.context.close();
    }

    // Otto leads another group, Sam another company: the conversation does not exist for them.
    for (const [person, greeting] of [
      [t.otto, 'Hello, Otto'],
      [t.stranger, 'Hello, Sam'],
    ] as const) {
      const visitor = await open(DESKTOP, person.email!, greeting);
      await using shots = screenshotOnFailure(visitor.page, `opinions-not-found-${person.first_name}`);
      await visitor.page.goto(ticketUrl);
      await visitor.page.getByRole('heading', { name: 'This conversation does not exist or is not yours' }).waitFor();
      await visitor.page.getByRole('link', { name: 'All opinions' }).waitFor();
      expect(await visitor.page.getByText('Sim, 30 minutos').count()).toBe(0);
      expect(visitor.errors).toEqual([]);
      shots.passed();
      await visitor.context.close();

      const caller = await t.as(person);
      expect((await failureOf(caller.tickets.messages({ id: ticketId }))).code).toBe('NOT_FOUND');
      expect((await v1('GET', `/tickets/${ticketId}/messages`, { token: await sessionFor(person) })).status).toBe(404);
    }
  }, 90_000);
});
