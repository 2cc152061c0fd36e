import { sql } from 'kysely';
import { AppError } from '../../lib/errors.js';
import { assertPaid, assertScope, reportSetting, type ReportsCtx } from './reports.context.js';

// A leader's own report choices: saved filter sets of the comparison, and per report the
// demographic attribute they break it down by.

export async function savedFilters(ctx: ReportsCtx) {
  const row = await ctx.tx.selectFrom('report_filters').select('filters').where('user_id', '=', ctx.auth.userId).executeTakeFirst();
  return { groupsFilters: row?.filters ?? [] };
}

export async function saveFilters(ctx: ReportsCtx, groupsFilters: { name: string; groups: string[] }[]) {
  const s = await reportSetting(ctx);
  for (const f of groupsFilters) for (const id of f.groups) if (!s.names.has(id) || (!s.scope.all && !s.scope.ids.has(id))) throw new AppError('NOT_FOUND');
  const filters = JSON.stringify(groupsFilters);
  await ctx.tx
    .insertInto('report_filters')
    .values({ company_id: ctx.auth.companyId, user_id: ctx.auth.userId, filters })
    .onConflict((oc) => oc.columns(['company_id', 'user_id']).doUpdateSet({ filters, updated_at: sql`now()` }))
    .execute();
  return { groupsFilters };
}

export async function reportAttributes(ctx: ReportsCtx, reportId: string) {
  const s = await reportSetting(ctx);
  assertScope(ctx, s, reportId);
  const row = await ctx.tx.selectFrom('report_attributes').select('attribute_ids').where('user_id', '=', ctx.auth.userId).where('report_id', '=', reportId).executeTakeFirst();
  return { userAttributes: row?.attribute_ids ?? [] };
}

export async function saveReportAttributes(ctx: ReportsCtx, reportId: string, attributeIds: string[]) {
  const s = await reportSetting(ctx);
  assertScope(ctx, s, reportId);
  if (attributeIds.length) {
    // Breaking a report down by demographics is group segmentation: a paid feature.
    assertPaid(s);
    const found = await ctx.tx.selectFrom('user_attributes').select('id').where('id', 'in', attributeIds).execute();
    if (found.length !== attributeIds.length) throw new AppError('NOT_FOUND');
  }
  await ctx.tx
    .insertInto('report_attributes')
    .values({ company_id: ctx.auth.companyId, user_id: ctx.auth.userId, report_id: reportId, attribute_ids: attributeIds })
    .onConflict((oc) => oc.columns(['company_id', 'user_id', 'report_id']).doUpdateSet({ attribute_ids: attributeIds }))
    .execute();
  return { userAttributes: attributeIds };
}
