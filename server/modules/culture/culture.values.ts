import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/tenant.js';
import type { Language } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { diff, recordAudit } from '../audit/audit.writer.js';
import * as q from './culture.values.queries.js';
import { UNKNOWN_VALUE, type TCreateDesiredValueInput, type TDesiredValue, type TUpdateDesiredValueInput } from './culture.values.schemas.js';

// The culture values catalogue and the company's desired values (measurement §3, §4, §7).
// Administrators write the desired values; managers read them with the catalogue, as they reach
// culture for their groups (measurement §6).

export interface Actor {
  companyId: string;
  userId: string;
}

/** The catalogue in one language, positive values first as the seed lists them. */
export async function cultureValues(tx: Tx, language: Language) {
  const rows = await q.catalogue(tx);
  return { values: rows.map((r) => ({ id: r.id, name: r.names[language], description: r.descriptions[language], kind: r.kind })) };
}

const view = (row: q.DesiredRow): TDesiredValue => ({ id: row.id, name: row.name, cultureValues: row.culture_values, valueId: row.value_id });

export async function desiredValues(tx: Tx, companyId: string) {
  return { desiredValues: (await q.desiredValues(tx, companyId)).map(view) };
}

/** Field errors for a name another value of the company has, or a catalogue value that is not one; nothing is written when there are any. */
async function check(tx: Tx, companyId: string, fields: { name?: string; valueId?: string | null }, except: string | null) {
  const errors: Record<string, string[]> = {};
  if (fields.name !== undefined && (await q.nameTaken(tx, companyId, fields.name, except))) errors.desiredValue = ['A desired value with this name already exists'];
  if (fields.valueId && !(await q.isCatalogueValue(tx, fields.valueId))) errors.valueId = [UNKNOWN_VALUE];
  if (Object.keys(errors).length) throw new AppError('BAD_INPUT', errors);
}

const behaviours = (n: number) => `${n} ${n === 1 ? 'behaviour' : 'behaviours'}`;

export async function createDesiredValue(tx: Tx, actor: Actor, input: TCreateDesiredValueInput): Promise<TDesiredValue> {
  await check(tx, actor.companyId, { name: input.desiredValue, valueId: input.valueId }, null);
  const row = { id: randomUUID(), name: input.desiredValue, cultureValues: input.cultureValues, valueId: input.valueId ?? null };
  await q.insertDesired(tx, actor.companyId, row);
  await recordAudit(tx, actor, {
    entity: 'desired-values',
    action: 'create',
    entityId: row.id,
    subject: row.name,
    summary: `Created the desired value "${row.name}" with ${behaviours(row.cultureValues.length)}`,
    changes: diff({}, { name: row.name, cultureValues: row.cultureValues, valueId: row.valueId }),
  });
  return { id: row.id, name: row.name, cultureValues: row.cultureValues, valueId: row.valueId };
}

/** Fields left out keep their value; a catalogue value already linked stays valid after it is retired. */
export async function updateDesiredValue(tx: Tx, actor: Actor, input: TUpdateDesiredValueInput): Promise<TDesiredValue> {
  const before = await q.findDesired(tx, actor.companyId, input.id);
  if (!before) throw new AppError('NOT_FOUND');
  const valueId = input.valueId === undefined ? before.value_id : input.valueId;
  await check(tx, actor.companyId, { name: input.desiredValue, valueId: valueId === before.value_id ? undefined : valueId }, input.id);
  const after = { name: input.desiredValue ?? before.name, cultureValues: input.cultureValues ?? before.culture_values, valueId };
  await q.updateDesired(tx, actor.companyId, input.id, after);
  const changes = diff(
    { name: before.name, cultureValues: before.culture_values, valueId: before.value_id },
    { name: after.name, cultureValues: after.cultureValues, valueId: after.valueId },
  );
  await recordAudit(tx, actor, {
    entity: 'desired-values',
    action: 'update',
    entityId: input.id,
    subject: after.name,
    summary: `Updated the desired value "${after.name}"${Object.keys(changes).length ? `: ${Object.keys(changes).join(', ')}` : ' (no change)'}`,
    changes,
  });
  return { id: input.id, ...after };
}

export async function deleteDesiredValue(tx: Tx, actor: Actor, id: string) {
  const before = await q.findDesired(tx, actor.companyId, id);
  if (!before) throw new AppError('NOT_FOUND');
  await q.deleteDesired(tx, actor.companyId, id);
  await recordAudit(tx, actor, {
    entity: 'desired-values',
    action: 'delete',
    entityId: id,
    subject: before.name,
    summary: `Deleted the desired value "${before.name}"`,
    changes: diff({ name: before.name, cultureValues: before.culture_values, valueId: before.value_id }, {}),
  });
  return { id, deleted: true as const };
}
