import { describe, expect, it } from 'vitest';
import { readSpreadsheet, writeSpreadsheet } from '../../server/lib/spreadsheet.js';

const COLUMNS = { firstName: ['name', 'nome', 'nombre'], email: ['e-mail', 'correo'] };

describe('spreadsheet reading', () => {
  it('reads CSV and XLSX alike, mapping headers in any language and skipping blank rows', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await writeSpreadsheet(format, ['Nome', 'E-mail', 'Área'], [['Ana', 'ana@acme.test', 'Vendas'], ['', '', ''], ['Bruno', 'bruno@acme.test', 'TI']]);
      const { headers, rows } = await readSpreadsheet(file, format, COLUMNS);
      expect(headers).toEqual(['firstName', 'email', 'area']);
      expect(rows).toEqual([
        { line: 2, cells: { firstName: 'Ana', email: 'ana@acme.test', area: 'Vendas' } },
        { line: 4, cells: { firstName: 'Bruno', email: 'bruno@acme.test', area: 'TI' } },
      ]);
    }
  });

  it('refuses an empty file and a file that is not a spreadsheet, with a field error', async () => {
    await expect(readSpreadsheet('', 'csv', COLUMNS)).rejects.toMatchObject({ code: 'BAD_INPUT', fieldErrors: { file: ['The file is empty'] } });
    await expect(readSpreadsheet(Buffer.from('not a zip').toString('base64'), 'xlsx', COLUMNS)).rejects.toMatchObject({ code: 'BAD_INPUT' });
  });
});
