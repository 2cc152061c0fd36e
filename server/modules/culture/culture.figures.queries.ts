import type { Tx } from '../../db/tenant.js';

/** The company's cycles that asked the culture questions and have begun, oldest first. */
export function askedCultureCycles(tx: Tx, today: string) {
  return tx.selectFrom('survey_cycles').select(['id', 'starts_on', 'ends_on']).where('culture', '=', true).where('starts_on', '<=', today).orderBy('starts_on').execute();
}
