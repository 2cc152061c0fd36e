import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../lib/trpc';
import { PILLAR_IDS } from '../../../domain/metrics';

// The shapes these screens read, inferred from the procedures so a server change shows up here.
type Outputs = inferRouterOutputs<AppRouter>;

export type Participation = Outputs['reports']['participation'];
export type ParticipationRate = Participation['last7Days'];
export type ComparisonRow = Outputs['reports']['compare']['groups_data'][number];
export type SavedFilter = Outputs['reports']['savedFilters']['groupsFilters'][number];
export type Benchmark = Outputs['benchmark']['get'];
export type Badge = NonNullable<Benchmark['badge']>;
export type Correlations = Outputs['analytics']['correlations'];
export type Variable = Correlations['variables'][number];

/** The ten pillars in report order (measurement §2), from the shared vocabulary; their names live in insights:variables. */
export const PILLARS = PILLAR_IDS satisfies readonly Variable[];

export type ExportFormat = 'csv' | 'xlsx' | 'pdf' | 'pptx';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx', 'pdf', 'pptx'];
