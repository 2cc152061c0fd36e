import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../../seeds/factories.js';
import { failureOf, sessionFor, v1 } from '../auth/helpers.js';
import { callerFor } from '../../setup/test-context.js';
import { pollCompany, sentPoll, threeQuestions, type PollCompany } from './helpers.js';

// The lists of polls (GET /polls/:owner/:status, measurement §4): a leader's own and others' by
// status, newest first, paged, with metadata.total before paging; for anyone who answers, the
// polls waiting for them (onGoing) and those they answered (done), whatever `owner` says.

/**
 * Mia: two active polls to Sales (Lunch, then Offsite), a draft and a closed one; the administrator:
 * an open poll to Sales, a restricted one to Support read by Otto, and a draft of their own.
 */
async function polls(t: PollCompany) {
  const mia = (await t.as(t.manager)).caller;
  const admin = (await t.as(t.admin)).caller;
  const closed = await sentPoll(t, { title: 'Old one' });
  await mia.polls.close({ id: closed._id, status: 'closed' });
  const lunch = await sentPoll(t, { title: 'Lunch' });
  const offsite = await sentPoll(t, { title: 'Offsite' });
  const draft = await mia.polls.createDraft(threeQuestions({ title: 'Mia draft', groups: [t.groups.east.id] }));
  const open = await sentPoll(t, { title: 'Admin open' }, t.admin);
  const restricted = await sentPoll(t, { title: 'Admin restricted', access_level: 'restricted', groups: [t.groups.support.id], viewers: [t.other.id] }, t.admin);
  await admin.polls.createDraft(threeQuestions({ title: 'Admin draft', company: true }));
  return { closed, lunch, offsite, draft, open, restricted };
}

const titles = (list: { polls_summary: { title: string }[] }) => list.polls_summary.map((p) => p.title);
const page = { offset: 0, limit: 10 };

describe('poll lists', () => {
  it('lists a leader’s own polls by status, newest first, paged with the total before paging', async () => {
    const t = await pollCompany();
    const p = await polls(t);
    const { caller, token } = await t.as(t.manager);
    expect(titles(await caller.polls.list({ owner: 'my', status: 'active', ...page }))).toEqual(['Offsite', 'Lunch']);
    expect(titles(await caller.polls.list({ owner: 'my', status: 'drafts', ...page }))).toEqual(['Mia draft']);
    expect(titles(await caller.polls.list({ owner: 'my', status: 'closed', ...page }))).toEqual(['Old one']);

    const second = await v1('GET', '/polls/my/active', { token, query: { offset: '1', limit: '1' } });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      polls_summary: [
        {
          _id: p.lunch._id,
          title: 'Lunch',
          status: 'active',
          sender: 'owner',
          sender_name: 'Mia Sales',
          access_level: 'open',
          owner: { id: t.manager.id, name: 'Mia Sales' },
          numQuestions: 3,
          numEmployees: 6,
          created_at: p.lunch.created_at,
          sent_at: p.lunch.sent_at,
          closed_at: null,
          canReadResults: true,
          canClose: true,
          sharedGroupId: null,
        },
      ],
      metadata: { total: 2 },
    });
    const draft = (await caller.polls.list({ owner: 'my', status: 'drafts', ...page })).polls_summary[0]!;
    expect(draft).toMatchObject({ numEmployees: null, canReadResults: false, canClose: false });
    expect((await caller.polls.list({ owner: 'my', status: 'closed', ...page })).polls_summary[0]).toMatchObject({ canClose: false, closed_at: expect.any(String) });
  });

  it('lists others’ polls the leader may read, never others’ drafts', async () => {
    const t = await pollCompany();
    await polls(t);
    const mia = (await t.as(t.manager)).caller;
    const otto = (await t.as(t.other)).caller;
    const admin = (await t.as(t.admin)).caller;
    // Mia manages Sales: the administrator's open poll to it, not the restricted one to Support.
    const miaOthers = await mia.polls.list({ owner: 'others', status: 'active', ...page });
    expect(titles(miaOthers)).toEqual(['Admin open']);
    expect(miaOthers.polls_summary[0]).toMatchObject({ sender_name: 'Ada Admin', canReadResults: true, canClose: true });
    // Otto is a viewer of the restricted one: he reads it, but may not close it.
    const ottoOthers = await otto.polls.list({ owner: 'others', status: 'active', ...page });
    expect(titles(ottoOthers)).toEqual(['Admin restricted']);
    expect(ottoOthers.polls_summary[0]).toMatchObject({ canReadResults: true, canClose: false });
    // Administrators read every poll, but not others' drafts.
    expect(titles(await admin.polls.list({ owner: 'others', status: 'active', ...page }))).toEqual(['Offsite', 'Lunch']);
    expect(titles(await admin.polls.list({ owner: 'others', status: 'closed', ...page }))).toEqual(['Old one']);
    expect(await admin.polls.list({ owner: 'others', status: 'drafts', ...page })).toEqual({ polls_summary: [], metadata: { total: 0 } });
    expect(titles(await admin.polls.list({ owner: 'my', status: 'drafts', ...page }))).toEqual(['Admin draft']);
  });

  it('shows people who answer their ongoing and answered polls, whatever the owner, and no leader list', async () => {
    const t = await pollCompany();
    const p = await polls(t);
    const { caller, token } = await t.as(t.people.bo);
    // Bo is in East, under Sales: the three polls to Sales that run.
    expect(titles(await caller.polls.list({ owner: 'my', status: 'onGoing', ...page }))).toEqual(['Admin open', 'Offsite', 'Lunch']);
    expect(titles(await caller.polls.list({ owner: 'others', status: 'onGoing', ...page }))).toEqual(['Admin open', 'Offsite', 'Lunch']);
    expect(await caller.polls.list({ owner: 'my', status: 'done', ...page })).toEqual({ polls_summary: [], metadata: { total: 0 } });
    for (const status of ['active', 'drafts', 'closed'] as const)
      expect(await caller.polls.list({ owner: 'my', status, ...page })).toEqual({ polls_summary: [], metadata: { total: 0 } });

    await caller.polls.answer({
      id: p.lunch._id,
      submissionId: randomUUID(),
      poll_survey: [{ question_id: 'q1', question_type: 'radio-string', answer: 'o1', isAnonymous: true }],
    });
    expect(titles(await caller.polls.list({ owner: 'my', status: 'onGoing', ...page }))).toEqual(['Admin open', 'Offsite']);
    const done = await v1('GET', '/polls/my/done/', { token });
    expect(done.status).toBe(200);
    expect(done.body.metadata).toEqual({ total: 1 });
    expect(done.body.polls_summary[0]).toMatchObject({ _id: p.lunch._id, canReadResults: false, canClose: false, sender_name: 'Mia Sales' });
    // Cy (Support) waits only for the restricted poll; a closed poll waits for nobody.
    expect(titles(await (await t.as(t.people.cy)).caller.polls.list({ owner: 'my', status: 'onGoing', ...page }))).toEqual(['Admin restricted']);
  });

  it('is a paid feature for every role', async () => {
    const t = await pollCompany();
    const free = await makeCompany(t.db, { plan: 'basic' });
    const person = await makeUser(t.db, free.id, { role: 'user' });
    const { caller } = await callerFor({ token: await sessionFor(person) });
    expect((await failureOf(caller.polls.list({ owner: 'my', status: 'onGoing', ...page }))).code).toBe('PLAN_REQUIRED');
  });
});
