import type { StoredCard } from '../../db/types-billing.js';

// The payment provider, as the billing services use it. One HTTP adapter (payment-gateway.http.ts)
// speaks to the provider's API at PAYMENT_API_URL; for development and tests that URL is the local
// fake provider (server/dev/fake-payment-provider.ts), started by the server when no provider is
// configured outside production. The browser tokenises the card at PAYMENT_PUBLIC_URL itself, so
// neither the number nor the security code ever reaches this server.

export interface ChargeRequest {
  /** Our charge's id: the provider treats a second request with it as the first (no double charge after a crash). */
  idempotencyKey: string;
  amountCents: number;
  instalments: number;
  description: string;
  customer: { name: string; document: string };
}

export type ChargeResult =
  | { status: 'paid'; providerId: string }
  /** The card was refused (declined, expired, insufficient funds): the person should check it. */
  | { status: 'declined'; providerId: string; reason: string }
  /** A boleto issued: paid later, when the provider says so. */
  | { status: 'pending'; providerId: string; boletoUrl: string };

export interface PaymentGateway {
  /** Trades the browser's one-time token for a saved card; a token unknown or used answers null. */
  saveCard(token: string, customer: { name: string; document: string }): Promise<StoredCard | null>;
  chargeCard(providerCardId: string, request: ChargeRequest): Promise<ChargeResult>;
  issueBoleto(request: ChargeRequest & { dueOn: string }): Promise<ChargeResult>;
  /** Where a charge stands now (a boleto paid, a card charge settled). */
  chargeStatus(providerId: string): Promise<'paid' | 'pending' | 'declined' | 'refunded'>;
  refund(providerId: string, amountCents: number): Promise<void>;
  /** The address of a Brazilian postal code, or null when there is none. */
  postalCode(zip: string): Promise<{ zip: string; address: string; state: string; city: string } | null>;
  /** Where the browser sends the card to be tokenised, and the public key it sends with it. */
  readonly browser: { tokenUrl: string; publicKey: string };
}

/** The provider could not be reached or answered an error of its own: nothing was charged, try again later. */
export class PaymentUnavailable extends Error {
  constructor(cause?: unknown) {
    super('the payment provider is unavailable', { cause });
    this.name = 'PaymentUnavailable';
  }
}

/** No provider configured (a server of tests that never pay): every call is unavailable. */
export const NO_PAYMENTS: PaymentGateway = {
  saveCard: () => Promise.reject(new PaymentUnavailable()),
  chargeCard: () => Promise.reject(new PaymentUnavailable()),
  issueBoleto: () => Promise.reject(new PaymentUnavailable()),
  chargeStatus: () => Promise.reject(new PaymentUnavailable()),
  refund: () => Promise.reject(new PaymentUnavailable()),
  postalCode: () => Promise.reject(new PaymentUnavailable()),
  browser: { tokenUrl: '', publicKey: '' },
};
