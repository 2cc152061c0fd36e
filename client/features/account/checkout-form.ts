import { PLAN_LIMITS, validDocument, validPostalCode } from '../../../domain/billing';
import type { Account, Period } from './account-data';
import { cardErrors, type CardTyped } from './card-token';

// The checkout's typed values and their checks, apart from the screen: what is sent, and which
// field each server field error belongs under.

export interface CheckoutTyped {
  licenses: string;
  period: Period;
  instalments: number;
  method: 'credit_card' | 'boleto';
  name: string;
  doc: string;
  zip: string;
  street: string;
  number: string;
  complement: string;
  state: string;
  city: string;
}
export type CheckoutField = keyof CheckoutTyped | `card.${keyof CardTyped}`;
/** Field → the text key of its problem (account:checkout.errors.* or account:card.errors.*). */
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The field order on screen: the first with a problem takes the focus. */
export const FIELD_ORDER: CheckoutField[] = [
  'licenses',
  'name',
  'doc',
  'card.number',
  'card.holder',
  'card.expiry',
  'card.cvv',
  'zip',
  'street',
  'number',
  'complement',
  'state',
  'city',
];

export function initialCheckout(account: Account, search: { licenses?: number; period?: Period }): CheckoutTyped {
  const a = account.address;
  return {
    licenses: String(search.licenses ?? Math.max(account.billing.licenses, PLAN_LIMITS.freeMinUsers)),
    period: search.period ?? 'annuity',
    instalments: 1,
    method: 'credit_card',
    name: account.billingName ?? '',
    doc: account.document ?? '',
    zip: a?.zip ?? '',
    street: a?.address ?? '',
    number: a?.number ?? '',
    complement: a?.complement ?? '',
    state: a?.state ?? '',
    city: a?.city ?? '',
  };
}

export function checkoutErrors(form: CheckoutTyped, card: CardTyped, minLicences: number): CheckoutErrors {
  const out: CheckoutErrors = {};
  const licenses = Number(form.licenses);
  if (!Number.isInteger(licenses) || licenses < PLAN_LIMITS.freeMinUsers || licenses > PLAN_LIMITS.contactSalesAbove) out.licenses = 'licenses';
  else if (licenses < minLicences) out.licenses = 'belowUsers';
  if (form.name.trim().length < 2) out.name = 'name';
  if (!validDocument(form.doc)) out.doc = form.doc.trim() ? 'doc' : 'docRequired';
  if (form.method === 'credit_card') for (const [field, key] of Object.entries(cardErrors(card))) out[`card.${field as keyof CardTyped}`] = key;
  if (!validPostalCode(form.zip)) out.zip = 'zip';
  if (form.street.trim().length < 2) out.street = 'street';
  if (!form.number.trim()) out.number = 'number';
  if (!/^[A-Za-z]{2}$/.test(form.state.trim())) out.state = 'state';
  if (form.city.trim().length < 2) out.city = 'city';
  return out;
}

/** Where a server field error (zod path) is shown. */
export function fieldOfServerPath(path: string): CheckoutField | null {
  if (path === 'licenses' || path === 'name' || path === 'doc') return path;
  if (path === 'address.address') return 'street';
  const address = /^address\.(zip|number|complement|state|city)$/.exec(path);
  if (address) return address[1] as CheckoutField;
  if (path.startsWith('card')) return path.includes('holder') ? 'card.holder' : path.includes('month') || path.includes('year') ? 'card.expiry' : 'card.number';
  return null;
}
