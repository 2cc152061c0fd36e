import type { BadInputDomain } from './shared.js';

export const auditBadInput: BadInputDomain = {
  cases: {
    'GET /audit-logs': [
      { name: 'unknown entity and action', input: () => ({ entity: 'payments', action: 'DROP TABLE' }), fields: ['entity', 'action'], signedIn: 'admin' },
      { name: 'bad paging', input: () => ({ offset: '-5', limit: '500' }), fields: ['offset', 'limit'], signedIn: 'admin' },
      { name: 'text too long', input: () => ({ text: 'x'.repeat(101) }), fields: ['text'], signedIn: 'admin' },
    ],
  },
};
