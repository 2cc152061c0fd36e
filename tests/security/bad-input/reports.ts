import { badScope, type BadInputDomain } from './shared.js';

const GROUP = '00000000-0000-4000-8000-000000000000';

// Reports, benchmark and correlations: a scope is 'company' or a group id; one attribute at a time.
export const reportsBadInput: BadInputDomain = {
  cases: {
    'GET /reports/:groupId': [
      ...badScope(),
      { name: 'bad attribute', input: () => ({ groupId: 'company', attributeId: 'age' }), fields: ['attributeId'], signedIn: 'admin' },
    ],
    'GET /reports/:groupId/history': badScope(),
    'GET /reports/:groupId/metrics/:metricId': [
      { name: 'unknown metric', input: () => ({ groupId: 'company', metricId: 'salary' }), fields: ['metricId'], signedIn: 'admin' },
    ],
    'GET /enpscores/:groupId': badScope(),
    'GET /lnpscores/:groupId': badScope(),
    'POST /reports/groups': [{ name: 'groups not ids', input: () => ({ groups: ['sales', 7] }), fields: ['groups.0', 'groups.1'], signedIn: 'admin' }],
    'POST /reports/groups/filters': [
      {
        name: 'unnamed, empty filter',
        input: () => ({ groupsFilters: [{ name: ' ', groups: [] }] }),
        fields: ['groupsFilters.0.name', 'groupsFilters.0.groups'],
        signedIn: 'admin',
      },
      { name: 'no filters', input: () => ({}), fields: ['groupsFilters'], signedIn: 'admin' },
    ],
    'POST /reports/groups/export': [
      { name: 'unknown format', input: () => ({ groups: [GROUP], format: 'exe' }), fields: ['format'], signedIn: 'admin' },
      { name: 'groups not ids', input: () => ({ groups: ['sales'], format: 'xlsx' }), fields: ['groups.0'], signedIn: 'admin' },
    ],
    'GET /reports/:id/user-attributes': badScope('id'),
    'POST /reports/:id/user-attributes': [
      { name: 'two attributes at once', input: () => ({ id: 'company', userAttributes: [GROUP, GROUP] }), fields: ['userAttributes'], signedIn: 'admin' },
    ],
    'GET /benchmarks/:groupId': badScope(),
  },
  procedures: {
    'reports.exportReport': [
      { name: 'unknown format', input: () => ({ groupId: 'company', format: 'docx' }), fields: ['format'], signedIn: 'admin' },
      { name: 'no format', input: () => ({ groupId: 'company' }), fields: ['format'], signedIn: 'admin' },
      {
        name: 'not a group, bad attribute',
        input: () => ({ groupId: 'not-a-group', format: 'pdf', attributeId: 'age' }),
        fields: ['groupId', 'attributeId'],
        signedIn: 'admin',
      },
    ],
    'reports.participation': badScope(),
    'analytics.correlations': badScope(),
  },
};
