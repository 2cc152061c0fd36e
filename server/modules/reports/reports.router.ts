import { router, type JsonSchema } from '../../trpc/init.js';
import { paidComputeProcedure, scopedComputeProcedure } from '../../trpc/procedures.js';
import { exportComparison, exportReport } from './reports.export.js';
import { reportAttributes, saveFilters, savedFilters, saveReportAttributes } from './reports.preferences.js';
import {
  ZCompareInput,
  ZCompareOutput,
  ZExportInput,
  ZExportReportInput,
  ZFileOutput,
  ZGroupsFiltersOutput,
  ZMetricInput,
  ZMetricView,
  ZNpsView,
  ZReportHistoryOutput,
  ZReportIdInput,
  ZReportInput,
  ZReportOutput,
  ZSaveFiltersInput,
  ZScopeInput,
  ZUserAttributesInput,
  ZUserAttributesOutput,
} from './reports.schemas.js';
import { compare, groupReport, metricReport, npsScore, participation, reportHistory } from './reports.service.js';

// Reports are for leaders: administrators see every group and the company, managers their groups
// and subgroups (NOT_FOUND elsewhere, like a group that does not exist).
const leaders = scopedComputeProcedure('admin', 'manager');
// Paid-only figures (people §6, measurement §1): eNPS (and LNPS, the leaders' own), group comparison
// and every export answer PLAN_REQUIRED on the free plan. The climate, its history, metrics and
// participation stay free for the company as a whole; a group's (segmentation) or a demographic
// cut's are paid, which the service decides from the scope asked for (reports.context.ts assertScope).
const paid = paidComputeProcedure(['enterprise', 'trial'], 'admin', 'manager');

/** The JSON Schema of a legacy body that wraps the figure under one name. */
const wrapped = (properties: Record<string, JsonSchema>): JsonSchema => ({ type: 'object', properties, required: Object.keys(properties), additionalProperties: false });

export const reportsRouter = router({
  report: leaders
    .meta({
      v1: {
        method: 'GET',
        path: '/reports/:groupId',
        empty: 204,
        summary: 'The climate report of a group (with its subgroups) or the company; 204 before anyone answered',
      },
    })
    .input(ZReportInput)
    .output(ZReportOutput.nullable())
    .query(({ ctx, input }) => groupReport(ctx, input)),

  history: leaders
    .meta({ v1: { method: 'GET', path: '/reports/:groupId/history', empty: 204, summary: 'Month-by-month history, overall and per metric' } })
    .input(ZScopeInput)
    .output(ZReportHistoryOutput.nullable())
    .query(({ ctx, input }) => reportHistory(ctx, input.groupId)),

  metric: leaders
    .meta({ v1: { method: 'GET', path: '/reports/:groupId/metrics/:metricId', empty: 204, summary: 'One metric with its submetrics and history' } })
    .input(ZMetricInput)
    .output(ZMetricView.nullable())
    .query(({ ctx, input }) => metricReport(ctx, input.groupId, input.metricId)),

  enps: paid
    // The legacy client reads the figure under `enpscore` (measurement §7); the web client takes it bare.
    .meta({
      v1: {
        method: 'GET',
        path: '/enpscores/:groupId',
        empty: 204,
        output: (enpscore) => ({ enpscore }),
        outputSchema: (enpscore) => wrapped({ enpscore }),
        summary: 'eNPS ({ enpscore }) with promoter, passive and detractor shares and 15 months of history',
      },
    })
    .input(ZScopeInput)
    .output(ZNpsView.nullable())
    .query(({ ctx, input }) => npsScore(ctx, input.groupId, 'enps')),

  lnps: paid
    .meta({
      v1: {
        method: 'GET',
        path: '/lnpscores/:groupId',
        empty: 204,
        output: (lnpscore) => ({ lnpscore }),
        outputSchema: (lnpscore) => wrapped({ lnpscore }),
        summary: 'LNPS ({ lnpscore }) with promoter, passive and detractor shares and 15 months of history',
      },
    })
    .input(ZScopeInput)
    .output(ZNpsView.nullable())
    .query(({ ctx, input }) => npsScore(ctx, input.groupId, 'lnps')),

  // A read, though its legacy path is a POST: the web client caches it like any query.
  compare: paid
    .meta({
      v1: {
        method: 'POST',
        path: '/reports/groups',
        summary:
          'Groups side by side (groups_data): pillars, eNPS and participation, withheld cells marked; filters: one demographic option ({ attributeId, optionId }); consolidated: the company first (administrators)',
      },
    })
    .input(ZCompareInput)
    .output(ZCompareOutput)
    .query(({ ctx, input }) => compare(ctx, input)),

  savedFilters: paid
    .meta({ v1: { method: 'GET', path: '/reports/groups/filters', summary: "The viewer's saved filter sets of the comparison" } })
    .output(ZGroupsFiltersOutput)
    .query(({ ctx }) => savedFilters(ctx)),

  saveFilters: paid
    .meta({ v1: { method: 'POST', path: '/reports/groups/filters', summary: "Replace the viewer's saved filter sets (groupsFilters)" } })
    .input(ZSaveFiltersInput)
    .output(ZGroupsFiltersOutput)
    .mutation(({ ctx, input }) => saveFilters(ctx, input.groupsFilters)),

  exportComparison: paid
    .meta({
      v1: {
        method: 'POST',
        path: '/reports/groups/export',
        file: true,
        summary: "The comparison as a CSV, XLSX, PDF or PPTX file in the reader's language, withheld cells marked",
      },
    })
    .input(ZExportInput)
    .output(ZFileOutput)
    .mutation(({ ctx, input }) => exportComparison(ctx, input.groups, input.format)),

  // The web client downloads it over tRPC ({ filename, contentType, base64 }); no v1 path.
  exportReport: paid.input(ZExportReportInput).mutation(({ ctx, input }) => exportReport(ctx, input)),

  userAttributes: leaders
    .meta({ v1: { method: 'GET', path: '/reports/:id/user-attributes', summary: 'The demographic attribute the viewer breaks this report down by' } })
    .input(ZReportIdInput)
    .output(ZUserAttributesOutput)
    .query(({ ctx, input }) => reportAttributes(ctx, input.id)),

  saveUserAttributes: leaders
    .meta({ v1: { method: 'POST', path: '/reports/:id/user-attributes', summary: 'Choose the demographic attribute of this report (one at a time)' } })
    .input(ZUserAttributesInput)
    .output(ZUserAttributesOutput)
    .mutation(({ ctx, input }) => saveReportAttributes(ctx, input.id, input.userAttributes)),

  participation: leaders.input(ZScopeInput).query(({ ctx, input }) => participation(ctx, input.groupId)),
});
