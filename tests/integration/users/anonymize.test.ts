import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeToken } from '../../../seeds/factories.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { expectV1Error, failureOf, sessionFor, userRow, v1 } from '../auth/helpers.js';
import { auditRows, makeAttribute, makeGroup, makeTeam, sessionWorks } from './helpers.js';

// Anonymize is irreversible: nothing that identifies the person is left anywhere, while the row
// and its id stay for their anonymous answers.
const TABLES = ['users', 'sessions', 'auth_tokens', 'mail_outbox', 'group_members', 'group_managers', 'user_attribute_values', 'audit_logs'] as const;

describe('anonymize', () => {
  it('removes every identifying datum, keeps the row id, frees the licence and ends access', async () => {
    const team = await makeTeam();
    const { db } = await testDeps();
    const person = await team.person('manager', {
      first_name: 'Zeferino',
      last_name: 'Quintanilha',
      code: `C${Date.now()}${Math.floor(Math.random() * 1000)}`,
      phone: '11987654321',
      birth_date: '1985-04-12',
      secret_question_id: 'first-pet',
      secret_answer_hash: 'hash',
    });
    const email = person.email!;
    const token = await sessionFor(person);
    await makeToken(db, team.companyId, person.id, 'reset-password');
    const attr = await makeAttribute(team.companyId, { 'en-US': 'Area' }, [{ 'en-US': 'Sales' }]);
    await team.asAdmin.users.update({
      id: person.id,
      attributes: [{ key: attr.id, value: attr.optionIds[0]! }],
      profile: { firstname: 'Zeferino', lastname: 'Quintanilha' },
      birthDate: '12/04/1985',
    });
    await makeGroup(team.companyId, 'Sales', null, { members: [person.id], managers: [person.id] });
    await db
      .insertInto('mail_outbox')
      .values({
        company_id: team.companyId,
        to_address: email,
        template: 'invite',
        language: 'en-US',
        subject: 'Hi Zeferino',
        text_body: 'Hello Zeferino',
        html_body: '<p>Hello</p>',
      })
      .execute();
    // Something the person did themselves, and a mention of their e-mail by someone else.
    const { caller: asPerson } = await callerFor({ token });
    await asPerson.users.updateMe({ phone: '(11) 91234-5678' });
    await db
      .insertInto('audit_logs')
      .values({
        company_id: team.companyId,
        actor_id: team.admin.id,
        actor_name: 'Ada Admin',
        entity: 'users',
        action: 'invite',
        entity_id: null,
        summary: `Invited ${email}`,
        changes: JSON.stringify({ emails: [email] }),
      })
      .execute();
    const before = await team.asAdmin.users.licences();

    const res = await v1('PUT', '/users/anonymize', { token: team.adminToken, body: { id: person.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: person.id, anonymized: true });

    const row = await userRow(person.id);
    expect(row).toMatchObject({
      id: person.id,
      email: null,
      code: null,
      first_name: 'Anonymous',
      last_name: '',
      phone: null,
      birth_date: null,
      position: null,
      password_hash: null,
      secret_question_id: null,
      secret_answer_hash: null,
      status: 'deactivated',
      role: 'user',
    });
    expect(row.anonymized_at).toBeInstanceOf(Date);
    expect(await sessionWorks(token)).toBe(false);
    expect(await team.asAdmin.users.licences()).toMatchObject({ used: before.used - 1 });

    // Nowhere in the company's data: neither e-mail, code, phone, names nor birth date.
    const needles = [email, row.code, person.code!, 'Zeferino', 'Quintanilha', '11987654321', '1985-04-12', '987654321', '912345678'].filter(Boolean) as string[];
    for (const table of TABLES) {
      const { rows } = await sql<{ t: string }>`select t::text as t from ${sql.table(table)} t where company_id = ${team.companyId}`.execute(db);
      for (const r of rows) for (const needle of needles) expect(r.t, `${table} still holds ${needle}`).not.toContain(needle);
    }
    for (const table of ['sessions', 'auth_tokens', 'group_members', 'group_managers', 'user_attribute_values'] as const) {
      const left = await db.selectFrom(table).select('user_id').where('user_id', '=', person.id).execute();
      expect(left, table).toEqual([]);
    }
    const audit = await auditRows(team.companyId, person.id);
    expect(audit.at(-1)).toMatchObject({ action: 'anonymize', summary: 'Anonymized a person (irreversible)', actor_id: team.admin.id });
    expect(audit.filter((r) => r.action !== 'anonymize').every((r) => JSON.stringify(r.changes) === '{}')).toBe(true);
    const own = await db.selectFrom('audit_logs').select(['actor_name', 'summary']).where('actor_id', '=', person.id).execute();
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.actor_name === 'Anonymous')).toBe(true);
  });

  it('is irreversible: no transition, edit or second anonymization applies afterwards', async () => {
    const team = await makeTeam();
    await team.asAdmin.users.anonymize({ id: team.user.id });
    const id = team.user.id;
    for (const call of [
      () => team.asAdmin.users.reactivate({ id }),
      () => team.asAdmin.users.anonymize({ id }),
      () => team.asAdmin.users.undoInactivate({ id }),
      () => team.asAdmin.users.update({ id, profile: { firstname: 'Back', lastname: 'Again' } }),
    ]) {
      expect((await failureOf(call())).code).toBe('USER_STATUS_CONFLICT');
    }
    expectV1Error(await v1('PUT', '/users/reactivate', { token: team.adminToken, body: { id } }), 422, 'USER_STATUS_CONFLICT');
    expect(await userRow(id)).toMatchObject({ status: 'deactivated', first_name: 'Anonymous' });
  });

  it('frees the e-mail for a new invitation', async () => {
    const team = await makeTeam();
    const email = team.user.email!;
    expectV1Error(await v1('GET', `/users/available/${encodeURIComponent(email)}`, { token: team.adminToken }), 409, 'EMAIL_TAKEN');
    await team.asAdmin.users.anonymize({ id: team.user.id });
    expect(await team.asAdmin.users.available({ email })).toEqual({ email, available: true });
  });

  it('shows in the list as a deactivated, anonymized person without personal data', async () => {
    const team = await makeTeam();
    await team.asAdmin.users.anonymize({ id: team.user.id });
    const { users } = await team.asAdmin.users.list({ status: 'deactivated' });
    expect(users).toEqual([
      expect.objectContaining({ id: team.user.id, anonymized: true, email: null, code: null, birthDate: null, profile: { firstname: 'Anonymous', lastname: '' } }),
    ]);
  });
});
