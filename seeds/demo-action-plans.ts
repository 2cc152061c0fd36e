import { randomUUID } from 'node:crypto';
import type { Tx } from '../server/db/tenant.js';
import { addDays } from '../server/modules/survey/survey.cycles.js';
import { ACTION_PLAN_TEMPLATES } from './action-plan-templates/index.js';

// The demo's action plans, started from templates months ago so that each already shows how its
// pillar moved (a plan's effect needs closed months after its start): the demo manager's plan on
// recognition for the largest team of their department, half done; the administrator's company plan on burnout risk,
// done; and one of the department's that expired with tasks open. Texts in the demo's language.

interface DemoPlan {
  metric: string;
  groupId: string | null;
  createdBy: string;
  /** Days before today it started and when it expires (negative: already past). */
  startedDaysAgo: number;
  expiresInDays: number;
  /** How many of its tasks are done, from the first. */
  done: number | 'all';
}

export async function seedDemoActionPlans(tx: Tx, o: { companyId: string; adminId: string; managerId: string; departmentId: string; today: string }) {
  // The recognition plan is a team's of the department: its sibling teams are what it is compared with.
  const team = await tx
    .selectFrom('groups as g')
    .select('g.id')
    .where('g.parent_id', '=', o.departmentId)
    .orderBy(
      (eb) =>
        eb
          .selectFrom('group_members as m')
          .select((m) => m.fn.countAll().as('n'))
          .whereRef('m.group_id', '=', 'g.id'),
      'desc',
    )
    .orderBy('g.id')
    .executeTakeFirstOrThrow();
  const plans: DemoPlan[] = [
    { metric: 'recognition', groupId: team.id, createdBy: o.managerId, startedDaysAgo: 120, expiresInDays: 45, done: 2 },
    { metric: 'burnoutRisk', groupId: null, createdBy: o.adminId, startedDaysAgo: 150, expiresInDays: 20, done: 'all' },
    { metric: 'managerRelationship', groupId: o.departmentId, createdBy: o.managerId, startedDaysAgo: 200, expiresInDays: -10, done: 1 },
  ];
  for (const p of plans) {
    const template = ACTION_PLAN_TEMPLATES.find((t) => t.metric === p.metric)!;
    const tasks = template.tasks.map((task, i) => ({ text: task['pt-BR'], done: p.done === 'all' || i < p.done }));
    const startedOn = addDays(o.today, -p.startedDaysAgo);
    await tx
      .insertInto('action_plans')
      .values({
        company_id: o.companyId,
        id: randomUUID(),
        group_id: p.groupId,
        metric: p.metric,
        title: template.title['pt-BR'],
        description: template.description['pt-BR'],
        expires_on: addDays(o.today, p.expiresInDays),
        goal: null,
        tasks: JSON.stringify(tasks),
        open_tasks: tasks.filter((t) => !t.done).length,
        template_id: template.id,
        initial_score: null,
        started_on: startedOn,
        created_by: p.createdBy,
        created_at: new Date(`${startedOn}T10:00:00Z`),
      })
      .execute();
  }
}
