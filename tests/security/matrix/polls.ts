import { randomUUID } from 'node:crypto';
import { toAccess, toAudience, toDefinition, type PollFields } from '../../../domain/poll.js';
import { withTenant } from '../../../server/db/tenant.js';
import { insertSurvey } from '../../../server/modules/custom-surveys/custom-surveys.queries.js';
import { makeUser } from '../../../seeds/factories.js';
import { makeGroup } from '../../integration/groups/helpers.js';
import { threeQuestions } from '../../integration/polls/helpers.js';
import { testDeps } from '../../setup/test-context.js';
import { roles, type CallerKind, type Fixture, type MatrixDomain, type Who } from './shared.js';

// Custom polls: administrators and managers write and send them on paid plans; a poll of company A
// made by its manager is theirs and every administrator's, and answers like a missing one to
// another company. Anyone of a poll's audience answers it; every role lists theirs and reads what
// was shared with a group of theirs.
const authors = roles(['admin', 'manager']);
const authorsOfA: Who = { ...authors, otherAdmin: 'not-found' };
const answerersOfA: Who = { ...roles(['admin', 'manager', 'user']), otherAdmin: 'not-found' };

/**
 * A poll of company A made by its manager, written directly (the matrix must not depend on send):
 * a draft to the manager's group, or one sent an hour ago to the whole company.
 */
async function makePoll(fx: Fixture, sent = false): Promise<string> {
  const { db } = await testDeps();
  const p: PollFields = sent ? threeQuestions({ company: true }) : threeQuestions({ groups: [fx.extra.polls.group] });
  const launch = { date: '2026-01-01', time: '09:00', timezone: 'UTC', endDate: null };
  return withTenant(db, fx.companyA, (tx) =>
    insertSurvey(tx, fx.companyA, fx.users.manager.id, {
      definition: toDefinition(p),
      audience: toAudience(p),
      access: toAccess(p),
      launch: sent ? launch : null,
      launch_at: sent ? new Date(Date.now() - 3_600_000) : null,
      ends_at: null,
      poll: p,
    }),
  );
}

/** Complete fields the caller may send: company A's group of its manager (three people, so k is met), or the whole company for B's administrator. */
const fields = (fx: Fixture, caller: CallerKind) => threeQuestions(caller === 'otherAdmin' ? { company: true } : { groups: [fx.extra.polls.group] });
const draft = (fx: Fixture) => ({ id: fx.extra.polls.draft as string });
const sent = (fx: Fixture) => ({ id: fx.extra.polls.sent as string });

export const pollsMatrix: MatrixDomain = {
  setup: async (fx) => {
    const { db } = await testDeps();
    // Three people in the manager's group of A, three more in B: each send reaches k (3) people.
    const people = await Promise.all([0, 1, 2].map(() => makeUser(db, fx.companyA, { role: 'user' })));
    await Promise.all([0, 1, 2].map(() => makeUser(db, fx.companyB, { role: 'user' })));
    const group = await makeGroup(fx.companyA, { name: 'Polled', managers: [fx.users.manager.id], members: people.map((p) => p.id) });
    fx.extra.polls = { group: group.id };
    const sent = await makePoll(fx, true);
    // A group of A's administrator, manager and person, with which the sent poll is shared: each reads it.
    const readers = await makeGroup(fx.companyA, { name: 'Shared with', members: [fx.users.admin.id, fx.users.manager.id, fx.users.user.id] });
    await withTenant(db, fx.companyA, (tx) =>
      tx.insertInto('poll_shares').values({ company_id: fx.companyA, survey_id: sent, group_id: readers.id, shared_by: fx.users.manager.id }).execute(),
    );
    return { group: group.id, readers: readers.id, draft: await makePoll(fx), sent };
  },
  rows: {
    'polls.createDraft': { who: authors, input: fields },
    'polls.updateDraft': { who: authorsOfA, input: (fx, caller) => ({ ...draft(fx), ...fields(fx, caller) }) },
    'polls.getDraft': { who: authorsOfA, input: draft },
    // A fresh draft per call: an allowed delete removes it.
    'polls.deleteDraft': { who: authorsOfA, input: async (fx) => ({ id: await makePoll(fx) }) },
    'polls.send': { who: authors, input: (fx, caller) => ({ ...fields(fx, caller), status: 'active' }) },
    'polls.receivers': { who: authors, input: (fx, caller) => ({ access_level: 'open', company: false, groups: caller === 'otherAdmin' ? [] : [fx.extra.polls.group] }) },
    'polls.list': { who: roles(['admin', 'manager', 'user']), input: () => ({ owner: 'my', status: 'onGoing', offset: 0, limit: 10 }) },
    // A fresh sent poll per call: the one the answering rows use stays open.
    'polls.close': { who: authorsOfA, input: async (fx) => ({ id: await makePoll(fx, true), status: 'closed' }) },
    'polls.duplicate': { who: authorsOfA, input: sent },
    'polls.report': { who: authorsOfA, input: (fx) => ({ ...sent(fx), groupId: 'consolidate' }) },
    'polls.groups': { who: authorsOfA, input: sent },
    'polls.shares': { who: authorsOfA, input: sent },
    'polls.share': { who: authorsOfA, input: (fx) => ({ ...sent(fx), groupId: fx.extra.polls.group, shared: true }) },
    // Any role of the group it is shared with (its people, whatever their role).
    'polls.sharedReport': { who: answerersOfA, input: (fx) => ({ ...sent(fx), groupId: fx.extra.polls.readers }) },
    'polls.survey': { who: answerersOfA, input: sent },
    // A fresh submission per call: a second send of one person is refused as answered (410), past the access checks.
    'polls.answer': {
      who: answerersOfA,
      input: (fx) => ({ ...sent(fx), submissionId: randomUUID(), poll_survey: [{ question_id: 'q1', question_type: 'radio-string', answer: 'o1' }] }),
    },
  },
};
