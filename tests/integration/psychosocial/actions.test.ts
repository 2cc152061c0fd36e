import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { today } from '../survey/helpers.js';
import { pdfText, psychosocialWorld } from './helpers.js';

// The report's "actions taken": the action plans on the two pillars in its scope (the group and its
// subgroups; the company: all), with status, dates, tasks, scores and effect as the action-plans
// module gives them.

let world: Awaited<ReturnType<typeof psychosocialWorld>>;
let plans: Record<'plant' | 'shift' | 'office' | 'company' | 'wellness', string>;

const tasks = [
  { text: 'Map the workload of each shift', done: true },
  { text: 'Agree on break times', done: false },
];

beforeAll(async () => {
  world = await psychosocialWorld();
  const id = async (title: string, metric: 'psychosocialRisks' | 'burnoutRisk' | 'wellness', groupId?: string) => {
    const plan = await world.team.asAdmin.actionPlans.create({ title, metric, groupId, expiresAt: addDays(today(), 60), tasks });
    return plan._id;
  };
  plans = {
    plant: await id('Safer conversations', 'psychosocialRisks', world.plant),
    shift: await id('Night breaks', 'burnoutRisk', world.shift),
    office: await id('Office quiet hours', 'psychosocialRisks', world.office),
    company: await id('Company harassment policy', 'psychosocialRisks'),
    wellness: await id('Gym discount', 'wellness', world.plant),
  };
});

describe('actions taken', () => {
  it('lists the plans on the two pillars in a group and its subgroups, as the action-plans module reads them', async () => {
    const report = await world.team.asAdmin.psychosocial.report({ groupId: world.plant });
    expect(report.actions!.map((a) => a.id).sort()).toEqual([plans.plant, plans.shift].sort());
    const own = await world.team.asAdmin.actionPlans.get({ id: plans.plant });
    expect(report.actions!.find((a) => a.id === plans.plant)).toEqual({
      id: plans.plant,
      title: 'Safer conversations',
      pillar: 'psychosocialRisks',
      groupName: own.groupName,
      status: 'doing',
      startedOn: own.startedOn,
      expiresAt: own.expiresAt,
      tasksDone: 1,
      tasksTotal: 2,
      initialScore: own.initialScore,
      currentScore: own.currentScore,
      effect: own.effect,
    });
    expect(own.initialScore).toBe(6);
  });

  it("lists every plan on the pillars for the company, the company's own too", async () => {
    const report = await world.team.asAdmin.psychosocial.report({ groupId: 'company' });
    expect(report.actions!.map((a) => a.id).sort()).toEqual([plans.plant, plans.shift, plans.office, plans.company].sort());
    expect(report.actions!.find((a) => a.id === plans.company)!.groupName).toBeNull();
  });

  it("gives a manager their groups' plans", async () => {
    const report = await world.manager.psychosocial.report({ groupId: world.plant });
    expect(report.actions!.map((a) => a.id).sort()).toEqual([plans.plant, plans.shift].sort());
  });

  it('writes them in the PDF, in Portuguese', async () => {
    const text = await pdfText((await world.pt.psychosocial.exportPdf({ groupId: world.plant })).base64);
    for (const expected of [
      'Ações realizadas',
      'Safer conversations',
      'Night breaks',
      'Em andamento',
      '1 de 2',
      '6,0 para 6,0',
      'Aguardando o primeiro mês após o início',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('Office quiet hours');
    expect(text).not.toContain('Gym discount');
  });

  it('says so when the scope has no plan on these factors', async () => {
    const report = await world.team.asAdmin.psychosocial.report({ groupId: world.office });
    expect(report.actions!.map((a) => a.id)).toEqual([plans.office]);
    const other = await psychosocialWorld();
    expect((await other.team.asAdmin.psychosocial.report({ groupId: other.plant })).actions).toEqual([]);
    expect(await pdfText((await other.pt.psychosocial.exportPdf({ groupId: other.plant })).base64)).toContain(
      'Ainda não há plano de ação sobre estes fatores neste escopo.',
    );
  });

  it('has no actions on the free plan', async () => {
    const free = await psychosocialWorld('basic');
    expect((await free.team.asAdmin.psychosocial.report({ groupId: 'company' })).actions).toBeNull();
  });
});
