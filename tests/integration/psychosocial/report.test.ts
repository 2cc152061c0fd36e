import { beforeAll, describe, expect, it } from 'vitest';
import { PSYCHOSOCIAL_PILLARS } from '../../../domain/psychosocial-risk.js';
import { expectAppError } from '../survey/helpers.js';
import { makeGroup } from '../users/helpers.js';
import { members } from '../analytics/fixtures.js';
import { NIGHT_FIGURES, psychosocialWorld } from './helpers.js';

// psychosocial.report: the engine's figures for the scope (as reports.metric gives them), each with
// its risk level; nothing about fewer than k people; the reports' access (404 outside a manager's
// groups and on the company for managers).

let world: Awaited<ReturnType<typeof psychosocialWorld>>;
const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

beforeAll(async () => {
  world = await psychosocialWorld();
});

describe('psychosocial.report', () => {
  it("gives each factor the engine's figure for the scope, with its risk level", async () => {
    const report = await world.team.asAdmin.psychosocial.report({ groupId: world.plant });
    expect(report).toMatchObject({ groupId: world.plant, answered: true, withheld: false, respondents: 9, minimum: 3 });
    expect(report.groupName).toMatch(/^Plant-/);
    for (const pillar of PSYCHOSOCIAL_PILLARS) {
      const engine = (await world.team.asAdmin.reports.metric({ groupId: world.plant, metricId: pillar }))!;
      const own = report.factors.find((f) => f.id === pillar)!;
      expect(own).toMatchObject({ kind: 'pillar', title: engine.title, score: oneDecimal(engine.score), respondents: engine.respondents, withheld: false });
      for (const s of engine.submetrics) {
        const factor = report.factors.find((f) => f.pillar === pillar && f.id === s.submetric_id)!;
        expect(factor, s.submetric_id).toMatchObject({ kind: 'submetric', title: s.title, score: oneDecimal(s.score), respondents: s.respondents, withheld: s.withheld });
      }
      const history = report.history.find((h) => h.pillar === pillar)!;
      expect(history.points).toEqual(engine.history.map((p) => ({ date: p.date, score: oneDecimal(p.score), withheld: p.withheld })));
    }
    const level = (id: string) => report.factors.find((f) => f.id === id)!;
    expect(level('psychologicalSafety')).toMatchObject({ score: 3, level: 'high' });
    expect(level('respectfulTreatment')).toMatchObject({ score: 6.3, level: 'moderate' });
    expect(level('jobControl')).toMatchObject({ score: 8.7, level: 'low' });
    expect(level('psychosocialRisks')).toMatchObject({ score: 6, level: 'moderate' });
    expect(level('burnoutRisk')).toMatchObject({ level: 'high' });
    // Every submetric of both pillars is listed, answered or not.
    expect(report.factors.map((f) => f.id)).toEqual([
      'psychosocialRisks',
      'psychologicalSafety',
      'respectfulTreatment',
      'jobControl',
      'burnoutRisk',
      'energy',
      'workload',
      'disconnection',
    ]);
    expect(level('workload')).toMatchObject({ score: null, level: null, withheld: false });
  });

  it('names the factors in the reader language', async () => {
    const report = await world.pt.psychosocial.report({ groupId: world.plant });
    expect(report.factors.map((f) => f.title)).toContain('Segurança psicológica');
    expect(report.history.map((h) => h.title)).toEqual(['Riscos psicossociais', 'Risco de burnout']);
  });

  it('shows nothing about a group of fewer than k people: no score, level, respondents or month', async () => {
    const report = await world.team.asAdmin.psychosocial.report({ groupId: world.shift });
    expect(report).toMatchObject({ answered: true, withheld: true, respondents: null });
    for (const f of report.factors) expect(f, f.id).toMatchObject({ score: null, respondents: null, level: null, withheld: true });
    for (const h of report.history) expect(h.points.every((p) => p.score === null)).toBe(true);
    expect(JSON.stringify(report)).not.toMatch(NIGHT_FIGURES);
  });

  it('says nobody answered yet in a group without answers', async () => {
    const quiet = await makeGroup(world.team.companyId, 'Quiet', null, { members: await members(world.team, 3) });
    const report = await world.team.asAdmin.psychosocial.report({ groupId: quiet });
    expect(report).toMatchObject({ answered: false, withheld: false, respondents: null });
    expect(report.factors.every((f) => f.score === null && f.level === null && !f.withheld)).toBe(true);
  });

  it('gives the company to administrators', async () => {
    const report = await world.team.asAdmin.psychosocial.report({ groupId: 'company' });
    expect(report).toMatchObject({ groupId: 'company', groupName: world.team.company.name, answered: true });
  });

  it('gives a manager their groups and subgroups, and not-found for another group or the company', async () => {
    expect((await world.manager.psychosocial.report({ groupId: world.plant })).respondents).toBe(9);
    expect((await world.manager.psychosocial.report({ groupId: world.shift })).withheld).toBe(true);
    await expectAppError(world.manager.psychosocial.report({ groupId: world.office }), 'NOT_FOUND');
    await expectAppError(world.manager.psychosocial.report({ groupId: 'company' }), 'NOT_FOUND');
    await expectAppError(world.manager.psychosocial.exportPdf({ groupId: world.office }), 'NOT_FOUND');
    await expectAppError(world.manager.psychosocial.exportPdf({ groupId: 'company' }), 'NOT_FOUND');
  });

  it('refuses people who lead no one', async () => {
    await expectAppError(world.user.psychosocial.report({ groupId: world.plant }), 'FORBIDDEN');
    await expectAppError(world.user.psychosocial.exportPdf({ groupId: world.plant }), 'FORBIDDEN');
  });

  it('answers not-found for a group of another company', async () => {
    const other = await psychosocialWorld();
    await expectAppError(world.team.asAdmin.psychosocial.report({ groupId: other.plant }), 'NOT_FOUND');
    await expectAppError(world.team.asAdmin.psychosocial.exportPdf({ groupId: other.plant }), 'NOT_FOUND');
  });
});

describe('on the free plan', () => {
  it("reads the company's report, but its PDF and the groups' are paid", async () => {
    const free = await psychosocialWorld('basic');
    const report = await free.team.asAdmin.psychosocial.report({ groupId: 'company' });
    expect(report.groupId).toBe('company');
    await expectAppError(free.team.asAdmin.psychosocial.exportPdf({ groupId: 'company' }), 'PLAN_REQUIRED');
    await expectAppError(free.team.asAdmin.psychosocial.report({ groupId: free.plant }), 'PLAN_REQUIRED');
    await expectAppError(free.team.asAdmin.psychosocial.exportPdf({ groupId: free.plant }), 'PLAN_REQUIRED');
  });
});
