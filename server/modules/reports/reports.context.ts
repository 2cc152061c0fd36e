import type { TreeNode } from '../../../analytics/figures/gating.js';
import type { Tx } from '../../db/tenant.js';
import type { Language } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import type { AuthState, Context } from '../../trpc/context.js';
import { scopeOf, type Scope } from '../groups/groups.scope.js';

export type ReportsCtx = Context & { tx: Tx; auth: AuthState };

/** What every report needs of Postgres: the tree as it is now, k, the plan and who may see what. */
export interface ReportSetting {
  companyId: string;
  today: string;
  k: number;
  tree: TreeNode[];
  names: Map<string, { name: string; active: boolean }>;
  /** Paid plans see open cycles live; the free plan reads closed cycles only. */
  live: boolean;
  scope: Scope;
  language: Language;
}

export async function reportSetting(ctx: ReportsCtx): Promise<ReportSetting> {
  const { companyId } = ctx.auth;
  const [company, groups, scope] = await Promise.all([
    ctx.tx.selectFrom('companies').select(['report_min_users']).where('id', '=', companyId).executeTakeFirstOrThrow(),
    ctx.tx.selectFrom('groups').select(['id', 'parent_id', 'name', 'active']).execute(),
    scopeOf(ctx),
  ]);
  return {
    companyId,
    today: ctx.deps.analytics.clock().toISOString().slice(0, 10),
    k: company.report_min_users,
    tree: groups.map((g) => ({ id: g.id, parent: g.parent_id })),
    names: new Map(groups.map((g) => [g.id, { name: g.name, active: g.active }])),
    live: ctx.auth.plan !== 'basic',
    scope,
    language: ctx.language,
  };
}

/**
 * The scope a viewer asks for, or NOT_FOUND: the company for administrators; a group for its
 * managers (with its subgroups) and administrators. Group segmentation needs a paid plan.
 */
export function assertScope(ctx: ReportsCtx, setting: ReportSetting, groupId: string): void {
  if (groupId === 'company') {
    if (ctx.auth.role !== 'admin') throw new AppError('NOT_FOUND');
    return;
  }
  if (!setting.names.has(groupId) || (!setting.scope.all && !setting.scope.ids.has(groupId))) throw new AppError('NOT_FOUND');
  if (!setting.live) throw new AppError('PLAN_REQUIRED');
}

/** Paid-only figures (eNPS, comparison, exports) answer the upgrade signal on the free plan. */
export function assertPaid(setting: ReportSetting): void {
  if (!setting.live) throw new AppError('PLAN_REQUIRED');
}
