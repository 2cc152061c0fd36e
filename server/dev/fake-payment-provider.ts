import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseExpiry, validCardNumber, validCvv, type ProviderCard } from '../../domain/billing.js';

// A payment provider of our own, in memory, for development and tests: it speaks the API
// payment-gateway.http.ts uses, so the same adapter serves a real provider and this one. The
// browser tokenises cards at POST /tokens (any origin may call it, as with a real provider); the
// server's calls carry the API key. Card numbers decide what a charge does (TEST_CARDS); tests steer
// saved cards and boletos through /_control. Nothing here ever logs or keeps a number or a code.

export const TEST_CARDS = {
  pays: ['4111111111111111', '5555555555554444'],
  declined: '4000000000000002',
  processingError: '4000000000000119',
} as const;

/**
 * The demo company's card (seeds/demo-billing.ts), saved at the provider the server starts in
 * development: this provider forgets everything when the server stops, and the demo's renewals and
 * licences must still be paid with the card its account screen shows.
 */
export const DEMO_CARD = {
  id: 'card_demo',
  bin: '411111',
  brand: 'visa',
  display_number: '**** **** **** 1111',
  holder_name: 'ANA LIMA',
  month: 8,
  year: 2031,
} as const;

/** Fixed keys of the fake provider in development; tests choose their own. */
export const DEV_KEYS = { apiKey: 'sk_test_local', publicKey: 'pk_test_local' } as const;

type Behaviour = 'pay' | 'decline' | 'error';

type Card = ProviderCard;

export interface FakeCharge {
  id: string;
  kind: 'card' | 'boleto';
  status: 'paid' | 'pending' | 'declined' | 'refunded';
  reason?: string;
  amount_cents: number;
  refunded_cents: number;
  instalments: number;
  card_id: string | null;
  idempotency_key: string;
  description: string;
}

const TOKEN_LIFETIME_MS = 10 * 60 * 1000;
const BODY_LIMIT = 64 * 1024;

// A few real Brazilian postal codes; any other answers 404.
const POSTAL_CODES: Record<string, { address: string; city: string; state: string }> = {
  '01001000': { address: 'Praça da Sé', city: 'São Paulo', state: 'SP' },
  '01310100': { address: 'Avenida Paulista', city: 'São Paulo', state: 'SP' },
  '20040020': { address: 'Praça Pio X', city: 'Rio de Janeiro', state: 'RJ' },
  '30130010': { address: 'Praça Sete de Setembro', city: 'Belo Horizonte', state: 'MG' },
  '70040010': { address: 'Setor Bancário Sul Quadra 1', city: 'Brasília', state: 'DF' },
  '90010150': { address: 'Rua dos Andradas', city: 'Porto Alegre', state: 'RS' },
};

type Reply = { status: number; body: unknown; html?: boolean };

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

// Elo's ranges overlap Visa's and Mastercard's, so they are looked at first.
const ELO = /^(40117[89]|431274|438935|451416|457393|45763[12]|504175|506[67]|509|627780|636297|636368|650|651652|655)/;

function brandOf(number: string): string {
  if (ELO.test(number)) return 'elo';
  if (number.startsWith('4')) return 'visa';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  return 'other';
}

function behaviourOf(number: string): Behaviour {
  if (number === TEST_CARDS.declined) return 'decline';
  if (number === TEST_CARDS.processingError) return 'error';
  return 'pay';
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > BODY_LIMIT) throw new HttpError(413, 'body too large');
  }
  if (!text) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new HttpError(400, 'the body must be a JSON object');
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const digits = (value: unknown) => text(value).replace(/\D/g, '');

function positiveCents(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) throw new HttpError(400, `${name} must be a positive integer`);
  return value;
}

export interface FakePaymentProvider {
  url: string;
  apiKey: string;
  publicKey: string;
  /** Lets the process end with the provider still open (a test worker's). */
  unref(): void;
  close(): Promise<void>;
}

export async function startFakePaymentProvider(options: {
  host: string;
  port: number;
  apiKey?: string;
  publicKey?: string;
  /** Cards saved before it starts (that pay). */
  savedCards?: readonly Card[];
}): Promise<FakePaymentProvider> {
  const apiKey = options.apiKey ?? DEV_KEYS.apiKey;
  const publicKey = options.publicKey ?? DEV_KEYS.publicKey;
  const tokens = new Map<string, { card: Omit<Card, 'id'>; behaviour: Behaviour; expiresAt: number }>();
  const cards = new Map<string, { card: Card; behaviour: Behaviour }>((options.savedCards ?? []).map((card) => [card.id, { card: { ...card }, behaviour: 'pay' }]));
  const charges = new Map<string, FakeCharge>();
  const byKey = new Map<string, FakeCharge>();
  let url = '';

  function tokenise(body: Record<string, unknown>) {
    if (text(body.public_key) !== publicKey) throw new HttpError(400, 'invalid public key');
    const number = digits(body.number);
    if (!validCardNumber(number)) throw new HttpError(400, 'invalid card number');
    // The year as 2031 or 31, the month as 3 or 03.
    const mmyy = `${digits(body.exp_month).padStart(2, '0')}/${digits(body.exp_year).slice(-2).padStart(2, '0')}`;
    const expiry = parseExpiry(mmyy, new Date().toISOString().slice(0, 10));
    if (!expiry) throw new HttpError(400, 'the card has expired');
    if (!validCvv(text(body.cvv))) throw new HttpError(400, 'invalid security code');
    const holderName = text(body.holder_name);
    if (holderName.length < 2) throw new HttpError(400, 'invalid holder name');
    const card = { bin: number.slice(0, 6), brand: brandOf(number), display_number: `**** **** **** ${number.slice(-4)}`, holder_name: holderName, ...expiry };
    const id = newId('tok');
    tokens.set(id, { card, behaviour: behaviourOf(number), expiresAt: Date.now() + TOKEN_LIFETIME_MS });
    return { id, ...card };
  }

  function saveCard(body: Record<string, unknown>) {
    const token = tokens.get(text(body.token));
    tokens.delete(text(body.token));
    if (!token || token.expiresAt < Date.now()) throw new HttpError(404, 'token not found');
    const card = { id: newId('card'), ...token.card };
    cards.set(card.id, { card, behaviour: token.behaviour });
    return card;
  }

  /** The first charge made with this key, or a new one recorded under it. */
  function once(body: Record<string, unknown>, kind: FakeCharge['kind'], outcome: Pick<FakeCharge, 'status' | 'reason' | 'card_id' | 'instalments'>): FakeCharge {
    const key = text(body.idempotency_key);
    if (!key) throw new HttpError(400, 'idempotency_key is required');
    const amount = positiveCents(body.amount_cents, 'amount_cents');
    const first = byKey.get(key);
    if (first) return first;
    const charge: FakeCharge = {
      id: newId(kind === 'card' ? 'ch' : 'bol'),
      kind,
      amount_cents: amount,
      refunded_cents: 0,
      idempotency_key: key,
      description: text(body.description),
      ...outcome,
    };
    charges.set(charge.id, charge);
    byKey.set(key, charge);
    return charge;
  }

  function chargeCard(body: Record<string, unknown>) {
    const saved = cards.get(text(body.card_id));
    if (!saved) throw new HttpError(404, 'card not found');
    // A processing error charges nothing and records nothing: the same key may try again.
    if (saved.behaviour === 'error' && !byKey.has(text(body.idempotency_key))) throw new HttpError(500, 'processing error');
    const declined = saved.behaviour === 'decline';
    const charge = once(body, 'card', {
      status: declined ? 'declined' : 'paid',
      ...(declined ? { reason: 'card_declined' } : {}),
      card_id: saved.card.id,
      instalments: Number(body.instalments) || 1,
    });
    return { id: charge.id, status: charge.status, ...(charge.reason ? { reason: charge.reason } : {}) };
  }

  function issueBoleto(body: Record<string, unknown>) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text(body.due_on))) throw new HttpError(400, 'due_on must be a date');
    const charge = once(body, 'boleto', { status: 'pending', card_id: null, instalments: 1 });
    return { id: charge.id, status: charge.status, url: `${url}/boletos/${charge.id}` };
  }

  function chargeOf(id: string | undefined): FakeCharge {
    const charge = charges.get(id ?? '');
    if (!charge) throw new HttpError(404, 'charge not found');
    return charge;
  }

  function refund(charge: FakeCharge, body: Record<string, unknown>) {
    const amount = positiveCents(body.amount_cents, 'amount_cents');
    if (charge.status !== 'paid' && charge.status !== 'refunded') throw new HttpError(422, 'only a paid charge can be refunded');
    if (charge.refunded_cents + amount > charge.amount_cents) throw new HttpError(422, 'the refund exceeds the charge');
    charge.refunded_cents += amount;
    charge.status = 'refunded';
    return { id: charge.id, status: charge.status, amount_cents: charge.amount_cents, refunded_cents: charge.refunded_cents };
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<Reply> {
    const path = new URL(req.url ?? '/', 'http://provider').pathname.replace(/\/+$/, '');
    const method = req.method ?? 'GET';
    const parts = path.split('/').filter(Boolean);
    // The browser's calls: any origin may tokenise, with the public key.
    if (parts[0] === 'tokens') {
      res.setHeader('access-control-allow-origin', '*');
      if (method === 'OPTIONS') {
        res.setHeader('access-control-allow-methods', 'POST');
        res.setHeader('access-control-allow-headers', 'content-type');
        res.setHeader('access-control-max-age', '600');
        return { status: 204, body: null };
      }
      if (method === 'POST' && parts.length === 1) return { status: 201, body: tokenise(await readJson(req)) };
    }
    // What the person paying a boleto opens.
    if (method === 'GET' && parts[0] === 'boletos' && parts.length === 2) {
      const charge = chargeOf(parts[1]);
      return {
        status: 200,
        html: true,
        body: `<!doctype html><title>Boleto</title><h1>Boleto (test)</h1><p>R$ ${(charge.amount_cents / 100).toFixed(2)} — ${charge.status}</p>`,
      };
    }
    // Tests steer the provider; a real one has a dashboard for this.
    if (parts[0] === '_control') {
      if (method === 'GET' && path === '/_control/charges') return { status: 200, body: [...charges.values()] };
      if (method === 'POST' && parts[1] === 'cards' && parts.length === 3) {
        const saved = cards.get(parts[2]!);
        if (!saved) throw new HttpError(404, 'card not found');
        const behaviour = text((await readJson(req)).behaviour);
        if (behaviour !== 'pay' && behaviour !== 'decline' && behaviour !== 'error') throw new HttpError(400, 'behaviour must be pay, decline or error');
        saved.behaviour = behaviour;
        return { status: 200, body: { id: saved.card.id, behaviour } };
      }
      if (method === 'POST' && parts[1] === 'charges' && parts[3] === 'pay' && parts.length === 4) {
        const charge = chargeOf(parts[2]);
        if (charge.status !== 'pending') throw new HttpError(422, 'only a pending charge can be paid');
        charge.status = 'paid';
        return { status: 200, body: { id: charge.id, status: charge.status } };
      }
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) throw new HttpError(401, 'invalid API key');
    if (method === 'POST' && path === '/cards') return { status: 201, body: saveCard(await readJson(req)) };
    if (method === 'POST' && path === '/charges') return { status: 201, body: chargeCard(await readJson(req)) };
    if (method === 'POST' && path === '/boletos') return { status: 201, body: issueBoleto(await readJson(req)) };
    if (parts[0] === 'charges' && parts.length === 2 && method === 'GET') {
      const charge = chargeOf(parts[1]);
      return { status: 200, body: { id: charge.id, status: charge.status, amount_cents: charge.amount_cents } };
    }
    if (parts[0] === 'charges' && parts[2] === 'refunds' && parts.length === 3 && method === 'POST') {
      return { status: 201, body: refund(chargeOf(parts[1]), await readJson(req)) };
    }
    if (method === 'GET' && parts[0] === 'postal-codes' && parts.length === 2) {
      const zip = digits(parts[1]);
      const found = zip.length === 8 ? POSTAL_CODES[zip] : undefined;
      if (!found) throw new HttpError(404, 'postal code not found');
      return { status: 200, body: { zip, ...found } };
    }
    throw new HttpError(404, 'not found');
  }

  const server = createServer((req, res) => {
    void route(req, res)
      .catch((error: unknown): Reply => ({
        status: error instanceof HttpError ? error.status : 500,
        body: { message: error instanceof Error ? error.message : 'error' },
      }))
      .then(({ status, body, html }) => {
        if (status === 204) return void res.writeHead(204).end();
        res.writeHead(status, { 'content-type': html ? 'text/html; charset=utf-8' : 'application/json' });
        res.end(html ? String(body) : JSON.stringify(body));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // Listening on every interface: the browser reaches it as localhost.
  const host = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host.includes(':') ? `[${options.host}]` : options.host;
  url = `http://${host}:${port}`;
  return {
    url,
    apiKey,
    publicKey,
    unref() {
      server.unref();
      server.on('connection', (socket) => socket.unref());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
