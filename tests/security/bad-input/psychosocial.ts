import type { BadInputDomain } from './shared.js';

// The psychosocial-risk report: a scope is 'company' or a group id; the PDF's language one of ours.
export const psychosocialBadInput: BadInputDomain = {
  cases: {},
  procedures: {
    'psychosocial.report': [
      { name: 'not a group', input: () => ({ groupId: 'plant' }), fields: ['groupId'], signedIn: 'admin' },
      { name: 'no scope', input: () => ({}), fields: ['groupId'], signedIn: 'admin' },
    ],
    'psychosocial.exportPdf': [
      { name: 'unknown language', input: () => ({ groupId: 'company', language: 'fr-FR' }), fields: ['language'], signedIn: 'admin' },
      { name: 'not a group, unknown language', input: () => ({ groupId: 7, language: 'pt' }), fields: ['groupId', 'language'], signedIn: 'admin' },
    ],
  },
};
