import { router } from '../../trpc/init.js';
import { scopedComputeProcedure } from '../../trpc/procedures.js';
import { ZBenchmarkOutput, ZScopeInput } from '../reports/reports.schemas.js';
import { benchmark } from './benchmark.service.js';

export const benchmarkRouter = router({
  get: scopedComputeProcedure('admin', 'manager')
    .meta({
      v1: {
        method: 'GET',
        path: '/benchmarks/:groupId',
        summary: 'Percentile of each pillar, the score and eNPS among comparable companies, with the badge (10 companies at least)',
      },
    })
    .input(ZScopeInput)
    .output(ZBenchmarkOutput)
    .query(({ ctx, input }) => benchmark(ctx, input.groupId)),
});
