import { randomUUID } from 'node:crypto';
import { withTenant } from '../../../server/db/tenant.js';
import type { Labels } from '../../../server/db/types.js';
import { makeCompany, makeUser, unique } from '../../../seeds/factories.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { sessionFor } from '../auth/helpers.js';

// Shared by the invite and import tests: a company with an administrator signed in, attributes.

export const corporate = (prefix = 'invitee') => `${unique(prefix)}@acme.test`;
export const uniqueCode = () => `${Date.now() % 1e6}`.padStart(6, '0') + `${Math.floor(Math.random() * 1e5)}`.padStart(5, '0');

/** A company (with `licenses` licences) and its administrator, signed in: caller and bearer token. */
export async function adminCompany(options: { licenses?: number; isSuper?: boolean; reportMinUsers?: number } = {}) {
  const { db } = await testDeps();
  const company = await makeCompany(db, options.reportMinUsers ? { report_min_users: options.reportMinUsers } : {});
  if (options.licenses !== undefined) {
    await withTenant(db, company.id, (tx) => tx.updateTable('subscriptions').set({ licenses: options.licenses! }).where('company_id', '=', company.id).execute());
  }
  const admin = await makeUser(db, company.id, { role: 'admin', is_super: options.isSuper ?? false, first_name: 'Ada', last_name: 'Admin' });
  const token = await sessionFor(admin);
  const { caller } = await callerFor({ token });
  return { db, company, admin, token, caller };
}

/** A demographic attribute with options, labels in the three languages. */
export async function makeAttribute(companyId: string, labels: Labels, options: Labels[]) {
  const { db } = await testDeps();
  return withTenant(db, companyId, async (tx) => {
    const id = randomUUID();
    await tx
      .insertInto('user_attributes')
      .values({ company_id: companyId, id, labels: JSON.stringify(labels) })
      .execute();
    const optionIds: string[] = [];
    for (const [position, optionLabels] of options.entries()) {
      const optionId = randomUUID();
      optionIds.push(optionId);
      await tx
        .insertInto('user_attribute_options')
        .values({ company_id: companyId, id: optionId, attribute_id: id, labels: JSON.stringify(optionLabels), position })
        .execute();
    }
    return { id, optionIds };
  });
}

export const person = (email: string | undefined, overrides: Record<string, unknown> = {}) => ({
  ...(email !== undefined ? { email } : {}),
  profile: { firstname: 'Iris', lastname: 'Ivens' },
  role: 'user' as const,
  ...overrides,
});

export async function usersOf(companyId: string) {
  const { db } = await testDeps();
  return db.selectFrom('users').selectAll().where('company_id', '=', companyId).orderBy('created_at').execute();
}

export async function auditOf(companyId: string) {
  const { db } = await testDeps();
  return db.selectFrom('audit_logs').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
}

/** A group named exactly `name` (names are unique in a company), with its members and managers. */
export async function namedGroup(companyId: string, name: string, parentId: string | null = null, people: { members?: string[]; managers?: string[] } = {}) {
  const { db } = await testDeps();
  const id = randomUUID();
  await withTenant(db, companyId, async (tx) => {
    await tx.insertInto('groups').values({ company_id: companyId, id, name, parent_id: parentId }).execute();
    for (const user_id of people.members ?? []) await tx.insertInto('group_members').values({ company_id: companyId, group_id: id, user_id }).execute();
    for (const user_id of people.managers ?? []) await tx.insertInto('group_managers').values({ company_id: companyId, group_id: id, user_id }).execute();
  });
  return id;
}

/** Where a person landed: the groups they are a member of and the groups they lead. */
export async function placementOf(companyId: string, userId: string) {
  const { db } = await testDeps();
  return withTenant(db, companyId, async (tx) => ({
    groups: (await tx.selectFrom('group_members').select('group_id').where('user_id', '=', userId).execute()).map((r) => r.group_id).sort(),
    leads: (await tx.selectFrom('group_managers').select('group_id').where('user_id', '=', userId).execute()).map((r) => r.group_id).sort(),
  }));
}

/** A manager of the company signed in, leading the given groups. */
export async function managerOf(companyId: string, groupIds: string[]) {
  const { db } = await testDeps();
  const manager = await makeUser(db, companyId, { role: 'manager', first_name: 'Manu', last_name: 'Manager' });
  await withTenant(db, companyId, async (tx) => {
    for (const group_id of groupIds) await tx.insertInto('group_managers').values({ company_id: companyId, group_id, user_id: manager.id }).execute();
  });
  const { caller } = await callerFor({ token: await sessionFor(manager) });
  return { manager, caller };
}
