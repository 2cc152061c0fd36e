import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../server/lib/i18n.js';
import { FILE_ERRORS, readSpreadsheet, writeSpreadsheet } from '../../server/lib/spreadsheet.js';

const COLUMNS = { firstName: ['name', 'nome', 'nombre'], email: ['e-mail', 'correo'] };

describe('spreadsheet reading', () => {
  it('reads CSV and XLSX alike, mapping headers in any language and skipping blank rows', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await writeSpreadsheet(
        format,
        ['Nome', 'E-mail', 'Área'],
        [
          ['Ana', 'ana@acme.test', 'Vendas'],
          ['', '', ''],
          ['Bruno', 'bruno@acme.test', 'TI'],
        ],
      );
      const { headers, rows } = await readSpreadsheet(file, format, COLUMNS);
      expect(headers).toEqual(['firstName', 'email', 'area']);
      expect(rows).toEqual([
        { line: 2, cells: { firstName: 'Ana', email: 'ana@acme.test', area: 'Vendas' } },
        { line: 4, cells: { firstName: 'Bruno', email: 'bruno@acme.test', area: 'TI' } },
      ]);
    }
  });

  it('refuses an empty file and a file that is not a spreadsheet, with a field error', async () => {
    await expect(readSpreadsheet('', 'csv', COLUMNS)).rejects.toMatchObject({ code: 'BAD_INPUT', fieldErrors: { file: ['FILE_EMPTY'] } });
    await expect(readSpreadsheet(Buffer.from('not a zip').toString('base64'), 'xlsx', COLUMNS)).rejects.toMatchObject({
      code: 'BAD_INPUT',
      fieldErrors: { file: ['FILE_UNREADABLE'] },
    });
    await expect(readSpreadsheet(Buffer.from('\n').toString('base64'), 'csv', COLUMNS)).rejects.toMatchObject({ fieldErrors: { file: ['FILE_NO_HEADER'] } });
  });
});

describe('spreadsheet file errors', () => {
  // The screens translate the codes: one missing from a language would show the generic error.
  it('every file error code has a text in every language (invites:fileErrors)', () => {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
    const missing = LANGUAGES.flatMap((lng) => {
      const texts = JSON.parse(readFileSync(path.join(dir, lng, 'invites.json'), 'utf8')).fileErrors ?? {};
      return FILE_ERRORS.filter((code) => !texts[code]).map((code) => `${lng}: invites:fileErrors.${code}`);
    });
    expect(missing).toEqual([]);
  });
});
