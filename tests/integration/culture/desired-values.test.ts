import { describe, expect, it } from 'vitest';
import { CULTURE_VALUES } from '../../../seeds/culture-values.js';
import { makeCompany, makeUser } from '../../../seeds/factories.js';
import { withTenant } from '../../../server/db/tenant.js';
import { syncCultureValues } from '../../../server/modules/culture/culture.catalogue.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { expectV1Error, failureOf, sessionFor, v1 } from '../auth/helpers.js';

// The values catalogue and a company's desired values (measurement §3, §4, §7): administrators
// write them, managers read them, nobody else reaches them, and another company's are not there.

/** A company (on the free plan: culture is not paid-only) with an administrator, a manager and a person. */
async function cultureCompany() {
  const { db } = await testDeps();
  const company = await makeCompany(db, { plan: 'basic' });
  const admin = await makeUser(db, company.id, { role: 'admin' });
  const manager = await makeUser(db, company.id, { role: 'manager' });
  const person = await makeUser(db, company.id, { role: 'user' });
  const [token, managerToken, personToken] = await Promise.all([sessionFor(admin), sessionFor(manager), sessionFor(person)]);
  const { caller } = await callerFor({ token });
  const { caller: managerCaller } = await callerFor({ token: managerToken });
  return { db, company, token, managerToken, personToken, caller, managerCaller };
}

async function storedRows(companyId: string) {
  const { db } = await testDeps();
  return db.selectFrom('culture_desired_values').selectAll().where('company_id', '=', companyId).orderBy('position').execute();
}

async function auditOf(companyId: string) {
  const { db } = await testDeps();
  return db.selectFrom('audit_logs').select(['entity', 'action', 'entity_id', 'summary']).where('company_id', '=', companyId).orderBy('id').execute();
}

const positive = CULTURE_VALUES.find((v) => v.kind === 'positive')!;
const limiting = CULTURE_VALUES.find((v) => v.kind === 'limiting')!;

describe('the culture values catalogue', () => {
  it('lists every value of the seed with its kind, in the caller language', async () => {
    const { caller, token, managerToken } = await cultureCompany();
    const { values } = await caller.culture.values();
    expect(values.map((v) => v.id)).toEqual(CULTURE_VALUES.map((v) => v.id));
    expect(values.find((v) => v.id === limiting.id)).toEqual({
      id: limiting.id,
      kind: 'limiting',
      name: limiting.name['en-US'],
      description: limiting.description['en-US'],
    });

    const pt = await v1('GET', '/culture/values', { token, headers: { 'accept-language': 'pt-BR' } });
    expect(pt.status).toBe(200);
    expect(pt.body.values[0]).toEqual({ id: positive.id, kind: 'positive', name: positive.name['pt-BR'], description: positive.description['pt-BR'] });
    const es = await v1('GET', '/culture/values', { token: managerToken, headers: { 'accept-language': 'es-AR' } });
    expect(es.status).toBe(200);
    expect(es.body.values.find((v: { id: string }) => v.id === limiting.id)).toMatchObject({ name: limiting.name['es-AR'], description: limiting.description['es-AR'] });
  });

  it('the start-up sync is idempotent and keeps the catalogue as the seed has it', async () => {
    const { db } = await testDeps();
    const before = await db.selectFrom('culture_values').selectAll().orderBy('position').execute();
    expect(await syncCultureValues(db)).toEqual({ values: CULTURE_VALUES.length });
    expect(await syncCultureValues(db)).toEqual({ values: CULTURE_VALUES.length });
    const after = await db.selectFrom('culture_values').selectAll().orderBy('position').execute();
    expect(after).toEqual(before);
    expect(after.filter((v) => !v.retired).map((v) => [v.id, v.kind, v.names])).toEqual(CULTURE_VALUES.map((v) => [v.id, v.kind, v.name]));
  });

  it('requests may read the catalogue but never write it', async () => {
    const { caller, company } = await cultureCompany();
    const { db } = await testDeps();
    await expect(withTenant(db, company.id, (tx) => tx.updateTable('culture_values').set({ retired: true }).execute())).rejects.toThrow(/permission denied/);
    expect((await caller.culture.values()).values).toHaveLength(CULTURE_VALUES.length);
  });
});

describe("a company's desired values", () => {
  it('are created, listed in order, updated and deleted by an administrator, each with its audit row', async () => {
    const { caller, managerCaller, company } = await cultureCompany();
    const first = await caller.culture.createDesiredValue({
      desiredValue: '  Ownership ',
      cultureValues: ['We finish what we start', ' ', 'We say when we are stuck  '],
      valueId: positive.id,
    });
    expect(first).toEqual({ id: expect.any(String), name: 'Ownership', cultureValues: ['We finish what we start', 'We say when we are stuck'], valueId: positive.id });
    const second = await caller.culture.createDesiredValue({ desiredValue: 'Candour', cultureValues: [] });
    expect(second.valueId).toBeNull();

    expect((await managerCaller.culture.desiredValues()).desiredValues.map((d) => d.name)).toEqual(['Ownership', 'Candour']);

    const updated = await caller.culture.updateDesiredValue({ id: first.id, cultureValues: ['We finish what we start'], valueId: null });
    expect(updated).toEqual({ id: first.id, name: 'Ownership', cultureValues: ['We finish what we start'], valueId: null });
    const renamed = await caller.culture.updateDesiredValue({ id: second.id, desiredValue: 'Open candour' });
    expect(renamed).toMatchObject({ name: 'Open candour', cultureValues: [] });

    expect(await caller.culture.deleteDesiredValue({ id: first.id })).toEqual({ id: first.id, deleted: true });
    expect((await caller.culture.desiredValues()).desiredValues).toEqual([{ id: second.id, name: 'Open candour', cultureValues: [], valueId: null }]);

    expect((await auditOf(company.id)).map((r) => [r.entity, r.action, r.entity_id])).toEqual([
      ['desired-values', 'create', first.id],
      ['desired-values', 'create', second.id],
      ['desired-values', 'update', first.id],
      ['desired-values', 'update', second.id],
      ['desired-values', 'delete', first.id],
    ]);
  });

  it('refuse bad input with field errors and change nothing', async () => {
    const { caller, company } = await cultureCompany();
    const kept = await caller.culture.createDesiredValue({ desiredValue: 'Courage', cultureValues: ['We speak up'] });
    const rows = await storedRows(company.id);

    const blank = await failureOf(caller.culture.createDesiredValue({ desiredValue: '   ', cultureValues: ['x'] }));
    expect(blank.code).toBe('BAD_INPUT');
    expect(blank.fieldErrors).toEqual({ desiredValue: ['Give the value a name.'] });

    const many = await failureOf(
      caller.culture.createDesiredValue({ desiredValue: 'x'.repeat(81), cultureValues: [...Array.from({ length: 11 }, (_, i) => `Behaviour ${i}`)] }),
    );
    expect(Object.keys(many.fieldErrors ?? {}).sort()).toEqual(['cultureValues', 'desiredValue']);

    const twice = await failureOf(caller.culture.createDesiredValue({ desiredValue: 'Care', cultureValues: ['We listen', 'we listen', 'y'.repeat(201)] }));
    expect(twice.fieldErrors).toEqual({ 'cultureValues.1': ['This behaviour is listed twice'], 'cultureValues.2': ['At most 200 characters'] });

    expect((await failureOf(caller.culture.createDesiredValue({ desiredValue: 'courage ', cultureValues: [] }))).fieldErrors).toEqual({
      desiredValue: ['A desired value with this name already exists'],
    });
    expect((await failureOf(caller.culture.createDesiredValue({ desiredValue: 'Care', cultureValues: [], valueId: 'not-in-the-catalogue' }))).fieldErrors).toEqual({
      valueId: ['Choose a value of the catalogue'],
    });
    expect((await failureOf(caller.culture.updateDesiredValue({ id: kept.id }))).fieldErrors).toHaveProperty('desiredValue');
    expect((await failureOf(caller.culture.updateDesiredValue({ id: kept.id, desiredValue: '' }))).fieldErrors).toEqual({ desiredValue: ['Give the value a name.'] });

    expect(await storedRows(company.id)).toEqual(rows);
    expect((await auditOf(company.id)).map((r) => r.action)).toEqual(['create']);
  });

  it('managers read but may not write; ordinary people reach nothing', async () => {
    const { caller, managerCaller, company, personToken } = await cultureCompany();
    const value = await caller.culture.createDesiredValue({ desiredValue: 'Curiosity', cultureValues: ['We ask why'] });
    expect((await failureOf(managerCaller.culture.createDesiredValue({ desiredValue: 'Mine', cultureValues: [] }))).code).toBe('FORBIDDEN');
    expect((await failureOf(managerCaller.culture.updateDesiredValue({ id: value.id, desiredValue: 'Mine' }))).code).toBe('FORBIDDEN');
    expect((await failureOf(managerCaller.culture.deleteDesiredValue({ id: value.id }))).code).toBe('FORBIDDEN');
    const { caller: personCaller } = await callerFor({ token: personToken });
    expect((await failureOf(personCaller.culture.desiredValues())).code).toBe('FORBIDDEN');
    expect((await failureOf(personCaller.culture.values())).code).toBe('FORBIDDEN');
    expect((await storedRows(company.id)).map((r) => r.name)).toEqual(['Curiosity']);
  });

  it("another company's desired value is not found, and not listed", async () => {
    const { caller, company } = await cultureCompany();
    const other = await cultureCompany();
    const value = await caller.culture.createDesiredValue({ desiredValue: 'Humility', cultureValues: ['We credit others'] });
    expect((await failureOf(other.caller.culture.updateDesiredValue({ id: value.id, desiredValue: 'Taken' }))).code).toBe('NOT_FOUND');
    expect((await failureOf(other.caller.culture.deleteDesiredValue({ id: value.id }))).code).toBe('NOT_FOUND');
    expect((await other.caller.culture.desiredValues()).desiredValues).toEqual([]);
    expectV1Error(await v1('PUT', `/culture/desired-values/${value.id}`, { token: other.token, body: { desiredValue: 'Taken' } }), 404, 'NOT_FOUND');
    expectV1Error(await v1('DELETE', `/culture/desired-values/${value.id}`, { token: other.token }), 404, 'NOT_FOUND');
    // The same name is free in another company.
    await other.caller.culture.createDesiredValue({ desiredValue: 'Humility', cultureValues: [] });
    expect((await storedRows(company.id)).map((r) => r.name)).toEqual(['Humility']);
  });
});

describe('desired values over v1', () => {
  it('POST takes desiredValue and cultureValues (201), GET lists, PUT edits, DELETE removes', async () => {
    const { token } = await cultureCompany();
    const created = await v1('POST', '/culture/desired-values', { token, body: { desiredValue: 'Respect', cultureValues: ['We are on time', 'We listen to the end'] } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'Respect', cultureValues: ['We are on time', 'We listen to the end'], valueId: null });

    const list = await v1('GET', '/culture/desired-values', { token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ desiredValues: [created.body] });

    const put = await v1('PUT', `/culture/desired-values/${created.body.id}`, { token, body: { desiredValue: 'Deep respect', valueId: positive.id } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ ...created.body, name: 'Deep respect', valueId: positive.id });

    const gone = await v1('DELETE', `/culture/desired-values/${created.body.id}`, { token });
    expect(gone.status).toBe(200);
    expect((await v1('GET', '/culture/desired-values', { token })).body).toEqual({ desiredValues: [] });
    expectV1Error(await v1('DELETE', `/culture/desired-values/${created.body.id}`, { token }), 404, 'NOT_FOUND');
  });

  it('answers 400 with field errors for bad input, and 403 to a manager writing', async () => {
    const { token, managerToken } = await cultureCompany();
    const bad = await v1('POST', '/culture/desired-values', { token, body: { desiredValue: '', cultureValues: 'not a list' } });
    expectV1Error(bad, 400, 'BAD_INPUT');
    expect(Object.keys(bad.body.errors).sort()).toEqual(['cultureValues', 'desiredValue']);
    expectV1Error(await v1('POST', '/culture/desired-values', { token: managerToken, body: { desiredValue: 'Mine', cultureValues: [] } }), 403, 'deny');
    expect((await v1('GET', '/culture/desired-values', { token: managerToken })).status).toBe(200);
    expect((await v1('GET', '/culture/desired-values', { token })).body.desiredValues).toEqual([]);
  });
});
