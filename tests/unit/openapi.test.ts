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
});
