import { randomUUID } from 'node:crypto';
import { withTenant } from '../../../server/db/tenant.js';
import { makeGroup } from '../../integration/groups/helpers.js';
import { testDeps } from '../../setup/test-context.js';
import { roles, type CallerKind, type Fixture, type MatrixDomain, type Who } from './shared.js';

// Action plans: administrators and managers of a paid company. Company A's plans are of a group
// the fixture's manager leads; another company's administrator gets not-found for them, and lists
// and creates in their own company.
const leaders = roles(['admin', 'manager']);
const leadersOfA: Who = { ...leaders, otherAdmin: 'not-found' };
const led = (fx: Fixture): string => fx.extra.actionPlans.led;
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** A plan of the led group, written directly (the matrix must not depend on create). */
async function makePlan(fx: Fixture): Promise<string> {
  const { db } = await testDeps();
  const id = randomUUID();
  await withTenant(db, fx.companyA, (tx) =>
    tx
      .insertInto('action_plans')
      .values({
        company_id: fx.companyA,
        id,
        group_id: led(fx),
        metric: 'recognition',
        title: 'A plan the matrix wrote',
        expires_on: inAMonth(),
        tasks: JSON.stringify([{ text: 'Say thanks', done: false }]),
        open_tasks: 1,
        started_on: new Date().toISOString().slice(0, 10),
      })
      .execute(),
  );
  return id;
}

const plan = (fx: Fixture) => ({ id: fx.extra.actionPlans.plan as string });

export const actionPlansMatrix: MatrixDomain = {
  setup: async (fx) => {
    const group = await makeGroup(fx.companyA, { managers: [fx.users.manager.id], members: [fx.users.user.id] });
    const extra = { led: group.id, plan: '' };
    extra.plan = await makePlan({ ...fx, extra: { ...fx.extra, actionPlans: extra } });
    return extra;
  },
  rows: {
    'actionPlans.templates': { who: leaders, input: () => ({ metrics: ['recognition'] }) },
    'actionPlans.list': { who: leaders },
    'actionPlans.get': { who: leadersOfA, input: plan },
    // Company A's leaders plan for the led group; another company's administrator for their whole company.
    'actionPlans.create': {
      who: leaders,
      input: (fx, caller: CallerKind) => ({
        title: 'Thank people weekly',
        metric: 'recognition',
        expiresAt: inAMonth(),
        tasks: [{ text: 'Pick a day' }],
        ...(caller === 'otherAdmin' ? {} : { groupId: led(fx) }),
      }),
    },
    'actionPlans.update': { who: leadersOfA, input: (fx) => ({ ...plan(fx), title: 'A plan the matrix renamed' }) },
    // A plan of its own for every call: each allowed call deletes one.
    'actionPlans.delete': { who: leadersOfA, input: async (fx) => ({ id: await makePlan(fx) }) },
  },
};
