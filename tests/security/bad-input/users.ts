import type { Database } from '../../../server/db/connect.js';
import { makeUser } from '../../../seeds/factories.js';
import type { BadInputDomain, Case, Fixture } from './shared.js';

const badIds = (): Case[] => [
  { name: 'missing id', input: () => ({}), fields: ['id'], signedIn: 'admin' },
  { name: 'id not a uuid', input: () => ({ id: 'abc' }), fields: ['id'], signedIn: 'admin' },
  { name: 'id of wrong type', input: () => ({ id: 42 }), fields: ['id'], signedIn: 'admin' },
];

const target = (fx: Fixture) => fx.extra.users.target as string;

export const usersBadInput: BadInputDomain = {
  setup: async (db: Database, fx) => {
    const person = await makeUser(db, fx.companyId, { first_name: 'Bad', last_name: 'Input' });
    return { target: person.id };
  },
  cases: {
    'GET /users': [
      { name: 'unknown status and role', input: () => ({ status: 'gone', role: 'ceo' }), fields: ['status', 'role'], signedIn: 'admin' },
      { name: 'limit and offset out of range', input: () => ({ limit: '0', offset: '-1' }), fields: ['limit', 'offset'], signedIn: 'admin' },
      { name: 'limit not a number', input: () => ({ limit: 'many' }), fields: ['limit'], signedIn: 'admin' },
      { name: 'name too long', input: () => ({ name: 'x'.repeat(101) }), fields: ['name'], signedIn: 'admin' },
    ],
    'GET /users/available/:email': [{ name: 'not an e-mail', input: () => ({ email: 'not-an-email' }), fields: ['email'], signedIn: 'admin' }],
    'PUT /users/anonymize': badIds(),
    'PUT /users/reactivate': badIds(),
    'PUT /users/inactivate': badIds(),
    'PUT /users/disconfirm': badIds(),
    'PUT /users/undo-inactivate': badIds(),
    'DELETE /users/:id': [{ name: 'id not a uuid', input: () => ({ id: 'abc' }), fields: ['id'], signedIn: 'admin' }],
    'PUT /users/:id': [
      { name: 'id not a uuid', input: () => ({ id: 'abc', role: 'user' }), fields: ['id'], signedIn: 'admin' },
      {
        name: 'unknown role, short names, impossible birth date',
        input: (fx) => ({ id: target(fx), role: 'ceo', profile: { firstname: 'A', lastname: '' }, birthDate: '31/02/1990' }),
        fields: ['role', 'profile.firstname', 'profile.lastname', 'birthDate'],
        signedIn: 'admin',
      },
      { name: 'birth date in the future', input: (fx) => ({ id: target(fx), birthDate: '01/01/2990' }), fields: ['birthDate'], signedIn: 'admin' },
      {
        name: 'attributes not uuids',
        input: (fx) => ({ id: target(fx), attributes: [{ key: 'area', value: 'sales' }] }),
        fields: ['attributes.0.key', 'attributes.0.value'],
        signedIn: 'admin',
      },
      { name: 'attributes of wrong type', input: (fx) => ({ id: target(fx), attributes: 'area=sales' }), fields: ['attributes'], signedIn: 'admin' },
    ],
    'PUT /users/edit': [
      { name: 'missing id', input: () => ({ role: 'user' }), fields: ['id'], signedIn: 'admin' },
      { name: 'wrapped payload with a bad role', input: (fx) => ({ user: { _id: target(fx), role: 'owner' } }), fields: ['role'], signedIn: 'admin' },
      { name: 'profile of wrong type', input: (fx) => ({ id: target(fx), profile: 'Bad Input' }), fields: ['profile'], signedIn: 'admin' },
    ],
    'PUT /users/me': [
      { name: 'names too short', input: () => ({ profile: { firstname: 'A', lastname: ' ' } }), fields: ['profile.firstname', 'profile.lastname'], signedIn: true },
      { name: 'bad phone and language', input: () => ({ phone: '12345', language: 'fr-FR' }), fields: ['phone', 'language'], signedIn: true },
      { name: 'malformed JSON', input: () => '{"phone": ', fields: ['_'], signedIn: true },
    ],
    'PUT /users/password': [
      { name: 'missing fields', input: () => ({}), fields: ['currentPassword', 'newPassword'], signedIn: true },
      { name: 'new password too long', input: () => ({ currentPassword: 'Secret#123', newPassword: 'Ab#1'.repeat(60) }), fields: ['newPassword'], signedIn: true },
      { name: 'wrong types', input: () => ({ currentPassword: 123, newPassword: ['Strong#Pass1'] }), fields: ['currentPassword', 'newPassword'], signedIn: true },
    ],
    'GET /users/summary/:groupId': [{ name: 'neither a group id nor company', input: () => ({ groupId: 'sales' }), fields: ['groupId'], signedIn: 'admin' }],
  },
  procedures: {
    'users.get': badIds(),
  },
};
