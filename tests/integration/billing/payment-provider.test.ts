import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startFakePaymentProvider, TEST_CARDS } from '../../../server/dev/fake-payment-provider.js';
import { parseEnv } from '../../../server/env.js';
import { PaymentUnavailable, type ChargeRequest } from '../../../server/modules/billing/payment-gateway.js';
import { httpPaymentGateway } from '../../../server/modules/billing/payment-gateway.http.js';
import { testPayments } from '../../setup/payments.js';
import { APP_URL, testApp, testDeps } from '../../setup/test-context.js';

// The payment adapter against the local provider, over real HTTP: the app's own deps.payments (the
// adapter every billing test uses), the browser's tokenisation, and the failures billing must tell
// apart (declined: the person's card; unavailable: try later, nothing charged).

const customer = { name: 'Empresa Teste Ltda', document: '11222333000181' };

function chargeOf(amountCents: number, key = randomUUID()): ChargeRequest {
  return { idempotencyKey: key, amountCents, instalments: 1, description: 'Clima Enterprise', customer };
}

/** A saved card of this number, through the app's gateway. */
async function savedCard(number: string) {
  const { deps } = await testDeps();
  const payments = await testPayments();
  const token = await payments.tokenise({ number });
  const card = await deps.payments.saveCard(token.id, customer);
  if (!card) throw new Error('the card was not saved');
  return card;
}

describe('payment provider', () => {
  it('tokenises in the browser, saves the card and charges it: paid, once in the ledger', async () => {
    const { deps } = await testDeps();
    const payments = await testPayments();
    const token = await payments.tokenise({ number: '4111 1111 1111 1111', holderName: 'Ana Souza', expMonth: 3, expYear: 2031 });
    expect(token).toMatchObject({ bin: '411111', brand: 'visa', display_number: '**** **** **** 1111', holder_name: 'Ana Souza', month: 3, year: 2031 });
    expect(token.id).toMatch(/^tok_/);

    const card = await deps.payments.saveCard(token.id, customer);
    expect(card).toEqual({
      providerCardId: expect.stringMatching(/^card_/),
      bin: '411111',
      brand: 'visa',
      displayNumber: '**** **** **** 1111',
      holderName: 'Ana Souza',
      month: 3,
      year: 2031,
    });

    const request = chargeOf(59_880);
    const result = await deps.payments.chargeCard(card!.providerCardId, request);
    expect(result).toEqual({ status: 'paid', providerId: expect.stringMatching(/^ch_/) });
    const ledger = await payments.charges(request.idempotencyKey);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ status: 'paid', amount_cents: 59_880, card_id: card!.providerCardId });
    expect(await deps.payments.chargeStatus(result.providerId)).toBe('paid');
  });

  it('tells the brand by the number', async () => {
    const payments = await testPayments();
    expect((await payments.tokenise({ number: '5555555555554444' })).brand).toBe('mastercard');
    expect((await payments.tokenise({ number: '378282246310005', cvv: '1234' })).brand).toBe('amex');
    expect((await payments.tokenise({ number: '6362970000457013' })).brand).toBe('elo');
  });

  it('refuses at tokenisation a number failing Luhn, a past expiry, a bad code or a wrong public key', async () => {
    const payments = await testPayments();
    await expect(payments.tokenise({ number: '4111111111111112' })).rejects.toThrow(/400: invalid card number/);
    await expect(payments.tokenise({ number: '4111111111111111', expMonth: 1, expYear: 2020 })).rejects.toThrow(/400: the card has expired/);
    await expect(payments.tokenise({ number: '4111111111111111', cvv: '12' })).rejects.toThrow(/400: invalid security code/);
    const res = await fetch(payments.gateway.browser.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ public_key: 'pk_wrong', number: '4111111111111111', holder_name: 'Ana', exp_month: 12, exp_year: 2040, cvv: '123' }),
    });
    expect(res.status).toBe(400);
    // The provider's answers never echo the number.
    expect(await res.text()).not.toContain('4111111111111111');
  });

  it('lets any origin tokenise (the browser posts there from the app)', async () => {
    const payments = await testPayments();
    const res = await fetch(payments.gateway.browser.tokenUrl, {
      method: 'OPTIONS',
      headers: { origin: APP_URL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('answers a declined card as declined, and a card that starts declining too', async () => {
    const { deps } = await testDeps();
    const payments = await testPayments();
    const declined = await savedCard(TEST_CARDS.declined);
    expect(await deps.payments.chargeCard(declined.providerCardId, chargeOf(1000))).toEqual({
      status: 'declined',
      providerId: expect.any(String),
      reason: 'card_declined',
    });

    const card = await savedCard('5555 5555 5555 4444');
    expect((await deps.payments.chargeCard(card.providerCardId, chargeOf(1000))).status).toBe('paid');
    await payments.setCardBehaviour(card.providerCardId, 'decline');
    expect((await deps.payments.chargeCard(card.providerCardId, chargeOf(1000))).status).toBe('declined');
    await payments.setCardBehaviour(card.providerCardId, 'pay');
    expect((await deps.payments.chargeCard(card.providerCardId, chargeOf(1000))).status).toBe('paid');
  });

  it('throws PaymentUnavailable on a processing error, and records no charge', async () => {
    const { deps } = await testDeps();
    const payments = await testPayments();
    const card = await savedCard(TEST_CARDS.processingError);
    const request = chargeOf(1000);
    await expect(deps.payments.chargeCard(card.providerCardId, request)).rejects.toBeInstanceOf(PaymentUnavailable);
    expect(await payments.charges(request.idempotencyKey)).toEqual([]);
  });

  it('charges once for one idempotency key, however often it is asked', async () => {
    const { deps } = await testDeps();
    const payments = await testPayments();
    const card = await savedCard('4111111111111111');
    const request = chargeOf(2500, `${randomUUID()}:1`);
    const first = await deps.payments.chargeCard(card.providerCardId, request);
    const again = await deps.payments.chargeCard(card.providerCardId, request);
    expect(again).toEqual(first);
    expect(await payments.charges(request.idempotencyKey)).toHaveLength(1);
    // Another attempt (another key) is another charge.
    await deps.payments.chargeCard(card.providerCardId, { ...request, idempotencyKey: request.idempotencyKey.replace(/:1$/, ':2') });
    expect(await payments.charges(request.idempotencyKey.slice(0, -1))).toHaveLength(2);
  });

  it('saves a card once per token: a token used or unknown answers null', async () => {
    const { deps } = await testDeps();
    const payments = await testPayments();
    const token = await payments.tokenise({ number: '4111111111111111' });
    expect(await deps.payments.saveCard(token.id, customer)).not.toBeNull();
    expect(await deps.payments.saveCard(token.id, customer)).toBeNull();
    expect(await deps.payments.saveCard('tok_unknown000000', customer)).toBeNull();
  });

  it('refunds a paid charge', async () => {
    const { deps } = await testDeps();
    const payments = await testPayments();
    const card = await savedCard('4111111111111111');
    const request = chargeOf(4200);
    const paid = await deps.payments.chargeCard(card.providerCardId, request);
    await deps.payments.refund(paid.providerId, 4200);
    expect(await deps.payments.chargeStatus(paid.providerId)).toBe('refunded');
    expect((await payments.charges(request.idempotencyKey))[0]).toMatchObject({ status: 'refunded', refunded_cents: 4200 });
    // More than was paid is refused, and is not mistaken for the provider being away.
    const other = await deps.payments.chargeCard(card.providerCardId, chargeOf(100));
    const refused = await deps.payments.refund(other.providerId, 101).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).not.toBeInstanceOf(PaymentUnavailable);
  });

  it('issues a boleto pending until it is paid, once per key', async () => {
    const { deps } = await testDeps();
    const payments = await testPayments();
    const request = { ...chargeOf(718_560), dueOn: '2027-01-04' };
    const boleto = await deps.payments.issueBoleto(request);
    expect(boleto).toEqual({ status: 'pending', providerId: expect.any(String), boletoUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/boletos\//) });
    expect(await deps.payments.issueBoleto(request)).toEqual(boleto);
    expect((await fetch(boleto.status === 'pending' ? boleto.boletoUrl : '')).status).toBe(200);
    expect(await deps.payments.chargeStatus(boleto.providerId)).toBe('pending');
    await payments.payBoleto(boleto.providerId);
    expect(await deps.payments.chargeStatus(boleto.providerId)).toBe('paid');
    expect(await payments.charges(request.idempotencyKey)).toHaveLength(1);
  });

  it('looks up Brazilian postal codes', async () => {
    const { deps } = await testDeps();
    expect(await deps.payments.postalCode('01310-100')).toEqual({ zip: '01310100', address: 'Avenida Paulista', city: 'São Paulo', state: 'SP' });
    expect(await deps.payments.postalCode('90010150')).toMatchObject({ city: 'Porto Alegre', state: 'RS' });
    expect(await deps.payments.postalCode('99999-999')).toBeNull();
    expect(await deps.payments.postalCode('123')).toBeNull();
  });

  it('refuses a wrong API key, which the app reads as unavailable', async () => {
    const payments = await testPayments();
    const res = await fetch(`${payments.provider.url}/charges`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_wrong', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    const wrong = httpPaymentGateway({ apiUrl: payments.provider.url, apiKey: 'sk_wrong', publicUrl: payments.provider.url, publicKey: payments.provider.publicKey });
    await expect(wrong.postalCode('01310100')).rejects.toBeInstanceOf(PaymentUnavailable);
    const token = await payments.tokenise({ number: '4111111111111111' });
    await expect(wrong.saveCard(token.id, customer)).rejects.toBeInstanceOf(PaymentUnavailable);
  });

  it('throws PaymentUnavailable when the provider cannot be reached or does not answer in time', async () => {
    const gone = await startFakePaymentProvider({ host: '127.0.0.1', port: 0 });
    await gone.close();
    const unreachable = httpPaymentGateway({ apiUrl: gone.url, apiKey: gone.apiKey, publicUrl: gone.url, publicKey: gone.publicKey });
    await expect(unreachable.chargeCard('card_x', chargeOf(100))).rejects.toBeInstanceOf(PaymentUnavailable);

    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const slow = httpPaymentGateway({ apiUrl: url, apiKey: 'k', publicUrl: url, publicKey: 'p', timeoutMs: 200 });
      const started = Date.now();
      await expect(slow.chargeStatus('ch_x')).rejects.toBeInstanceOf(PaymentUnavailable);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("lets the browser post the card to the provider's origin (CSP connect-src), and to no other", async () => {
    const payments = await testPayments();
    const app = await testApp();
    const res = await app.inject({ method: 'GET', url: '/health' });
    const connect = /connect-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1]?.trim().split(/\s+/);
    expect(connect).toEqual(["'self'", new URL(payments.gateway.browser.tokenUrl).origin]);
    const config = { tokenUrl: `${payments.provider.url}/tokens`, publicKey: payments.provider.publicKey };
    expect((await testDeps()).deps.payments.browser).toEqual(config);
  });
});

describe('payment settings', () => {
  it('need both keys with a provider, and let the browser use the API address unless told another', () => {
    expect(() => parseEnv({ PAYMENT_API_URL: 'https://api.pay.example' })).toThrow(/PAYMENT_API_KEY: is required with PAYMENT_API_URL[\s\S]*PAYMENT_PUBLIC_KEY/);
    const keys = { PAYMENT_API_KEY: 'sk_live_x', PAYMENT_PUBLIC_KEY: 'pk_live_x' };
    expect(parseEnv({ PAYMENT_API_URL: 'https://api.pay.example', ...keys }).PAYMENT_PUBLIC_URL).toBe('https://api.pay.example');
    expect(parseEnv({ PAYMENT_API_URL: 'https://api.pay.example', PAYMENT_PUBLIC_URL: 'https://js.pay.example', ...keys }).PAYMENT_PUBLIC_URL).toBe(
      'https://js.pay.example',
    );
    expect(parseEnv({}).PAYMENT_FAKE_PORT).toBe(0);
    expect(() => parseEnv({ PAYMENT_FAKE_PORT: '70000' })).toThrow(/PAYMENT_FAKE_PORT/);
  });
});
