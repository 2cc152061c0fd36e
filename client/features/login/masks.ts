// Input masks and small normalisers of the login area (people §5).

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** (##) ####-#### or, with a ninth digit, (##) #####-####, applied while the person types. */
export function maskPhone(value: string): string {
  const d = digitsOf(value).slice(0, 11);
  if (!d) return '';
  if (d.length <= 2) return `(${d}`;
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  return rest.length <= split ? `(${area}) ${rest}` : `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** A masked phone is complete when longer than 13 characters: "(11) 1234-5678". */
export const isPhoneComplete = (masked: string) => masked.length > 13;

/** ##/##/####, applied while the person types. */
export function maskDate(value: string): string {
  const d = digitsOf(value).slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** A masked date is complete at 10 characters (DD/MM/YYYY). */
export const isDateComplete = (masked: string) => masked.length > 9;

/** DD/MM/YYYY as typed to YYYY-MM-DD as stored. */
export const toIsoDate = (masked: string) => `${masked.slice(6, 10)}-${masked.slice(3, 5)}-${masked.slice(0, 2)}`;

/** Company codes are printed with dots and dashes; the records hold them bare. */
export const stripCode = (code: string) => code.replace(/[.-]/g, '').trim();

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
