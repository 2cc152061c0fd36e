import { sql } from 'kysely';
import { CULTURE_VALUES } from '../../../seeds/culture-values.js';
import type { Database } from '../../db/connect.js';

/**
 * Brings the culture values catalogue in the database in step with seeds/culture-values: new
 * values added, changed texts updated, values no longer in the seed retired (votes and desired
 * values keep pointing at them). Runs at every start, as the owner (the app roles may only read
 * the catalogue); idempotent.
 */
export async function syncCultureValues(db: Database): Promise<{ values: number }> {
  await db.transaction().execute(async (tx) => {
    for (const [position, v] of CULTURE_VALUES.entries()) {
      const row = { id: v.id, kind: v.kind, names: JSON.stringify(v.name), descriptions: JSON.stringify(v.description), position, retired: false };
      await tx
        .insertInto('culture_values')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    const ids = CULTURE_VALUES.map((v) => v.id);
    await tx
      .updateTable('culture_values')
      .set({ retired: true })
      .where(sql<boolean>`not (id = any(${ids}))`)
      .execute();
  });
  return { values: CULTURE_VALUES.length };
}
