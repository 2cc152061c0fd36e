import { describe, expect, it } from 'vitest';
import { readSpreadsheet, writeSpreadsheet } from '../../../server/lib/spreadsheet.js';
import { makeUser } from '../../../seeds/factories.js';
import { callerFor, lastMail } from '../../setup/test-context.js';
import { failureOf, STRONG, userRow } from '../auth/helpers.js';
import { adminCompany, auditOf, corporate, makeAttribute, uniqueCode, usersOf } from '../invites/helpers.js';

const csv = (lines: string[][]) => Buffer.from(lines.map((l) => l.join(',')).join('\n')).toString('base64');

async function companyWithArea(options: Parameters<typeof adminCompany>[0] = {}) {
  const ctx = await adminCompany(options);
  const area = await makeAttribute(ctx.company.id, { 'en-US': 'Area', 'pt-BR': 'Área', 'es-AR': 'Área' }, [
    { 'en-US': 'Sales', 'pt-BR': 'Vendas', 'es-AR': 'Ventas' },
    { 'en-US': 'Technology', 'pt-BR': 'Tecnologia', 'es-AR': 'Tecnología' },
  ]);
  return { ...ctx, area };
}

describe('import template', () => {
  it('has the columns in the language asked for, one per demographic attribute, as CSV or XLSX', async () => {
    const { caller } = await companyWithArea();
    for (const format of ['csv', 'xlsx'] as const) {
      const pt = await caller.imports.template({ format, language: 'pt-BR' });
      expect(pt.fileName).toBe(`clima-users.${format}`);
      const { headers } = await readSpreadsheet(pt.file, format, {});
      expect(headers).toEqual(['nome', 'sobrenome', 'e mail', 'papel', 'codigo', 'data de nascimento', 'grupos', 'e mail do gestor', 'area']);
    }
    const es = await caller.imports.template({ format: 'csv', language: 'es-AR' });
    expect(es.headers).toEqual(['Nombre', 'Apellido', 'Correo electrónico', 'Rol', 'Código', 'Fecha de nacimiento', 'Grupos', 'Correo del líder', 'Área']);
  });
});

describe('import preview', () => {
  it('returns every line with its errors, the totals and the licences missing; writes nothing', async () => {
    const { caller, company, db, area } = await companyWithArea({ licenses: 3 });
    const elsewhere = await adminCompany();
    const taken = await makeUser(db, elsewhere.company.id, {});
    const good = corporate();
    const twice = corporate();
    const file = csv([
      ['Nome', 'Sobrenome', 'E-mail', 'Papel', 'Código', 'Data de nascimento', 'Área', 'Apelido'],
      ['Ana', 'Alves', good, 'Líder', '', '15/03/1990', 'Tecnologia', 'Aninha'],
      ['Bia', 'Borges', 'bia@gmail.com', '', '', '', 'Sales', ''],
      ['', '', '', '', '', '', '', ''],
      ['Caio', 'Costa', taken.email!, 'usuário', '', '31/02/1990', '', ''],
      ['Dani', 'Dias', twice, 'chefe', '', '', 'Marketing', ''],
      ['Edu', 'E', twice, 'user', '123', '', '', ''],
    ]);
    const preview = await caller.imports.preview({ format: 'csv', file });
    expect(preview.totals).toEqual({ rows: 5, valid: 1, invalid: 4 });
    expect(preview.licences).toEqual({ licenses: 3, used: 1, missingLicences: 3 });
    expect(preview.ignoredColumns).toEqual(['apelido']);
    expect(preview.columns.map((c) => c.key)).toEqual(['firstName', 'lastName', 'email', 'role', 'code', 'birthDate', 'groups', 'manager', `attribute:${area.id}`]);
    const byLine = Object.fromEntries(preview.rows.map((r) => [r.line, r.errors]));
    expect(Object.keys(byLine)).toEqual(['2', '3', '5', '6', '7']);
    expect(byLine[2]).toEqual({});
    expect(byLine[3]).toEqual({ email: ['EMAIL_NOT_CORPORATE'] });
    expect(Object.keys(byLine[5]!).sort()).toEqual(['birthDate', 'email']);
    expect(byLine[5]!.email).toEqual(['EMAIL_TAKEN']);
    expect(Object.keys(byLine[6]!).sort()).toEqual([`attribute:${area.id}`, 'role']);
    expect(byLine[6]![`attribute:${area.id}`]).toEqual(['ATTRIBUTE_OPTION_INVALID']);
    expect(byLine[7]).toMatchObject({ email: ['EMAIL_DUPLICATE'], code: ['CODE_NOT_ALLOWED'] });
    expect(byLine[7]!.lastName).toHaveLength(1);
    expect(preview.rows[0]!.values).toMatchObject({ firstName: 'Ana', email: good, [`attribute:${area.id}`]: 'Tecnologia' });
    expect(await usersOf(company.id)).toHaveLength(1);
  });

  it('reads XLSX the same way, with headers in Spanish', async () => {
    const { caller, area } = await companyWithArea();
    const a = corporate();
    const file = await writeSpreadsheet(
      'xlsx',
      ['Nombre', 'Apellido', 'Correo electrónico', 'Rol', 'Fecha de nacimiento', 'Área'],
      [
        ['Ana', 'Alves', a, 'administrador', '1990-03-15', 'Ventas'],
        ['Bruno', 'Bravo', 'bruno@hotmail.com', 'empleado', '', 'Technology'],
      ],
    );
    const preview = await caller.imports.preview({ format: 'xlsx', file });
    expect(preview.rows.map((r) => [r.line, r.errors])).toEqual([
      [2, {}],
      [3, { email: ['EMAIL_NOT_CORPORATE'] }],
    ]);
    expect(preview.rows[1]!.values[`attribute:${area.id}`]).toBe('Technology');
  });

  it('refuses a file that is not a spreadsheet, or has no people, with a field error', async () => {
    const { caller } = await adminCompany();
    expect(await failureOf(caller.imports.preview({ format: 'xlsx', file: Buffer.from('nope').toString('base64') }))).toMatchObject({
      code: 'BAD_INPUT',
      fieldErrors: { file: ['FILE_UNREADABLE'] },
    });
    expect(await failureOf(caller.imports.preview({ format: 'csv', file: csv([['Name', 'E-mail']]) }))).toMatchObject({
      code: 'BAD_INPUT',
      fieldErrors: { file: ['FILE_NO_ROWS'] },
    });
  });
});

describe('import commit', () => {
  it('writes every line or none: one bad line refuses the file with the line and column', async () => {
    const { caller, company } = await companyWithArea();
    const good = corporate();
    const file = csv([
      ['Name', 'Last name', 'E-mail', 'Role'],
      ['Ana', 'Alves', good, 'user'],
      ['Bia', 'Borges', 'bia@gmail.com', 'user'],
    ]);
    const error = await failureOf(caller.imports.commit({ format: 'csv', file }));
    expect(error).toMatchObject({ code: 'BAD_INPUT', fieldErrors: { 'rows.3.email': ['EMAIL_NOT_CORPORATE'] } });
    expect(await usersOf(company.id)).toHaveLength(1);
    expect(await lastMail(good)).toBeNull();
  });

  it('creates everyone, sends the invites, stores attributes, and writes an audit row', async () => {
    const { caller, company, area, db, admin } = await companyWithArea();
    const a = corporate();
    const b = corporate();
    const file = csv([
      ['name', 'last name', 'e-mail', 'role', 'birth date', 'AREA'],
      ['Ana', 'Alves', a.toUpperCase(), 'manager', '15/03/1990', 'vendas'],
      ['Bia', 'Borges', b, '', '', ''],
    ]);
    const result = await caller.imports.commit({ format: 'csv', file });
    expect(result).toEqual({ created: 2, accountLinks: [] });
    const ana = (await usersOf(company.id)).find((u) => u.email === a)!;
    expect(ana).toMatchObject({ role: 'manager', birth_date: '1990-03-15', status: 'unconfirmed', inactive: false });
    expect(await db.selectFrom('user_attribute_values').select('option_id').where('user_id', '=', ana.id).execute()).toEqual([{ option_id: area.optionIds[0] }]);
    const mail = await lastMail(b);
    expect(mail?.template).toBe('invite');
    const { caller: anonymous } = await callerFor();
    await anonymous.auth.confirmInvite({ authToken: mail!.token!, password: STRONG });
    expect((await auditOf(company.id)).at(-1)).toMatchObject({
      entity: 'users',
      action: 'import',
      actor_id: admin.id,
      summary: expect.stringContaining('Imported 2 people'),
    });
  });

  it('send later creates inactive people and e-mails nobody; code-only people get account links', async () => {
    const { caller, company } = await adminCompany({ isSuper: true });
    const a = corporate();
    const code = uniqueCode();
    const later = await caller.imports.commit({
      format: 'csv',
      inactive: true,
      file: csv([
        ['Name', 'Last name', 'E-mail'],
        ['Ana', 'Alves', a],
      ]),
    });
    expect(later.created).toBe(1);
    expect((await usersOf(company.id)).find((u) => u.email === a)).toMatchObject({ inactive: true, invited_at: null });
    expect(await lastMail(a)).toBeNull();
    const now = await caller.imports.commit({
      format: 'csv',
      file: csv([
        ['Name', 'Last name', 'Code', 'Birth date'],
        ['Caio', 'Costa', code, '01/02/1980'],
      ]),
    });
    expect(now.accountLinks).toEqual([{ id: expect.any(String), code, name: 'Caio Costa', link: expect.stringMatching(/\/login\/confirm-account\//) }]);
    expect((await userRow(now.accountLinks[0]!.id)).birth_date).toBe('1980-02-01');
  });

  it('refuses more people than licences, saying how many are missing', async () => {
    const { caller, company } = await adminCompany({ licenses: 2 });
    const file = csv([
      ['Name', 'Last name', 'E-mail'],
      ['Ana', 'Alves', corporate()],
      ['Bia', 'Borges', corporate()],
      ['Caio', 'Costa', corporate()],
    ]);
    expect(await failureOf(caller.imports.commit({ format: 'csv', file }))).toMatchObject({ code: 'LICENCES_EXCEEDED', fieldErrors: { missingLicences: ['2'] } });
    expect(await usersOf(company.id)).toHaveLength(1);
  });
});
