import { sql, type Kysely } from 'kysely';
import { placeStoredResponses } from '../../../migrations/2026_11_24_700000_reporting_groups.js';
import type { Tx } from '../../db/tenant.js';

/**
 * Places every stored response of the transaction's company anew under the tree as it is now
 * (reporting_placements(), recorded sets), after groups moved: reports gate figures by today's
 * tree, and a stored chain that no longer nests under it makes two figures differ by one person.
 * One statement that writes every row of the company, changed or not (rows rewritten alone would
 * carry this transaction's id and point out whose answers moved). Row-level security keeps it to
 * the company. It is the migration's statement: a migration stays as it ran, so the SQL lives there.
 */
export async function placeCompanyResponses(tx: Tx, companyId: string): Promise<void> {
  await lockPlacements(tx, companyId);
  await placeStoredResponses(tx as unknown as Kysely<unknown>);
}

/**
 * Placing answers (the release step) and placing them anew after groups moved take turns per
 * company: a release that read the tree before a move committed, and wrote after the move placed
 * what was stored, would keep chains of the old tree. Whichever comes second reads the other's
 * rows or tree (each statement sees what committed before it).
 */
export async function lockPlacements(tx: Tx, companyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`placements:${companyId}`}, 0))`.execute(tx);
}
