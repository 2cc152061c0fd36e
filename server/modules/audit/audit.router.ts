import { router } from '../../trpc/init.js';
import { roleProcedure } from '../../trpc/procedures.js';
import { ZListAuditInput, ZListAuditOutput } from './audit.schemas.js';
import { listAudit, listAuditActions } from './audit.service.js';

const admin = roleProcedure('admin');

export const auditRouter = router({
  list: admin
    .meta({ v1: { method: 'GET', path: '/audit-logs', summary: 'Audit log of administrative changes, newest first, filterable by entity, action and text' } })
    .input(ZListAuditInput)
    .output(ZListAuditOutput)
    .query(({ ctx, input }) => listAudit(ctx.tx, ctx.auth.companyId, input)),

  // The actions the company's log holds, for the screen's action filter (no v1 path).
  actions: admin.query(({ ctx }) => listAuditActions(ctx.tx, ctx.auth.companyId)),
});
