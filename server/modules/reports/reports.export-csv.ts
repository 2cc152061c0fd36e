import { tablesOf, type ExportCell, type ExportDoc, type ExportTable } from './reports.export-model.js';

// CSV as a spreadsheet in the reader's language opens it: numbers formatted for the language, and
// where the decimal mark is a comma (pt-BR, es-AR) the separator is a semicolon, as Excel expects.

function separatorFor(language: string) {
  const decimal = new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
  return decimal === ',' ? ';' : ',';
}

export function renderCsv(doc: ExportDoc): Promise<Buffer> {
  const sep = separatorFor(doc.language);
  const quote = (text: string) => (text.includes(sep) || /["\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const line = (cells: string[]) => cells.map(quote).join(sep);
  const rows = (t: ExportTable) => [line(t.columns), ...t.rows.map((r) => line(r.map((cell: ExportCell) => cell.text)))];
  const tables = tablesOf(doc);
  // One table (the comparison) is a plain table a program can read; a report is titled sections.
  const lines =
    tables.length === 1
      ? rows(tables[0]!)
      : [line([doc.title]), line([doc.scope]), line([doc.date]), ...doc.notes.map((n) => line([n])), ...tables.flatMap((t) => ['', line([t.title]), ...rows(t)])];
  return Promise.resolve(Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'));
}
