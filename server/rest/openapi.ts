import { z } from 'zod';
import type { AnyRouter } from '@trpc/server';
import { APP_ERRORS } from '../lib/errors.js';
import type { JsonSchema, V1Route } from '../trpc/init.js';
import { walkProcedures, type ProcedureEntry } from '../trpc/walk.js';

const errorSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', description: 'Error code, or the reason a client routes on (password-expired, deny, x-deny)' },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['code', 'message'],
};

const DESCRIBED = new Set([400, 401, 403, 500]);

/** The other error statuses of the catalogue (402, 404, 409, 422, 429…) a v1 path may answer, each naming the codes it carries. */
function catalogueResponses(v1Path: string) {
  const byStatus = new Map<number, string[]>();
  for (const [code, error] of Object.entries(APP_ERRORS)) {
    if (DESCRIBED.has(error.status) || ('onlyUnder' in error && !v1Path.startsWith(error.onlyUnder))) continue;
    byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      { description: `\`code\` is one of ${codes.join(', ')}`, content: { 'application/json': { schema: errorSchema } } },
    ]),
  );
}

/** Without its `null` branch: a null answer of a path with `empty` is sent as that status, with no body. */
function withoutNull(schema: JsonSchema): JsonSchema {
  const { anyOf, ...rest } = schema as { anyOf?: JsonSchema[] };
  const kept = anyOf?.filter((s) => s.type !== 'null');
  if (!anyOf || !kept || kept.length === anyOf.length) return schema;
  return kept.length === 1 ? { ...rest, ...kept[0] } : { ...rest, anyOf: kept };
}

/**
 * Moves every `$defs` of a schema (recursive shapes, such as the group tree) to the document's
 * components under `prefix`, pointing its `$ref`s there, and drops `$schema`: inside the document
 * a `#/$defs/…` would resolve against the document's root.
 */
function hoistDefs(schema: JsonSchema, prefix: string, components: Record<string, unknown>): JsonSchema {
  const name = (def: string) => `${prefix}.${def}`;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$schema') continue;
      if (key === '$defs') {
        for (const [def, s] of Object.entries(value as Record<string, unknown>)) components[name(def)] = walk(s);
      } else if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
        out[key] = `#/components/schemas/${name(value.slice('#/$defs/'.length))}`;
      } else out[key] = walk(value);
    }
    return out;
  };
  return walk(schema) as JsonSchema;
}

/** The success answer of a v1 path: its body's schema from the procedure's output schema, reshaped as `output` reshapes the body. */
function successContent(entry: ProcedureEntry, v1: V1Route, components: Record<string, unknown>): Record<string, unknown> | undefined {
  if (v1.file)
    return {
      'application/octet-stream': {
        schema: { type: 'string', format: 'binary', description: 'The file; Content-Type names its format and Content-Disposition its name' },
      },
    };
  if (!entry.output) return undefined;
  let schema = z.toJSONSchema(entry.output, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  if (v1.empty) schema = withoutNull(schema);
  if (v1.outputSchema) schema = v1.outputSchema(schema);
  return { 'application/json': { schema: hoistDefs(schema, entry.path, components) } };
}

// The OpenAPI document of the v1 paths, made from the same metadata and zod schemas the adapter
// serves (input, and the output schema every answer is checked against), so it cannot drift from
// what the code accepts and sends.
export function buildOpenApi(router: AnyRouter, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = {};
  for (const entry of walkProcedures(router)) {
    const v1 = entry.meta.v1;
    if (!v1) continue;
    const path = `/v1${v1.path}`.replace(/:(\w+)/g, '{$1}');
    const pathParams = [...v1.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const schema = entry.input
      ? (z.toJSONSchema(entry.input, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown>; required?: string[] })
      : undefined;
    const props = schema?.properties ?? {};
    const required = new Set(schema?.required ?? []);
    const parameters: unknown[] = pathParams.map((name) => ({ name, in: 'path', required: true, schema: props[name] ?? { type: 'string' } }));
    const operation: Record<string, unknown> = {
      operationId: entry.path,
      summary: v1.summary,
      tags: [entry.path.split('.')[0]],
      parameters,
      responses: {
        [String(v1.status ?? 200)]: { description: 'Success', content: successContent(entry, v1, schemas) },
        ...(v1.empty ? { [String(v1.empty)]: { description: 'Nothing yet' } } : {}),
        '400': { description: 'Bad input; field errors in `errors`', content: { 'application/json': { schema: errorSchema } } },
        '401': { description: 'Not signed in', content: { 'application/json': { schema: errorSchema } } },
        '403': { description: 'Not allowed; `code` is deny, x-deny (single sign-on) or password-expired', content: { 'application/json': { schema: errorSchema } } },
        ...catalogueResponses(v1.path),
        '500': { description: 'An unexpected error has occurred, please try again later!', content: { 'application/json': { schema: errorSchema } } },
      },
      ...(entry.meta.access?.kind === 'public' ? { security: [] } : {}),
    };
    const rest = Object.fromEntries(Object.entries(props).filter(([k]) => !pathParams.includes(k)));
    if (v1.method === 'GET' || v1.method === 'DELETE') {
      for (const [name, s] of Object.entries(rest)) parameters.push({ name, in: 'query', required: required.has(name), schema: s });
    } else if (Object.keys(rest).length) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: { type: 'object', properties: rest, required: [...required].filter((k) => k in rest) } } },
      };
    }
    (paths[path] ??= {})[v1.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Clima v1 API', version, description: 'Legacy REST paths of Clima. Authenticate with `Authorization: Bearer <token>` from POST /v1/auth/login.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas },
    security: [{ bearer: [] }],
    paths,
  };
}
