import { randomUUID } from 'node:crypto';
import { withTenant } from '../../../server/db/tenant.js';
import type { BadInputDomain, Case } from './shared.js';

// Action plans, as the fixture's administrator (an enterprise company). The cases that name a plan
// name a real company plan, so nothing but the input stops them.

const admin = 'admin' as const;
const plan = (fx: Parameters<Case['input']>[0]) => fx.extra.actionPlans.id as string;
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const valid = () => ({ title: 'Weekly one-to-ones', metric: 'managerRelationship', expiresAt: inAMonth(), tasks: [{ text: 'Book the meetings' }] });

export const actionPlansBadInput: BadInputDomain = {
  setup: async (db, fx) => {
    const id = randomUUID();
    await withTenant(db, fx.companyId, (tx) =>
      tx
        .insertInto('action_plans')
        .values({
          company_id: fx.companyId,
          id,
          metric: 'recognition',
          title: 'Thank people weekly',
          expires_on: inAMonth(),
          tasks: JSON.stringify([{ text: 'Pick a day', done: false }]),
          open_tasks: 1,
          started_on: new Date().toISOString().slice(0, 10),
        })
        .execute(),
    );
    return { id };
  },
  cases: {
    'GET /action-plans/templates': [
      { name: 'unknown metric', input: () => ({ metrics: 'recognition,enps' }), fields: ['metrics.1'], signedIn: admin },
      { name: 'too many excluded', input: () => ({ exclude: Array.from({ length: 101 }, (_, i) => `t${i}`).join(',') }), fields: ['exclude'], signedIn: admin },
    ],
    'GET /action-plans': [
      { name: 'unknown status and metric', input: () => ({ status: 'archived', metric: 'enps' }), fields: ['status', 'metric'], signedIn: admin },
      { name: 'group not an id', input: () => ({ groupId: 'sales' }), fields: ['groupId'], signedIn: admin },
      { name: 'page 0, page size 51', input: () => ({ page: '0', pageSize: '51' }), fields: ['page', 'pageSize'], signedIn: admin },
    ],
    'POST /action-plans': [
      { name: 'empty body', input: () => ({}), fields: ['title', 'metric', 'expiresAt', 'tasks'], signedIn: admin },
      {
        name: 'blank title, only blank tasks',
        input: () => ({ ...valid(), title: '   ', tasks: [{ text: ' ' }, { text: '' }] }),
        fields: ['title', 'tasks'],
        signedIn: admin,
      },
      { name: 'eNPS has no plans', input: () => ({ ...valid(), metric: 'enps' }), fields: ['metric'], signedIn: admin },
      { name: 'a day that does not exist', input: () => ({ ...valid(), expiresAt: '2031-02-30' }), fields: ['expiresAt'], signedIn: admin },
      { name: 'a day before today', input: () => ({ ...valid(), expiresAt: '2020-01-01' }), fields: ['expiresAt'], signedIn: admin },
      { name: 'goal above 10, group not an id', input: () => ({ ...valid(), goal: 11, groupId: 'sales' }), fields: ['goal', 'groupId'], signedIn: admin },
      { name: 'unknown template', input: () => ({ ...valid(), templateId: 'no-such-template' }), fields: ['templateId'], signedIn: admin },
      { name: 'malformed JSON', input: () => '{"title": "Weekly", ', fields: ['_'], signedIn: admin },
    ],
    'PUT /action-plans/:id': [
      { name: 'id not a uuid', input: () => ({ id: 'my-plan', title: 'Renamed' }), fields: ['id'], signedIn: admin },
      { name: 'blank title', input: (fx) => ({ id: plan(fx), title: ' ' }), fields: ['title'], signedIn: admin },
      { name: 'only blank tasks', input: (fx) => ({ id: plan(fx), tasks: [{ text: '  ', done: true }] }), fields: ['tasks'], signedIn: admin },
      { name: 'task done not a flag', input: (fx) => ({ id: plan(fx), tasks: [{ text: 'Pick a day', done: 'yes' }] }), fields: ['tasks.0.done'], signedIn: admin },
    ],
    'DELETE /action-plans/:id': [{ name: 'id not a uuid', input: () => ({ id: 'my-plan' }), fields: ['id'], signedIn: admin }],
  },
  procedures: {
    'actionPlans.get': [
      { name: 'empty body', input: () => ({}), fields: ['id'], signedIn: admin },
      { name: 'id not a uuid', input: () => ({ id: 'mine' }), fields: ['id'], signedIn: admin },
    ],
  },
};
