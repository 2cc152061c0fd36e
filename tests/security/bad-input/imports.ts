import type { BadInputDomain, Case } from './shared.js';

const admin = 'admin' as const;
const csv = Buffer.from('Name,Last name,E-mail\nIra,Import,ira@acme.test\n').toString('base64');

// The user import exists only over /trpc (the web client's spreadsheet screens).
const fileCases = (): Case[] => [
  { name: 'empty body', input: () => ({}), fields: ['format', 'file'], signedIn: admin },
  { name: 'unknown format, empty file', input: () => ({ format: 'pdf', file: '' }), fields: ['format', 'file'], signedIn: admin },
  { name: 'file that is not base64', input: () => ({ format: 'csv', file: '<script>alert(1)</script>' }), fields: ['file'], signedIn: admin },
  { name: 'wrong types', input: () => ({ format: 1, file: { name: 'people.csv' } }), fields: ['format', 'file'], signedIn: admin },
  { name: 'malformed JSON', input: () => '{"format": "csv",', fields: ['_'], signedIn: admin },
];

export const importsBadInput: BadInputDomain = {
  cases: {},
  procedures: {
    'imports.template': [
      { name: 'unknown format and language', input: () => ({ format: 'pdf', language: 'fr-FR' }), fields: ['format', 'language'], signedIn: admin },
      { name: 'missing format', input: () => ({}), fields: ['format'], signedIn: admin },
    ],
    'imports.preview': fileCases(),
    'imports.commit': [
      ...fileCases(),
      { name: 'send-later flag not a boolean', input: () => ({ format: 'csv', file: csv, inactive: 'later' }), fields: ['inactive'], signedIn: admin },
    ],
  },
};
