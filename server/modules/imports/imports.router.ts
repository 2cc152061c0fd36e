import { router } from '../../trpc/init.js';
import { scopedProcedure } from '../../trpc/procedures.js';
import { ZImportCommitInput, ZImportFileInput, ZImportTemplateInput } from './imports.schemas.js';
import { commitImport, importTemplate, previewImport } from './imports.service.js';

// Importing people from a spreadsheet is an administrator's work, like inviting them; a manager may
// also import people into the groups they manage (the invite rules keep them within that reach).
const leaders = scopedProcedure('admin', 'manager');

export const importsRouter = router({
  template: leaders.input(ZImportTemplateInput).query(({ ctx, input }) => importTemplate(ctx, input.format, input.language ?? ctx.language)),

  preview: leaders.input(ZImportFileInput).mutation(({ ctx, input }) => previewImport(ctx, input)),

  commit: leaders.input(ZImportCommitInput).mutation(({ ctx, input }) => commitImport(ctx, input)),
});
