import type { Period } from './account-data';

// The account addresses' searches, read by the screens (the route tree only types them): anything
// else than a sensible count or a known period is ignored.

const count = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 100_000 ? n : undefined;
};

/** /account/licenses/$period?add=N */
export const parseLicencesSearch = (search: Record<string, unknown>) => ({ add: count(search.add) });

/** /account/charging?licenses=N&period=annuity */
export function parseCheckoutSearch(search: Record<string, unknown>): { licenses?: number; period?: Period } {
  const period = search.period === 'monthly' || search.period === 'annuity' ? search.period : undefined;
  return { licenses: count(search.licenses), period };
}
