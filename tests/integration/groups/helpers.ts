import { randomUUID } from 'node:crypto';
import { withTenant } from '../../../server/db/tenant.js';
import { makeCompany, makeUser, unique, type UserOverrides } from '../../../seeds/factories.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { sessionFor } from '../auth/helpers.js';

// A company with an administrator and a manager, groups made straight in the database, and
// callers signed in as either.

export async function makeGroup(
  companyId: string,
  options: { name?: string; parentId?: string | null; active?: boolean; managers?: string[]; members?: string[] } = {},
): Promise<{ id: string; name: string }> {
  const { db } = await testDeps();
  const id = randomUUID();
  const name = options.name ?? unique('Group');
  await withTenant(db, companyId, async (tx) => {
    await tx
      .insertInto('groups')
      .values({ company_id: companyId, id, name, parent_id: options.parentId ?? null, active: options.active ?? true })
      .execute();
    for (const user_id of options.managers ?? []) await tx.insertInto('group_managers').values({ company_id: companyId, group_id: id, user_id }).execute();
    for (const user_id of options.members ?? []) await tx.insertInto('group_members').values({ company_id: companyId, group_id: id, user_id }).execute();
  });
  return { id, name };
}

export async function makeTeam() {
  const { db } = await testDeps();
  const company = await makeCompany(db, { plan: 'enterprise' });
  const admin = await makeUser(db, company.id, { role: 'admin' });
  const manager = await makeUser(db, company.id, { role: 'manager' });
  const adminToken = await sessionFor(admin);
  const managerToken = await sessionFor(manager);
  const person = (overrides: UserOverrides = {}) => makeUser(db, company.id, { password: null, ...overrides });
  return {
    db,
    companyId: company.id,
    admin,
    manager,
    adminToken,
    managerToken,
    person,
    asAdmin: async () => (await callerFor({ token: adminToken })).caller.groups,
    asManager: async () => (await callerFor({ token: managerToken })).caller.groups,
  };
}

export async function auditRows(companyId: string, entityId?: string) {
  const { db } = await testDeps();
  return withTenant(db, companyId, (tx) => {
    let q = tx.selectFrom('audit_logs').selectAll().where('company_id', '=', companyId).where('entity', '=', 'groups');
    if (entityId) q = q.where('entity_id', '=', entityId);
    return q.orderBy('id').execute();
  });
}

export async function groupRow(companyId: string, id: string) {
  const { db } = await testDeps();
  return withTenant(db, companyId, (tx) => tx.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst());
}

export async function userFlags(companyId: string, id: string) {
  const { db } = await testDeps();
  return withTenant(db, companyId, (tx) => tx.selectFrom('users').select(['inactive', 'status', 'invited_at']).where('id', '=', id).executeTakeFirstOrThrow());
}
