import { router } from '../../trpc/init.js';
import { tenantProcedure } from '../../trpc/procedures.js';
import { acceptTerms } from './company.service.js';

export const companyRouter = router({
  acceptTerms: tenantProcedure
    .meta({ v1: { method: 'PATCH', path: '/company/terms', summary: 'Accept the terms of use' } })
    .mutation(({ ctx }) => acceptTerms(ctx.tx, ctx.auth.companyId, ctx.auth.userId)),
});
