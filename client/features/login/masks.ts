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

// Dates are typed in the interface language's order: client/lib/dates.ts.

/** Company codes are printed with dots and dashes; the records hold them bare. */
export const stripCode = (code: string) => code.replace(/[.-]/g, '').trim();

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
