import { randomUUID } from 'node:crypto';
import { validateSession } from '../../../server/auth/sessions.js';
import { withTenant } from '../../../server/db/tenant.js';
import type { Labels, Role } from '../../../server/db/types.js';
import { makeCompany, makeUser, type UserOverrides } from '../../../seeds/factories.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { sessionFor } from '../auth/helpers.js';

// A company with an administrator, a manager and an ordinary person, and records the users tests need.

export async function makeTeam(companyOverrides: Parameters<typeof makeCompany>[1] = {}) {
  const { db } = await testDeps();
  const company = await makeCompany(db, companyOverrides);
  const person = (role: Role, overrides: UserOverrides = {}) => makeUser(db, company.id, { role, ...overrides });
  const admin = await person('admin', { first_name: 'Ada', last_name: 'Admin' });
  const manager = await person('manager', { first_name: 'Manu', last_name: 'Manager' });
  const user = await person('user', { first_name: 'Uma', last_name: 'User' });
  const adminToken = await sessionFor(admin);
  const { caller } = await callerFor({ token: adminToken });
  return { company, companyId: company.id, admin, manager, user, adminToken, asAdmin: caller, person };
}

export type Team = Awaited<ReturnType<typeof makeTeam>>;

export async function callerAs(user: { company_id: string; id: string }, language?: 'en-US' | 'pt-BR' | 'es-AR') {
  const token = await sessionFor(user);
  const { caller } = await callerFor({ token, language });
  return { caller, token };
}

/** Whether a session token still signs its person in. */
export async function sessionWorks(token: string): Promise<boolean> {
  const { db } = await testDeps();
  return (await validateSession(db, token)) !== null;
}

export async function setLicences(companyId: string, licenses: number) {
  const { db } = await testDeps();
  await withTenant(db, companyId, (tx) => tx.updateTable('subscriptions').set({ licenses }).where('company_id', '=', companyId).execute());
}

export async function makeGroup(companyId: string, name: string, parentId: string | null = null, people: { members?: string[]; managers?: string[] } = {}) {
  const { db } = await testDeps();
  const id = randomUUID();
  await withTenant(db, companyId, async (tx) => {
    await tx
      .insertInto('groups')
      .values({ company_id: companyId, id, name: `${name}-${id.slice(0, 8)}`, parent_id: parentId })
      .execute();
    for (const userId of people.members ?? []) await tx.insertInto('group_members').values({ company_id: companyId, group_id: id, user_id: userId }).execute();
    for (const userId of people.managers ?? []) await tx.insertInto('group_managers').values({ company_id: companyId, group_id: id, user_id: userId }).execute();
  });
  return id;
}

/** A demographic attribute with options, labels per language as given. */
export async function makeAttribute(companyId: string, labels: Labels, options: Labels[]) {
  const { db } = await testDeps();
  const id = randomUUID();
  const optionIds = options.map(() => randomUUID());
  await withTenant(db, companyId, async (tx) => {
    await tx
      .insertInto('user_attributes')
      .values({ company_id: companyId, id, labels: JSON.stringify(labels) })
      .execute();
    for (const [i, o] of options.entries()) {
      await tx
        .insertInto('user_attribute_options')
        .values({ company_id: companyId, id: optionIds[i]!, attribute_id: id, labels: JSON.stringify(o), position: i })
        .execute();
    }
  });
  return { id, optionIds };
}

export async function auditRows(companyId: string, entityId?: string) {
  const { db } = await testDeps();
  let q = db.selectFrom('audit_logs').selectAll().where('company_id', '=', companyId);
  if (entityId) q = q.where('entity_id', '=', entityId);
  return q.orderBy('id').execute();
}
