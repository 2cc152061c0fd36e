import { randomUUID } from 'node:crypto';
import { withTenant } from '../../../server/db/tenant.js';
import { unique } from '../../../seeds/factories.js';
import { testDeps } from '../../setup/test-context.js';
import { makeGroup } from '../../integration/groups/helpers.js';
import { roles, type Fixture, type MatrixDomain, type Who } from './shared.js';

// Culture: leaders (administrators and managers) read it; administrators write the company's
// desired values, and another company's administrator finds none of company A's.
const adminsOfA: Who = roles(['admin'], 'not-found');

/** A desired value of company A, written directly (the matrix must not depend on create). */
async function makeDesiredValue(fx: Fixture): Promise<string> {
  const { db } = await testDeps();
  const id = randomUUID();
  await withTenant(db, fx.companyA, (tx) =>
    tx
      .insertInto('culture_desired_values')
      .values({ company_id: fx.companyA, id, name: unique('Value'), culture_values: JSON.stringify(['We help']), position: 0 })
      .execute(),
  );
  return id;
}

/** A group of company A the fixture's manager leads: the figures' scope. */
const led = async (fx: Fixture) => (await makeGroup(fx.companyA, { managers: [fx.users.manager.id], members: [fx.users.user.id] })).id;
const leadersOfA: Who = { ...roles(['admin', 'manager']), otherAdmin: 'not-found' };

export const cultureMatrix: MatrixDomain = {
  setup: async (fx) => ({ desiredValueId: await makeDesiredValue(fx), led: await led(fx) }),
  rows: {
    'culture.values': { who: roles(['admin', 'manager']) },
    'culture.ranking': { who: leadersOfA, input: (fx) => ({ groupId: fx.extra.culture.led }) },
    'culture.history': { who: leadersOfA, input: (fx) => ({ groupId: fx.extra.culture.led }) },
    'culture.desiredValues': { who: roles(['admin', 'manager']) },
    'culture.createDesiredValue': { who: roles(['admin']), input: () => ({ desiredValue: unique('Value'), cultureValues: ['We help'] }) },
    'culture.updateDesiredValue': { who: adminsOfA, input: (fx) => ({ id: fx.extra.culture.desiredValueId, desiredValue: unique('Value') }) },
    // A fresh value per call: an allowed delete removes it.
    'culture.deleteDesiredValue': { who: adminsOfA, input: async (fx) => ({ id: await makeDesiredValue(fx) }) },
  },
};
