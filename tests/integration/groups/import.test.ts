import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeSpreadsheet } from '../../../server/lib/spreadsheet.js';
import { failureOf } from '../auth/helpers.js';
import { auditRows, groupRow, makeGroup, makeTeam } from './helpers.js';

const csv = (lines: string[]) => Buffer.from(lines.join('\n')).toString('base64');

describe('group import', () => {
  it('lists existing groups, creates missing ones inactive, then sets parents', async () => {
    const t = await makeTeam();
    const groups = await t.asAdmin();
    const ops = await makeGroup(t.companyId, { name: 'Operations' });
    const file = csv(['Group name,Parent group', 'Operations,', 'Warehouse,Logistics', 'Logistics,operations', 'Night shift,Warehouse']);

    const preview = await groups.importPreview({ format: 'csv', file });
    expect(preview).toMatchObject({ existing: ['Operations'], toCreate: ['Warehouse', 'Logistics', 'Night shift'], errors: 0 });
    expect(preview.toMove.sort()).toEqual(['Logistics', 'Night shift', 'Warehouse']);
    expect(await auditRows(t.companyId)).toEqual([]);

    const result = await groups.importApply({ format: 'csv', file });
    expect(result).toMatchObject({ created: 3, moved: 3, errors: 0 });
    const tree = await groups.tree();
    const top = tree.find((n) => n.id === ops.id)!;
    expect(top.active).toBe(true);
    const logistics = top.children[0]!;
    expect({ name: logistics.name, active: logistics.active }).toEqual({ name: 'Logistics', active: false });
    expect(logistics.children[0]!.name).toBe('Warehouse');
    expect(logistics.children[0]!.children[0]!).toMatchObject({ name: 'Night shift', level: 3, active: false });
    const [audit] = await auditRows(t.companyId);
    expect(audit).toMatchObject({ action: 'import' });

    // Importing the same file again changes nothing.
    const again = await groups.importApply({ format: 'csv', file });
    expect(again).toMatchObject({ created: 0, moved: 0, toCreate: [] });
    expect(await auditRows(t.companyId)).toHaveLength(1);
  });

  it('collects errors per group and imports the rest', async () => {
    const t = await makeTeam();
    const groups = await t.asAdmin();
    const a = await makeGroup(t.companyId, { name: 'Alpha' });
    await makeGroup(t.companyId, { name: 'Beta', parentId: a.id });
    const file = csv([
      'Nome do grupo,Grupo pai',
      'X,',
      'Good one,',
      'Orphan,Nowhere',
      'Alpha,Beta',
      'Self,Self',
      'Good one,',
      'Child of orphan,Orphan',
      'Grandchild,Child of orphan',
    ]);
    const res = await groups.importApply({ format: 'csv', file });
    const errors = Object.fromEntries(res.rows.filter((r) => r.errors.length).map((r) => [`${r.line}:${r.name}`, r.errors]));
    expect(errors).toEqual({
      '2:X': ['The group name must have at least 2 characters'],
      '4:Orphan': ['Unknown parent group'],
      '5:Alpha': ['These parents make a cycle: a group cannot be below itself'],
      '6:Self': ['A group cannot be its own parent'],
      '7:Good one': ['This group is listed more than once'],
      '8:Child of orphan': ['Its parent group has errors and cannot be imported'],
      '9:Grandchild': ['Its parent group has errors and cannot be imported'],
    });
    expect(res.created).toBe(1);
    expect((await groups.search({ filter: 'Good one' }))[0]).toMatchObject({ name: 'Good one', active: false });
    expect((await groupRow(t.companyId, a.id))!.parent_id).toBeNull();
  });

  it('reads XLSX, offers a template in each language, and refuses a file without a name column', async () => {
    const t = await makeTeam();
    const groups = await t.asAdmin();
    const template = await groups.importTemplate({ format: 'xlsx', language: 'es-AR' });
    expect(template.fileName).toBe('groups-template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(template.base64, 'base64') as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Nombre del grupo', 'Grupo padre']);

    const tag = Date.now().toString(36);
    const file = await writeSpreadsheet(
      'xlsx',
      ['Group name', 'Parent group'],
      [
        [`Top ${tag}`, ''],
        [`Sub ${tag}`, `Top ${tag}`],
      ],
    );
    const res = await groups.importApply({ format: 'xlsx', file });
    expect(res).toMatchObject({ created: 2, moved: 1, errors: 0 });

    const bad = await failureOf(groups.importPreview({ format: 'csv', file: csv(['Something,Else', 'a,b']) }));
    expect(bad.fieldErrors).toEqual({ file: ['The file needs a "Group name" column'] });
  });

  it('a manager imports only under groups they manage', async () => {
    const t = await makeTeam();
    const mine = await makeGroup(t.companyId, { name: `Mine ${Date.now()}`, managers: [t.manager.id] });
    const theirs = await makeGroup(t.companyId, { name: `Theirs ${Date.now()}` });
    const file = csv(['Group name,Parent group', `Under mine,${mine.name}`, 'Rootless,', `Under theirs,${theirs.name}`, `${theirs.name},${mine.name}`]);
    const res = await (await t.asManager()).importApply({ format: 'csv', file });
    expect(res.rows.map((r) => r.errors)).toEqual([[], ['Choose a parent group you manage'], ['Unknown parent group'], ['A group with this name already exists']]);
    expect(res.created).toBe(1);
  });
});
