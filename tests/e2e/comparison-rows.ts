import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { csvRows, decodeXml, STANDARD_FONTS } from '../integration/reports/helpers.js';

// The comparison heatmap's rows as the screen shows them and as each of its exports (CSV, XLSX, PDF,
// PPTX) holds them, and the check that a file says what the screen says (insights.test.ts).

/** A cell as the screen shows it: its figure's text, or what stands for a missing one. */
type Cell = string | { withheld: true } | { empty: true };
interface Row {
  name: string;
  cells: Cell[];
}

/** The heatmap's rows: the respondents count, the overall score, ten pillars, eNPS, participation. */
export async function screenRows(page: Page): Promise<Row[]> {
  return page.locator('.comparison-heatmap tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      name: tr.querySelector('th')!.textContent.trim(),
      cells: [...tr.querySelectorAll('td')].map((td): Cell => {
        if (td.getAttribute('data-withheld') === 'true') return { withheld: true };
        const value = td.querySelector('.heatmap__value');
        return value ? value.textContent.trim() : { empty: true };
      }),
    })),
  );
}

/** Whether a file's cell says the same as the screen's: the same figure, or the withheld / no-data text. */
function sameCell(screen: Cell, file: string): boolean {
  if (typeof screen === 'string') return file.trim() === screen;
  if ('withheld' in screen) return /^withheld/.test(file.trim()) && !/\d[.,]\d|%/.test(file);
  return /^no( data)?$/.test(file.trim());
}

export function expectRows(format: string, screen: Row[], file: string[][]) {
  expect(file.length, `${format}: rows`).toBe(screen.length);
  screen.forEach((row, i) => {
    const got = file[i]!;
    expect(row.name.startsWith(got[0]!.trim()), `${format}: ${row.name} / ${got[0]}`).toBe(true);
    expect(got.length, `${format}: cells of ${row.name}`).toBe(row.cells.length + 1);
    row.cells.forEach((cell, j) => expect(sameCell(cell, got[j + 1]!), `${format}: ${row.name}, column ${j + 1}: ${JSON.stringify(cell)} vs ${got[j + 1]}`).toBe(true));
  });
}

// The formats a spreadsheet cell's number is shown in, column by column (as on the screen).
const en = {
  integer: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  score: new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  signed: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
  percent: new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 }),
};
const xlsxFormat = (column: number) => (column === 1 ? en.integer : column === 13 ? en.signed : column === 14 ? en.percent : en.score);

export async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  let inTable = false;
  book.worksheets[0]!.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    if (values[0] === 'Group') inTable = true;
    else if (inTable) rows.push(values.map((v, i) => (typeof v === 'number' ? xlsxFormat(i).format(v) : String(v ?? ''))));
  });
  return rows;
}

/** The PDF's table rows: text items on one baseline, left to right, that start at the table's edge and fill every column. */
export async function pdfRows(bytes: Buffer, columns: number): Promise<{ rows: string[][]; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS }).promise;
  const rows: string[][] = [];
  const all: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const lines = new Map<number, { x: number; str: string }[]>();
    for (const item of (await (await pdf.getPage(p)).getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      all.push(item.str);
      const y = Math.round(item.transform[5] as number);
      lines.set(y, [...(lines.get(y) ?? []), { x: item.transform[4] as number, str: item.str }]);
    }
    for (const y of [...lines.keys()].sort((a, b) => b - a)) {
      const line = lines.get(y)!.sort((a, b) => a.x - b.x);
      // Continuation lines of wrapped cells ("(fewer than 3", "answers)") start no column's figure.
      if (line.length === columns && line.slice(1).every((i) => /^([+\-\u2212]?\d|withheld|no\b)/.test(i.str))) rows.push(line.map((i) => i.str));
    }
  }
  return { rows, text: all.join(' ') };
}

/** The slides' table rows (header rows left out), each cell's runs joined. */
export async function pptxRows(bytes: Buffer): Promise<string[][]> {
  const zip = await JSZip.loadAsync(bytes);
  const slides = Object.keys(zip.files)
    .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
    .sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
  const rows: string[][] = [];
  for (const name of slides) {
    const xml = await zip.file(name)!.async('string');
    for (const tr of xml.match(/<a:tr\b[\s\S]*?<\/a:tr>/g) ?? []) {
      const cells = (tr.match(/<a:tc\b[\s\S]*?<\/a:tc>/g) ?? []).map((tc) => [...tc.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => decodeXml(m[1]!)).join(''));
      if (cells[0] !== 'Group') rows.push(cells);
    }
  }
  return rows;
}

/** The comparison's CSV (one table, comma-separated in English) without its header line. */
export function comparisonCsvRows(text: string): string[][] {
  return csvRows(text, ',')
    .filter((cells) => cells.join(',') !== '')
    .slice(1);
}
