import { router } from '../../trpc/init.js';
import { paidComputeProcedure } from '../../trpc/procedures.js';
import {
  ZActionPlan,
  ZCreatePlanInput,
  ZDeletePlanOutput,
  ZListPlansInput,
  ZPlanIdInput,
  ZPlanList,
  ZTemplatesInput,
  ZTemplatesOutput,
  ZUpdatePlanInput,
} from './action-plans.schemas.js';
import { createPlan, getPlan, listPlans, removePlan, updatePlanTexts } from './action-plans.service.js';
import { listTemplates } from './action-plans.templates.js';

// Action plans (measurement §2–§7): administrators and managers, on a paid plan (the free plan gets
// the upgrade signal, §1). Scores come from the engine, so no procedure holds a transaction while
// they are read (the compute rung); which plan is whose is the service's.
const leaders = paidComputeProcedure(['enterprise', 'trial'], 'admin', 'manager');

/** The legacy client names the pillar metricId (§7: "metricId from the metric"). */
const legacyCreate = (raw: Record<string, unknown>) => ({ ...raw, metric: raw.metric ?? raw.metricId });

export const actionPlansRouter = router({
  templates: leaders
    .meta({
      v1: {
        method: 'GET',
        path: '/action-plans/templates',
        summary: 'Ready-made plans in the caller’s language, of some metrics (metrics) and without some (exclude: template ids); each task still to do',
      },
    })
    .input(ZTemplatesInput)
    .output(ZTemplatesOutput)
    .query(({ ctx, input }) => listTemplates(ctx.language, input)),

  list: leaders
    .meta({
      v1: {
        method: 'GET',
        path: '/action-plans',
        summary: 'The plans the caller reaches, newest first, by status, metric and group (company: the whole company’s), a page at a time, with scores and effect',
      },
    })
    .input(ZListPlansInput)
    .output(ZPlanList)
    .query(({ ctx, input }) => listPlans(ctx, input)),

  get: leaders
    .input(ZPlanIdInput)
    .output(ZActionPlan)
    .query(({ ctx, input }) => getPlan(ctx, input.id)),

  create: leaders
    .meta({
      v1: {
        method: 'POST',
        path: '/action-plans',
        status: 201,
        summary: 'Start a plan for the company (groupId left out: administrators) or a group; blank tasks are dropped; its initial score is the pillar’s now',
        input: legacyCreate,
      },
    })
    .input(ZCreatePlanInput)
    .output(ZActionPlan)
    .mutation(({ ctx, input }) => createPlan(ctx, input)),

  update: leaders
    .meta({ v1: { method: 'PUT', path: '/action-plans/:id', summary: 'Change a plan’s title, description and tasks (anything else sent is ignored)' } })
    .input(ZUpdatePlanInput)
    .output(ZActionPlan)
    .mutation(({ ctx, input }) => updatePlanTexts(ctx, input)),

  delete: leaders
    .meta({ v1: { method: 'DELETE', path: '/action-plans/:id', summary: 'Delete a plan' } })
    .input(ZPlanIdInput)
    .output(ZDeletePlanOutput)
    .mutation(({ ctx, input }) => removePlan(ctx, input.id)),
});
