import { router } from '../../trpc/init.js';
import { paidComputeProcedure, scopedComputeProcedure } from '../../trpc/procedures.js';
import { ZFileOutput } from '../reports/reports.schemas.js';
import { exportPsychosocialPdf } from './psychosocial.export.js';
import { ZPsychosocialInput, ZPsychosocialPdfInput, ZPsychosocialReport } from './psychosocial.schemas.js';
import { psychosocialReport } from './psychosocial.service.js';

// The psychosocial-risk report (NR-1), on the reports' rung: administrators for the company and any
// group, managers for their groups and subgroups (NOT_FOUND elsewhere and for the company); no
// transaction held while the engine computes or the PDF renders. Web client only (no v1 path).
const leaders = scopedComputeProcedure('admin', 'manager');

export const psychosocialRouter = router({
  report: leaders
    .input(ZPsychosocialInput)
    .output(ZPsychosocialReport)
    .query(({ ctx, input }) => psychosocialReport(ctx, input.groupId)),

  // A download over tRPC ({ filename, contentType, base64 }), as the climate report's exports: paid
  // plans only (people §6: PDF export); the report itself is free for the company as a whole.
  exportPdf: paidComputeProcedure(['enterprise', 'trial'], 'admin', 'manager')
    .input(ZPsychosocialPdfInput)
    .output(ZFileOutput)
    .mutation(({ ctx, input }) => exportPsychosocialPdf(ctx, input)),
});
