import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import type { ActionPlansTable, ActionPlanTask, DB } from '../../db/types.js';
import type { PlanStatus } from './action-plans.schemas.js';

// SQL of action plans. Row-level security keeps every statement to the transaction's company; the
// company id is named anyway, as everywhere, so an index on it serves each one.

const columns = [
  'p.id',
  'p.group_id',
  'p.metric',
  'p.title',
  'p.description',
  'p.expires_on',
  'p.goal',
  'p.tasks',
  'p.open_tasks',
  'p.template_id',
  'p.initial_score',
  'p.started_on',
  'p.created_at',
  'g.name as group_name',
] as const;

const plans = (tx: Tx, companyId: string) =>
  tx
    .selectFrom('action_plans as p')
    .leftJoin('groups as g', (j) => j.onRef('g.company_id', '=', 'p.company_id').onRef('g.id', '=', 'p.group_id'))
    .where('p.company_id', '=', companyId);

export type PlanRow = Awaited<ReturnType<typeof planById>> & {};

export const openTasks = (tasks: readonly ActionPlanTask[]) => tasks.filter((t) => !t.done).length;

export function planById(tx: Tx, companyId: string, id: string) {
  return plans(tx, companyId)
    .select([...columns])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export async function insertPlan(tx: Tx, row: Omit<Insertable<ActionPlansTable>, 'tasks' | 'open_tasks'> & { tasks: ActionPlanTask[] }): Promise<void> {
  await tx
    .insertInto('action_plans')
    .values({ ...row, tasks: JSON.stringify(row.tasks), open_tasks: openTasks(row.tasks) })
    .execute();
}

export async function updatePlan(tx: Tx, companyId: string, id: string, patch: { title?: string; description?: string; tasks?: ActionPlanTask[] }): Promise<void> {
  const { tasks, ...texts } = patch;
  const set = {
    ...Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined)),
    ...(tasks ? { tasks: JSON.stringify(tasks), open_tasks: openTasks(tasks) } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await tx.updateTable('action_plans').set(set).where('company_id', '=', companyId).where('id', '=', id).execute();
}

export async function deletePlan(tx: Tx, companyId: string, id: string): Promise<void> {
  await tx.deleteFrom('action_plans').where('company_id', '=', companyId).where('id', '=', id).execute();
}

export interface PlanFilter {
  /** The groups whose plans the caller sees; 'all' for administrators (the company's plans too). */
  reach: 'all' | readonly string[];
  status?: PlanStatus;
  metric?: string;
  /** One group's plans, or null for the company's. */
  groupId?: string | null;
  /** The day status is read on. */
  today: string;
}

/** Status as the service reads it (action-plans.view.ts statusOf), in SQL, for the filter. */
function byStatus(eb: ExpressionBuilder<DB & { p: ActionPlansTable }, 'p'>, status: PlanStatus, today: string) {
  if (status === 'done') return eb('p.open_tasks', '=', 0);
  return eb.and([eb('p.open_tasks', '>', 0), eb('p.expires_on', status === 'expired' ? '<' : '>=', today)]);
}

/** One page of the plans the filter lets through, newest first, and how many there are in all. */
export async function pagePlans(tx: Tx, companyId: string, filter: PlanFilter, page: { limit: number; offset: number }) {
  if (filter.reach !== 'all' && filter.reach.length === 0) return { rows: [], total: 0 };
  const reach = filter.reach;
  const filtered = plans(tx, companyId)
    .$if(reach !== 'all', (q) => q.where('p.group_id', 'in', reach as readonly string[]))
    .$if(filter.status !== undefined, (q) => q.where((eb) => byStatus(eb, filter.status!, filter.today)))
    .$if(filter.metric !== undefined, (q) => q.where('p.metric', '=', filter.metric!))
    .$if(filter.groupId !== undefined, (q) => (filter.groupId === null ? q.where('p.group_id', 'is', null) : q.where('p.group_id', '=', filter.groupId!)));
  // One after the other: a transaction has one connection.
  const count = await filtered.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select([...columns])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(count.n) };
}

/** Every plan of the company on these metrics, where and when it started (who is comparable). */
export function plansOnMetrics(tx: Tx, companyId: string, metrics: readonly string[]) {
  if (metrics.length === 0) return Promise.resolve([]);
  return tx.selectFrom('action_plans').select(['id', 'group_id', 'metric', 'started_on']).where('company_id', '=', companyId).where('metric', 'in', metrics).execute();
}
