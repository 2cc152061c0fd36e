import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { sessionFor, v1 } from '../auth/helpers.js';
import { fieldErrors, newPlan, plansCompany, storedPlans, TODAY, type PlansCompany } from './helpers.js';

// The rules of measurement §5, with their messages word for word, and what an edit may change (§7).
// Every refusal is a 400 with field errors that leaves the database as it was.

let c: PlansCompany;

beforeAll(async () => {
  c = await plansCompany();
});

/** Expects the create to be refused with exactly these field messages, and nothing stored. */
async function refused(caller: PlansCompany['admin'], input: Record<string, unknown>, expected: Record<string, string[]>) {
  const before = await storedPlans(c.companyId);
  expect(await fieldErrors(caller.actionPlans.create(input as never))).toEqual(expected);
  expect(await storedPlans(c.companyId)).toEqual(before);
}

describe('the six messages of §5', () => {
  it('an empty title', async () => {
    await refused(c.admin, newPlan({ title: '   ' }), { title: ['The title field is empty.'] });
    await refused(c.admin, newPlan({ title: undefined }), { title: ['The title field is empty.'] });
  });

  it('no metric, or one that has no plans', async () => {
    await refused(c.admin, newPlan({ metric: undefined }), { metric: ['You have to select a metric.'] });
    await refused(c.admin, newPlan({ metric: 'enps' }), { metric: ['You have to select a metric.'] });
  });

  it('no task, or only blank ones', async () => {
    await refused(c.admin, newPlan({ tasks: [] }), { tasks: ['At least one task must be filled.'] });
    await refused(c.admin, newPlan({ tasks: [{ text: '  ' }, { text: '' }] }), { tasks: ['At least one task must be filled.'] });
    await refused(c.admin, newPlan({ tasks: undefined }), { tasks: ['At least one task must be filled.'] });
  });

  it('a manager who names no group (the whole company is for administrators)', async () => {
    await refused(c.manager, newPlan(), { groupId: ['You have to select a group.'] });
  });

  it('a date that does not exist, is not a date, or is before today', async () => {
    const message = ["The date field is invalid or it's less than today"];
    for (const expiresAt of ['2031-02-30', 'next week', '', undefined, addDays(TODAY, -1)]) await refused(c.admin, newPlan({ expiresAt }), { expiresAt: message });
    // Today itself is fine.
    expect((await c.admin.actionPlans.create(newPlan({ expiresAt: TODAY }))).expiresAt).toBe(TODAY);
  });

  it('the date follows the clock: the same day is before today a day later', async () => {
    const tomorrow = await c.on(c.people.admin, addDays(TODAY, 1));
    await refused(tomorrow, newPlan({ expiresAt: TODAY }), { expiresAt: ["The date field is invalid or it's less than today"] });
  });

  it('the rules the server checks are answered together', async () => {
    await refused(c.manager, newPlan({ expiresAt: addDays(TODAY, -3) }), {
      groupId: ['You have to select a group.'],
      expiresAt: ["The date field is invalid or it's less than today"],
    });
    await refused(
      c.admin,
      { tasks: [{ text: ' ' }] },
      {
        title: ['The title field is empty.'],
        metric: ['You have to select a metric.'],
        expiresAt: ["The date field is invalid or it's less than today"],
        tasks: ['At least one task must be filled.'],
      },
    );
  });
  // The goal's message needs a score the gate shows: scores.test.ts.
});

describe('what is stored', () => {
  it('drops blank tasks and trims texts', async () => {
    const plan = await c.admin.actionPlans.create(
      newPlan({ title: '  Weekly one-to-ones ', tasks: [{ text: ' Book the meetings ' }, { text: '   ' }, { text: '' }, { text: 'Share an agenda', done: true }] }),
    );
    expect(plan.title).toBe('Weekly one-to-ones');
    expect(plan.tasks).toEqual([
      { text: 'Book the meetings', done: false },
      { text: 'Share an agenda', done: true },
    ]);
    const [row] = (await storedPlans(c.companyId)).filter((p) => p.id === plan._id);
    expect(row!.tasks).toEqual(plan.tasks);
    expect(row!.open_tasks).toBe(1);
  });

  it("keeps the creator, the day it started and the template it came from; a manager's plan is of their group", async () => {
    const plan = await c.manager.actionPlans.create(newPlan({ groupId: c.sales, templateId: 'peer-collaboration-rituals', goal: 8 }));
    expect(plan).toMatchObject({ groupId: c.sales, templateId: 'peer-collaboration-rituals', goal: 8, startedOn: TODAY, status: 'doing' });
    expect(plan.groupName).toMatch(/^Sales-/);
    const row = (await storedPlans(c.companyId)).find((p) => p.id === plan._id)!;
    expect(row.created_by).toBe(c.people.manager.id);
  });
});

describe('an edit changes only the title, the description and the tasks', () => {
  it('ignores anything else sent, over tRPC and over v1', async () => {
    const plan = await c.admin.actionPlans.create(newPlan({ groupId: c.sales, goal: 7 }));
    const edited = await c.admin.actionPlans.update({
      id: plan._id,
      title: 'Fortnightly one-to-ones',
      ...({ metric: 'recognition', goal: 9, expiresAt: addDays(TODAY, 90), groupId: c.support } as object),
    });
    expect(edited).toEqual({ ...plan, title: 'Fortnightly one-to-ones' });

    const res = await v1('PUT', `/action-plans/${plan._id}`, {
      token: await sessionFor(c.people.admin),
      body: {
        description: 'Every other week.',
        tasks: [{ text: 'Book the meetings', done: true }, { text: ' ' }],
        metric: 'recognition',
        metricId: 'recognition',
        goal: 9,
        expiresAt: addDays(TODAY, 90),
        groupId: null,
        initialScore: 10,
        status: 'done',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...plan,
      title: 'Fortnightly one-to-ones',
      description: 'Every other week.',
      tasks: [{ text: 'Book the meetings', done: true }],
      status: 'done',
      createdAt: plan.createdAt,
    });
  });

  it('checks a new title and new tasks as a create does, and changes nothing when refused', async () => {
    const plan = await c.admin.actionPlans.create(newPlan());
    const before = await storedPlans(c.companyId);
    expect(await fieldErrors(c.admin.actionPlans.update({ id: plan._id, title: ' ' }))).toEqual({ title: ['The title field is empty.'] });
    expect(await fieldErrors(c.admin.actionPlans.update({ id: plan._id, tasks: [{ text: '' }] }))).toEqual({ tasks: ['At least one task must be filled.'] });
    expect(await storedPlans(c.companyId)).toEqual(before);
  });

  it('ticks a task', async () => {
    const plan = await c.admin.actionPlans.create(newPlan());
    const ticked = await c.admin.actionPlans.update({ id: plan._id, tasks: plan.tasks.map((t, i) => ({ ...t, done: i === 0 })) });
    expect(ticked.tasks.map((t) => t.done)).toEqual([true, false]);
    expect(ticked.status).toBe('doing');
    expect((await c.admin.actionPlans.get({ id: plan._id })).tasks).toEqual(ticked.tasks);
  });
});
