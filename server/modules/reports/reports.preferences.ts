import type { GroupsFilter } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { assertPaid, assertScope, reportSetting, visibleTo, type ReportsCtx } from './reports.context.js';
import { attributeIdsOf, countAttributes, filtersOf, upsertAttributeIds, upsertFilters } from './reports.queries.js';

// A leader's own report choices: saved filter sets of the comparison, and per report the
// demographic attribute they break it down by.

export async function savedFilters(ctx: ReportsCtx) {
  return { groupsFilters: await ctx.withTx((tx) => filtersOf(tx, ctx.auth.userId)) };
}

export async function saveFilters(ctx: ReportsCtx, groupsFilters: GroupsFilter[]) {
  const s = await reportSetting(ctx);
  if (!groupsFilters.every((f) => f.groups.every((id) => visibleTo(s, id)))) throw new AppError('NOT_FOUND');
  await ctx.withTx((tx) => upsertFilters(tx, ctx.auth.companyId, ctx.auth.userId, groupsFilters));
  return { groupsFilters };
}

export async function reportAttributes(ctx: ReportsCtx, reportId: string) {
  const s = await reportSetting(ctx);
  assertScope(ctx, s, reportId);
  return { userAttributes: await ctx.withTx((tx) => attributeIdsOf(tx, ctx.auth.userId, reportId)) };
}

export async function saveReportAttributes(ctx: ReportsCtx, reportId: string, attributeIds: string[]) {
  const s = await reportSetting(ctx);
  assertScope(ctx, s, reportId);
  if (attributeIds.length) {
    // Breaking a report down by demographics is group segmentation: a paid feature.
    assertPaid(s);
    if ((await ctx.withTx((tx) => countAttributes(tx, attributeIds))) !== attributeIds.length) throw new AppError('NOT_FOUND');
  }
  await ctx.withTx((tx) => upsertAttributeIds(tx, ctx.auth.companyId, ctx.auth.userId, reportId, attributeIds));
  return { userAttributes: attributeIds };
}
