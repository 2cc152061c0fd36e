import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/tenant.js';
import type { Labels } from '../../db/types.js';

/** Texts in the languages' order (jsonb keeps keys in its own order), so comparisons and diffs see only real changes. */
export function ordered(labels: Labels): Labels {
  const out: Labels = {};
  for (const lang of ['en-US', 'pt-BR', 'es-AR'] as const) if (labels[lang]) out[lang] = labels[lang];
  return out;
}

export interface OptionRow {
  id: string;
  attribute_id: string;
  labels: Labels;
  position: number;
  users_count: number;
}

export interface AttributeRow {
  id: string;
  labels: Labels;
  position: number;
  created_at: Date;
  updated_at: Date;
}

export async function countAttributes(tx: Tx, companyId: string): Promise<number> {
  const row = await tx
    .selectFrom('user_attributes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function pageAttributes(tx: Tx, companyId: string, offset: number, limit: number): Promise<AttributeRow[]> {
  return tx
    .selectFrom('user_attributes')
    .select(['id', 'labels', 'position', 'created_at', 'updated_at'])
    .where('company_id', '=', companyId)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, labels: ordered(r.labels) })));
}

export function findAttribute(tx: Tx, companyId: string, id: string, lock = false): Promise<AttributeRow | undefined> {
  let q = tx.selectFrom('user_attributes').select(['id', 'labels', 'position', 'created_at', 'updated_at']).where('company_id', '=', companyId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst().then((r) => r && { ...r, labels: ordered(r.labels) });
}

/** The options of some attributes in their order, each with how many people chose it. */
export async function optionsOf(tx: Tx, companyId: string, attributeIds: string[]): Promise<OptionRow[]> {
  if (attributeIds.length === 0) return [];
  const rows = await tx
    .selectFrom('user_attribute_options as o')
    .select((eb) => [
      'o.id',
      'o.attribute_id',
      'o.labels',
      'o.position',
      eb
        .selectFrom('user_attribute_values as v')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('v.company_id', '=', 'o.company_id')
        .whereRef('v.option_id', '=', 'o.id')
        .as('users_count'),
    ])
    .where('o.company_id', '=', companyId)
    .where('o.attribute_id', 'in', attributeIds)
    .orderBy('o.attribute_id')
    .orderBy('o.position')
    .execute();
  return rows.map((r) => ({ ...r, labels: ordered(r.labels), users_count: Number(r.users_count ?? 0) }));
}

export async function nextAttributePosition(tx: Tx, companyId: string): Promise<number> {
  const row = await tx
    .selectFrom('user_attributes')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

export async function insertAttribute(tx: Tx, companyId: string, labels: Labels, position: number): Promise<string> {
  const id = randomUUID();
  await tx
    .insertInto('user_attributes')
    .values({ company_id: companyId, id, labels: JSON.stringify(labels), position })
    .execute();
  return id;
}

export async function updateAttributeLabels(tx: Tx, companyId: string, id: string, labels: Labels): Promise<void> {
  await tx
    .updateTable('user_attributes')
    .set({ labels: JSON.stringify(labels), updated_at: new Date() })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function insertOption(tx: Tx, companyId: string, attributeId: string, labels: Labels, position: number): Promise<string> {
  const id = randomUUID();
  await tx
    .insertInto('user_attribute_options')
    .values({ company_id: companyId, id, attribute_id: attributeId, labels: JSON.stringify(labels), position })
    .execute();
  return id;
}

export async function updateOption(tx: Tx, companyId: string, id: string, labels: Labels, position: number): Promise<void> {
  await tx
    .updateTable('user_attribute_options')
    .set({ labels: JSON.stringify(labels), position })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/** Deletes options; people who had chosen one lose their value for the attribute (cascade). */
export async function deleteOptions(tx: Tx, companyId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.deleteFrom('user_attribute_options').where('company_id', '=', companyId).where('id', 'in', ids).execute();
}

export async function deleteAttribute(tx: Tx, companyId: string, id: string): Promise<void> {
  await tx.deleteFrom('user_attributes').where('company_id', '=', companyId).where('id', '=', id).execute();
}

export async function countValues(tx: Tx, companyId: string, attributeId: string): Promise<number> {
  const row = await tx
    .selectFrom('user_attribute_values')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('attribute_id', '=', attributeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
