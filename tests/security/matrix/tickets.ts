import { randomUUID } from 'node:crypto';
import { withTenant } from '../../../server/db/tenant.js';
import { sealAuthor } from '../../../server/modules/tickets/tickets.access.js';
import { sealCommentRef } from '../../../server/modules/tickets/tickets.comment-ref.js';
import { makeGroup } from '../../integration/groups/helpers.js';
import { testDeps } from '../../setup/test-context.js';
import { signedIn, type CallerKind, type Fixture, type MatrixDomain, type Who } from './shared.js';

// Opinions: any signed-in person of a company on a paid plan writes and reads their own; a ticket
// is seen only by its parties. Company A's `user` wrote a named opinion to the administrators:
// the administrator leads it, the user wrote it, the manager is no party (the ticket answers as
// missing, as it does to another company's administrator).
const parties: Who = { admin: 'allowed', manager: 'not-found', user: 'allowed', anonymous: 'refused', otherAdmin: 'not-found' };

/** An opinion to company A's administrators, written directly (the matrix must not depend on create). */
async function makeTicket(fx: Fixture, authorId: string, anonymous: boolean): Promise<string> {
  const { db, deps } = await testDeps();
  const id = randomUUID();
  const day = new Date().toISOString().slice(0, 10);
  const body = 'An opinion the matrix wrote';
  await withTenant(db, fx.companyA, async (tx) => {
    await tx
      .insertInto('tickets')
      .values({
        company_id: fx.companyA,
        id,
        origin: 'opinion',
        group_id: null,
        anonymous,
        positive: true,
        author_id: anonymous ? null : authorId,
        author_sealed: anonymous ? sealAuthor(deps.sealingKey, fx.companyA, id, authorId) : null,
        last_message: body,
        last_on: day,
      })
      .execute();
    await tx
      .insertInto('ticket_messages')
      .values({
        company_id: fx.companyA,
        ticket_id: id,
        position: 1,
        id: randomUUID(),
        side: 'author',
        anonymous,
        sender_id: anonymous ? null : authorId,
        body,
        sent_on: day,
      })
      .execute();
  });
  return id;
}

const named = (fx: Fixture) => ({ id: fx.extra.tickets.named as string });

/**
 * Leaving anonymity is the author's alone (a leader gets a field error, not an access refusal): the
 * administrator and the user each leave it on a fresh anonymous opinion of their own; the manager
 * and the other company's administrator try the user's, and find none.
 */
async function anonymousOf(fx: Fixture, caller: CallerKind) {
  const author = caller === 'admin' ? fx.users.admin : fx.users.user;
  return { id: await makeTicket(fx, author.id, true) };
}

/**
 * Replies to survey comments are the leaders': a handle sealed for the caller, on a comment of a
 * group the manager leads that no list shows (company A has no commented survey), passes the access
 * checks and answers as missing, as any handle whose comment is gone. The reply itself is walked in
 * tests/integration/tickets/comments.test.ts.
 */
const commentLeaders: Who = { admin: 'not-found', manager: 'not-found', user: 'refused', anonymous: 'refused', otherAdmin: 'not-found' };

async function unshownComment(fx: Fixture, caller: CallerKind) {
  const { deps } = await testDeps();
  const viewer = caller === 'anonymous' ? fx.users.manager : fx.users[caller];
  const ref = sealCommentRef(
    deps.sealingKey,
    { companyId: viewer.company_id, userId: viewer.id },
    { instrument: 'engagement', query: { groupId: fx.extra.tickets.led as string }, id: `${randomUUID()}:0` },
  );
  return { ref, message: 'A reply to a comment from the matrix' };
}

export const ticketsMatrix: MatrixDomain = {
  setup: async (fx) => ({
    named: await makeTicket(fx, fx.users.user.id, false),
    led: (await makeGroup(fx.companyA, { managers: [fx.users.manager.id], members: [fx.users.user.id] })).id,
  }),
  rows: {
    'tickets.list': { who: signedIn, input: () => ({ owner: true }) },
    'tickets.unread': { who: signedIn },
    // Named, to the administrators of the caller's own company (another company's administrator writes to theirs).
    'tickets.create': { who: signedIn, input: () => ({ id: randomUUID(), message: 'An opinion from the matrix', isAnonymous: false, isPositive: true }) },
    'tickets.messages': { who: parties, input: named },
    'tickets.send': { who: parties, input: (fx) => ({ ...named(fx), messageId: randomUUID(), message: 'A reply from the matrix' }) },
    'tickets.update': { who: parties, input: (fx) => ({ ...named(fx), isRead: true }) },
    'tickets.leaveAnonymity': { who: parties, input: anonymousOf },
    'tickets.replyToComment': { who: commentLeaders, input: unshownComment },
  },
};
