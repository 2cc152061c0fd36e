import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from './errors.js';

export type SpreadsheetFormat = 'csv' | 'xlsx';

/** The largest upload we read: a few thousand rows fit well within it. */
export const MAX_SPREADSHEET_BYTES = 4 * 1024 * 1024;
export const MAX_SPREADSHEET_ROWS = 10_000;

/**
 * Why a file cannot be used, as the `file` field error. Codes rather than sentences, like the
 * row errors of the invite rules: every screen shows them in the reader's language
 * (invites:fileErrors, groups:messages) instead of English appended to a translated text.
 */
export const FILE_ERRORS = ['FILE_EMPTY', 'FILE_TOO_LARGE', 'FILE_UNREADABLE', 'FILE_NO_HEADER', 'FILE_TOO_MANY_ROWS', 'FILE_NO_ROWS'] as const;
export type FileError = (typeof FILE_ERRORS)[number];

export const fileError = (code: FileError) => new AppError('BAD_INPUT', { file: [code] });

export interface SheetRow {
  /** 1-based line of the sheet (the header is line 1), for messages people can find. */
  line: number;
  cells: Record<string, string>;
}

/** Text as headers and values are compared: without case, accents or punctuation. */
export const normaliseText = (h: string) =>
  h
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Reads an uploaded CSV or XLSX (base64) into rows keyed by column. `columns` maps each of our
 * column keys to the header names accepted for it (any language, any case or accents); unknown
 * columns are kept under their own normalised header so callers can read extra columns such as
 * demographic attributes. Blank rows are skipped.
 */
export async function readSpreadsheet(base64: string, format: SpreadsheetFormat, columns: Record<string, string[]>): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const buffer = Buffer.from(base64, 'base64');
  if (buffer.length === 0) throw fileError('FILE_EMPTY');
  if (buffer.length > MAX_SPREADSHEET_BYTES) throw fileError('FILE_TOO_LARGE');

  // Each row with its line in the sheet, blank rows included, so messages point at the right line.
  let table: { line: number; values: string[] }[];
  if (format === 'csv') {
    const text = buffer
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .replace(/\r?\n$/, '');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
    table = parsed.data.map((r, i) => ({ line: i + 1, values: r.map((c) => String(c ?? '')) }));
  } else {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    } catch {
      throw fileError('FILE_UNREADABLE');
    }
    const sheet = workbook.worksheets[0];
    table = [];
    sheet?.eachRow({ includeEmpty: false }, (row) => {
      const values = (row.values as unknown[]).slice(1);
      table.push({ line: row.number, values: values.map(cellText) });
    });
  }
  if (table.length === 0) throw fileError('FILE_NO_HEADER');
  if (table.length - 1 > MAX_SPREADSHEET_ROWS) throw fileError('FILE_TOO_MANY_ROWS');

  const aliases = new Map<string, string>();
  for (const [key, names] of Object.entries(columns)) for (const name of [key, ...names]) aliases.set(normaliseText(name), key);
  const headers = table[0]!.values.map((h) => aliases.get(normaliseText(h)) ?? normaliseText(h));
  const rows: SheetRow[] = [];
  for (const { line, values } of table.slice(1)) {
    if (values.every((v) => v.trim() === '')) continue;
    const cells: Record<string, string> = {};
    headers.forEach((h, j) => {
      if (h) cells[h] = (values[j] ?? '').trim();
    });
    rows.push({ line, cells });
  }
  return { headers, rows };
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Dates typed in a sheet come back as UTC midnight: keep the calendar day, as DD/MM/YYYY.
    const d = value;
    return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
  }
  if (typeof value === 'object') {
    const v = value as { text?: string; result?: unknown; richText?: { text: string }[] };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if (v.text !== undefined) return String(v.text);
    if (v.result !== undefined) return cellText(v.result);
  }
  return String(value);
}

/** A spreadsheet (base64) with one header row and example rows, for templates and exports. */
export async function writeSpreadsheet(format: SpreadsheetFormat, headers: string[], rows: string[][]): Promise<string> {
  if (format === 'csv') return Buffer.from('\uFEFF' + Papa.unparse([headers, ...rows])).toString('base64');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Clima');
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((c) => (c.width = 22));
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}
