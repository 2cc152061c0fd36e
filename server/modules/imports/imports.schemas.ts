import { z } from 'zod';
import { ZLanguage } from '../auth/auth.schemas.js';

// The user import (people §5): a CSV or XLSX file, base64 in the JSON input.

export const ZSpreadsheetFormat = z.enum(['csv', 'xlsx']);

// Base64 of the largest file the request body can carry (the app takes 5 MB per request).
export const MAX_IMPORT_BASE64 = 4_800_000;

export const ZImportTemplateInput = z.object({
  format: ZSpreadsheetFormat,
  language: ZLanguage.optional(),
});

export const ZImportFileInput = z.object({
  format: ZSpreadsheetFormat,
  file: z.string().min(1, 'Choose a file').max(MAX_IMPORT_BASE64, 'The file is too large').regex(/^[A-Za-z0-9+/=\s]+$/, 'The file is not readable'),
});
export type TImportFileInput = z.infer<typeof ZImportFileInput>;

export const ZImportCommitInput = ZImportFileInput.extend({
  /** Send later: the people are created inactive and nobody is e-mailed. */
  inactive: z.boolean().default(false),
});
export type TImportCommitInput = z.infer<typeof ZImportCommitInput>;
