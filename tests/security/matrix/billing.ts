import { randomUUID } from 'node:crypto';
import { withTenant } from '../../../server/db/tenant.js';
import { testDeps } from '../../setup/test-context.js';
import { roles, signedIn, type Fixture, type MatrixDomain, type Who } from './shared.js';

// The account, plans, licences and billing: administrators only, each on their own company (the
// fixture's companies are on the paid plan without a paid period, so buying or cancelling is
// refused by the subscription's state, after the access checks). Everyone signed in reads the
// notices (an empty list but for administrators); dismissing one is an administrator's, and
// another company's notice answers like a missing one.
const admins = roles(['admin']);
const dismissers: Who = { ...admins, otherAdmin: 'not-found' };

/** Token data as the provider answers the browser, for a token it never issued (the matrix never pays). */
const token = () => ({
  id: `tok_matrix_${randomUUID().slice(0, 8)}`,
  bin: '411111',
  brand: 'visa',
  display_number: '**** **** **** 1111',
  holder_name: 'Ana Souza',
  month: 12,
  year: new Date().getUTCFullYear() + 1,
});

const address = { zip: '01310-100', address: 'Avenida Paulista', number: '1000', complement: '', state: 'SP', city: 'São Paulo' };

/** A fresh open notice of company A for each call (a dismissed one would answer like a missing one). */
async function notice(fx: Fixture) {
  const { db } = await testDeps();
  const id = randomUUID();
  await withTenant(db, fx.companyA, (tx) => tx.insertInto('notices').values({ company_id: fx.companyA, id, kind: 'renewal', subject: id }).execute());
  return { id };
}

export const billingMatrix: MatrixDomain = {
  rows: {
    'billing.account': { who: admins },
    'billing.licences': { who: admins },
    'billing.plans': { who: admins },
    'billing.simulation': { who: admins, input: () => ({ period: 'annuity', licenses: 20 }) },
    'billing.charges': { who: admins },
    'billing.subscribe': {
      who: admins,
      input: () => ({ licenses: 30, period: 'annuity', method: 'credit_card', name: 'Acme Ltda', doc: '11.222.333/0001-81', card: token(), address }),
    },
    'billing.changeCard': { who: admins, input: () => token() },
    'billing.setLicences': { who: admins, input: () => ({ licenses: 11 }) },
    'billing.changeSubscription': { who: admins, input: () => ({ licenses: 11, period: 'monthly' }) },
    'billing.cancel': { who: admins },
    'billing.postalCode': { who: admins, input: () => ({ zip: '01310-100' }) },
    'billing.paymentConfig': { who: admins },
    'billing.notices': { who: signedIn },
    'billing.dismissNotice': { who: dismissers, input: (fx) => notice(fx) },
  },
};
