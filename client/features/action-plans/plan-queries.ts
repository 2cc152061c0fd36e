import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { PILLAR_IDS, SMART_PILLAR_IDS } from '../../../domain/metrics';
import type { AppRouter, Trpc } from '../../lib/trpc';
import type { ActionPlanSearch } from './action-plans-search';

// The action plans' queries and shapes, one definition each for the screens. Kept free of texts
// and components.

type Out = inferRouterOutputs<AppRouter>['actionPlans'];
type In = inferRouterInputs<AppRouter>['actionPlans'];
export type ActionPlan = Out['list']['actionPlans'][number];
export type PlanList = Out['list'];
export type PlanEffect = ActionPlan['effect'];
export type PlanTemplate = Out['templates']['templates'][number];
export type PlanTask = ActionPlan['tasks'][number];
export type CreatePlanInput = In['create'];

/** What a plan can aim at: the ten pillars and the smart pillars (eNPS and LNPS have no plans). */
export const PLAN_METRIC_IDS = [...PILLAR_IDS, ...SMART_PILLAR_IDS] as const;
export type PlanMetricId = (typeof PLAN_METRIC_IDS)[number];
export const isPlanMetric = (id: string | undefined | null): id is PlanMetricId => (PLAN_METRIC_IDS as readonly string[]).includes(id ?? '');

export const PAGE_SIZE = 10;

export const listQuery = (trpc: Trpc, search: ActionPlanSearch) =>
  trpc.actionPlans.list.queryOptions({
    ...(search.status ? { status: search.status } : {}),
    ...(isPlanMetric(search.metric) ? { metric: search.metric } : {}),
    ...(search.groupId ? { groupId: search.groupId } : {}),
    page: search.page ?? 1,
    pageSize: PAGE_SIZE,
  });

/** Every page and filter of the list, for updates that touch plans wherever they are shown. */
export const listFilter = (trpc: Trpc) => trpc.actionPlans.list.pathFilter();

/** A pillar's templates: content that changes with releases only, so kept a while. */
export const templatesQuery = (trpc: Trpc, metric: PlanMetricId) => ({ ...trpc.actionPlans.templates.queryOptions({ metrics: [metric] }), staleTime: 10 * 60_000 });
