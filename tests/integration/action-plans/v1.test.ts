import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_PLAN_TEMPLATES } from '../../../seeds/action-plan-templates/index.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { testApp } from '../../setup/test-context.js';
import { expectV1Error, sessionFor, v1 } from '../auth/helpers.js';
import { newPlan, plansCompany, storedPlans, TODAY, type PlansCompany } from './helpers.js';

// The five action-plans paths as a legacy client calls them (measurement §7): statuses, shapes,
// the legacy metricId, lists in query strings, field errors with the spec's messages, and the
// OpenAPI document describing every answer.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
let c: PlansCompany;
let tokens: { admin: string; manager: string; user: string };

beforeAll(async () => {
  c = await plansCompany();
  tokens = { admin: await sessionFor(c.people.admin), manager: await sessionFor(c.people.manager), user: await sessionFor(c.people.user) };
});

describe('v1 /action-plans', () => {
  it('POST: 201 with the plan; metricId as the legacy client names it, groupId left out for the company, blank tasks dropped', async () => {
    const res = await v1('POST', '/action-plans', {
      token: tokens.admin,
      body: { title: 'Recognition week', metricId: 'recognition', expiresAt: addDays(TODAY, 7), tasks: [{ text: 'Thank someone', done: false }, { text: '' }] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      title: 'Recognition week',
      description: '',
      metric: 'recognition',
      groupId: null,
      groupName: null,
      expiresAt: addDays(TODAY, 7),
      goal: null,
      tasks: [{ text: 'Thank someone', done: false }],
      templateId: null,
      thumbnail: null,
      image: null,
      initialScore: null,
      currentScore: null,
      status: 'doing',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      startedOn: expect.stringMatching(DAY),
      effect: { state: 'waiting' },
    });
  });

  it('GET: the list with its metadata, filtered by query parameters', async () => {
    await c.admin.actionPlans.create(newPlan({ groupId: c.sales }));
    const res = await v1('GET', '/action-plans', { token: tokens.manager, query: { status: 'doing', metric: 'managerRelationship', page: '1', pageSize: '5' } });
    expect(res.status).toBe(200);
    const body = res.body as { actionPlans: { groupId: string }[]; metadata: unknown };
    expect(body.actionPlans.map((p) => p.groupId)).toEqual([c.sales]);
    expect(body.metadata).toEqual({ total: 1, page: 1, pageSize: 5, pages: 1 });
  });

  it('PUT and DELETE: 200 with the plan, then with what was deleted; 404 afterwards', async () => {
    const plan = await c.admin.actionPlans.create(newPlan({ groupId: c.sales }));
    const put = await v1('PUT', `/action-plans/${plan._id}`, { token: tokens.manager, body: { title: 'Renamed', tasks: [{ text: 'All done', done: true }] } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ _id: plan._id, title: 'Renamed', status: 'done' });
    const del = await v1('DELETE', `/action-plans/${plan._id}`, { token: tokens.manager });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ id: plan._id, deleted: true });
    expectV1Error(await v1('DELETE', `/action-plans/${plan._id}`, { token: tokens.manager }), 404, 'NOT_FOUND');
  });

  it('GET templates: metrics and exclude as a comma list or repeated', async () => {
    const ids = (res: { body: unknown }) => (res.body as { templates: { templateId: string }[] }).templates.map((t) => t.templateId);
    const expected = ACTION_PLAN_TEMPLATES.filter((t) => t.metric === 'recognition' || t.metric === 'wellness').map((t) => t.id);
    const comma = await v1('GET', '/action-plans/templates', { token: tokens.manager, query: { metrics: 'recognition,wellness' } });
    expect(comma.status).toBe(200);
    expect(ids(comma)).toEqual(expected);
    const repeated = await v1('GET', `/action-plans/templates?metrics=recognition&metrics=wellness&exclude=${expected[0]}`, { token: tokens.manager });
    expect(ids(repeated)).toEqual(expected.slice(1));
    expect((repeated.body as { templates: { _id: string; tasks: { done: boolean }[] }[] }).templates.every((t) => t._id === '' && t.tasks.every((k) => !k.done))).toBe(
      true,
    );
  });

  it('errors: 400 with the field messages and nothing stored, 403 for people without a leader’s role, 404 out of reach, 402 on the free plan', async () => {
    const before = await storedPlans(c.companyId);
    const bad = await v1('POST', '/action-plans', { token: tokens.manager, body: { title: '', tasks: [{ text: ' ' }], expiresAt: addDays(TODAY, -1) } });
    expectV1Error(bad, 400, 'BAD_INPUT');
    expect((bad.body as { errors: unknown }).errors).toEqual({
      title: ['The title field is empty.'],
      metric: ['You have to select a metric.'],
      tasks: ['At least one task must be filled.'],
    });
    const noGroup = await v1('POST', '/action-plans', { token: tokens.manager, body: newPlan({ expiresAt: addDays(TODAY, -1) }) });
    expect((noGroup.body as { errors: unknown }).errors).toEqual({
      groupId: ['You have to select a group.'],
      expiresAt: ["The date field is invalid or it's less than today"],
    });
    expect(await storedPlans(c.companyId)).toEqual(before);
    expectV1Error(await v1('GET', '/action-plans', { token: tokens.user }), 403, 'deny');
    expectV1Error(await v1('POST', '/action-plans', { token: tokens.manager, body: newPlan({ groupId: c.support }) }), 404, 'NOT_FOUND');
    const free = await plansCompany('basic');
    expectV1Error(await v1('GET', '/action-plans', { token: await sessionFor(free.people.admin) }), 402, 'PLAN_REQUIRED');
  });
});

describe('the OpenAPI document', () => {
  it('describes the five paths, each with a typed answer', async () => {
    const res = await (await testApp()).inject({ method: 'GET', url: '/v1/openapi.json' });
    const doc = JSON.parse(res.body) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: { 'application/json': { schema: unknown } } }> }>>;
    };
    const served = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/v1/action-plans'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`));
    expect(served.sort()).toEqual([
      'delete /v1/action-plans/{id}',
      'get /v1/action-plans',
      'get /v1/action-plans/templates',
      'post /v1/action-plans',
      'put /v1/action-plans/{id}',
    ]);
    for (const key of served) {
      const [method, path] = key.split(' ') as [string, string];
      const responses = doc.paths[path]![method]!.responses;
      const schema = (responses['200'] ?? responses['201'])!.content!['application/json'].schema;
      expect(schema, key).toBeDefined();
    }
    const created = JSON.stringify(doc.paths['/v1/action-plans']!.post!.responses['201']!.content!['application/json'].schema);
    for (const field of ['initialScore', 'currentScore', 'effect', 'comparisonGroups', 'startedOn']) expect(created).toContain(field);
  });
});
