import { randomUUID } from 'node:crypto';
import { withTenant } from '../../../server/db/tenant.js';
import type { BadInputDomain } from './shared.js';

const admin = 'admin' as const;

export const groupsBadInput: BadInputDomain = {
  setup: async (db, fx) => {
    const id = randomUUID();
    await withTenant(db, fx.companyId, (tx) => tx.insertInto('groups').values({ company_id: fx.companyId, id, name: 'Bad input group' }).execute());
    return { group: id };
  },
  cases: {
    'POST /groups': [
      { name: 'empty body', input: () => ({}), fields: ['name'], signedIn: admin },
      { name: 'name too short, parent not an id', input: () => ({ name: ' A ', parent: 'root' }), fields: ['name', 'parentId'], signedIn: admin },
      {
        name: 'wrong types',
        input: () => ({ name: 12, managers: 'all', members: { a: 1 }, active: 'yes' }),
        fields: ['name', 'managers', 'members', 'active'],
        signedIn: admin,
      },
      {
        name: 'people that are not ids',
        input: () => ({ name: 'Sales', managers: ['someone'], children: [{ _id: 7 }] }),
        fields: ['managers.0', 'children.0'],
        signedIn: admin,
      },
      { name: 'malformed JSON', input: () => '{"name": "Sales",', fields: ['_'], signedIn: admin },
    ],
    'PUT /groups': [
      { name: 'missing id', input: () => ({ name: 'Sales' }), fields: ['id'], signedIn: admin },
      {
        name: 'name too long, bad parent',
        input: (fx) => ({ id: fx.extra.groups.group, name: 'x'.repeat(101), parentId: 'up' }),
        fields: ['name', 'parentId'],
        signedIn: admin,
      },
      { name: 'wrong types', input: (fx) => ({ id: fx.extra.groups.group, members: [1], active: 'no' }), fields: ['members.0', 'active'], signedIn: admin },
    ],
    'DELETE /groups/:id': [{ name: 'id not a uuid', input: () => ({ id: 'abc' }), fields: ['id'], signedIn: admin }],
    'PUT /groups/:id/users-inactive': [{ name: 'id not a uuid', input: () => ({ id: 'abc' }), fields: ['id'], signedIn: admin }],
    'GET /groups/search': [
      { name: 'limit out of range', input: () => ({ limit: '0' }), fields: ['limit'], signedIn: admin },
      { name: 'limit not a number, unknown context', input: () => ({ limit: 'many', ctx: 'reports' }), fields: ['limit', 'ctx'], signedIn: admin },
      // Anyone signed in may search (their own groups, ctx=tickets): an ordinary person's bad input is bad input, not a refusal.
      {
        name: 'an ordinary person: filter too long, unknown context',
        input: () => ({ filter: 'x'.repeat(101), ctx: 'surveys' }),
        fields: ['filter', 'ctx'],
        signedIn: true,
      },
    ],
    'GET /groups': [
      { name: 'negative offset, limit too big', input: () => ({ offset: '-1', limit: '1000' }), fields: ['offset', 'limit'], signedIn: admin },
      { name: 'active not a boolean', input: () => ({ active: 'maybe' }), fields: ['active'], signedIn: admin },
    ],
    'GET /groups/:id': [{ name: 'id not a uuid', input: () => ({ id: 'not-an-id' }), fields: ['id'], signedIn: admin }],
    'POST /groups/validate/managers': [
      { name: 'missing list', input: () => ({}), fields: ['managers'], signedIn: admin },
      { name: 'items not ids', input: () => ({ managers: ['x', 3] }), fields: ['managers.0', 'managers.1'], signedIn: admin },
    ],
    'POST /groups/validate/members': [
      { name: 'empty list', input: () => ({ members: [] }), fields: ['members'], signedIn: admin },
      { name: 'list of wrong type', input: () => ({ members: 'everyone' }), fields: ['members'], signedIn: admin },
    ],
    'POST /groups/validate/children': [
      { name: 'missing list', input: () => ({}), fields: ['children'], signedIn: admin },
      { name: 'items not ids, bad group id', input: () => ({ _id: 'mine', children: ['a'] }), fields: ['id', 'children.0'], signedIn: admin },
    ],
  },
  // Screens of the web client only: activation, the people picker and the group import.
  procedures: {
    'groups.setActive': [
      { name: 'empty body', input: () => ({}), fields: ['id', 'active'], signedIn: admin },
      { name: 'id not a uuid, flags not booleans', input: () => ({ id: 'sales', active: 'yes', users: 'all' }), fields: ['id', 'active', 'users'], signedIn: admin },
      { name: 'malformed JSON', input: () => '{"id": ', fields: ['_'], signedIn: admin },
    ],
    'groups.searchPeople': [
      { name: 'query too long, limit out of range', input: () => ({ query: 'x'.repeat(101), limit: 0 }), fields: ['query', 'limit'], signedIn: admin },
      { name: 'wrong types', input: () => ({ query: 7, limit: 'ten' }), fields: ['query', 'limit'], signedIn: admin },
    ],
    'groups.importTemplate': [
      { name: 'unknown format and language', input: () => ({ format: 'ods', language: 'fr-FR' }), fields: ['format', 'language'], signedIn: admin },
    ],
    'groups.importPreview': [
      { name: 'empty body', input: () => ({}), fields: ['format', 'file'], signedIn: admin },
      { name: 'unknown format, empty file', input: (fx) => ({ format: 'pdf', file: '', parent: fx.extra.groups.group }), fields: ['format', 'file'], signedIn: admin },
    ],
    'groups.importApply': [
      { name: 'empty body', input: () => ({}), fields: ['format', 'file'], signedIn: admin },
      { name: 'wrong types', input: () => ({ format: ['csv'], file: 42 }), fields: ['format', 'file'], signedIn: admin },
      { name: 'malformed JSON', input: () => '{"format": "csv", "file": ', fields: ['_'], signedIn: admin },
    ],
  },
};
