import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { addCycle, addResponses, respondents } from '../analytics/fixtures.js';
import { synced } from '../analytics/helpers.js';
import { v1, type V1Response } from '../auth/helpers.js';
import { today } from '../survey/helpers.js';
import { makeGroup, makeTeam } from '../users/helpers.js';

// /v1/openapi.json describes every success answer from the procedures' output schemas, reshaped
// where the v1 body is (groups' `_id`, `{ enpscore }`): what a v1 client reads there is what it
// gets.

type Operation = { operationId: string; responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

async function openApi(): Promise<Document> {
  const res = await v1('GET', '/openapi.json');
  expect(res.status).toBe(200);
  return res.body as Document;
}

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));

function refsOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsOf);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refsOf(v)));
}

/** The documented body of a success answer, as a zod schema to check a real answer with. */
function documentedBody(doc: Document, method: string, path: string, status = '200') {
  const schema = doc.paths[path]![method]!.responses[status]!.content!['application/json']!.schema!;
  const local = (s: unknown) => JSON.parse(JSON.stringify(s).replaceAll('#/components/schemas/', '#/$defs/'));
  return z.fromJSONSchema({ ...local(schema), $defs: local(doc.components.schemas) });
}

function expectDocumented(doc: Document, method: string, path: string, res: V1Response, status = '200') {
  expect(res.status, `${method.toUpperCase()} ${path}`).toBe(Number(status));
  const parsed = documentedBody(doc, method, path, status).safeParse(res.body);
  expect(parsed.success ? [] : parsed.error.issues, `${method.toUpperCase()} ${path}`).toEqual([]);
}

describe('/v1/openapi.json success answers', () => {
  it('every success answer has a non-empty schema (204 answers have no body)', async () => {
    const doc = await openApi();
    const empty: string[] = [];
    for (const { name, op } of operations(doc)) {
      for (const [status, response] of Object.entries(op.responses).filter(([s]) => s.startsWith('2'))) {
        if (status === '204') {
          if (response.content) empty.push(`${name} ${status}: a 204 with a body`);
          continue;
        }
        const media = Object.values(response.content ?? {});
        if (media.length === 0 || media.some((m) => !m.schema || Object.keys(m.schema).length === 0)) empty.push(`${name} ${status}`);
      }
    }
    expect(operations(doc).length).toBeGreaterThan(60);
    expect(empty).toEqual([]);
  });

  it('every $ref points at a schema of the components', async () => {
    const doc = await openApi();
    const refs = refsOf(doc.paths);
    for (const ref of refs) expect(ref).toMatch(/^#\/components\/schemas\//);
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty([ref.slice('#/components/schemas/'.length)]);
  });

  it('documents the legacy bodies: groups with `_id` at every depth, eNPS and LNPS under their names, files as bytes', async () => {
    const doc = await openApi();
    const group = JSON.stringify(doc.paths['/v1/groups/{id}']!.get!.responses['200']);
    expect(group).toContain('"_id"');
    expect(group).not.toContain('"id"');
    const list = doc.paths['/v1/groups']!.get!.responses['200']!.content!['application/json']!.schema!;
    expect(Object.keys(list.properties as object)).toEqual(['groups', 'metadata']);
    const enps = doc.paths['/v1/enpscores/{groupId}']!.get!.responses['200']!.content!['application/json']!.schema!;
    expect(Object.keys(enps.properties as object)).toEqual(['enpscore']);
    expect(doc.paths['/v1/reports/groups/export']!.post!.responses['200']!.content).toHaveProperty(['application/octet-stream']);
  });
});

describe('v1 answers match /v1/openapi.json', () => {
  it('groups, with `_id` and dates as sent', async () => {
    const doc = await openApi();
    const team = await makeTeam();
    const parent = await makeGroup(team.companyId, `Sales ${Date.now()}`, null, { managers: [team.manager.id], members: [team.user.id] });
    await makeGroup(team.companyId, `Inside ${Date.now()}`, parent, { members: [team.user.id] });
    const token = team.adminToken;
    const created = await v1('POST', '/groups', { token, body: { name: `Support ${Date.now()}`, parent: { _id: parent }, managers: [{ _id: team.manager.id }] } });
    expectDocumented(doc, 'post', '/v1/groups', created, '201');
    expectDocumented(doc, 'get', '/v1/groups/{id}', await v1('GET', `/groups/${parent}`, { token }));
    expectDocumented(doc, 'get', '/v1/groups', await v1('GET', '/groups', { token }));
    expectDocumented(doc, 'get', '/v1/groups/tree', await v1('GET', '/groups/tree', { token }));
    expectDocumented(doc, 'get', '/v1/groups/search', await v1('GET', '/groups/search', { token, query: { filter: 'S' } }));
    expectDocumented(
      doc,
      'post',
      '/v1/groups/validate/members',
      await v1('POST', '/groups/validate/members', { token, body: { _id: parent, members: [{ _id: team.user.id }] } }),
    );
    expectDocumented(doc, 'put', '/v1/groups/{id}/users-inactive', await v1('PUT', `/groups/${(created.body as { _id: string })._id}/users-inactive`, { token }));
    expectDocumented(doc, 'delete', '/v1/groups/{id}', await v1('DELETE', `/groups/${(created.body as { _id: string })._id}`, { token }));
  });

  it('people, the audit log and the survey settings', async () => {
    const doc = await openApi();
    const team = await makeTeam();
    const token = team.adminToken;
    expectDocumented(doc, 'get', '/v1/users', await v1('GET', '/users', { token }));
    const edited = await v1('PUT', `/users/${team.user.id}`, { token, body: { profile: { firstname: 'Uma', lastname: 'Edited' } } });
    expectDocumented(doc, 'put', '/v1/users/{id}', edited);
    expect(edited.body).toMatchObject({ language: 'en-US', preferences: { language: 'en-US' } });
    expectDocumented(doc, 'get', '/v1/users/summary/{groupId}', await v1('GET', '/users/summary/company', { token }));
    expectDocumented(
      doc,
      'put',
      '/v1/company/account/settings',
      await v1('PUT', '/company/account/settings', { token, body: { settings: { surveyIntervalDays: 14, deliverySurveyDate: today() } } }),
    );
    expectDocumented(doc, 'get', '/v1/audit-logs', await v1('GET', '/audit-logs', { token }));
    expectDocumented(doc, 'get', '/v1/auth/person-secret', await v1('GET', '/auth/person-secret', { token }));
  });

  it('eNPS and LNPS under their names, the report and the comparison', async () => {
    const doc = await openApi();
    const team = await makeTeam();
    const people = await Promise.all(Array.from({ length: 5 }, () => team.person('user')));
    await makeGroup(team.companyId, 'Led', null, { members: people.map((p) => p.id), managers: [team.manager.id] });
    const cycle = await addCycle(team.companyId, 0, addDays(today(), -21), addDays(today(), -14));
    await addResponses(
      team.companyId,
      cycle,
      respondents(5).map((r, i) => ({ respondent: r, scores: { enps: [10, 10, 9, 7, 0][i]!, lnps: 8, recognition: 7 } })),
    );
    await synced(today());
    const token = team.adminToken;
    expectDocumented(doc, 'get', '/v1/enpscores/{groupId}', await v1('GET', '/enpscores/company', { token }));
    expectDocumented(doc, 'get', '/v1/lnpscores/{groupId}', await v1('GET', '/lnpscores/company', { token }));
    expectDocumented(doc, 'get', '/v1/reports/{groupId}', await v1('GET', '/reports/company', { token }));
    expectDocumented(doc, 'get', '/v1/reports/{groupId}/metrics/{metricId}', await v1('GET', '/reports/company/metrics/recognition', { token }));
    expectDocumented(doc, 'post', '/v1/reports/groups', await v1('POST', '/reports/groups', { token, body: { consolidated: true } }));
    expectDocumented(doc, 'get', '/v1/benchmarks/{groupId}', await v1('GET', '/benchmarks/company', { token }));
  });
});
