import { z } from 'zod';
import type { StoredCard } from '../../db/types-billing.js';
import { PaymentUnavailable, type ChargeRequest, type ChargeResult, type PaymentGateway } from './payment-gateway.js';

// The PaymentGateway over the provider's HTTP API (or the local fake provider, which speaks the same).
// Every answer is checked with zod: an answer we cannot read, like a network failure, a timeout or a
// 5xx or a refused API key, means the provider is unavailable and nothing is known to be charged.
// Another 4xx than the ones the interface expects (an unknown token or postal code) is our bug: a
// plain Error.

const TIMEOUT_MS = 10_000;

const ZCard = z.object({
  id: z.string().min(1),
  bin: z.string(),
  brand: z.string(),
  display_number: z.string(),
  holder_name: z.string(),
  month: z.number().int(),
  year: z.number().int(),
});
const ZCharge = z.object({ id: z.string().min(1), status: z.enum(['paid', 'declined']), reason: z.string().optional() });
const ZBoleto = z.object({ id: z.string().min(1), status: z.literal('pending'), url: z.string().url() });
const ZChargeState = z.object({ id: z.string(), status: z.enum(['paid', 'pending', 'declined', 'refunded']) });
const ZPostalCode = z.object({ zip: z.string(), address: z.string(), state: z.string(), city: z.string() });

export interface PaymentProviderSettings {
  apiUrl: string;
  apiKey: string;
  /** Where the browser reaches the provider (the API's address unless told otherwise). */
  publicUrl: string;
  publicKey: string;
  /** How long one call may take before the provider counts as unavailable (10 s). */
  timeoutMs?: number;
}

export function httpPaymentGateway(settings: PaymentProviderSettings): PaymentGateway {
  const apiUrl = settings.apiUrl.replace(/\/+$/, '');

  /** One call's answer, checked; null for a 404 the caller expects (an unknown token or postal code). */
  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown, notFound: 'null' | 'error' = 'error'): Promise<T | null> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${settings.apiKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs ?? TIMEOUT_MS),
      });
      text = await res.text();
    } catch (error) {
      throw new PaymentUnavailable(error);
    }
    // A key refused is a misconfiguration, not the person's doing: to them, payments are unavailable.
    if (res.status >= 500 || res.status === 401 || res.status === 403) throw new PaymentUnavailable(new Error(`${method} ${path} answered ${res.status}`));
    if (res.status === 404 && notFound === 'null') return null;
    // The message only: an answer may echo what we sent, and nothing sent is worth a log line.
    if (!res.ok) throw new Error(`the payment provider refused ${method} ${path} (${res.status}): ${messageOf(text)}`);
    const parsed = schema.safeParse(parseJson(text));
    if (!parsed.success) throw new PaymentUnavailable(new Error(`${method} ${path}: an answer we cannot read`));
    return parsed.data;
  }

  const request = (r: ChargeRequest) => ({ amount_cents: r.amountCents, description: r.description, customer: r.customer, idempotency_key: r.idempotencyKey });

  return {
    async saveCard(token, customer): Promise<StoredCard | null> {
      const card = await call('POST', '/cards', ZCard, { token, customer }, 'null');
      return (
        card && {
          providerCardId: card.id,
          bin: card.bin,
          brand: card.brand,
          displayNumber: card.display_number,
          holderName: card.holder_name,
          month: card.month,
          year: card.year,
        }
      );
    },
    async chargeCard(providerCardId, r): Promise<ChargeResult> {
      // A saved card the provider no longer knows (removed there) is a card to replace, like a declined one.
      const charge = await call('POST', '/charges', ZCharge, { card_id: providerCardId, instalments: r.instalments, ...request(r) }, 'null');
      if (!charge) return { status: 'declined', providerId: '', reason: 'card not found' };
      return charge.status === 'paid' ? { status: 'paid', providerId: charge.id } : { status: 'declined', providerId: charge.id, reason: charge.reason ?? 'declined' };
    },
    async issueBoleto(r): Promise<ChargeResult> {
      const boleto = (await call('POST', '/boletos', ZBoleto, { due_on: r.dueOn, ...request(r) }))!;
      return { status: 'pending', providerId: boleto.id, boletoUrl: boleto.url };
    },
    async chargeStatus(providerId) {
      return (await call('GET', `/charges/${encodeURIComponent(providerId)}`, ZChargeState))!.status;
    },
    async refund(providerId, amountCents) {
      await call('POST', `/charges/${encodeURIComponent(providerId)}/refunds`, z.unknown(), { amount_cents: amountCents });
    },
    async postalCode(zip) {
      const digits = zip.replace(/\D/g, '');
      if (digits.length !== 8) return null;
      return call('GET', `/postal-codes/${digits}`, ZPostalCode, undefined, 'null');
    },
    browser: { tokenUrl: `${settings.publicUrl.replace(/\/+$/, '')}/tokens`, publicKey: settings.publicKey },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function messageOf(text: string): string {
  const body = parseJson(text);
  const message = body && typeof body === 'object' && 'message' in body ? String(body.message) : '';
  return message.slice(0, 200) || 'no message';
}
