import { describe, expect, it } from 'vitest';
import { callerFor } from '../../setup/test-context.js';
import { expectV1Error, failureOf, sessionFor, v1 } from '../auth/helpers.js';
import { attributesCompany, auditRows, choose, gender, valuesOf } from './helpers.js';

describe('demographic attributes over v1', () => {
  it('POST /v1/user-attributes creates an attribute with ordered options (201)', async () => {
    const { token } = await attributesCompany();
    const res = await v1('POST', '/user-attributes', { token, body: { userAttribute: gender() } });
    expect(res.status).toBe(201);
    expect(res.body.label).toEqual({ 'en-US': 'Gender', 'pt-BR': 'Gênero', 'es-AR': 'Género' });
    expect(res.body.values.map((v: any) => [v.label['en-US'], v.position])).toEqual([
      ['Woman', 0],
      ['Man', 1],
      ['Other', 2],
    ]);
    expect(res.body.values.every((v: any) => typeof v.id === 'string')).toBe(true);
    expect(res.body.usersCount).toBe(0);
  });

  it('GET /v1/user-attributes pages by 10 with the total; GET /v1/user-attributes/:id answers one', async () => {
    const { token, caller } = await attributesCompany();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const body = gender();
      body.label['en-US'] = `Attribute ${String(i).padStart(2, '0')}`;
      ids.push((await caller.attributes.create({ userAttribute: body })).id);
    }
    const first = await v1('GET', '/user-attributes', { token });
    expect(first.status).toBe(200);
    expect(first.body.metadata.total).toBe(12);
    expect(first.body.userAttributes).toHaveLength(10);
    expect(first.body.userAttributes[0].label['en-US']).toBe('Attribute 00');
    const second = await v1('GET', '/user-attributes', { token, query: { offset: '10', limit: '10' } });
    expect(second.body.userAttributes.map((a: any) => a.label['en-US'])).toEqual(['Attribute 10', 'Attribute 11']);

    const one = await v1('GET', `/user-attributes/${ids[3]}`, { token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: ids[3], label: { 'en-US': 'Attribute 03' } });
    expect(one.body.values).toHaveLength(3);
  });

  it('GET /v1/user-attributes/translation answers every attribute in the caller language (default limit 100)', async () => {
    const { token, caller } = await attributesCompany();
    await caller.attributes.create({ userAttribute: gender() });
    await caller.attributes.create({ userAttribute: { label: { 'en-US': 'Shift' }, values: [{ label: { 'en-US': 'Night' } }] } });

    const en = await v1('GET', '/user-attributes/translation', { token });
    expect(en.status).toBe(200);
    expect(en.body.metadata.total).toBe(2);
    expect(en.body.userAttributes.map((a: any) => [a.label, a.values.map((v: any) => v.label)])).toEqual([
      ['Gender', ['Woman', 'Man', 'Other']],
      ['Shift', ['Night']],
    ]);
    const pt = await v1('GET', '/user-attributes/translation', { token, headers: { 'accept-language': 'pt-BR' } });
    expect(pt.body.userAttributes[0]).toMatchObject({ label: 'Gênero', values: [{ label: 'Mulher' }, { label: 'Homem' }, { label: 'Outro' }] });
    // An attribute without a text in the language falls back to en-US.
    expect(pt.body.userAttributes[1]).toMatchObject({ label: 'Shift', values: [{ label: 'Night' }] });
    const es = await v1('GET', '/user-attributes/translation', { token, headers: { 'accept-language': 'es-AR' }, query: { limit: '1', hidden: 'true' } });
    expect(es.body.userAttributes).toEqual([
      expect.objectContaining({
        label: 'Género',
        values: [expect.objectContaining({ label: 'Mujer' }), expect.objectContaining({ label: 'Hombre' }), expect.objectContaining({ label: 'Otro' })],
      }),
    ]);
    expect(es.body.metadata.total).toBe(2);
  });

  it('managers read the translation list (report filters) but not the definitions', async () => {
    const { manager, caller } = await attributesCompany();
    await caller.attributes.create({ userAttribute: gender() });
    const managerToken = await sessionFor(manager);
    expect((await v1('GET', '/user-attributes/translation', { token: managerToken })).body.userAttributes).toHaveLength(1);
    expectV1Error(await v1('GET', '/user-attributes', { token: managerToken }), 403, 'deny');
  });

  it('PUT /v1/user-attributes/:id keeps option ids, so people keep their choices; removed options clear values', async () => {
    const { token, caller, company, person, admin } = await attributesCompany();
    const created = await caller.attributes.create({ userAttribute: gender() });
    const [woman, man, other] = created.values;
    await choose(company.id, person.id, created.id, woman!.id);
    await choose(company.id, admin.id, created.id, other!.id);

    const res = await v1('PUT', `/user-attributes/${created.id}`, {
      token,
      body: {
        userAttribute: {
          label: { 'en-US': 'Gender identity', 'pt-BR': 'Identidade de gênero', 'es-AR': 'Identidad de género' },
          values: [
            { id: man!.id, label: { 'en-US': 'Man', 'pt-BR': 'Homem', 'es-AR': 'Hombre' } },
            { id: woman!.id, label: { 'en-US': 'Woman', 'pt-BR': 'Mulher', 'es-AR': 'Mujer' } },
            { label: { 'en-US': 'Non-binary', 'pt-BR': 'Não binário', 'es-AR': 'No binario' } },
          ],
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.label['en-US']).toBe('Gender identity');
    expect(res.body.values.map((v: any) => v.label['en-US'])).toEqual(['Man', 'Woman', 'Non-binary']);
    expect(res.body.values[0].id).toBe(man!.id);
    expect(res.body.values[1]).toMatchObject({ id: woman!.id, position: 1, usersCount: 1 });
    expect(res.body.values.some((v: any) => v.id === other!.id)).toBe(false);

    const values = await valuesOf(company.id, created.id);
    expect(values).toEqual([expect.objectContaining({ user_id: person.id, option_id: woman!.id })]);

    const audit = (await auditRows(company.id)).filter((r) => r.entity_id === created.id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'update']);
    expect(audit[1]!.summary).toContain('Gender identity');
    expect(audit[1]!.summary).toContain('1 option removed (Other)');
    expect(audit[1]!.summary).toContain('1 person lost their value');
    expect(audit[1]!.changes).toMatchObject({ label: { from: { 'en-US': 'Gender' }, to: { 'en-US': 'Gender identity' } }, clearedValues: { from: 1, to: 0 } });
  });

  it('an option id of another attribute is refused and nothing changes', async () => {
    const { caller } = await attributesCompany();
    const a = await caller.attributes.create({ userAttribute: gender() });
    const b = await caller.attributes.create({ userAttribute: gender() });
    const body = gender();
    const failure = await failureOf(caller.attributes.update({ id: a.id, userAttribute: { ...body, values: [{ id: b.values[0]!.id, label: body.values[0]!.label }] } }));
    expect(failure.code).toBe('BAD_INPUT');
    expect(failure.fieldErrors).toHaveProperty(['userAttribute.values.0.id']);
    expect((await caller.attributes.get({ id: a.id })).values).toHaveLength(3);
  });

  it('DELETE /v1/user-attributes/:id removes the attribute and everyone’s value for it', async () => {
    const { token, caller, company, person } = await attributesCompany();
    const created = await caller.attributes.create({ userAttribute: gender() });
    await choose(company.id, person.id, created.id, created.values[1]!.id);
    const res = await v1('DELETE', `/user-attributes/${created.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.id, deleted: true, clearedValues: 1 });
    expect(await valuesOf(company.id, created.id)).toEqual([]);
    expectV1Error(await v1('GET', `/user-attributes/${created.id}`, { token }), 404, 'NOT_FOUND');
    expectV1Error(await v1('DELETE', `/user-attributes/${created.id}`, { token }), 404, 'NOT_FOUND');
    const row = (await auditRows(company.id)).find((r) => r.action === 'delete')!;
    expect(row).toMatchObject({ entity: 'user-attributes', entity_id: created.id, actor_name: 'Ada Admin' });
    expect(row.summary).toBe('Deleted the attribute "Gender" and its 3 options; 1 person lost their value');
  });

  it("another company's attribute answers like a missing one", async () => {
    const a = await attributesCompany();
    const b = await attributesCompany();
    const created = await a.caller.attributes.create({ userAttribute: gender() });
    expectV1Error(await v1('GET', `/user-attributes/${created.id}`, { token: b.token }), 404, 'NOT_FOUND');
    expectV1Error(await v1('PUT', `/user-attributes/${created.id}`, { token: b.token, body: { userAttribute: gender() } }), 404, 'NOT_FOUND');
    expectV1Error(await v1('DELETE', `/user-attributes/${created.id}`, { token: b.token }), 404, 'NOT_FOUND');
    expect((await b.caller.attributes.list()).metadata.total).toBe(0);
    expect((await a.caller.attributes.get({ id: created.id })).values).toHaveLength(3);
  });

  it('only administrators define attributes', async () => {
    const { person, manager } = await attributesCompany();
    for (const who of [person, manager]) {
      const token = await sessionFor(who);
      expectV1Error(await v1('POST', '/user-attributes', { token, body: { userAttribute: gender() } }), 403, 'deny');
    }
    expectV1Error(await v1('GET', '/user-attributes'), 401, 'UNAUTHENTICATED');
  });
});

describe('translation rules (people §5)', () => {
  it('a label without any text: "Attribute name translation missing!"', async () => {
    const { token, company } = await attributesCompany();
    const res = await v1('POST', '/user-attributes', {
      token,
      body: { userAttribute: { label: { 'en-US': '  ', 'pt-BR': '' }, values: [{ label: { 'en-US': 'A' } }] } },
    });
    expectV1Error(res, 400, 'BAD_INPUT');
    expect(res.body.errors['userAttribute.label']).toEqual(['Attribute name translation missing!']);
    expect(await auditRows(company.id)).toEqual([]);
  });

  it('an option missing a language of the label: "Missing translation of selection option!" per option and language', async () => {
    const { token } = await attributesCompany();
    const res = await v1('POST', '/user-attributes', {
      token,
      body: {
        userAttribute: {
          label: { 'en-US': 'Area', 'pt-BR': 'Área' },
          values: [{ label: { 'en-US': 'Sales', 'pt-BR': 'Vendas' } }, { label: { 'en-US': 'Finance', 'pt-BR': ' ' } }, { label: { 'pt-BR': 'Jurídico' } }],
        },
      },
    });
    expectV1Error(res, 400, 'BAD_INPUT');
    expect(res.body.errors).toEqual({
      'userAttribute.values.1.label.pt-BR': ['Missing translation of selection option!'],
      'userAttribute.values.2.label.en-US': ['Missing translation of selection option!'],
    });
  });

  it('a label left empty in a language is removed for that language, and options follow the label', async () => {
    const { caller } = await attributesCompany();
    const created = await caller.attributes.create({
      userAttribute: {
        label: { 'en-US': '  Tenure ', 'pt-BR': '   ', 'es-AR': '' },
        values: [{ label: { 'en-US': ' Less than a year ', 'pt-BR': 'Menos de um ano' } }, { label: { 'en-US': 'More' } }],
      },
    });
    expect(created.label).toEqual({ 'en-US': 'Tenure' });
    expect(created.values.map((v) => v.label)).toEqual([{ 'en-US': 'Less than a year' }, { 'en-US': 'More' }]);
  });

  it('needs at least one option and no two options reading the same in a language', async () => {
    const { caller } = await attributesCompany();
    const none = await failureOf(caller.attributes.create({ userAttribute: { label: { 'en-US': 'Empty' }, values: [] } }));
    expect(none.fieldErrors).toHaveProperty(['userAttribute.values']);
    const twice = await failureOf(
      caller.attributes.create({
        userAttribute: {
          label: { 'en-US': 'Shift', 'pt-BR': 'Turno' },
          values: [{ label: { 'en-US': 'Day', 'pt-BR': 'Dia' } }, { label: { 'en-US': ' day', 'pt-BR': 'Diurno' } }],
        },
      }),
    );
    expect(twice.fieldErrors).toEqual({ 'userAttribute.values.1.label.en-US': ['Duplicate selection option!'] });
  });

  it('the same rules hold on edit, and a refused edit changes nothing', async () => {
    const { caller, company } = await attributesCompany();
    const created = await caller.attributes.create({ userAttribute: gender() });
    const failure = await failureOf(
      caller.attributes.update({
        id: created.id,
        userAttribute: { label: { 'en-US': 'Gender', 'es-AR': 'Género' }, values: [{ id: created.values[0]!.id, label: { 'en-US': 'Woman' } }] },
      }),
    );
    expect(failure.fieldErrors).toEqual({ 'userAttribute.values.0.label.es-AR': ['Missing translation of selection option!'] });
    expect((await caller.attributes.get({ id: created.id })).values).toHaveLength(3);
    expect((await auditRows(company.id)).map((r) => r.action)).toEqual(['create']);
  });
});

describe('audit rows of attributes', () => {
  it('create, update and delete each write one readable row in the same transaction', async () => {
    const { caller, company, admin } = await attributesCompany();
    const created = await caller.attributes.create({ userAttribute: gender() });
    await caller.attributes.update({ id: created.id, userAttribute: { ...gender(), values: created.values.map((v) => ({ id: v.id, label: v.label })) } });
    await caller.attributes.delete({ id: created.id });
    const rows = await auditRows(company.id);
    expect(rows.map((r) => [r.entity, r.action, r.entity_id, r.actor_id])).toEqual([
      ['user-attributes', 'create', created.id, admin.id],
      ['user-attributes', 'update', created.id, admin.id],
      ['user-attributes', 'delete', created.id, admin.id],
    ]);
    expect(rows[0]!.summary).toBe('Created the attribute "Gender" with 3 options: Woman, Man, Other');
    expect(rows[1]!.summary).toBe('Updated the attribute "Gender" (no change)');
    expect(rows[0]!.changes).toMatchObject({ label: { from: null, to: { 'en-US': 'Gender' } } });
  });

  it('reads the caller language from the v1 request for the translation list only', async () => {
    const { token } = await attributesCompany();
    const { caller } = await callerFor({ token, language: 'pt-BR' });
    await caller.attributes.create({ userAttribute: gender() });
    expect((await caller.attributes.translations()).userAttributes[0]!.label).toBe('Gênero');
    expect((await caller.attributes.list()).userAttributes[0]!.label['en-US']).toBe('Gender');
  });
});

describe('values and options', () => {
  it("a person's value must be an option of that very attribute", async () => {
    const { caller, company, person } = await attributesCompany();
    const a = await caller.attributes.create({ userAttribute: gender() });
    const b = await caller.attributes.create({ userAttribute: gender() });
    await expect(choose(company.id, person.id, a.id, b.values[0]!.id)).rejects.toThrow(/foreign key/);
    await choose(company.id, person.id, a.id, a.values[0]!.id);
    expect(await valuesOf(company.id, a.id)).toHaveLength(1);
  });
});
