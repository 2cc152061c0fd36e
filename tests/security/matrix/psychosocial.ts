import { makeGroup } from '../../integration/groups/helpers.js';
import { roles, type Fixture, type MatrixDomain, type Who } from './shared.js';

// The psychosocial-risk report (NR-1): administrators and managers, on a group of company A that
// the fixture's manager leads; another company's administrator gets not-found for it.
const leadersOfA: Who = { ...roles(['admin', 'manager']), otherAdmin: 'not-found' };
const led = (fx: Fixture): string => fx.extra.psychosocial.led;

export const psychosocialMatrix: MatrixDomain = {
  setup: async (fx) => ({ led: (await makeGroup(fx.companyA, { managers: [fx.users.manager.id], members: [fx.users.user.id] })).id }),
  rows: {
    'psychosocial.report': { who: leadersOfA, input: (fx) => ({ groupId: led(fx) }) },
    'psychosocial.exportPdf': { who: leadersOfA, input: (fx) => ({ groupId: led(fx), language: 'pt-BR' }) },
  },
};
