import type { Tx } from '../../db/tenant.js';
import { AppError } from '../../lib/errors.js';
import { countLicensedUsers, licencesOf, lockLicences } from './users.queries.js';

// Licences: the number bought (until the account issue sells them, the company's `subscriptions`
// row) against the people who count (countLicensedUsers: everyone not deleted). The one place
// that counts them, for the status actions, the invite form and the spreadsheet import alike.

export interface LicenceNumbers {
  /** Licences the company has. */
  available: number;
  /** People who count against them. */
  used: number;
  /** Licences left for new people (never negative). */
  remaining: number;
}

export interface LicenceShortfall extends LicenceNumbers {
  /** Licences to add before `adding` more people fit (0 when they fit). */
  missingLicences: number;
}

export async function licenceNumbers(tx: Tx, companyId: string): Promise<LicenceNumbers> {
  const { available, used, remaining } = await licenceShortfall(tx, companyId, 0);
  return { available, used, remaining };
}

/**
 * The licences and how many would be missing after adding `adding` people. Before writing, `lock`
 * holds the subscription row, so two concurrent additions cannot both take the last licence.
 */
export async function licenceShortfall(tx: Tx, companyId: string, adding: number, lock = false): Promise<LicenceShortfall> {
  const available = await (lock ? lockLicences : licencesOf)(tx, companyId);
  const used = await countLicensedUsers(tx, companyId);
  const missingLicences = adding > 0 ? Math.max(0, used + adding - available) : 0;
  return { available, used, remaining: Math.max(0, available - used), missingLicences };
}

/**
 * Refuses to add `adding` people who would count against licences when too few are left:
 * LICENCES_EXCEEDED, with how many are missing in the field error `missingLicences` (the client
 * offers to add that many). Locks the subscription row, so concurrent additions are counted one
 * after another.
 */
export async function assertLicencesFor(tx: Tx, companyId: string, adding: number): Promise<LicenceNumbers> {
  const { missingLicences, ...numbers } = await licenceShortfall(tx, companyId, adding, true);
  if (missingLicences > 0) throw new AppError('LICENCES_EXCEEDED', { missingLicences: [String(missingLicences)] });
  return numbers;
}
