import ExcelJS from 'exceljs';
import { BAND_COLOURS, bandOf, isMuted, tablesOf, type ExportCell, type ExportDoc, type ExportTable, type NumberFormat } from './reports.export-model.js';

// XLSX: a sheet per section, figures as real numbers with number formats (Excel shows the
// reader's own decimal mark), bands as fills, withheld figures as text only.

const NUMBER_FORMATS: Record<NumberFormat, string> = { score: '0.0', integer: '0', signed: '+0;-0;0', percent: '0%' };

/** Excel refuses sheet names over 31 characters, with []:*?/\ in them, or twice the same. */
function sheetName(title: string, taken: Set<string>) {
  const base =
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 28)
      .trim() || 'Sheet';
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base} ${i}`;
  taken.add(name.toLowerCase());
  return name;
}

function writeCell(target: ExcelJS.Cell, cell: ExportCell) {
  if (cell.kind === 'number') {
    target.value = cell.value;
    target.numFmt = NUMBER_FORMATS[cell.format];
    target.alignment = { horizontal: 'right' };
  } else {
    target.value = cell.text;
  }
  if (isMuted(cell)) target.font = { italic: true, color: { argb: 'FF6C757D' } };
  const band = bandOf(cell);
  if (band) {
    target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${BAND_COLOURS[band].fill}` } };
    target.font = { color: { argb: `FF${BAND_COLOURS[band].text}` } };
  }
}

function writeTable(sheet: ExcelJS.Worksheet, table: ExportTable) {
  const header = sheet.addRow(table.columns);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'top' };
  sheet.views = [{ state: 'frozen', ySplit: header.number, xSplit: 1 }];
  for (const row of table.rows) {
    const added = sheet.addRow([]);
    row.forEach((cell, i) => writeCell(added.getCell(i + 1), cell));
  }
  sheet.columns.forEach((column, i) => (column.width = i === 0 ? 36 : 16));
}

export async function renderXlsx(doc: ExportDoc): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Clima';
  book.title = `${doc.title} - ${doc.scope}`;
  const taken = new Set<string>();
  const tables = tablesOf(doc);
  // The first sheet carries the title block above its table, so the file says what it is.
  const first = book.addWorksheet(sheetName(tables[0]?.title ?? doc.title, taken));
  first.addRow([doc.title]).font = { bold: true, size: 14 };
  first.addRow([doc.scope]).font = { bold: true };
  first.addRow([doc.date]);
  for (const note of doc.notes) first.addRow([note]).font = { italic: true, color: { argb: 'FF6C757D' } };
  first.addRow([]);
  if (tables[0]) writeTable(first, tables[0]);
  for (const table of tables.slice(1)) writeTable(book.addWorksheet(sheetName(table.title, taken)), table);
  return Buffer.from(await book.xlsx.writeBuffer());
}
