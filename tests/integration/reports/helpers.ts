import { createRequire } from 'node:module';
import path from 'node:path';

// Reading exported files back, for the export tests and the browser test of the comparison's exports.

/** pdfjs's standard fonts, which it needs to extract the text of a PDF. */
export const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** An XML text node's value, its entities decoded. */
export const decodeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** CSV rows, with the separator the reader's language uses. */
export function csvRows(text: string, sep: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.replace(/^\uFEFF/, '').split('\r\n')) {
    const cells: string[] = [];
    for (const m of line.matchAll(new RegExp(`(?:"((?:[^"]|"")*)"|([^"${sep}]*))(?:${sep}|$)`, 'g'))) {
      if (m.index === line.length && cells.length) break;
      cells.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]!);
    }
    rows.push(cells);
  }
  return rows;
}
