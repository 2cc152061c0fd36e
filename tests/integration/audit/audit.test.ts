import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { diff, recordAudit } from '../../../server/modules/audit/audit.writer.js';
import { makeUser } from '../../../seeds/factories.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { expectV1Error, failureOf, sessionFor, v1 } from '../auth/helpers.js';
import { attributesCompany, auditRows, gender } from '../attributes/helpers.js';

type Entry = Parameters<typeof recordAudit>[2];

/** Writes audit rows one transaction each, in order (so "newest" is well defined). */
async function write(companyId: string, userId: string | null, entries: Entry[]) {
  const { db } = await testDeps();
  for (const entry of entries) await withTenant(db, companyId, (tx) => recordAudit(tx, { companyId, userId }, entry));
}

describe('GET /v1/audit-logs', () => {
  it('answers the newest first, with the actor, entity, action, summary and changes, and the total', async () => {
    const { token, company, admin } = await attributesCompany();
    await write(company.id, admin.id, [
      { entity: 'users', action: 'invite', entityId: 'u1', summary: 'Invited ana@acme.test' },
      { entity: 'groups', action: 'create', entityId: 'g1', summary: 'Created the group "Sales"', changes: diff({}, { name: 'Sales' }) },
      { entity: 'company', action: 'update-settings', summary: 'Changed the survey settings', changes: diff({ surveyIntervalDays: 7 }, { surveyIntervalDays: 14 }) },
    ]);
    const res = await v1('GET', '/audit-logs', { token });
    expect(res.status).toBe(200);
    expect(res.body.metadata).toEqual({ total: 3 });
    expect(res.body.auditLogs.map((r: any) => r.action)).toEqual(['update-settings', 'create', 'invite']);
    const [latest] = res.body.auditLogs;
    expect(latest).toMatchObject({
      actor: { id: admin.id, name: 'Ada Admin' },
      entity: 'company',
      action: 'update-settings',
      entityId: null,
      summary: 'Changed the survey settings',
      changes: { surveyIntervalDays: { from: 7, to: 14 } },
    });
    expect(Date.parse(latest.date)).toBeGreaterThan(Date.now() - 60_000);
    expect(latest.createdAt).toBe(latest.date);
  });

  it('answers the subject a writer named apart from the changes (null when none was named)', async () => {
    const { token, company, admin } = await attributesCompany();
    await write(company.id, admin.id, [
      { entity: 'groups', action: 'create', entityId: 'g1', subject: 'Sales', summary: 'Created the group "Sales"', changes: diff({}, { name: 'Sales' }) },
      { entity: 'users', action: 'change-password', summary: 'Changed their own password' },
    ]);
    const [password, group] = (await v1('GET', '/audit-logs', { token })).body.auditLogs;
    expect(group).toMatchObject({ subject: 'Sales', changes: { name: { from: null, to: 'Sales' } } });
    expect(Object.keys(group.changes)).toEqual(['name']);
    expect(password).toMatchObject({ subject: null, changes: {} });
  });

  it('filters by entity, action and free text over the summary and the actor name; empty filters are dropped', async () => {
    const { token, company, admin } = await attributesCompany();
    const { db } = await testDeps();
    const other = await makeUser(db, company.id, { role: 'admin', first_name: 'Bruno', last_name: 'Borges' });
    await write(company.id, admin.id, [
      { entity: 'users', action: 'invite', summary: 'Invited ana@acme.test' },
      { entity: 'users', action: 'inactivate', summary: 'Inactivated Carla Costa' },
      { entity: 'groups', action: 'create', summary: 'Created the group "100% Sales"' },
    ]);
    await write(company.id, other.id, [{ entity: 'groups', action: 'delete', summary: 'Deleted the group "Ops"' }]);
    const ask = async (query: Record<string, string>) => (await v1('GET', '/audit-logs', { token, query })).body;

    expect((await ask({ entity: 'users' })).auditLogs.map((r: any) => r.action)).toEqual(['inactivate', 'invite']);
    expect((await ask({ entity: 'groups', action: 'create' })).metadata.total).toBe(1);
    expect((await ask({ text: 'carla' })).auditLogs.map((r: any) => r.summary)).toEqual(['Inactivated Carla Costa']);
    expect((await ask({ text: 'BORGES' })).auditLogs.map((r: any) => r.action)).toEqual(['delete']);
    // LIKE wildcards in the text are matched literally.
    expect((await ask({ text: '100%' })).metadata.total).toBe(1);
    expect((await ask({ text: '_' })).metadata.total).toBe(0);
    expect((await ask({ entity: '', action: '', text: '  ' })).metadata.total).toBe(4);
  });

  it('pages by offset and limit, keeping the total of the filter', async () => {
    const { token, company, admin } = await attributesCompany();
    await write(
      company.id,
      admin.id,
      Array.from({ length: 7 }, (_, i) => ({ entity: 'users' as const, action: 'update' as const, summary: `Change ${i}` })),
    );
    const page = async (offset: number, limit: number) => (await v1('GET', '/audit-logs', { token, query: { offset: String(offset), limit: String(limit) } })).body;
    const first = await page(0, 3);
    expect(first.metadata.total).toBe(7);
    expect(first.auditLogs.map((r: any) => r.summary)).toEqual(['Change 6', 'Change 5', 'Change 4']);
    expect((await page(6, 3)).auditLogs.map((r: any) => r.summary)).toEqual(['Change 0']);
    // The default page is 20 rows.
    expect((await v1('GET', '/audit-logs', { token })).body.auditLogs).toHaveLength(7);
  });

  it("shows only the own company's rows, and only to administrators", async () => {
    const a = await attributesCompany();
    const b = await attributesCompany();
    await write(a.company.id, a.admin.id, [{ entity: 'users', action: 'invite', summary: 'Secret of A' }]);
    expect((await v1('GET', '/audit-logs', { token: b.token, query: { text: 'Secret' } })).body.metadata.total).toBe(0);
    expect((await b.caller.audit.list({ offset: 0, limit: 20 })).auditLogs.some((r) => r.summary === 'Secret of A')).toBe(false);
    expectV1Error(await v1('GET', '/audit-logs', { token: await sessionFor(a.manager) }), 403, 'deny');
    expectV1Error(await v1('GET', '/audit-logs', { token: await sessionFor(a.person) }), 403, 'deny');
    expectV1Error(await v1('GET', '/audit-logs'), 401, 'UNAUTHENTICATED');
  });

  it('lists the actions recorded so far for the filter', async () => {
    const { caller, company, admin } = await attributesCompany();
    await write(company.id, admin.id, [
      { entity: 'users', action: 'invite', summary: 'x' },
      { entity: 'users', action: 'anonymize', summary: 'y' },
      { entity: 'users', action: 'invite', summary: 'z' },
    ]);
    expect((await caller.audit.actions()).actions).toEqual(['anonymize', 'invite']);
  });
});

describe('audit rows commit and roll back with their change', () => {
  it('a change that fails after recordAudit leaves no audit row and no change', async () => {
    const { company, admin } = await attributesCompany();
    const { db } = await testDeps();
    await expect(
      withTenant(db, company.id, async (tx) => {
        await tx.updateTable('users').set({ first_name: 'Changed' }).where('company_id', '=', company.id).where('id', '=', admin.id).execute();
        await recordAudit(tx, { companyId: company.id, userId: admin.id }, { entity: 'users', action: 'update', summary: 'Renamed' });
        throw new Error('the change failed after its audit row');
      }),
    ).rejects.toThrow('the change failed');
    expect(await auditRows(company.id)).toEqual([]);
    expect((await db.selectFrom('users').select('first_name').where('id', '=', admin.id).executeTakeFirstOrThrow()).first_name).toBe('Ada');
  });

  it('a refused procedure writes no row; a successful one writes exactly one', async () => {
    const { caller, company } = await attributesCompany();
    await failureOf(caller.attributes.create({ userAttribute: { ...gender(), label: {} } }));
    expect(await auditRows(company.id)).toEqual([]);
    await caller.attributes.create({ userAttribute: gender() });
    expect(await auditRows(company.id)).toHaveLength(1);
  });

  it('keeps the actor name readable after the actor is gone; the system is "Clima"', async () => {
    const { token, company } = await attributesCompany();
    const { db } = await testDeps();
    const leaver = await makeUser(db, company.id, { role: 'admin', first_name: 'Lia', last_name: 'Left' });
    await write(company.id, leaver.id, [{ entity: 'groups', action: 'create', summary: 'Created' }]);
    await write(company.id, null, [{ entity: 'integrations', action: 'disconnect', summary: 'Token expired' }]);
    await db.deleteFrom('users').where('id', '=', leaver.id).execute();
    const rows = (await v1('GET', '/audit-logs', { token })).body.auditLogs;
    expect(rows.map((r: any) => r.actor.name)).toEqual(['Clima', 'Lia Left']);
  });
});

describe('accepting the terms of use', () => {
  it('writes a company row once, with the person as actor', async () => {
    const { company, person } = await attributesCompany();
    const { db } = await testDeps();
    await db.updateTable('users').set({ terms_accepted_at: null }).where('id', '=', person.id).execute();
    const { caller } = await callerFor({ token: await sessionFor(person) });
    await caller.company.acceptTerms();
    await caller.company.acceptTerms();
    const rows = await auditRows(company.id);
    expect(rows.map((r) => [r.entity, r.action, r.actor_id, r.entity_id, r.summary])).toEqual([
      ['company', 'accept-terms', person.id, company.id, 'Accepted the terms of use'],
    ]);
  });
});
