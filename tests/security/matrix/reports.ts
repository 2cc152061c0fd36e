import { makeGroup } from '../../integration/groups/helpers.js';
import { roles, type Fixture, type MatrixDomain, type Who } from './shared.js';

// Reports, benchmark and correlations: administrators and managers, on a group of company A that
// the fixture's manager leads; another company's administrator gets not-found for it.
const leaders = roles(['admin', 'manager']);
const leadersOfA: Who = { ...leaders, otherAdmin: 'not-found' };
const led = (fx: Fixture): string => fx.extra.reports.led;
const scope = (fx: Fixture) => ({ groupId: led(fx) });

export const reportsMatrix: MatrixDomain = {
  setup: async (fx) => ({ led: (await makeGroup(fx.companyA, { managers: [fx.users.manager.id], members: [fx.users.user.id] })).id }),
  rows: {
    'reports.report': { who: leadersOfA, input: scope },
    'reports.history': { who: leadersOfA, input: scope },
    'reports.metric': { who: leadersOfA, input: (fx) => ({ groupId: led(fx), metricId: 'recognition' }) },
    'reports.enps': { who: leadersOfA, input: scope },
    'reports.lnps': { who: leadersOfA, input: scope },
    'reports.participation': { who: leadersOfA, input: scope },
    'reports.compare': { who: leadersOfA, input: (fx) => ({ groups: [led(fx)] }) },
    'reports.savedFilters': { who: leaders },
    'reports.saveFilters': { who: leadersOfA, input: (fx) => ({ groupsFilters: [{ name: 'Mine', groups: [led(fx)] }] }) },
    'reports.exportComparison': { who: leadersOfA, input: (fx) => ({ groups: [led(fx)] }) },
    'reports.exportReport': { who: leadersOfA, input: (fx) => ({ groupId: led(fx), format: 'pdf' }) },
    'reports.userAttributes': { who: leadersOfA, input: (fx) => ({ id: led(fx) }) },
    'reports.saveUserAttributes': { who: leadersOfA, input: (fx) => ({ id: led(fx), userAttributes: [] }) },
    'benchmark.get': { who: leadersOfA, input: scope },
    'analytics.correlations': { who: leadersOfA, input: scope },
  },
};
