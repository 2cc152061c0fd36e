import { randomUUID } from 'node:crypto';
import { withTenant } from '../../../server/db/tenant.js';
import type { BadInputDomain, Case } from './shared.js';

// Opinions: any signed-in person (the fixture's ordinary person, on an enterprise company). The
// cases that name a ticket name a real one of theirs (a named opinion to the administrators), so
// nothing but the input stops them.

const ticket = (fx: Parameters<Case['input']>[0]) => fx.extra.tickets.id as string;

const idNotUuid = (extra: Record<string, unknown> = {}): Case => ({
  name: 'id not a uuid',
  input: () => ({ id: 'my-opinion', ...extra }),
  fields: ['id'],
  signedIn: true,
});

export const ticketsBadInput: BadInputDomain = {
  setup: async (db, fx) => {
    const id = randomUUID();
    await withTenant(db, fx.companyId, async (tx) => {
      const author = await tx.selectFrom('users').select('id').where('email', '=', 'someone@acme.test').executeTakeFirstOrThrow();
      const day = new Date().toISOString().slice(0, 10);
      await tx
        .insertInto('tickets')
        .values({ company_id: fx.companyId, id, origin: 'opinion', anonymous: false, positive: true, author_id: author.id, last_message: 'Bad input', last_on: day })
        .execute();
      await tx
        .insertInto('ticket_messages')
        .values({
          company_id: fx.companyId,
          ticket_id: id,
          position: 1,
          id: randomUUID(),
          side: 'author',
          anonymous: false,
          sender_id: author.id,
          body: 'Bad input',
          sent_on: day,
        })
        .execute();
    });
    return { id };
  },
  cases: {
    'GET /tickets': [
      { name: 'unknown status', input: () => ({ status: 'archived' }), fields: ['status'], signedIn: true },
      { name: 'owner not a flag', input: () => ({ owner: 'mine', status: 'read' }), fields: ['owner', 'status'], signedIn: true },
    ],
    'POST /tickets': [
      { name: 'empty body', input: () => ({}), fields: ['message', 'isAnonymous', 'isPositive'], signedIn: true },
      { name: 'message too short', input: () => ({ message: ' a ', isAnonymous: false, isPositive: true }), fields: ['message'], signedIn: true },
      { name: 'message too long', input: () => ({ message: 'x'.repeat(4001), isAnonymous: false, isPositive: true }), fields: ['message'], signedIn: true },
      { name: 'message not text', input: () => ({ message: ['Too', 'long'], isAnonymous: false, isPositive: true }), fields: ['message'], signedIn: true },
      {
        name: 'flags not booleans',
        input: () => ({ message: 'Meetings run long', isAnonymous: 'yes', isPositive: 1 }),
        fields: ['isAnonymous', 'isPositive'],
        signedIn: true,
      },
      {
        name: 'group and client id not ids',
        input: () => ({ id: 'opinion-1', message: 'Meetings run long', isAnonymous: false, isPositive: true, groupId: 'sales' }),
        fields: ['id', 'groupId'],
        signedIn: true,
      },
      { name: 'malformed JSON', input: () => '{"message": "Meetings run long", ', fields: ['_'], signedIn: true },
    ],
    'GET /tickets/:id/messages': [idNotUuid()],
    'POST /tickets/:id/messages': [
      idNotUuid({ message: 'A reply' }),
      { name: 'missing message', input: (fx) => ({ id: ticket(fx) }), fields: ['message'], signedIn: true },
      { name: 'message too short', input: (fx) => ({ id: ticket(fx), message: 'k' }), fields: ['message'], signedIn: true },
      { name: 'message too long', input: (fx) => ({ id: ticket(fx), message: 'y'.repeat(4001) }), fields: ['message'], signedIn: true },
      {
        name: 'anonymity not a boolean, message id not an id',
        input: (fx) => ({ id: ticket(fx), message: 'A reply', isAnonymous: 'no', messageId: 42 }),
        fields: ['isAnonymous', 'messageId'],
        signedIn: true,
      },
      { name: 'malformed JSON', input: () => '{"message": ', fields: ['_'], signedIn: true },
    ],
    'PATCH /tickets/:id': [
      idNotUuid({ isRead: true }),
      { name: 'nothing to change', input: (fx) => ({ id: ticket(fx) }), fields: ['isRead'], signedIn: true },
      { name: 'unknown rating', input: (fx) => ({ id: ticket(fx), rating: 'great' }), fields: ['rating'], signedIn: true },
      { name: 'read and completed not flags', input: (fx) => ({ id: ticket(fx), isRead: 'sometimes', completed: 3 }), fields: ['isRead', 'completed'], signedIn: true },
    ],
  },
  procedures: {
    'tickets.leaveAnonymity': [
      { name: 'empty body', input: () => ({}), fields: ['id'], signedIn: true },
      { name: 'id not a uuid', input: () => ({ id: 'mine' }), fields: ['id'], signedIn: true },
      { name: 'malformed JSON', input: () => '{"id": ', fields: ['_'], signedIn: true },
    ],
    'tickets.replyToComment': [
      { name: 'empty body', input: () => ({}), fields: ['ref', 'message'], signedIn: 'admin' },
      { name: 'handle and message too short', input: () => ({ ref: 'abc', message: 'k' }), fields: ['ref', 'message'], signedIn: 'admin' },
      { name: 'wrong types', input: () => ({ ref: 12, message: { text: 'Hello' } }), fields: ['ref', 'message'], signedIn: 'admin' },
    ],
  },
};
