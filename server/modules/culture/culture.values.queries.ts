import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import type { CultureValueKind, Texts } from '../../db/types.js';

export interface CatalogueRow {
  id: string;
  kind: CultureValueKind;
  names: Texts;
  descriptions: Texts;
}

export interface DesiredRow {
  id: string;
  name: string;
  culture_values: string[];
  value_id: string | null;
}

/** The catalogue values in use, in their order (retired ones stay for what points at them, unlisted). */
export function catalogue(tx: Tx): Promise<CatalogueRow[]> {
  return tx.selectFrom('culture_values').select(['id', 'kind', 'names', 'descriptions']).where('retired', '=', false).orderBy('position').execute();
}

export async function isCatalogueValue(tx: Tx, id: string): Promise<boolean> {
  const row = await tx.selectFrom('culture_values').select('id').where('id', '=', id).where('retired', '=', false).executeTakeFirst();
  return row !== undefined;
}

const DESIRED_COLUMNS = ['id', 'name', 'culture_values', 'value_id'] as const;

export function desiredValues(tx: Tx, companyId: string): Promise<DesiredRow[]> {
  return tx
    .selectFrom('culture_desired_values')
    .select(DESIRED_COLUMNS)
    .where('company_id', '=', companyId)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findDesired(tx: Tx, companyId: string, id: string): Promise<DesiredRow | undefined> {
  return tx.selectFrom('culture_desired_values').select(DESIRED_COLUMNS).where('company_id', '=', companyId).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Another desired value of the company with this name, whatever its case. */
export async function nameTaken(tx: Tx, companyId: string, name: string, except: string | null): Promise<boolean> {
  let q = tx
    .selectFrom('culture_desired_values')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (except) q = q.where('id', '<>', except);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertDesired(tx: Tx, companyId: string, row: { id: string; name: string; cultureValues: string[]; valueId: string | null }): Promise<void> {
  await tx
    .insertInto('culture_desired_values')
    .values((eb) => ({
      company_id: companyId,
      id: row.id,
      name: row.name,
      culture_values: JSON.stringify(row.cultureValues),
      value_id: row.valueId,
      // Appended after the company's last one.
      position: eb
        .selectFrom('culture_desired_values')
        .select(sql<number>`coalesce(max(position) + 1, 0)`.as('next'))
        .where('company_id', '=', companyId),
    }))
    .execute();
}

export async function updateDesired(tx: Tx, companyId: string, id: string, row: { name: string; cultureValues: string[]; valueId: string | null }): Promise<void> {
  await tx
    .updateTable('culture_desired_values')
    .set({ name: row.name, culture_values: JSON.stringify(row.cultureValues), value_id: row.valueId, updated_at: sql`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function deleteDesired(tx: Tx, companyId: string, id: string): Promise<void> {
  await tx.deleteFrom('culture_desired_values').where('company_id', '=', companyId).where('id', '=', id).execute();
}
