import { describe, expect, it } from 'vitest';
import { expectV1Error, failureOf, sessionFor, userRow, v1 } from '../auth/helpers.js';
import { auditRows, callerAs, makeAttribute, makeTeam, sessionWorks } from './helpers.js';

// An administrator edits a person: profile, role, birth date and one option per demographic
// attribute; over tRPC, PUT /v1/users/:id and PUT /v1/users/edit.
describe('editing a person', () => {
  it('changes profile, birth date (DD/MM/YYYY) and attributes, with a readable audit row', async () => {
    const team = await makeTeam();
    const area = await makeAttribute(team.companyId, { 'en-US': 'Area', 'pt-BR': 'Área' }, [{ 'en-US': 'Sales' }, { 'en-US': 'Support' }]);
    const shift = await makeAttribute(team.companyId, { 'en-US': 'Shift' }, [{ 'en-US': 'Day' }]);

    const after = await team.asAdmin.users.update({
      id: team.user.id,
      profile: { firstname: '  Ursula ', lastname: 'Usuario' },
      birthDate: '15/03/1990',
      attributes: [
        { key: area.id, value: area.optionIds[1]! },
        { key: shift.id, value: shift.optionIds[0]! },
      ],
    });
    expect(after).toMatchObject({ profile: { firstname: 'Ursula', lastname: 'Usuario' }, birthDate: '1990-03-15', role: 'user' });
    expect(after.attributes).toHaveLength(2);
    expect(await team.asAdmin.users.get({ id: team.user.id })).toEqual(after);

    const [row] = await auditRows(team.companyId, team.user.id);
    expect(row).toMatchObject({
      entity: 'users',
      action: 'update',
      actor_id: team.admin.id,
      summary: 'Edited Ursula Usuario: first name, last name, birth date, demographic attributes',
    });
    expect(row!.changes).toMatchObject({ firstname: { from: 'Uma', to: 'Ursula' }, birthDate: { from: null, to: '1990-03-15' } });

    // Only the fields sent change; a null option clears that attribute; nothing changed writes nothing.
    const cleared = await team.asAdmin.users.update({ id: team.user.id, attributes: [{ key: area.id, value: null }] });
    expect(cleared).toMatchObject({ profile: { firstname: 'Ursula' }, birthDate: '1990-03-15', attributes: [] });
    await team.asAdmin.users.update({ id: team.user.id, birthDate: '1990-03-15' });
    expect(await auditRows(team.companyId, team.user.id)).toHaveLength(2);
  });

  it('a role change signs the person out everywhere and says so in the audit log', async () => {
    const team = await makeTeam();
    const token = await sessionFor(team.user);
    const before = await userRow(team.user.id);
    const res = await v1('PUT', `/users/${team.user.id}`, { token: team.adminToken, body: { role: 'manager' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: team.user.id, role: 'manager' });
    expect(await sessionWorks(token)).toBe(false);
    expect((await userRow(team.user.id)).claims_changed_at.getTime()).toBeGreaterThan(before.claims_changed_at.getTime());
    const [row] = await auditRows(team.companyId, team.user.id);
    expect(row!.summary).toBe('Edited Uma User: role (user → manager)');

    // A change of anything else keeps their sessions.
    const fresh = await sessionFor(team.user);
    await team.asAdmin.users.update({ id: team.user.id, profile: { firstname: 'Uma', lastname: 'Renamed' } });
    expect(await sessionWorks(fresh)).toBe(true);
  });

  it('PUT /v1/users/edit takes the user payload, bare or wrapped, with id or _id', async () => {
    const team = await makeTeam();
    const bare = await v1('PUT', '/users/edit', { token: team.adminToken, body: { id: team.user.id, profile: { firstname: 'Bare', lastname: 'Payload' } } });
    expect(bare.status).toBe(200);
    expect(bare.body.profile).toEqual({ firstname: 'Bare', lastname: 'Payload' });
    const wrapped = await v1('PUT', '/users/edit', { token: team.adminToken, body: { user: { _id: team.user.id, role: 'admin', birthDate: '1980-12-31' } } });
    expect(wrapped.status).toBe(200);
    expect(wrapped.body).toMatchObject({ role: 'admin', birthDate: '1980-12-31' });
    const { caller } = await callerAs(team.admin);
    expect((await caller.users.edit({ id: team.user.id, role: 'user' })).role).toBe('user');
  });

  it('refuses unknown attributes and options of another attribute, changing nothing', async () => {
    const team = await makeTeam();
    const area = await makeAttribute(team.companyId, { 'en-US': 'Area' }, [{ 'en-US': 'Sales' }]);
    const shift = await makeAttribute(team.companyId, { 'en-US': 'Shift' }, [{ 'en-US': 'Day' }]);
    const failure = await failureOf(
      team.asAdmin.users.update({
        id: team.user.id,
        profile: { firstname: 'Never', lastname: 'Saved' },
        attributes: [
          { key: area.id, value: shift.optionIds[0]! },
          { key: crypto.randomUUID(), value: area.optionIds[0]! },
        ],
      }),
    );
    expect(failure.code).toBe('BAD_INPUT');
    expect(Object.keys(failure.fieldErrors!).sort()).toEqual(['attributes.0.value', 'attributes.1.key']);
    expect((await userRow(team.user.id)).first_name).toBe('Uma');
    const res = await v1('PUT', `/users/${team.user.id}`, {
      token: team.adminToken,
      body: {
        attributes: [
          { key: area.id, value: area.optionIds[0] },
          { key: area.id, value: null },
        ],
      },
    });
    expectV1Error(res, 400, 'BAD_INPUT');
  });

  it('an administrator cannot change their own role; another company’s person is not found', async () => {
    const team = await makeTeam();
    const other = await makeTeam();
    expect((await failureOf(team.asAdmin.users.update({ id: team.admin.id, role: 'user' }))).code).toBe('SELF_ACTION');
    expect((await team.asAdmin.users.update({ id: team.admin.id, profile: { firstname: 'Ada', lastname: 'Lovelace' } })).profile.lastname).toBe('Lovelace');
    expectV1Error(await v1('PUT', `/users/${other.user.id}`, { token: team.adminToken, body: { role: 'admin' } }), 404, 'NOT_FOUND');
    expect((await failureOf(team.asAdmin.users.get({ id: other.user.id }))).code).toBe('NOT_FOUND');
    expect((await userRow(other.user.id)).role).toBe('user');
  });

  it('lists the attributes to choose from, labelled in the caller’s language', async () => {
    const team = await makeTeam();
    const area = await makeAttribute(team.companyId, { 'en-US': 'Area', 'es-AR': 'Área' }, [{ 'en-US': 'Sales', 'es-AR': 'Ventas' }, { 'en-US': 'Support' }]);
    const { caller } = await callerAs(team.admin, 'es-AR');
    expect(await caller.users.attributes()).toEqual({
      attributes: [
        {
          id: area.id,
          label: 'Área',
          options: [
            { id: area.optionIds[0], label: 'Ventas' },
            { id: area.optionIds[1], label: 'Support' },
          ],
        },
      ],
    });
  });
});
