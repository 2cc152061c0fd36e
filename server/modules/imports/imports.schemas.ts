import { z } from 'zod';
import type { FileError } from '../../lib/spreadsheet.js';
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
  // Messages are the spreadsheet's file error codes, which the screens translate.
  file: z
    .string()
    .min(1, 'FILE_EMPTY' satisfies FileError)
    .max(MAX_IMPORT_BASE64, 'FILE_TOO_LARGE' satisfies FileError)
    .regex(/^[A-Za-z0-9+/=\s]+$/, 'FILE_UNREADABLE' satisfies FileError),
});
export type TImportFileInput = z.infer<typeof ZImportFileInput>;

export const ZImportCommitInput = ZImportFileInput.extend({
  /** Send later: the people are created inactive and nobody is e-mailed. */
  inactive: z.boolean().default(false),
});
export type TImportCommitInput = z.infer<typeof ZImportCommitInput>;
