import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { testDeps } from '../../setup/test-context.js';
import { failureOf } from '../auth/helpers.js';
import { fieldErrors, newPlan, plansCompany, TODAY, type PlansCompany } from './helpers.js';

// Creating, editing and deleting a plan are admin changes: each leaves one audit row, written in
// the plan's own transaction, naming who did it, the plan's title and the fields an edit changed,
// and nothing the engine computed. A refused call leaves none.

let c: PlansCompany;

beforeAll(async () => {
  c = await plansCompany();
});

/** The company's action-plan audit rows, oldest first (read as the owner: no tenant needed). */
async function planAudit(companyId: string) {
  const { db } = await testDeps();
  return db
    .selectFrom('audit_logs')
    .select(['actor_id', 'entity', 'action', 'entity_id', 'summary', 'changes'])
    .where('company_id', '=', companyId)
    .where('entity', '=', 'action-plans')
    .orderBy('id')
    .execute();
}

/** Runs a call and returns the audit rows it added. */
async function added(call: () => Promise<unknown>) {
  const before = (await planAudit(c.companyId)).length;
  await call();
  return (await planAudit(c.companyId)).slice(before);
}

describe('audit rows of action plans', () => {
  it('a create, an edit and a delete leave one row each, with the actor, the title and the changed fields', async () => {
    let id = '';
    const [created] = await added(async () => {
      id = (await c.admin.actionPlans.create(newPlan({ title: 'Fair workload', goal: 9 })))._id;
    });
    expect(created).toEqual({
      actor_id: c.people.admin.id,
      entity: 'action-plans',
      action: 'create',
      entity_id: id,
      summary: 'Created the action plan "Fair workload"',
      changes: { title: { from: null, to: 'Fair workload' }, '@subject': 'Fair workload' },
    });

    const plan = await c.manager.actionPlans.create(newPlan({ groupId: c.sales }));
    const edits = await added(() => c.manager.actionPlans.update({ id: plan._id, title: 'Monthly one-to-ones', tasks: [{ text: 'Book the meetings', done: true }] }));
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ actor_id: c.people.manager.id, entity: 'action-plans', action: 'update', entity_id: plan._id });
    expect(edits[0]!.summary).toBe('Updated the action plan "Monthly one-to-ones": title, tasks');
    expect(edits[0]!.changes).toEqual({
      title: { from: 'Weekly one-to-ones', to: 'Monthly one-to-ones' },
      tasks: { from: plan.tasks, to: [{ text: 'Book the meetings', done: true }] },
      '@subject': 'Monthly one-to-ones',
    });

    const same = await added(() => c.manager.actionPlans.update({ id: plan._id, description: plan.description }));
    expect(same.map((r) => [r.action, r.summary, r.changes])).toEqual([
      ['update', 'Updated the action plan "Monthly one-to-ones" (no change)', { '@subject': 'Monthly one-to-ones' }],
    ]);

    const deleted = await added(() => c.admin.actionPlans.delete({ id }));
    expect(deleted).toEqual([
      {
        actor_id: c.people.admin.id,
        entity: 'action-plans',
        action: 'delete',
        entity_id: id,
        summary: 'Deleted the action plan "Fair workload"',
        changes: { title: { from: 'Fair workload', to: null }, '@subject': 'Fair workload' },
      },
    ]);
  });

  it('never records a score, a goal or an effect', async () => {
    const rows = await added(async () => {
      const plan = await c.admin.actionPlans.create(newPlan({ goal: 8 }));
      await c.admin.actionPlans.update({ id: plan._id, description: 'Every two weeks' });
      await c.admin.actionPlans.delete({ id: plan._id });
    });
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    for (const row of rows) expect(Object.keys(row.changes as object).every((k) => ['title', 'description', 'tasks', '@subject'].includes(k))).toBe(true);
  });

  it('a refused call leaves none: bad input, a past date, a plan out of reach or gone', async () => {
    const plan = await c.admin.actionPlans.create(newPlan({ groupId: c.support }));
    const gone = await c.admin.actionPlans.create(newPlan());
    await c.admin.actionPlans.delete({ id: gone._id });
    const none = await added(async () => {
      await fieldErrors(c.admin.actionPlans.create(newPlan({ title: '  ' })));
      await fieldErrors(c.admin.actionPlans.create(newPlan({ expiresAt: addDays(TODAY, -1) })));
      await fieldErrors(c.manager.actionPlans.create(newPlan()));
      await fieldErrors(c.admin.actionPlans.update({ id: plan._id, tasks: [{ text: ' ' }] }));
      expect((await failureOf(c.manager.actionPlans.update({ id: plan._id, title: 'Mine' }))).code).toBe('NOT_FOUND');
      expect((await failureOf(c.manager.actionPlans.delete({ id: plan._id }))).code).toBe('NOT_FOUND');
      expect((await failureOf(c.admin.actionPlans.update({ id: gone._id, title: 'Back' }))).code).toBe('NOT_FOUND');
      expect((await failureOf(c.admin.actionPlans.delete({ id: gone._id }))).code).toBe('NOT_FOUND');
    });
    expect(none).toEqual([]);
  });
});
