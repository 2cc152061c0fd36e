import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';

/**
 * Placing answers (the release step) and placing them anew after groups moved take turns per
 * company: a release that read the tree before a move committed, and wrote after the move placed
 * what was stored, would keep chains of the old tree. Whichever comes second reads the other's
 * rows or tree (each statement sees what committed before it).
 */
export async function lockPlacements(tx: Tx, companyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`placements:${companyId}`}, 0))`.execute(tx);
}

/** The distinct sets of groups the company's stored responses hold (row-level security keeps it to the company). */
export async function storedGroupSets(tx: Tx): Promise<string[][]> {
  const { rows } = await sql<{ group_ids: string[] }>`select distinct group_ids from survey_responses`.execute(tx);
  return rows.map((r) => r.group_ids);
}

/**
 * Gives every stored response of the company the groups `places` maps its set to (every set the
 * company holds, changed or not): one statement that writes every row, as rows rewritten alone
 * would carry this transaction's id and point out whose answers moved.
 */
export async function placeGroupSets(tx: Tx, places: readonly { from: readonly string[]; to: readonly string[] }[]): Promise<void> {
  if (!places.length) return;
  await sql`
    update survey_responses r set group_ids = coalesce(string_to_array(nullif(m.target, ''), ',')::uuid[], '{}')
    from unnest(${places.map((p) => p.from.join(','))}::text[], ${places.map((p) => [...p.to].sort().join(','))}::text[]) as m(source, target)
    where array_to_string(r.group_ids, ',') = m.source`.execute(tx);
}

/** Stored responses were rewritten in place: analytics files built before are not to be trusted (migration 2026_11_24_800000). */
export async function markResponsesRewritten(tx: Tx): Promise<void> {
  await sql`select nextval('analytics_generation')`.execute(tx);
}
