import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECOMMENDATIONS } from '../../../seeds/recommendations/index.js';
import { expectV1Error, failureOf, sessionFor, v1 } from '../auth/helpers.js';
import { callerAs, makeTeam, type Team } from '../users/helpers.js';

// Recommendations (measurement §3, §7): the catalogue filtered by metrics and exclude (null, or a
// v1 204, when none is left), one by id, in the caller's language, for leaders only.

type Caller = Awaited<ReturnType<typeof callerAs>>['caller'];

let team: Team;
let admin: Caller;
let manager: Caller;
let user: Caller;
let managerToken: string;

beforeAll(async () => {
  team = await makeTeam({ plan: 'enterprise' });
  ({ caller: admin } = await callerAs(team.admin));
  ({ caller: manager, token: managerToken } = await callerAs(team.manager));
  ({ caller: user } = await callerAs(team.user));
});

/** The catalogue's ids on any of `metrics`, in catalogue order. */
const idsOn = (...metrics: string[]) => RECOMMENDATIONS.filter((r) => r.metrics.some((m) => metrics.includes(m))).map((r) => r.id);
const idsOf = (list: { recommendations: { id: string }[] } | null) => list?.recommendations.map((r) => r.id) ?? null;

describe('listing', () => {
  it('lists the whole catalogue, in order, when no metric is given', async () => {
    expect(idsOf(await manager.recommendations.list())).toEqual(RECOMMENDATIONS.map((r) => r.id));
    expect(idsOf(await manager.recommendations.list({}))).toEqual(RECOMMENDATIONS.map((r) => r.id));
  });

  it('keeps those on any of the metrics, as first or second metric', async () => {
    const burnout = await manager.recommendations.list({ metrics: ['burnoutRisk'] });
    expect(idsOf(burnout)).toEqual(idsOn('burnoutRisk'));
    // psychosocial-risk-management is filed under psychosocial risks and also works on burnout risk.
    expect(idsOf(burnout)).toContain('psychosocial-risk-management');
    expect(idsOf(await manager.recommendations.list({ metrics: ['wellness', 'diversity'] }))).toEqual(idsOn('wellness', 'diversity'));
  });

  it('leaves out the excluded ids, with or without metrics', async () => {
    const [first, second] = idsOn('recognition');
    const rest = await manager.recommendations.list({ metrics: ['recognition'], exclude: [first!, second!] });
    expect(idsOf(rest)).toEqual(idsOn('recognition').slice(2));
    const all = await manager.recommendations.list({ exclude: [first!, 'no-such-recommendation'] });
    expect(idsOf(all)).toEqual(RECOMMENDATIONS.map((r) => r.id).filter((id) => id !== first));
  });

  it('answers null when nothing is left: a metric without recommendations, or all of them excluded', async () => {
    expect(await manager.recommendations.list({ metrics: ['enps'] })).toBeNull();
    expect(await manager.recommendations.list({ metrics: ['diversity'], exclude: idsOn('diversity') })).toBeNull();
  });
});

describe('one recommendation', () => {
  it('has the spec’s shape: title, image of its first metric, metrics with names, what, how and benefit', async () => {
    const r = await admin.recommendations.get({ id: 'burnout-sustainable-workload' });
    expect(r).toEqual({
      id: 'burnout-sustainable-workload',
      title: 'Keep the workload sustainable',
      image: '/recommendations/burnoutRisk.svg',
      metrics: [
        { id: 'burnoutRisk', image: '/recommendations/burnoutRisk.svg', name: 'Burnout risk' },
        { id: 'wellness', image: '/recommendations/wellness.svg', name: 'Wellness' },
      ],
      body: {
        what: { title: 'What', content: expect.stringContaining('Chronic overload') },
        how: { title: 'How', content: expect.arrayContaining([expect.stringContaining('Rank the team’s work')]) },
        benefit: { title: 'Benefit', content: expect.stringContaining('Lower burnout risk') },
      },
    });
    expect(r.body.how.content).toHaveLength(5);
  });

  it('answers not-found for an id that is no recommendation', async () => {
    expect((await failureOf(manager.recommendations.get({ id: 'no-such-recommendation' }))).code).toBe('NOT_FOUND');
  });

  it('names pictures the web client has, one per metric of the catalogue', async () => {
    const list = await manager.recommendations.list();
    const images = new Set(list!.recommendations.flatMap((r) => [r.image, ...r.metrics.map((m) => m.image)]));
    for (const image of images) expect(existsSync(path.join('client/public', image)), image).toBe(true);
  });
});

describe('language', () => {
  it('answers in the caller’s language: texts, section titles and metric names', async () => {
    const { caller: pt } = await callerAs(team.manager, 'pt-BR');
    const r = await pt.recommendations.get({ id: 'burnout-sustainable-workload' });
    expect(r.title).toBe('Mantenha a carga de trabalho sustentável');
    expect(r.metrics.map((m) => m.name)).toEqual(['Risco de burnout', 'Bem-estar']);
    expect([r.body.what.title, r.body.how.title, r.body.benefit.title]).toEqual(['O que é', 'Como fazer', 'Benefício']);
    expect(r.body.how.content[0]).toMatch(/^Revise no que cada pessoa/);
  });

  it('over v1, follows Accept-Language, else the person’s own language', async () => {
    const es = await v1('GET', '/recommendations/burnout-sustainable-workload', { token: managerToken, headers: { 'accept-language': 'es-AR' } });
    expect(es.status).toBe(200);
    expect(es.body.title).toBe('Mantené una carga de trabajo sostenible');
    expect(es.body.body.what.title).toBe('Qué es');
    expect(es.body.metrics[0].name).toBe('Riesgo de burnout');

    const portuguese = await team.person('manager', { language: 'pt-BR' });
    const own = await v1('GET', '/recommendations', { token: await sessionFor(portuguese), query: { metrics: 'psychosocialRisks' } });
    expect(own.status).toBe(200);
    const harassment = own.body.recommendations.find((r: { id: string }) => r.id === 'psychosocial-prevent-harassment');
    expect(harassment.body.how.title).toBe('Como fazer');
    expect(harassment.metrics).toEqual([{ id: 'psychosocialRisks', image: '/recommendations/psychosocialRisks.svg', name: 'Riscos psicossociais' }]);
  });
});

describe('access', () => {
  it('refuses people without a leader’s role, over tRPC and v1', async () => {
    expect((await failureOf(user.recommendations.list())).code).toBe('FORBIDDEN');
    expect((await failureOf(user.recommendations.get({ id: 'burnout-sustainable-workload' }))).code).toBe('FORBIDDEN');
    const token = await sessionFor(team.user);
    expectV1Error(await v1('GET', '/recommendations', { token }), 403, 'deny');
    expectV1Error(await v1('GET', '/recommendations/burnout-sustainable-workload', { token }), 403, 'deny');
    expect((await v1('GET', '/recommendations')).status).toBe(401);
  });

  it('lets managers and administrators read, on the free plan too', async () => {
    const free = await makeTeam({ plan: 'basic' });
    const { caller } = await callerAs(free.manager);
    expect(idsOf(await caller.recommendations.list({ metrics: ['feedback'] }))).toEqual(idsOn('feedback'));
    expect((await admin.recommendations.get({ id: 'feedback-close-the-loop' })).id).toBe('feedback-close-the-loop');
  });
});

describe('v1', () => {
  it('takes metrics and exclude comma-separated or repeated, and answers as tRPC does', async () => {
    const expected = await manager.recommendations.list({ metrics: ['recognition', 'wellness'], exclude: ['recognition-peer-to-peer', 'wellness-healthy-habits'] });
    const comma = await v1('GET', '/recommendations', {
      token: managerToken,
      query: { metrics: 'recognition,wellness', exclude: 'recognition-peer-to-peer,wellness-healthy-habits' },
    });
    expect(comma).toMatchObject({ status: 200, body: expected });
    const repeated = await v1('GET', '/recommendations?metrics=recognition&metrics=wellness&exclude=recognition-peer-to-peer&exclude=wellness-healthy-habits', {
      token: managerToken,
    });
    expect(repeated).toMatchObject({ status: 200, body: expected });
  });

  it('answers 204 with no body when none is left', async () => {
    const res = await v1('GET', '/recommendations', { token: managerToken, query: { metrics: 'lnps' } });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
  });

  it('answers one recommendation, and 404 for an unknown id', async () => {
    const res = await v1('GET', '/recommendations/feedback-close-the-loop', { token: managerToken });
    expect(res).toMatchObject({ status: 200, body: await manager.recommendations.get({ id: 'feedback-close-the-loop' }) });
    expectV1Error(await v1('GET', '/recommendations/no-such-recommendation', { token: managerToken }), 404, 'NOT_FOUND');
  });

  it('documents both paths in the OpenAPI description, with the 204', async () => {
    const doc = await v1('GET', '/openapi.json');
    expect(doc.status).toBe(200);
    const list = doc.body.paths['/v1/recommendations']?.get;
    expect(Object.keys(list?.responses ?? {})).toEqual(expect.arrayContaining(['200', '204']));
    expect(doc.body.paths['/v1/recommendations/{id}']?.get?.responses?.['200']).toBeDefined();
  });
});
