import type { BadInputDomain } from './shared.js';

const row = { email: 'ines@acme.test', profile: { firstname: 'Ines', lastname: 'Ivo' }, role: 'user' };

export const invitesBadInput: BadInputDomain = {
  cases: {
    'POST /users/invite': [
      { name: 'empty body', input: () => ({}), fields: ['invitedUsers'], signedIn: 'admin' },
      { name: 'no people', input: () => ({ invitedUsers: [] }), fields: ['invitedUsers'], signedIn: 'admin' },
      {
        name: 'bad fields in a row',
        input: () => ({ invitedUsers: [row, { email: 'not-mail', profile: { firstname: 'I', lastname: 7 }, role: 'owner', birthDate: '31/02/1990' }] }),
        fields: ['invitedUsers.1.email', 'invitedUsers.1.profile.firstname', 'invitedUsers.1.profile.lastname', 'invitedUsers.1.role', 'invitedUsers.1.birthDate'],
        signedIn: 'admin',
      },
      {
        name: 'birth date in the future',
        input: () => ({ invitedUsers: [{ ...row, birthDate: '01/01/2990' }] }),
        fields: ['invitedUsers.0.birthDate'],
        signedIn: 'admin',
      },
      {
        name: 'attribute that is not an id',
        input: () => ({ invitedUsers: [{ ...row, attributes: [{ key: 'area', value: 'sales' }] }] }),
        fields: ['invitedUsers.0.attributes.0.key', 'invitedUsers.0.attributes.0.value'],
        signedIn: 'admin',
      },
      // Rules beyond the shape answer the same way, per row and field, and change nothing.
      { name: 'free-mail address', input: () => ({ invitedUsers: [{ ...row, email: 'ines@gmail.com' }] }), fields: ['invitedUsers.0.email'], signedIn: 'admin' },
      { name: 'same e-mail twice', input: () => ({ invitedUsers: [row, { ...row, email: ' INES@acme.test ' }] }), fields: ['invitedUsers.1.email'], signedIn: 'admin' },
      { name: 'already exists', input: () => ({ invitedUsers: [{ ...row, email: 'someone@acme.test' }] }), fields: ['invitedUsers.0.email'], signedIn: 'admin' },
      { name: 'neither e-mail nor code', input: () => ({ invitedUsers: [{ ...row, email: '' }] }), fields: ['invitedUsers.0.email'], signedIn: 'admin' },
      { name: 'malformed JSON', input: () => '{"invitedUsers": [', fields: ['_'], signedIn: 'admin' },
    ],
    'POST /users/resend/invite': [
      { name: 'neither e-mail nor id', input: () => ({ jwt: 'legacy' }), fields: ['email'], signedIn: 'admin' },
      { name: 'invalid e-mail', input: () => ({ email: 'nobody@' }), fields: ['email'], signedIn: 'admin' },
      { name: 'id that is not an id', input: () => ({ id: '42' }), fields: ['id'], signedIn: 'admin' },
    ],
    'DELETE /users/invite/:id': [{ name: 'id that is not an id', input: () => ({ id: 'not-a-uuid' }), fields: ['id'], signedIn: 'admin' }],
  },
  procedures: {
    'invites.pending': [
      { name: 'negative offset, limit too large', input: () => ({ offset: -1, limit: 1000 }), fields: ['offset', 'limit'], signedIn: 'admin' },
      { name: 'paging that is not a number', input: () => ({ offset: 'first', limit: 'all' }), fields: ['offset', 'limit'], signedIn: 'admin' },
    ],
  },
};
