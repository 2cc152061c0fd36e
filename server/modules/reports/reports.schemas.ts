import { z } from 'zod';
import { zId } from '../../lib/schemas.js';
import { METRICS } from '../../../analytics/index.js';

// Shapes of the report calls, with the legacy (v1) field names (measurement §3, §7).

/** A report's scope: a group (with its subgroups) or the whole company. */
export const ZReportScope = z.union([z.literal('company'), zId('Invalid group')]);

export const ZReportInput = z.object({
  groupId: ZReportScope,
  /** One demographic attribute to break the report down by (one at a time). */
  attributeId: zId('Invalid attribute').optional(),
});
export type TReportInput = z.infer<typeof ZReportInput>;

export const ZScopeInput = z.object({ groupId: ZReportScope });

export const ZMetricInput = z.object({ groupId: ZReportScope, metricId: z.enum(METRICS, { error: 'Unknown metric' }) });

/** One option of one demographic attribute: one attribute at a time (anonymity rule 3). */
const ZDemographicFilter = z.object({ attributeId: zId('Invalid attribute'), optionId: zId('Invalid option') });
const isEmpty = (v: unknown) => v === null || (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && Object.keys(v as object).length === 0);

export const ZCompareInput = z
  .object({
    /** The groups to compare; every group the viewer may see when left out. */
    groups: z.array(zId('Invalid group')).max(1000).optional(),
    /** Only the people of one demographic option, in every group; none when left out or empty ({}, [], null). */
    filters: z.preprocess(
      (v) => (isEmpty(v) ? undefined : v),
      z.union([ZDemographicFilter, z.array(ZDemographicFilter).max(1, 'One demographic attribute at a time').transform((list) => list[0])]).optional(),
    ),
    /** Adds the whole company (measurement §7: "consolidated") beside the groups, for administrators. */
    consolidated: z.boolean().optional(),
  })
  .optional()
  .transform((v) => v ?? {});
export type TCompareInput = z.infer<typeof ZCompareInput>;

const ZGroupsFilter = z.object({
  name: z.string().trim().min(1, 'Name the filter').max(80),
  groups: z.array(zId('Invalid group')).min(1, 'Choose at least one group').max(1000),
});
export const ZSaveFiltersInput = z.object({ groupsFilters: z.array(ZGroupsFilter).max(50) });

export const ZExportFormat = z.enum(['csv', 'xlsx', 'pdf', 'pptx'], { error: 'Unknown format' });
export type TExportFormat = z.infer<typeof ZExportFormat>;

export const ZExportInput = z.object({
  groups: z.array(zId('Invalid group')).max(1000).optional(),
  format: ZExportFormat.default('csv'),
});

/** The climate report as a file: the report's scope and attribute, and the format. */
export const ZExportReportInput = ZReportInput.extend({ format: ZExportFormat });
export type TExportReportInput = z.infer<typeof ZExportReportInput>;

export const ZReportIdInput = z.object({ id: ZReportScope });
/** One attribute at a time (anonymity rule 3): the list holds at most one. */
export const ZUserAttributesInput = z.object({ id: ZReportScope, userAttributes: z.array(zId('Invalid attribute')).max(1, 'One demographic attribute at a time') });
