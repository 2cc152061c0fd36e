import { unique } from '../../../seeds/factories.js';
import { testDeps } from '../../setup/test-context.js';
import { makeUser } from '../../../seeds/factories.js';
import { roles, type Fixture, type MatrixDomain } from './shared.js';

const admins = roles(['admin']);

/** A fresh person of company A waiting to confirm, for each resend or cancel call. */
async function pendingOfA(fx: Fixture) {
  const { db } = await testDeps();
  return makeUser(db, fx.companyA, { status: 'unconfirmed', password: null, email: `${unique('pending')}@acme.test` });
}

export const invitesMatrix: MatrixDomain = {
  rows: {
    // Another company's administrator invites into their own company.
    'invites.send': { who: admins, input: () => ({ invitedUsers: [{ email: `${unique('matrix')}@acme.test`, profile: { firstname: 'Mara', lastname: 'Matrix' }, role: 'user' }] }) },
    // A person of company A: another company's administrator gets not-found.
    'invites.resend': { who: roles(['admin'], 'not-found'), input: async (fx) => ({ email: (await pendingOfA(fx)).email }) },
    'invites.cancel': { who: roles(['admin'], 'not-found'), input: async (fx) => ({ id: (await pendingOfA(fx)).id }) },
    'invites.banner': { who: admins },
    'invites.form': { who: admins },
    'invites.pending': { who: admins, input: () => ({ offset: 0, limit: 10 }) },
  },
};
