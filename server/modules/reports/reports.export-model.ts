import type { Language } from '../../db/types.js';
import { serverT } from '../../lib/i18n.js';

// A file's content before it has a format: the same sections, texts and figures for CSV, XLSX,
// PDF and PPTX, built once from the gated report. A renderer only lays cells out, so no format
// can show what another withholds: a withheld figure reaches the renderers as text, never a number.

export type Band = 'low' | 'medium' | 'high';
export type NumberFormat = 'score' | 'integer' | 'signed' | 'percent';

export type ExportCell =
  | { kind: 'text'; text: string; band?: Band | null }
  | { kind: 'number'; value: number; format: NumberFormat; text: string; band: Band | null }
  | { kind: 'withheld'; text: string }
  | { kind: 'empty'; text: string };

export interface ExportTable {
  title: string;
  columns: string[];
  rows: ExportCell[][];
}

/** The 12 months: drawn as a chart where the format has charts (PDF, PPTX), else as its table. */
export interface ExportHistory {
  title: string;
  series: string;
  points: { label: string; value: number | null; text: string }[];
  /** Said on a chart without a single point. */
  empty: string;
  table: ExportTable;
}

export interface ExportDoc {
  language: Language;
  title: string;
  /** The company's or the group's name. */
  scope: string;
  /** "Report date: …", in the reader's language. */
  date: string;
  notes: string[];
  tables: ExportTable[];
  history: ExportHistory | null;
  /** Wide tables (the comparison) lay pages out landscape. */
  landscape: boolean;
}

export const BAND_COLOURS: Record<Band, { fill: string; text: string }> = {
  low: { fill: 'F8D7DA', text: '842029' },
  medium: { fill: 'FFF3CD', text: '664D03' },
  high: { fill: 'D1E7DD', text: '0F5132' },
};

export const bandOf = (cell: ExportCell): Band | null => (cell.kind === 'number' || cell.kind === 'text' ? (cell.band ?? null) : null);

/** A cell standing for a missing figure (withheld, no data): every format draws it muted. */
export const isMuted = (cell: ExportCell) => cell.kind === 'withheld' || cell.kind === 'empty';

/** The sections with the history as its table, for formats without charts (CSV, XLSX). */
export const tablesOf = (doc: ExportDoc): ExportTable[] => (doc.history ? [...doc.tables, doc.history.table] : doc.tables);

/** Cells and texts in one reader's language, with the company's report minimum k. */
export function cellMaker(language: Language, k: number) {
  const t = serverT(language);
  const formats: Record<NumberFormat, Intl.NumberFormat> = {
    score: new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    integer: new Intl.NumberFormat(language, { maximumFractionDigits: 0 }),
    signed: new Intl.NumberFormat(language, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
    percent: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
  };
  const withheld: ExportCell = { kind: 'withheld', text: t('exports:withheld', { k }) };
  const empty: ExportCell = { kind: 'empty', text: t('exports:noData') };
  return {
    t,
    language,
    k,
    withheld,
    empty,
    format: (value: number, format: NumberFormat) => formats[format].format(value),
    text: (text: string, band: Band | null = null): ExportCell => ({ kind: 'text', text, band }),
    /** A figure: the withheld text when the gate withheld it, "no data" when nobody answered. */
    figure: (value: number | null | undefined, format: NumberFormat, hidden: boolean, band: Band | null = null): ExportCell =>
      hidden ? withheld : value === null || value === undefined ? empty : { kind: 'number', value, format, text: formats[format].format(value), band },
    date: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)),
    month: (iso: string) => new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
  };
}

export type CellMaker = ReturnType<typeof cellMaker>;
