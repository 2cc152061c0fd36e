import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../auth/helpers.js';
import { newPlan, plansCompany, storedPlans, type PlansCompany } from './helpers.js';

// Who reaches which plan: administrators every plan of their company; managers their groups' and
// subgroups' (any other plan, the company's included, answers as one that does not exist); people
// without a leader's role are refused; another company's plans do not exist; the free plan gets
// the upgrade signal (measurement §1, §6).

let c: PlansCompany;
let plans: { sales: string; inside: string; support: string; company: string };

beforeAll(async () => {
  c = await plansCompany();
  const make = async (input: Record<string, unknown>) => (await c.admin.actionPlans.create(newPlan(input)))._id;
  plans = {
    sales: await make({ groupId: c.sales }),
    inside: await make({ groupId: c.insideSales }),
    support: await make({ groupId: c.support }),
    company: await make({}),
  };
});

const codeOf = async (call: Promise<unknown>) => (await failureOf(call)).code;

describe('a manager', () => {
  it('reads, edits and deletes the plans of their groups and subgroups', async () => {
    expect((await c.manager.actionPlans.get({ id: plans.sales })).groupId).toBe(c.sales);
    expect((await c.manager.actionPlans.update({ id: plans.inside, title: 'Renamed by the manager' })).title).toBe('Renamed by the manager');
    const own = await c.manager.actionPlans.create(newPlan({ groupId: c.insideSales }));
    expect(await c.manager.actionPlans.delete({ id: own._id })).toEqual({ id: own._id, deleted: true });
  });

  it('gets not-found for any other plan, the company’s included, and changes nothing', async () => {
    const before = await storedPlans(c.companyId);
    for (const id of [plans.support, plans.company]) {
      expect(await codeOf(c.manager.actionPlans.get({ id }))).toBe('NOT_FOUND');
      expect(await codeOf(c.manager.actionPlans.update({ id, title: 'Not mine' }))).toBe('NOT_FOUND');
      expect(await codeOf(c.manager.actionPlans.delete({ id }))).toBe('NOT_FOUND');
    }
    expect(await codeOf(c.manager.actionPlans.create(newPlan({ groupId: c.support })))).toBe('NOT_FOUND');
    expect(await storedPlans(c.companyId)).toEqual(before);
  });

  it('gets not-found listing a group out of reach or the company', async () => {
    expect(await codeOf(c.manager.actionPlans.list({ groupId: c.support }))).toBe('NOT_FOUND');
    expect(await codeOf(c.manager.actionPlans.list({ groupId: 'company' }))).toBe('NOT_FOUND');
    expect((await c.manager.actionPlans.list({ groupId: c.insideSales })).actionPlans.map((p) => p._id)).toEqual([plans.inside]);
  });
});

describe('an administrator', () => {
  it('reaches every plan, the company’s too', async () => {
    for (const id of Object.values(plans)) expect((await c.admin.actionPlans.get({ id }))._id).toBe(id);
  });

  it('gets not-found for a group that does not exist or a plan id that is no plan', async () => {
    expect(await codeOf(c.admin.actionPlans.create(newPlan({ groupId: crypto.randomUUID() })))).toBe('NOT_FOUND');
    expect(await codeOf(c.admin.actionPlans.get({ id: crypto.randomUUID() }))).toBe('NOT_FOUND');
    expect(await codeOf(c.admin.actionPlans.list({ groupId: crypto.randomUUID() }))).toBe('NOT_FOUND');
  });
});

describe('a person without a leader’s role', () => {
  it('is refused everything', async () => {
    expect(await codeOf(c.user.actionPlans.list())).toBe('FORBIDDEN');
    expect(await codeOf(c.user.actionPlans.templates())).toBe('FORBIDDEN');
    expect(await codeOf(c.user.actionPlans.get({ id: plans.sales }))).toBe('FORBIDDEN');
    expect(await codeOf(c.user.actionPlans.create(newPlan({ groupId: c.sales })))).toBe('FORBIDDEN');
    expect(await codeOf(c.user.actionPlans.update({ id: plans.sales, title: 'Mine now' }))).toBe('FORBIDDEN');
    expect(await codeOf(c.user.actionPlans.delete({ id: plans.sales }))).toBe('FORBIDDEN');
  });
});

describe('another company', () => {
  it("finds none of this company's plans or groups, and changes nothing", async () => {
    const other = await plansCompany();
    const before = await storedPlans(c.companyId);
    expect(await codeOf(other.admin.actionPlans.get({ id: plans.sales }))).toBe('NOT_FOUND');
    expect(await codeOf(other.admin.actionPlans.update({ id: plans.company, title: 'Theirs' }))).toBe('NOT_FOUND');
    expect(await codeOf(other.admin.actionPlans.delete({ id: plans.support }))).toBe('NOT_FOUND');
    expect(await codeOf(other.admin.actionPlans.create(newPlan({ groupId: c.sales })))).toBe('NOT_FOUND');
    expect(await codeOf(other.admin.actionPlans.list({ groupId: c.sales }))).toBe('NOT_FOUND');
    expect(await storedPlans(c.companyId)).toEqual(before);
  });
});

describe('plans of the product', () => {
  it('the free plan answers the upgrade signal to leaders (and still refuses other people)', async () => {
    const free = await plansCompany('basic');
    expect(await codeOf(free.admin.actionPlans.list())).toBe('PLAN_REQUIRED');
    expect(await codeOf(free.admin.actionPlans.templates())).toBe('PLAN_REQUIRED');
    expect(await codeOf(free.admin.actionPlans.create(newPlan()))).toBe('PLAN_REQUIRED');
    expect(await codeOf(free.manager.actionPlans.create(newPlan({ groupId: free.sales })))).toBe('PLAN_REQUIRED');
    expect(await codeOf(free.user.actionPlans.list())).toBe('FORBIDDEN');
    expect(await storedPlans(free.companyId)).toEqual([]);
  });

  it('a trial works like the paid plan', async () => {
    const trial = await plansCompany('trial');
    const plan = await trial.manager.actionPlans.create(newPlan({ groupId: trial.sales }));
    expect((await trial.manager.actionPlans.list()).actionPlans.map((p) => p._id)).toEqual([plan._id]);
  });
});
