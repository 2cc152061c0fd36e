import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_PLAN_TEMPLATES } from '../../../seeds/action-plan-templates/index.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { failureOf } from '../auth/helpers.js';
import { surveyCaller } from '../survey/helpers.js';
import { newPlan, plansCompany, storedPlans, TODAY, type PlansCompany } from './helpers.js';

// A plan's life: its status as the days pass (worked out when read, from the caller's clock),
// deletion, the list's filters and pages, and the templates a plan starts from.

let c: PlansCompany;

beforeAll(async () => {
  c = await plansCompany();
});

describe('status by date', () => {
  it('doing until its day, expired after it with a task open, done once every task is, whatever the day', async () => {
    const plan = await c.admin.actionPlans.create(newPlan({ expiresAt: addDays(TODAY, 5) }));
    const on = async (days: number) => (await (await c.on(c.people.admin, addDays(TODAY, days))).actionPlans.get({ id: plan._id })).status;
    expect(await on(0)).toBe('doing');
    expect(await on(5)).toBe('doing');
    expect(await on(6)).toBe('expired');

    const later = await c.on(c.people.admin, addDays(TODAY, 6));
    const ticked = await later.actionPlans.update({ id: plan._id, tasks: plan.tasks.map((t) => ({ ...t, done: true })) });
    expect(ticked.status).toBe('done');
    expect(await on(0)).toBe('done');
    expect(await on(400)).toBe('done');

    // Reopening a task of an expired plan makes it expired again.
    await later.actionPlans.update({ id: plan._id, tasks: [{ text: 'One more thing' }] });
    expect(await on(6)).toBe('expired');
    expect(await on(2)).toBe('doing');
  });
});

describe('delete', () => {
  it('removes the plan; it is not found afterwards, twice', async () => {
    const plan = await c.admin.actionPlans.create(newPlan());
    expect(await c.admin.actionPlans.delete({ id: plan._id })).toEqual({ id: plan._id, deleted: true });
    expect((await storedPlans(c.companyId)).some((p) => p.id === plan._id)).toBe(false);
    expect((await failureOf(c.admin.actionPlans.get({ id: plan._id }))).code).toBe('NOT_FOUND');
    expect((await failureOf(c.admin.actionPlans.delete({ id: plan._id }))).code).toBe('NOT_FOUND');
  });
});

describe('the list', () => {
  let company: PlansCompany;

  beforeAll(async () => {
    company = await plansCompany();
    // In this order, so the newest is the last one.
    for (const [name, input] of [
      ['company recognition', { metric: 'recognition' }],
      ['sales doing', { groupId: company.sales, expiresAt: addDays(TODAY, 2) }],
      ['sales expiring', { groupId: company.sales, expiresAt: TODAY }],
      ['inside done', { groupId: company.insideSales, tasks: [{ text: 'Done already', done: true }] }],
      ['support burnout', { groupId: company.support, metric: 'burnoutRisk' }],
    ] as const)
      await company.admin.actionPlans.create(newPlan({ title: name, ...input }));
  });

  const titles = (list: { actionPlans: { title: string }[] }) => list.actionPlans.map((p) => p.title);

  it('newest first, every plan for an administrator', async () => {
    const list = await company.admin.actionPlans.list();
    expect(titles(list)).toEqual(['support burnout', 'inside done', 'sales expiring', 'sales doing', 'company recognition']);
    expect(list.metadata).toEqual({ total: 5, page: 1, pageSize: 10, pages: 1 });
  });

  it("a manager's reach only: their groups and subgroups, never the company's plans", async () => {
    expect(titles(await company.manager.actionPlans.list())).toEqual(['inside done', 'sales expiring', 'sales doing']);
  });

  it('by status, on the reader’s day', async () => {
    const tomorrow = await company.on(company.people.admin, addDays(TODAY, 1));
    expect(titles(await tomorrow.actionPlans.list({ status: 'expired' }))).toEqual(['sales expiring']);
    expect(titles(await tomorrow.actionPlans.list({ status: 'done' }))).toEqual(['inside done']);
    expect(titles(await tomorrow.actionPlans.list({ status: 'doing' }))).toEqual(['support burnout', 'sales doing', 'company recognition']);
    expect(titles(await company.admin.actionPlans.list({ status: 'expired' }))).toEqual([]);
  });

  it('by metric and by group (company: the whole company’s)', async () => {
    expect(titles(await company.admin.actionPlans.list({ metric: 'burnoutRisk' }))).toEqual(['support burnout']);
    expect(titles(await company.admin.actionPlans.list({ groupId: company.sales }))).toEqual(['sales expiring', 'sales doing']);
    expect(titles(await company.admin.actionPlans.list({ groupId: 'company' }))).toEqual(['company recognition']);
    expect(titles(await company.admin.actionPlans.list({ groupId: company.sales, metric: 'recognition' }))).toEqual([]);
  });

  it('a page at a time', async () => {
    const first = await company.admin.actionPlans.list({ pageSize: 2 });
    expect(titles(first)).toEqual(['support burnout', 'inside done']);
    expect(first.metadata).toEqual({ total: 5, page: 1, pageSize: 2, pages: 3 });
    expect(titles(await company.admin.actionPlans.list({ pageSize: 2, page: 3 }))).toEqual(['company recognition']);
    const past = await company.admin.actionPlans.list({ pageSize: 2, page: 4 });
    expect(past.actionPlans).toEqual([]);
    expect(past.metadata.total).toBe(5);
    expect((await company.manager.actionPlans.list({ pageSize: 1, page: 2 })).metadata).toEqual({ total: 3, page: 2, pageSize: 1, pages: 3 });
  });

  it("another company's plans are never listed", async () => {
    const other = await plansCompany();
    expect((await other.admin.actionPlans.list()).metadata.total).toBe(0);
  });
});

describe('templates', () => {
  it('every template, each opening a new plan with its tasks still to do, in the reader’s language', async () => {
    const { templates } = await c.admin.actionPlans.templates();
    expect(templates.map((t) => t.templateId)).toEqual(ACTION_PLAN_TEMPLATES.map((t) => t.id));
    const def = ACTION_PLAN_TEMPLATES[0]!;
    expect(templates[0]).toEqual({
      _id: '',
      templateId: def.id,
      title: def.title['en-US'],
      description: def.description['en-US'],
      metric: def.metric,
      tasks: def.tasks.map((t) => ({ text: t['en-US'], done: false })),
    });
    const portuguese = await surveyCaller(c.people.admin, TODAY, 'pt-BR');
    const [first] = (await portuguese.actionPlans.templates()).templates;
    expect(first!.title).toBe(def.title['pt-BR']);
    expect(first!.tasks[0]!.text).toBe(def.tasks[0]!['pt-BR']);
  });

  it('of some metrics, and without those excluded', async () => {
    const metrics = ['recognition', 'burnoutRisk'] as const;
    const { templates } = await c.admin.actionPlans.templates({ metrics: [...metrics] });
    const expected = ACTION_PLAN_TEMPLATES.filter((t) => (metrics as readonly string[]).includes(t.metric));
    expect(expected.length).toBeGreaterThan(2);
    expect(templates.map((t) => t.templateId)).toEqual(expected.map((t) => t.id));
    const [gone, ...rest] = expected.map((t) => t.id);
    const without = await c.admin.actionPlans.templates({ metrics: [...metrics], exclude: [gone!] });
    expect(without.templates.map((t) => t.templateId)).toEqual(rest);
    expect((await c.admin.actionPlans.templates({ exclude: ACTION_PLAN_TEMPLATES.map((t) => t.id) })).templates).toEqual([]);
  });
});
