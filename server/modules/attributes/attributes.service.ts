import type { Tx } from '../../db/tenant.js';
import type { Labels, Language } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { diff, recordAudit } from '../audit/audit.writer.js';
import * as q from './attributes.queries.js';
import { LANGUAGES, type TAttributeBody, type TAttributeTranslationsInput, type TListAttributesInput } from './attributes.schemas.js';

export interface Actor {
  companyId: string;
  userId: string;
}

export interface AttributeView {
  id: string;
  label: Labels;
  position: number;
  values: { id: string; label: Labels; position: number; usersCount: number }[];
  /** People who chose an option of this attribute (what a delete would clear). */
  usersCount: number;
  createdAt: string;
  updatedAt: string;
}

/** The text in the viewer's language, else en-US, else any language the record has. */
export function textIn(labels: Labels, language: Language): string {
  return labels[language] ?? labels['en-US'] ?? Object.values(labels).find(Boolean) ?? '';
}

const nameOf = (labels: Labels) => textIn(labels, 'en-US');

async function views(tx: Tx, companyId: string, rows: q.AttributeRow[]): Promise<AttributeView[]> {
  const options = await q.optionsOf(
    tx,
    companyId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const own = options.filter((o) => o.attribute_id === row.id);
    return {
      id: row.id,
      label: row.labels,
      position: row.position,
      values: own.map((o) => ({ id: o.id, label: o.labels, position: o.position, usersCount: o.users_count })),
      usersCount: own.reduce((n, o) => n + o.users_count, 0),
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  });
}

export async function listAttributes(tx: Tx, companyId: string, input: TListAttributesInput) {
  const [total, rows] = await Promise.all([q.countAttributes(tx, companyId), q.pageAttributes(tx, companyId, input.offset, input.limit)]);
  return { userAttributes: await views(tx, companyId, rows), metadata: { total } };
}

/**
 * Every attribute with its label and options in one language: what a profile form or a report
 * filter shows. `hidden` is accepted for legacy clients; no attribute is hidden today, so it
 * changes nothing.
 */
export async function attributeTranslations(tx: Tx, companyId: string, language: Language, input: TAttributeTranslationsInput) {
  const [total, rows] = await Promise.all([q.countAttributes(tx, companyId), q.pageAttributes(tx, companyId, input.offset, input.limit)]);
  const options = await q.optionsOf(
    tx,
    companyId,
    rows.map((r) => r.id),
  );
  return {
    userAttributes: rows.map((row) => ({
      id: row.id,
      label: textIn(row.labels, language),
      values: options.filter((o) => o.attribute_id === row.id).map((o) => ({ id: o.id, label: textIn(o.labels, language) })),
    })),
    metadata: { total, language },
  };
}

export async function getAttribute(tx: Tx, companyId: string, id: string): Promise<AttributeView> {
  const row = await q.findAttribute(tx, companyId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return (await views(tx, companyId, [row]))[0]!;
}

const optionTexts = (values: { label: Labels }[]) => values.map((v) => nameOf(v.label));

export async function createAttribute(tx: Tx, actor: Actor, body: TAttributeBody): Promise<AttributeView> {
  const id = await q.insertAttribute(tx, actor.companyId, body.label, await q.nextAttributePosition(tx, actor.companyId));
  for (const [position, option] of body.values.entries()) await q.insertOption(tx, actor.companyId, id, option.label, position);
  await recordAudit(tx, actor, {
    entity: 'user-attributes',
    action: 'create',
    entityId: id,
    subject: nameOf(body.label),
    summary: `Created the attribute "${nameOf(body.label)}" with ${plural(body.values.length, 'option')}: ${optionTexts(body.values).join(', ')}`,
    changes: diff({}, { label: body.label, options: body.values.map((v) => v.label) }),
  });
  return getAttribute(tx, actor.companyId, id);
}

/**
 * Options that carry an id are edited in place, so people keep their choice; options left out are
 * deleted, and the people who had chosen them lose their value for this attribute.
 */
export async function updateAttribute(tx: Tx, actor: Actor, id: string, body: TAttributeBody): Promise<AttributeView> {
  const row = await q.findAttribute(tx, actor.companyId, id, true);
  if (!row) throw new AppError('NOT_FOUND');
  const before = await q.optionsOf(tx, actor.companyId, [id]);
  const known = new Map(before.map((o) => [o.id, o]));
  const unknown: Record<string, string[]> = {};
  body.values.forEach((v, i) => {
    if (v.id && !known.has(v.id)) unknown[`userAttribute.values.${i}.id`] = ['This option does not belong to the attribute'];
  });
  if (Object.keys(unknown).length) throw new AppError('BAD_INPUT', unknown);

  const kept = new Set(body.values.flatMap((v) => (v.id ? [v.id] : [])));
  const removed = before.filter((o) => !kept.has(o.id));
  const clearedValues = removed.reduce((n, o) => n + o.users_count, 0);
  await q.deleteOptions(
    tx,
    actor.companyId,
    removed.map((o) => o.id),
  );
  let added = 0;
  let edited = 0;
  for (const [position, option] of body.values.entries()) {
    if (option.id) {
      const old = known.get(option.id)!;
      if (!sameLabels(old.labels, option.label) || old.position !== position) edited++;
      await q.updateOption(tx, actor.companyId, option.id, option.label, position);
    } else {
      await q.insertOption(tx, actor.companyId, id, option.label, position);
      added++;
    }
  }
  await q.updateAttributeLabels(tx, actor.companyId, id, body.label);

  const parts = [
    !sameLabels(row.labels, body.label) ? `renamed from "${nameOf(row.labels)}"` : null,
    added ? `${plural(added, 'option')} added` : null,
    edited ? `${plural(edited, 'option')} changed or moved` : null,
    removed.length ? `${plural(removed.length, 'option')} removed (${optionTexts(removed.map((o) => ({ label: o.labels }))).join(', ')})` : null,
    clearedValues ? `${plural(clearedValues, 'person', 'people')} lost their value` : null,
  ].filter(Boolean);
  await recordAudit(tx, actor, {
    entity: 'user-attributes',
    action: 'update',
    entityId: id,
    subject: nameOf(body.label),
    summary: `Updated the attribute "${nameOf(body.label)}"${parts.length ? `: ${parts.join('; ')}` : ' (no change)'}`,
    changes: {
      ...diff({ label: row.labels, options: before.map((o) => o.labels) }, { label: body.label, options: body.values.map((v) => v.label) }),
      ...(clearedValues ? { clearedValues: { from: clearedValues, to: 0 } } : {}),
    },
  });
  return getAttribute(tx, actor.companyId, id);
}

export async function deleteAttribute(tx: Tx, actor: Actor, id: string) {
  const row = await q.findAttribute(tx, actor.companyId, id, true);
  if (!row) throw new AppError('NOT_FOUND');
  const options = await q.optionsOf(tx, actor.companyId, [id]);
  const cleared = await q.countValues(tx, actor.companyId, id);
  await q.deleteAttribute(tx, actor.companyId, id);
  await recordAudit(tx, actor, {
    entity: 'user-attributes',
    action: 'delete',
    entityId: id,
    subject: nameOf(row.labels),
    summary: `Deleted the attribute "${nameOf(row.labels)}" and its ${plural(options.length, 'option')}${cleared ? `; ${plural(cleared, 'person', 'people')} lost their value` : ''}`,
    changes: diff({ label: row.labels, options: options.map((o) => o.labels), values: cleared }, {}),
  });
  return { id, deleted: true as const, clearedValues: cleared };
}

/** jsonb keeps its own key order: compare texts language by language. */
function sameLabels(a: Labels, b: Labels) {
  return LANGUAGES.every((l) => (a[l] ?? null) === (b[l] ?? null));
}

function plural(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
