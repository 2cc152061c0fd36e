import { expect } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { addDays, toDay } from '../../../server/modules/survey/survey.cycles.js';
import { testDeps } from '../../setup/test-context.js';
import { failureOf } from '../auth/helpers.js';
import { synced } from '../analytics/helpers.js';
import { surveyCaller } from '../survey/helpers.js';
import { makeGroup, makeTeam } from '../users/helpers.js';

// A company for action plans: an administrator; the manager leads Sales (with a subgroup, Inside
// Sales), not Support. Callers whose clock reads a given day (status and date rules follow it).

export const TODAY = toDay(new Date());

export async function plansCompany(plan: 'enterprise' | 'trial' | 'basic' = 'enterprise') {
  const team = await makeTeam({ plan });
  const sales = await makeGroup(team.companyId, 'Sales', null, { managers: [team.manager.id], members: [team.user.id] });
  const insideSales = await makeGroup(team.companyId, 'Inside Sales', sales);
  const support = await makeGroup(team.companyId, 'Support');
  await synced();
  const on = (user: { company_id: string; id: string }, day = TODAY) => surveyCaller(user, day);
  return {
    ...team,
    sales,
    insideSales,
    support,
    admin: await on(team.admin),
    manager: await on(team.manager),
    user: await on(team.user),
    on,
    people: { admin: team.admin, manager: team.manager, user: team.user },
  };
}

export type PlansCompany = Awaited<ReturnType<typeof plansCompany>>;

/** A valid new plan; overrides by name. */
export const newPlan = (overrides: Record<string, unknown> = {}) => ({
  title: 'Weekly one-to-ones',
  description: 'Every leader meets each person once a week.',
  metric: 'managerRelationship' as const,
  expiresAt: addDays(TODAY, 30),
  tasks: [{ text: 'Book the meetings' }, { text: 'Share an agenda' }],
  ...overrides,
});

/** The field errors of a call refused as bad input. */
export async function fieldErrors(call: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await failureOf(call);
  expect(error.code).toBe('BAD_INPUT');
  return error.fieldErrors ?? {};
}

/** Every plan of a company, as stored. */
export async function storedPlans(companyId: string) {
  const { db } = await testDeps();
  return withTenant(db, companyId, (tx) => tx.selectFrom('action_plans').selectAll().orderBy('created_at').execute());
}
