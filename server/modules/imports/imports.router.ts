import { router } from '../../trpc/init.js';
import { roleProcedure } from '../../trpc/procedures.js';
import { ZImportCommitInput, ZImportFileInput, ZImportTemplateInput } from './imports.schemas.js';
import { commitImport, importTemplate, previewImport } from './imports.service.js';

// Importing people from a spreadsheet is an administrator's work, like inviting them.
const adminProcedure = roleProcedure('admin');

export const importsRouter = router({
  template: adminProcedure
    .input(ZImportTemplateInput)
    .query(({ ctx, input }) => importTemplate(ctx.tx, ctx.auth, input.format, input.language ?? ctx.language)),

  preview: adminProcedure.input(ZImportFileInput).mutation(({ ctx, input }) => previewImport(ctx, input)),

  commit: adminProcedure.input(ZImportCommitInput).mutation(({ ctx, input }) => commitImport(ctx, input)),
});
