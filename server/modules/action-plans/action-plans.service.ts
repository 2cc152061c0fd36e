import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/tenant.js';
import { AppError, type FieldErrors } from '../../lib/errors.js';
import { diff, recordAudit } from '../audit/audit.writer.js';
import { inScope } from '../groups/groups.scope.js';
import { reportSetting, visibleTo, type ReportSetting, type ReportsCtx } from '../reports/reports.context.js';
import { keptRostersIn } from '../reports/reports.kept.js';
import { toDay } from '../survey/survey.cycles.js';
import { planEffects, scopeOf, scopeReports, scoreIn, withheldIn } from './action-plans.figures.js';
import { deletePlan, insertPlan, pagePlans, planById, plansOnMetrics, updatePlan, type PlanRow } from './action-plans.queries.js';
import { PLAN_MESSAGES, type TCreatePlanInput, type TListPlansInput, type TUpdatePlanInput } from './action-plans.schemas.js';
import { templateById } from './action-plans.templates.js';
import { planView } from './action-plans.view.js';

// Action plans (measurement §3–§7) for administrators (every plan, the company's too) and managers
// (their groups' plans). Procedures hold no transaction (the compute rung): each read or write is
// a short one of ctx.withTx, and scores are read from the engine outside it.

/** What an audit row keeps of a plan: what people wrote, never a score or effect of the engine. */
const audited = (row: Pick<PlanRow, 'title' | 'description' | 'tasks'>) => ({ title: row.title, description: row.description, tasks: row.tasks });

const actor = (ctx: ReportsCtx) => ({ companyId: ctx.auth.companyId, userId: ctx.auth.userId });

/** Whether the caller reaches a plan of this group (null: the company's, administrators only). */
const reaches = (ctx: ReportsCtx, groupId: string | null) => (groupId === null ? ctx.auth.role === 'admin' : inScope(ctx.scope, groupId));

/** The plan, or NOT_FOUND: one out of reach answers as one that does not exist. */
async function visiblePlan(ctx: ReportsCtx, tx: Tx, id: string): Promise<PlanRow> {
  const row = await planById(tx, ctx.auth.companyId, id);
  if (!row || !reaches(ctx, row.group_id)) throw new AppError('NOT_FOUND');
  return row;
}

/** The plans as the caller reads them, with their scores now and their effects. */
async function viewsOf(ctx: ReportsCtx, rows: readonly PlanRow[], today: string, setting?: ReportSetting) {
  if (rows.length === 0) return [];
  const s = setting ?? (await reportSetting(ctx));
  const rosters = await keptRostersIn(ctx.withTx, s);
  const metrics = [...new Set(rows.map((r) => r.metric))];
  const onMetrics = await ctx.withTx((tx) => plansOnMetrics(tx, ctx.auth.companyId, metrics));
  const [reports, effects] = await Promise.all([
    scopeReports(
      ctx,
      s,
      rosters,
      rows.map((r) => scopeOf(r.group_id)),
    ),
    planEffects(ctx, s, rosters, rows, onMetrics),
  ]);
  return rows.map((row) => {
    const report = reports.get(scopeOf(row.group_id));
    // The score kept from the start is a figure too: where the gate withholds the scope's score now
    // (its people fewer, k higher), it is not shown either.
    const initialScore = withheldIn(report, row.metric) ? null : row.initial_score === null ? null : Number(row.initial_score);
    return planView(row, { initialScore, currentScore: scoreIn(report, row.metric), effect: effects.get(row.id)! }, today);
  });
}

export async function listPlans(ctx: ReportsCtx, input: TListPlansInput) {
  const today = toDay(ctx.deps.clock());
  const groupId = input.groupId === 'company' ? null : input.groupId;
  const s = await reportSetting(ctx);
  // A group out of reach, of another company or unknown, as a report of it would answer.
  if (groupId !== undefined && (groupId === null ? ctx.auth.role !== 'admin' : !visibleTo(s, groupId))) throw new AppError('NOT_FOUND');
  const reach = ctx.scope.all ? 'all' : [...ctx.scope.ids];
  const { rows, total } = await ctx.withTx((tx) =>
    pagePlans(
      tx,
      ctx.auth.companyId,
      { reach, status: input.status, metric: input.metric, groupId, today },
      { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
    ),
  );
  return {
    actionPlans: await viewsOf(ctx, rows, today, s),
    metadata: { total, page: input.page, pageSize: input.pageSize, pages: Math.ceil(total / input.pageSize) },
  };
}

export async function getPlan(ctx: ReportsCtx, id: string) {
  const row = await ctx.withTx((tx) => visiblePlan(ctx, tx, id));
  return (await viewsOf(ctx, [row], toDay(ctx.deps.clock())))[0]!;
}

/**
 * A new plan. The rules that need the caller, the day or the engine (§5) are checked here, all at
 * once, before anything is written: a manager names one of their groups, the date is today or
 * later, the goal is not below the pillar's score now in the plan's scope (when it is shown).
 * That score is also the plan's initial score.
 */
export async function createPlan(ctx: ReportsCtx, input: TCreatePlanInput) {
  const today = toDay(ctx.deps.clock());
  const s = await reportSetting(ctx);
  const groupId = input.groupId ?? null;
  if (groupId !== null && !visibleTo(s, groupId)) throw new AppError('NOT_FOUND');
  const errors: FieldErrors = {};
  if (groupId === null && ctx.auth.role !== 'admin') errors.groupId = [PLAN_MESSAGES.group];
  if (input.expiresAt < today) errors.expiresAt = [PLAN_MESSAGES.date];
  if (input.templateId !== undefined && !templateById(input.templateId)) errors.templateId = ['Unknown template'];
  const refuse = () => {
    if (Object.keys(errors).length) throw new AppError('BAD_INPUT', errors);
  };
  // The engine is read only when its score can still matter: for the goal, or as the initial score.
  if (errors.groupId || input.goal == null) refuse();
  const score = errors.groupId ? null : scoreIn((await scopeReports(ctx, s, await keptRostersIn(ctx.withTx, s), [scopeOf(groupId)])).get(scopeOf(groupId)), input.metric);
  if (input.goal != null && score !== null && input.goal < score) errors.goal = [PLAN_MESSAGES.goal];
  refuse();
  const id = randomUUID();
  const row = await ctx.withTx(async (tx) => {
    await insertPlan(tx, {
      company_id: ctx.auth.companyId,
      id,
      group_id: groupId,
      metric: input.metric,
      title: input.title,
      description: input.description,
      expires_on: input.expiresAt,
      goal: input.goal ?? null,
      tasks: input.tasks,
      template_id: input.templateId ?? null,
      initial_score: score,
      started_on: today,
      created_by: ctx.auth.userId,
    });
    await recordAudit(tx, actor(ctx), {
      entity: 'action-plans',
      action: 'create',
      entityId: id,
      subject: input.title,
      summary: `Created the action plan "${input.title}"`,
      changes: diff({}, { title: input.title }),
    });
    return (await planById(tx, ctx.auth.companyId, id))!;
  });
  return (await viewsOf(ctx, [row], today, s))[0]!;
}

/** Only the title, the description and the tasks change (§7); ticking a task is an update of the tasks. */
export async function updatePlanTexts(ctx: ReportsCtx, input: TUpdatePlanInput) {
  const row = await ctx.withTx(async (tx) => {
    const before = await visiblePlan(ctx, tx, input.id);
    await updatePlan(tx, ctx.auth.companyId, input.id, { title: input.title, description: input.description, tasks: input.tasks });
    const after = (await planById(tx, ctx.auth.companyId, input.id))!;
    const changes = diff(audited(before), audited(after));
    await recordAudit(tx, actor(ctx), {
      entity: 'action-plans',
      action: 'update',
      entityId: input.id,
      subject: after.title,
      summary: `Updated the action plan "${after.title}"${Object.keys(changes).length ? `: ${Object.keys(changes).join(', ')}` : ' (no change)'}`,
      changes,
    });
    return after;
  });
  return (await viewsOf(ctx, [row], toDay(ctx.deps.clock())))[0]!;
}

export async function removePlan(ctx: ReportsCtx, id: string) {
  await ctx.withTx(async (tx) => {
    const before = await visiblePlan(ctx, tx, id);
    await deletePlan(tx, ctx.auth.companyId, id);
    await recordAudit(tx, actor(ctx), {
      entity: 'action-plans',
      action: 'delete',
      entityId: id,
      subject: before.title,
      summary: `Deleted the action plan "${before.title}"`,
      changes: diff({ title: before.title }, {}),
    });
  });
  return { id, deleted: true as const };
}
