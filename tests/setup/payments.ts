import type { ProviderCard } from '../../domain/billing.js';
import { startFakePaymentProvider, type FakeCharge, type FakePaymentProvider } from '../../server/dev/fake-payment-provider.js';
import { httpPaymentGateway } from '../../server/modules/billing/payment-gateway.http.js';
import type { PaymentGateway } from '../../server/modules/billing/payment-gateway.js';

// One local payment provider per test worker, started on first use, and the gateway the app's
// dependencies use on it: tests pay through the same HTTP adapter as production does, and steer
// the provider (a card that starts declining, a boleto paid) through its control endpoints.

export const TEST_PAYMENT_KEYS = { apiKey: 'sk_test_worker', publicKey: 'pk_test_worker' };

/** A card as the person types it into the payment form. */
export interface TestCard {
  number: string;
  holderName?: string;
  expMonth?: number;
  expYear?: number;
  cvv?: string;
}

/** The browser's answer from the provider's POST /tokens (the shape the client sends as ZCardToken). */
export type CardToken = ProviderCard;

export interface TestPayments {
  gateway: PaymentGateway;
  provider: FakePaymentProvider;
  /** Posts the card to /tokens exactly as the browser does (public key, no API key); throws with the provider's message on 4xx. */
  tokenise(card: TestCard): Promise<CardToken>;
  /** Every charge the provider made (declined ones included), optionally those under one idempotency key prefix. */
  charges(keyPrefix?: string): Promise<FakeCharge[]>;
  /** Makes a saved card pay, decline or fail with a processing error from now on. */
  setCardBehaviour(providerCardId: string, behaviour: 'pay' | 'decline' | 'error'): Promise<void>;
  /** The person paid the boleto. */
  payBoleto(providerId: string): Promise<void>;
}

let started: Promise<TestPayments> | null = null;

async function control(url: string, init?: { method: 'POST'; body: unknown }): Promise<unknown> {
  const res = await fetch(url, init && { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) });
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

async function start(): Promise<TestPayments> {
  const provider = await startFakePaymentProvider({ host: '127.0.0.1', port: 0, ...TEST_PAYMENT_KEYS });
  provider.unref();
  const gateway = httpPaymentGateway({ apiUrl: provider.url, apiKey: provider.apiKey, publicUrl: provider.url, publicKey: provider.publicKey });
  const nextYear = new Date().getUTCFullYear() + 1;
  return {
    gateway,
    provider,
    async tokenise(card) {
      const res = await fetch(gateway.browser.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://clima.test' },
        body: JSON.stringify({
          public_key: gateway.browser.publicKey,
          number: card.number,
          holder_name: card.holderName ?? 'Ana Souza',
          exp_month: card.expMonth ?? 12,
          exp_year: card.expYear ?? nextYear,
          cvv: card.cvv ?? '123',
        }),
      });
      const body = (await res.json()) as CardToken & { message?: string };
      if (res.status !== 201) throw new Error(`tokenise answered ${res.status}: ${body.message}`);
      return body;
    },
    async charges(keyPrefix) {
      const all = (await control(`${provider.url}/_control/charges`)) as FakeCharge[];
      return keyPrefix === undefined ? all : all.filter((c) => c.idempotency_key.startsWith(keyPrefix));
    },
    async setCardBehaviour(providerCardId, behaviour) {
      await control(`${provider.url}/_control/cards/${providerCardId}`, { method: 'POST', body: { behaviour } });
    },
    async payBoleto(providerId) {
      await control(`${provider.url}/_control/charges/${providerId}/pay`, { method: 'POST', body: {} });
    },
  };
}

/** This worker's payment provider (started once; it ends with the worker). */
export function testPayments(): Promise<TestPayments> {
  started ??= start();
  return started;
}
