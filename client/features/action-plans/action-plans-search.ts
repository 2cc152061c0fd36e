// The search parameters of /action-plan, as its screen reads them. The filters share their names
// with actionPlans.list; with `new`, the pillar and group are not filters but the create form's
// choices (from a metric's detail, a recommendation, home), taken once.

export type PlanStatus = 'doing' | 'done' | 'expired';
export const PLAN_STATUSES: readonly PlanStatus[] = ['doing', 'done', 'expired'];

export interface ActionPlanSearch {
  status?: PlanStatus;
  metric?: string;
  /** 'company' or a group id. */
  groupId?: string;
  page?: number;
  new?: 1;
}

const text = (value: unknown) => (typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : undefined);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseActionPlanSearch(search: Record<string, unknown>): ActionPlanSearch {
  const out: ActionPlanSearch = {};
  if (PLAN_STATUSES.includes(search.status as PlanStatus)) out.status = search.status as PlanStatus;
  const metric = text(search.metric);
  if (metric) out.metric = metric;
  const groupId = text(search.groupId);
  if (groupId && (groupId === 'company' || UUID.test(groupId))) out.groupId = groupId;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) out.page = page;
  if (search.new === 1 || search.new === '1' || search.new === true) out.new = 1;
  return out;
}
