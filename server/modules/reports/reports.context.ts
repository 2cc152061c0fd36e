import type { TreeNode } from '../../../analytics/index.js';
import type { Language } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import type { Tx } from '../../db/tenant.js';
import type { SessionRead } from '../../auth/sessions.js';
import type { AuthState, Context } from '../../trpc/context.js';
import { inScope, type Scope } from '../groups/groups.scope.js';
import { toDay } from '../survey/survey.cycles.js';
import { keptGroups } from './reports.kept.js';
import { reportCompany } from './reports.queries.js';

/**
 * A report procedure's context: no transaction held; `withTx` runs short ones (trpc/procedures.ts).
 * `company`: its report settings as the request's session check read them, or null.
 */
export type ReportsCtx = Context & {
  auth: AuthState;
  scope: Scope;
  withTx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
  company: SessionRead['company'] | null;
};

/** What every report needs of Postgres: the tree as it is now, k, the plan and who may see what. */
export interface ReportSetting {
  companyId: string;
  /** The version of the company's rosters read with the rest (reports.kept.ts). */
  rosterVersion: number;
  companyName: string;
  today: string;
  k: number;
  tree: readonly TreeNode[];
  names: ReadonlyMap<string, { name: string; active: boolean }>;
  /** Paid plans see open cycles live; the free plan reads closed cycles only. */
  live: boolean;
  scope: Scope;
  language: Language;
}

// The tree and names of the groups kept under a version: one object per version, so that the
// engine's work keyed by the tree (its signature, its gate families) is done once, not per read.
type Groups = Awaited<ReturnType<typeof keptGroups>>;
const shapes = new WeakMap<Groups, Pick<ReportSetting, 'tree' | 'names'>>();
function shapeOf(groups: Groups): Pick<ReportSetting, 'tree' | 'names'> {
  let shape = shapes.get(groups);
  if (!shape)
    shapes.set(
      groups,
      (shape = { tree: groups.map((g) => ({ id: g.id, parent: g.parent_id })), names: new Map(groups.map((g) => [g.id, { name: g.name, active: g.active }])) }),
    );
  return shape;
}

/**
 * Read once per request: a service that calls another passes it on rather than reading again. The
 * company comes with the session when the request's check read it: a kept read sends no statement.
 */
export async function reportSetting(ctx: ReportsCtx): Promise<ReportSetting> {
  const { companyId } = ctx.auth;
  const company = ctx.company ?? (await ctx.withTx((tx) => reportCompany(tx, companyId)));
  // The tree changes with the rosters' version (groups move it): kept under it, read after it.
  const groups = await keptGroups(ctx.withTx, { companyId, rosterVersion: company.roster_version });
  const scope = ctx.scope;
  return {
    companyId,
    rosterVersion: company.roster_version,
    companyName: company.name,
    today: toDay(ctx.deps.analytics.clock()),
    k: company.report_min_users,
    ...shapeOf(groups),
    live: ctx.auth.plan !== 'basic',
    scope,
    language: ctx.language,
  };
}

/** A group that exists and the viewer may see (administrators: all; managers: their subtrees). */
export const visibleTo = (setting: ReportSetting, groupId: string) => setting.names.has(groupId) && inScope(setting.scope, groupId);

/**
 * The scope a viewer asks for, or NOT_FOUND: the company for administrators; a group for its
 * managers (with its subgroups) and administrators. Group segmentation needs a paid plan.
 */
export function assertScope(ctx: ReportsCtx, setting: ReportSetting, groupId: string): void {
  if (groupId === 'company') {
    if (ctx.auth.role !== 'admin') throw new AppError('NOT_FOUND');
    return;
  }
  if (!visibleTo(setting, groupId)) throw new AppError('NOT_FOUND');
  assertPaid(setting);
}

/** A paid part of a free read (a group's figures, a demographic cut, the eNPS metric) answers the upgrade signal on the free plan. */
export function assertPaid(setting: ReportSetting): void {
  if (!setting.live) throw new AppError('PLAN_REQUIRED');
}
