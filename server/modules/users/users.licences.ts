import type { Tx } from '../../db/tenant.js';
import { AppError } from '../../lib/errors.js';
import { countLicensedUsers, licencesOf, lockLicences } from './users.queries.js';

// Licences: the number bought (until the account issue sells them, the company's `subscriptions`
// row) against the people who count (countLicensedUsers: everyone not deleted).

export interface LicenceNumbers {
  /** Licences the company has. */
  available: number;
  /** People who count against them. */
  used: number;
  /** Licences left for new people (never negative). */
  remaining: number;
}

export async function licenceNumbers(tx: Tx, companyId: string): Promise<LicenceNumbers> {
  const [available, used] = await Promise.all([licencesOf(tx, companyId), countLicensedUsers(tx, companyId)]);
  return { available, used, remaining: Math.max(0, available - used) };
}

/**
 * Refuses to add `adding` people who would count against licences when too few are left:
 * LICENCES_EXCEEDED, with how many are missing in the field error `missing` (the client offers to
 * add that many). Locks the subscription row, so concurrent additions are counted one after another.
 */
export async function assertLicencesFor(tx: Tx, companyId: string, adding: number): Promise<LicenceNumbers> {
  const available = await lockLicences(tx, companyId);
  const used = await countLicensedUsers(tx, companyId);
  const missing = used + adding - available;
  if (adding > 0 && missing > 0) throw new AppError('LICENCES_EXCEEDED', { missing: [String(missing)] });
  return { available, used, remaining: Math.max(0, available - used) };
}
