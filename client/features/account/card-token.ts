import { documentDigits, parseExpiry, validCardNumber, validCvv, type ProviderCard } from '../../../domain/billing';
import { todayDay } from './account-data';

// The card goes from the browser to the payment provider (people §7): the provider answers a
// one-time token and the card's public data, which is all our server ever sees. The number and
// the security code never leave this module but to the provider.

export interface CardTyped {
  number: string;
  holder: string;
  expiry: string;
  cvv: string;
}
export type CardField = keyof CardTyped;
export const EMPTY_CARD: CardTyped = { number: '', holder: '', expiry: '', cvv: '' };

export type CardToken = ProviderCard;

/** The provider refused the card data (its 400): the person should check what they typed. */
export class CardRefused extends Error {}

/** The card's fields with a problem, each with its text key (account:card.errors.*). */
export function cardErrors(card: CardTyped): Partial<Record<CardField, string>> {
  const out: Partial<Record<CardField, string>> = {};
  if (!validCardNumber(card.number)) out.number = card.number.trim() ? 'number' : 'numberRequired';
  if (card.holder.trim().length < 2) out.holder = 'holder';
  if (!parseExpiry(card.expiry, todayDay())) out.expiry = card.expiry.trim() ? 'expiry' : 'expiryRequired';
  if (!validCvv(card.cvv)) out.cvv = 'cvv';
  return out;
}

/** Groups of four as typed: `4111 1111 1111 1111`. */
export const maskCardNumber = (text: string) =>
  documentDigits(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/YY as typed: the slash comes by itself. */
export function maskExpiry(text: string): string {
  const d = documentDigits(text).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

function isToken(value: unknown): value is CardToken {
  const v = value as Partial<CardToken> | null;
  return !!v && typeof v.id === 'string' && typeof v.bin === 'string' && typeof v.display_number === 'string' && typeof v.month === 'number';
}

/** Sends the card to the provider and answers its token; CardRefused when it refuses the data. */
export async function tokeniseCard(config: { tokenUrl: string; publicKey: string }, card: CardTyped): Promise<CardToken> {
  const expiry = parseExpiry(card.expiry, todayDay());
  const response = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      public_key: config.publicKey,
      number: documentDigits(card.number),
      holder_name: card.holder.trim(),
      exp_month: expiry?.month,
      exp_year: expiry?.year,
      cvv: card.cvv.trim(),
    }),
  });
  if (response.status === 400 || response.status === 402 || response.status === 422) throw new CardRefused();
  if (!response.ok) throw new Error(`the payment provider answered ${response.status}`);
  const token: unknown = await response.json();
  if (!isToken(token)) throw new Error('the payment provider answered an unknown shape');
  return token;
}
