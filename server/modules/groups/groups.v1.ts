// The legacy (v1) shape of groups: `_id` for every id in answers; in requests `_id` or `id`, the
// parent as `parent` (an id or {_id}) or as the last of `parents`, and people and subgroups as ids
// or {_id} objects. Anything else passes through untouched, so bad input still meets the schema.

import type { JsonSchema } from '../../trpc/init.js';

type Raw = Record<string, unknown>;

const idOf = (v: unknown): unknown => (v && typeof v === 'object' && !Array.isArray(v) ? ((v as Raw)._id ?? (v as Raw).id ?? v) : v);
const ids = (v: unknown) => (Array.isArray(v) ? v.map(idOf) : v);

/** Every `id` key of an answer renamed `_id`, at any depth. */
export function legacyIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(legacyIds);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === 'id' ? '_id' : k, legacyIds(v)]));
}

export function groupFromLegacy(raw: Raw): Raw {
  const out: Raw = { ...raw };
  if (out.id === undefined && raw._id !== undefined) out.id = raw._id;
  delete out._id;
  if (out.parentId === undefined) {
    if (raw.parent !== undefined) out.parentId = idOf(raw.parent);
    // An empty `parents` is not taken as "make it a root": a manager's top group lists no parents.
    else if (Array.isArray(raw.parents) && raw.parents.length) out.parentId = idOf(raw.parents.at(-1));
  }
  for (const k of ['parent', 'parents', 'respondents', 'updatedAt', 'createdAt', 'level', 'parentVisible', 'parentName']) delete out[k];
  for (const k of ['managers', 'members', 'children']) if (out[k] !== undefined) out[k] = ids(out[k]);
  return out;
}

export const idFromLegacy = (raw: Raw): Raw => ({ ...raw, id: raw.id ?? raw._id });

export const validationFromLegacy =
  (field: 'managers' | 'members' | 'children') =>
  (raw: Raw): Raw => {
    const out = groupFromLegacy(raw);
    return { ...out, [field]: ids(raw[field]) };
  };

/** legacyIds for a JSON Schema: every `id` property named `_id`, at any depth (the v1 bodies of the OpenAPI document). */
export function legacyIdsSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return (schema as unknown[]).map(legacyIdsSchema) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const rename = (name: string) => (name === 'id' ? '_id' : name);
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key === 'properties' && value && typeof value === 'object')
        return [key, Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([name, s]) => [rename(name), legacyIdsSchema(s)]))];
      if (key === 'required' && Array.isArray(value)) return [key, value.map(rename)];
      return [key, legacyIdsSchema(value)];
    }),
  ) as T;
}

/** GET /groups: the page's groups under `groups`, its counts under `metadata`. */
export function legacyList(result: unknown): unknown {
  const { items, ...metadata } = result as { items: unknown[] };
  return { groups: legacyIds(items), metadata };
}

export function legacyListSchema(schema: JsonSchema): JsonSchema {
  const { items, ...metadata } = schema.properties as Record<string, JsonSchema>;
  const object = (properties: Record<string, unknown>) => ({ type: 'object', properties, required: Object.keys(properties), additionalProperties: false });
  return object({ groups: legacyIdsSchema(items), metadata: object(metadata) });
}
