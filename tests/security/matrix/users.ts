import { randomUUID } from 'node:crypto';
import { withTenant } from '../../../server/db/tenant.js';
import { makeUser, unique, type UserOverrides } from '../../../seeds/factories.js';
import { testDeps } from '../../setup/test-context.js';
import { roles, signedIn, type Fixture, type MatrixDomain, type Who } from './shared.js';

/** Administrators only; another company's administrator gets not-found for company A's people. */
const adminOnA: Who = { ...roles(['admin']), otherAdmin: 'not-found' };

/** A fresh person of company A for each call, so a status action always has someone to act on. */
async function freshPerson(fx: Fixture, overrides: UserOverrides = {}) {
  const { db } = await testDeps();
  const user = await makeUser(db, fx.companyA, { password: null, ...overrides });
  return { id: user.id };
}

export const usersMatrix: MatrixDomain = {
  setup: async (fx) => {
    const { db } = await testDeps();
    const groupId = randomUUID();
    const target = await makeUser(db, fx.companyA, { password: null });
    await withTenant(db, fx.companyA, async (tx) => {
      // Reactivations must find free licences however many people the rows create.
      await tx.updateTable('subscriptions').set({ licenses: 100_000 }).where('company_id', '=', fx.companyA).execute();
      await tx
        .insertInto('groups')
        .values({ company_id: fx.companyA, id: groupId, name: unique('Matrix group') })
        .execute();
      await tx.insertInto('group_managers').values({ company_id: fx.companyA, group_id: groupId, user_id: fx.users.manager.id }).execute();
    });
    return { groupId, target: target.id };
  },
  rows: {
    'users.list': { who: roles(['admin', 'manager']), input: () => ({ status: 'activated', limit: 5 }) },
    'users.get': { who: adminOnA, input: (fx) => ({ id: fx.users.user.id }) },
    'users.available': { who: roles(['admin']), input: () => ({ email: `${unique('free')}@acme.test` }) },
    'users.attributes': { who: roles(['admin']) },
    'users.licences': { who: roles(['admin']) },
    'users.anonymize': { who: adminOnA, input: (fx) => freshPerson(fx) },
    'users.reactivate': { who: adminOnA, input: (fx) => freshPerson(fx, { status: 'deactivated' }) },
    'users.inactivate': { who: adminOnA, input: (fx) => freshPerson(fx) },
    'users.disconfirm': { who: adminOnA, input: (fx) => freshPerson(fx) },
    'users.undoInactivate': { who: adminOnA, input: (fx) => freshPerson(fx, { inactive: true }) },
    'users.remove': { who: adminOnA, input: (fx) => freshPerson(fx) },
    'users.update': { who: adminOnA, input: (fx) => ({ id: fx.extra.users.target, profile: { firstname: 'Matrix', lastname: 'Target' } }) },
    'users.edit': { who: adminOnA, input: (fx) => ({ id: fx.extra.users.target, birthDate: '01/02/1990' }) },
    'users.me': { who: signedIn },
    'users.updateMe': { who: signedIn, input: () => ({ language: 'en-US' }) },
    // A wrong current password: passes the access checks without changing the fixture's passwords.
    'users.changePassword': { who: signedIn, input: () => ({ currentPassword: 'Not#The1Password', newPassword: 'Strong#Pass2' }) },
    'users.summary': { who: { ...roles(['admin', 'manager']), otherAdmin: 'not-found' }, input: (fx) => ({ groupId: fx.extra.users.groupId }) },
  },
};
