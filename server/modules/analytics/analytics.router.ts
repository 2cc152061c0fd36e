import { router } from '../../trpc/init.js';
import { scopedComputeProcedure } from '../../trpc/procedures.js';
import { ZScopeInput } from '../reports/reports.schemas.js';
import { correlations } from './analytics.service.js';

export const analyticsRouter = router({
  correlations: scopedComputeProcedure('admin', 'manager')
    .input(ZScopeInput)
    .query(({ ctx, input }) => correlations(ctx, input.groupId)),
});
