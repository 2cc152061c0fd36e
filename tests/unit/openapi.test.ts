import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../server/rest/openapi.js';
import { appRouter } from '../../server/trpc/router.js';
import { walkProcedures } from '../../server/trpc/walk.js';

// The OpenAPI document comes from the same metadata the adapter serves: it lists every v1 path,
// with the method, the success status and the inputs the procedure really takes.
describe('OpenAPI document', () => {
  const doc = buildOpenApi(appRouter, 'test');
  const routes = walkProcedures(appRouter).filter((p) => p.meta.v1);

  it('documents every v1 path with its method and success status', () => {
    for (const p of routes) {
      const path = `/v1${p.meta.v1!.path}`.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[p.meta.v1!.method.toLowerCase()] as { operationId: string; responses: Record<string, unknown> } | undefined;
      expect(op, `${p.meta.v1!.method} ${path}`).toBeDefined();
      expect(op!.operationId).toBe(p.path);
      expect(op!.responses).toHaveProperty(String(p.meta.v1!.status ?? 200));
    }
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(routes.length);
  });

  it('describes path parameters, query parameters and bodies from the zod inputs', () => {
    const confirm = doc.paths['/v1/users/confirm/{token}']!.get as { parameters: { name: string; in: string }[] };
    expect(confirm.parameters).toContainEqual(expect.objectContaining({ name: 'token', in: 'path' }));
    const accountToken = doc.paths['/v1/accounts/token']!.get as { parameters: { name: string; in: string; required: boolean }[] };
    expect(accountToken.parameters).toContainEqual(expect.objectContaining({ name: 'token', in: 'query', required: true }));
    const signUp = doc.paths['/v1/users']!.post as { requestBody: { content: { 'application/json': { schema: { properties: object; required: string[] } } } } };
    const schema = signUp.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['companyName', 'companySize', 'email', 'password', 'phone']));
    expect(schema.required).not.toContain('language');
  });

  it('lists every status of the error catalogue with the codes it carries: 402 for a paid feature, 409 only for already-exists', () => {
    const responses = (doc.paths['/v1/auth/login']!.post as { responses: Record<string, { description: string }> }).responses;
    expect(responses['402']!.description).toContain('PLAN_REQUIRED');
    expect(responses['409']!.description).toBe('`code` is one of UNCONFIRMED, EMAIL_TAKEN');
    expect(responses['422']!.description).toContain('LICENCES_EXCEEDED');
  });

  it('marks public operations as needing no bearer token', () => {
    expect((doc.paths['/v1/auth/login']!.post as { security?: unknown[] }).security).toEqual([]);
    expect((doc.paths['/v1/auth/person-secret']!.get as { security?: unknown[] }).security).toBeUndefined();
  });

  it('serves the 15 custom-surveys paths of the spec, each with a typed success answer and 409 with the server message', () => {
    const paths = [
      'post /custom-surveys',
      'put /custom-surveys/{id}',
      'get /custom-surveys',
      'get /custom-surveys/{id}',
      'get /custom-surveys/{id}/survey',
      'post /custom-surveys/{id}/survey',
      'get /custom-surveys/{id}/groups/{groupId}/npscores',
      'get /custom-surveys/{id}/groups/{groupId}/reports',
      'get /custom-surveys/{id}/groups/{groupId}/participation',
      'delete /custom-surveys/{id}',
      'post /custom-surveys/{id}/close',
      'post /custom-surveys/{id}/duplicate',
      'get /custom-surveys/{id}/summary',
      'get /custom-surveys/{id}/groups',
      'get /custom-surveys/{id}/groups/tree',
    ];
    const served = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/v1/custom-surveys'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path.slice(3)}`));
    expect(served.sort()).toEqual([...paths].sort());
    for (const key of paths) {
      const [method, path] = key.split(' ') as [string, string];
      const op = doc.paths[`/v1${path}`]![method] as { responses: Record<string, { description: string; content?: { 'application/json': { schema: object } } }> };
      const ok = op.responses['200'] ?? op.responses['201']!;
      expect(ok.content?.['application/json'].schema, key).toBeDefined();
      expect(op.responses['409']!.description, key).toContain('CUSTOM_SURVEY_STARTED');
    }
    // Elsewhere 409 stays "already exists" only.
    expect((doc.paths['/v1/users']!.post as { responses: Record<string, { description: string }> }).responses['409']!.description).not.toContain('CUSTOM_SURVEY');
  });
});
