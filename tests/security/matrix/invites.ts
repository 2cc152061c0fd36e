import { unique } from '../../../seeds/factories.js';
import { testDeps } from '../../setup/test-context.js';
import { makeUser } from '../../../seeds/factories.js';
import { makeGroup } from '../../integration/groups/helpers.js';
import { roles, type CallerKind, type Fixture, type MatrixDomain } from './shared.js';

const admins = roles(['admin']);
// Managers invite too, into their own groups (the rules refuse a person outside their reach).
const leaders = roles(['admin', 'manager']);

/** A fresh person of company A waiting to confirm, for each resend or cancel call. */
async function pendingOfA(fx: Fixture) {
  const { db } = await testDeps();
  return makeUser(db, fx.companyA, { status: 'unconfirmed', password: null, email: `${unique('pending')}@acme.test` });
}

/** Company A's people place the invited person in A's group the manager leads; another company's administrator in none. */
const groupsFor = (fx: Fixture, caller: CallerKind) => (caller === 'otherAdmin' ? [] : [fx.extra.invites.group as string]);

export const invitesMatrix: MatrixDomain = {
  setup: async (fx) => ({ group: (await makeGroup(fx.companyA, { managers: [fx.users.manager.id] })).id }),
  rows: {
    // Another company's administrator invites into their own company.
    'invites.send': {
      who: leaders,
      input: (fx, caller) => ({
        invitedUsers: [{ email: `${unique('matrix')}@acme.test`, profile: { firstname: 'Mara', lastname: 'Matrix' }, role: 'user', groups: groupsFor(fx, caller) }],
      }),
    },
    // A person of company A: another company's administrator gets not-found.
    'invites.resend': { who: roles(['admin'], 'not-found'), input: async (fx) => ({ email: (await pendingOfA(fx)).email }) },
    'invites.cancel': { who: roles(['admin'], 'not-found'), input: async (fx) => ({ id: (await pendingOfA(fx)).id }) },
    'invites.banner': { who: admins },
    'invites.form': { who: leaders },
    'invites.pending': { who: admins, input: () => ({ offset: 0, limit: 10 }) },
  },
};
