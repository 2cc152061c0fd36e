// Plans, prices and the billing terms shown in the product (people §1, §5, §9). Prices are data in
// integer cents of reais; every figure a screen, a charge or a test shows comes from here, so the
// client's simulation and the server's charge cannot disagree.

export const PERIODS = ['monthly', 'annuity'] as const;
export type Period = (typeof PERIODS)[number];

export const PRICES = {
  /** Enterprise, per user per month (8.90). */
  pricePerUserCents: 890,
  /** Annual: 3.00 less per user per month, charged for twelve months at once (about two months free). */
  annualDiscountPerUserCents: 300,
  monthsPerYear: 12,
  /** Card instalments of an annual charge, without interest. */
  maxInstalments: 12,
} as const;

export const PLAN_LIMITS = {
  /** The free plan (basic): 3 to 20 people. */
  freeMinUsers: 3,
  freeMaxUsers: 20,
  /** Above this, the paid plan is sold by the sales team (contact sales). */
  contactSalesAbove: 1000,
  /** Licences a new subscription offers (licensesPlan.licenses). */
  defaultLicenses: 11,
} as const;

/** The terms (people §1): their numbers, in days and percent. */
export const TERMS = {
  withdrawalDays: 7,
  refundDays: 30,
  renewalNoticeDays: 15,
  suspendAfterDaysLate: 10,
  lateFeePercent: 2,
  interestPercentPerMonth: 1,
  /** Days between two tries of a failed charge. */
  retryEveryDays: 1,
  /** Days a boleto may be paid in before it is late. */
  boletoDueDays: 3,
} as const;

export const DAY_MS = 86_400_000;

/**
 * The plan a company's people are served on: an enterprise company whose payment is 10 days late
 * (suspended) as the free plan, until it pays. The session check computes the same in SQL
 * (migration 2026_12_02_200000), for the procedure ladder.
 */
export function planInForce<P extends string>(plan: P, suspended: boolean): P | 'basic' {
  return suspended && plan === 'enterprise' ? 'basic' : plan;
}

/** Days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` later, clamped to the month's end (Jan 31 + 1 month = Feb 28). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/** The day a charge made on `day` is due: a card's at once, a boleto's in the days it may be paid in. */
export function dueDay(method: 'credit_card' | 'boleto', day: string): string {
  return method === 'boleto' ? addDays(day, TERMS.boletoDueDays) : day;
}

/** The day a period that starts on `start` ends (its renewal day). */
export function periodEnd(start: string, period: Period): string {
  return addMonths(start, period === 'annuity' ? PRICES.monthsPerYear : 1);
}

/** The price per user per month of a period (monthly 8.90, annual 5.90). */
export function monthlyPricePerUser(period: Period): number {
  return period === 'annuity' ? PRICES.pricePerUserCents - PRICES.annualDiscountPerUserCents : PRICES.pricePerUserCents;
}

/** The price per user of one whole period (monthly 8.90, annual 70.80). */
export function periodPricePerUser(period: Period): number {
  return monthlyPricePerUser(period) * (period === 'annuity' ? PRICES.monthsPerYear : 1);
}

/** The charge of a whole period for `licenses` people. */
export function periodCharge(period: Period, licenses: number): number {
  return periodPricePerUser(period) * licenses;
}

/**
 * The price per user for the rest of a period under way (licences added on `today`): the period's
 * price times the share of its days left, rounded to the cent. A period not started yet costs whole.
 */
export function partialPricePerUser(period: Period, start: string, end: string, today: string): number {
  const total = daysBetween(start, end);
  const left = Math.min(total, Math.max(0, daysBetween(today, end)));
  return Math.round((periodPricePerUser(period) * left) / total);
}

/**
 * What a charge late by `daysLate` days owes on top: the fee (2 %) once, and interest (1 % a
 * month) for each day late, as a thirtieth of a month. Nothing before the due day.
 */
export function lateCharges(amountCents: number, daysLate: number): { feeCents: number; interestCents: number } {
  if (daysLate <= 0) return { feeCents: 0, interestCents: 0 };
  return {
    feeCents: Math.round((amountCents * TERMS.lateFeePercent) / 100),
    interestCents: Math.round((amountCents * TERMS.interestPercentPerMonth * daysLate) / 100 / 30),
  };
}

/** The instalments an annual charge may be split in (one for a monthly charge). */
export function instalmentChoices(period: Period): number[] {
  return period === 'annuity' ? Array.from({ length: PRICES.maxInstalments }, (_, i) => i + 1) : [1];
}

/** A price in reais, in the language's convention: `R$ 1.234,56` in Portuguese (the symbol everywhere: es-AR would write "BRL"). */
export function formatMoney(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' }).format(cents / 100);
}

/**
 * A card as the payment provider describes it (people §7 "card token data"): the browser's one-time
 * token (`id` tok_…) or a saved card (`id` card_…), never its number or security code.
 */
export interface ProviderCard {
  id: string;
  bin: string;
  brand: string;
  display_number: string;
  holder_name: string;
  month: number;
  year: number;
}

// Documents and cards (people §5 "Card"). The card is checked in the browser only: its number and
// code go to the payment provider from there and never reach our server.

const digitsOf = (text: string) => text.replace(/\D/g, '');

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((s, d, i) => s + d * weights[i]!, 0) % 11;
  return sum < 2 ? 0 : 11 - sum;
}

/** A CPF: 11 digits, not all equal, with its two check digits. */
export function validCpf(text: string): boolean {
  const d = digitsOf(text).split('').map(Number);
  if (d.length !== 11 || new Set(d).size === 1) return false;
  const first = checkDigit(d.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d[9] === first && d[10] === second;
}

/** A CNPJ: 14 digits, not all equal, with its two check digits. */
export function validCnpj(text: string): boolean {
  const d = digitsOf(text).split('').map(Number);
  if (d.length !== 14 || new Set(d).size === 1) return false;
  const first = checkDigit(d.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d[12] === first && d[13] === second;
}

/** A CPF or a CNPJ, told apart by length. */
export const validDocument = (text: string) => (digitsOf(text).length === 11 ? validCpf(text) : validCnpj(text));
export const documentDigits = digitsOf;

/** A card number: 13 to 19 digits passing the Luhn check. */
export function validCardNumber(text: string): boolean {
  const d = digitsOf(text);
  if (d.length < 13 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  return sum % 10 === 0;
}

/** An expiry MM/YY not past on `today` (a card is good to the end of its month). */
export function parseExpiry(text: string, today: string): { month: number; year: number } | null {
  const m = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return null;
  const [y, mo] = today.split('-').map(Number) as [number, number];
  return year > y || (year === y && month >= mo) ? { month, year } : null;
}

export const validCvv = (text: string) => /^\d{3,4}$/.test(text.trim());

/** A Brazilian postal code (CEP): 8 digits. */
export const validPostalCode = (text: string) => digitsOf(text).length === 8;
