import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../seeds/factories.js';
import { failureOf } from '../auth/helpers.js';
import { adminCompany, corporate, managerOf, namedGroup, placementOf, usersOf } from '../invites/helpers.js';

// The import's group and manager columns (issue #10): people land in the groups named (by name or
// path) or in their manager's group; a name that is none of the caller's groups is a line error and
// nothing is imported.

const csv = (lines: string[][]) =>
  Buffer.from(lines.map((l) => l.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n')).toString('base64');
const HEADER = ['Name', 'Last name', 'E-mail', 'Groups', 'Manager e-mail'];

async function userIdOf(companyId: string, email: string) {
  return (await usersOf(companyId)).find((u) => u.email === email)!.id;
}

describe('import: groups and manager columns', () => {
  it('places people by group name, by path, several per cell, or by their manager e-mail', async () => {
    const { caller, company, db } = await adminCompany();
    const lead = await makeUser(db, company.id, { role: 'manager' });
    const engineering = await namedGroup(company.id, 'Engineering');
    const platform = await namedGroup(company.id, 'Platform', engineering);
    const sales = await namedGroup(company.id, 'Sales & Marketing');
    const support = await namedGroup(company.id, 'Support', null, { managers: [lead.id] });
    const [a, b, c, d] = [corporate(), corporate(), corporate(), corporate()];
    const file = csv([
      HEADER,
      ['Ana', 'Alves', a, 'platform', ''],
      ['Bia', 'Borges', b, 'Engineering / Platform; Sales & Marketing', ''],
      ['Caio', 'Costa', c, '', lead.email!.toUpperCase()],
      ['Dani', 'Dias', d, '', ''],
    ]);
    const preview = await caller.imports.preview({ format: 'csv', file });
    expect(preview.totals).toEqual({ rows: 4, valid: 4, invalid: 0 });
    expect(preview.rows[1]!.values.groups).toBe('Engineering / Platform; Sales & Marketing');
    expect(await caller.imports.commit({ format: 'csv', file })).toMatchObject({ created: 4 });
    expect(await placementOf(company.id, await userIdOf(company.id, a))).toEqual({ groups: [platform], leads: [] });
    expect(await placementOf(company.id, await userIdOf(company.id, b))).toEqual({ groups: [platform, sales].sort(), leads: [] });
    expect(await placementOf(company.id, await userIdOf(company.id, c))).toEqual({ groups: [support], leads: [] });
    expect(await placementOf(company.id, await userIdOf(company.id, d))).toEqual({ groups: [], leads: [] });
  });

  it('reports unknown group names and managers as line errors naming them, and imports nobody', async () => {
    const { caller, company, db } = await adminCompany();
    await namedGroup(company.id, 'Platform');
    const other = await namedGroup(company.id, 'Finance');
    const lead = await makeUser(db, company.id, { role: 'manager' });
    await namedGroup(company.id, 'Ops', null, { managers: [lead.id] });
    const file = csv([
      HEADER,
      ['Ana', 'Alves', corporate(), 'Platform', ''],
      ['Bia', 'Borges', corporate(), 'Plataform; Platform', ''],
      ['Caio', 'Costa', corporate(), '', 'nobody@acme.test'],
      ['Dani', 'Dias', corporate(), 'Finance', lead.email!],
      ['Edu', 'Eto', corporate(), 'Wrong / Platform', ''],
    ]);
    const preview = await caller.imports.preview({ format: 'csv', file });
    expect(preview.totals).toEqual({ rows: 5, valid: 1, invalid: 4 });
    const byLine = Object.fromEntries(preview.rows.map((r) => [r.line, r.errors]));
    expect(byLine[2]).toEqual({});
    expect(byLine[3]).toEqual({ groups: ['GROUP_UNKNOWN:Plataform'] });
    expect(byLine[4]).toEqual({ manager: ['MANAGER_UNKNOWN'] });
    expect(byLine[5]).toEqual({ manager: ['MANAGER_NOT_OF_GROUP'] });
    expect(byLine[6]).toEqual({ groups: ['GROUP_UNKNOWN:Wrong / Platform'] });

    const before = (await usersOf(company.id)).length;
    const failure = await failureOf(caller.imports.commit({ format: 'csv', file }));
    expect(failure.code).toBe('BAD_INPUT');
    expect(failure.fieldErrors).toMatchObject({ 'rows.3.groups': ['GROUP_UNKNOWN:Plataform'], 'rows.5.manager': ['MANAGER_NOT_OF_GROUP'] });
    expect((await usersOf(company.id)).length).toBe(before);
    expect(other).toBeTruthy();
  });

  it('lets a manager import into their groups only: another group is unknown to them, a line without group refused', async () => {
    const { company } = await adminCompany();
    const engineering = await namedGroup(company.id, 'Engineering');
    const platform = await namedGroup(company.id, 'Platform', engineering);
    await namedGroup(company.id, 'Finance');
    const { caller: asManager } = await managerOf(company.id, [engineering]);

    const template = await asManager.imports.template({ format: 'csv', language: 'en-US' });
    expect(template.headers).toEqual(['Name', 'Last name', 'E-mail', 'Role', 'Code', 'Birth date', 'Groups', 'Manager e-mail']);

    const refused = csv([HEADER, ['Ana', 'Alves', corporate(), 'Platform', ''], ['Bia', 'Borges', corporate(), 'Finance', ''], ['Caio', 'Costa', corporate(), '', '']]);
    const before = (await usersOf(company.id)).length;
    const failure = await failureOf(asManager.imports.commit({ format: 'csv', file: refused }));
    expect(failure.fieldErrors).toEqual({ 'rows.3.groups': ['GROUP_UNKNOWN:Finance', 'GROUP_REQUIRED'], 'rows.4.groups': ['GROUP_REQUIRED'] });
    expect((await usersOf(company.id)).length).toBe(before);

    const email = corporate();
    await asManager.imports.commit({ format: 'csv', file: csv([HEADER, ['Ana', 'Alves', email, 'Engineering / Platform', '']]) });
    expect(await placementOf(company.id, await userIdOf(company.id, email))).toEqual({ groups: [platform], leads: [] });
  });
});
