import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { failureOf, v1 } from '../auth/helpers.js';
import { answer, ended, SIX_ANSWERS } from './answer-helpers.js';
import { pollCompany, sentPoll, threeQuestions, type PollCompany } from './helpers.js';

// Sharing an open poll's results with one of its audience's groups (measurement §4 "Access level"):
// who may share which group, the audit it leaves, and what the group's people (members of it and
// of its subgroups) read: the leaders' figures of that group, and no text (ANONYMITY.md "Polls").

const code = async (call: Promise<unknown>) => (await failureOf(call)).code;
const auditOf = (t: PollCompany, id: string) =>
  t.db
    .selectFrom('audit_logs')
    .select(['action', 'summary', 'actor_id', 'changes'])
    .where('company_id', '=', t.company.id)
    .where('entity', '=', 'polls')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
const shareRows = (t: PollCompany, id: string) =>
  withTenant(t.db, t.company.id, (tx) => tx.selectFrom('poll_shares').select(['group_id', 'shared_by']).where('survey_id', '=', id).execute());

describe('sharing a poll’s results', () => {
  it('lets administrators and the owner share any audience group, the audience’s managers their own; 404 for the rest', async () => {
    const t = await pollCompany();
    const [admin, mia, otto, ana] = await Promise.all([t.as(t.admin), t.as(t.manager), t.as(t.other), t.as(t.people.ana)]);
    const names = (out: { groups: { name: string; shared: boolean }[] }) => out.groups.map((g) => g.name);
    // Mia's poll to Sales (East below it): she and the administrator may share both, sorted by name.
    const own = await sentPoll(t);
    expect(await mia.caller.polls.shares({ id: own._id })).toEqual({
      groups: [
        { id: t.groups.east.id, name: 'East', shared: false },
        { id: t.groups.sales.id, name: 'Sales', shared: false },
      ],
    });
    expect(names(await admin.caller.polls.shares({ id: own._id }))).toEqual(['East', 'Sales']);
    // Otto manages none of its audience: as if it did not exist.
    expect(await code(otto.caller.polls.shares({ id: own._id }))).toBe('NOT_FOUND');
    expect(await code(otto.caller.polls.share({ id: own._id, groupId: t.groups.sales.id, shared: true }))).toBe('NOT_FOUND');
    // The administrator's poll to Sales and Support: each manager shares their own groups only.
    const both = await sentPoll(t, { groups: [t.groups.sales.id, t.groups.support.id] }, t.admin);
    expect(names(await mia.caller.polls.shares({ id: both._id }))).toEqual(['East', 'Sales']);
    expect(names(await otto.caller.polls.shares({ id: both._id }))).toEqual(['Support']);
    expect(names(await admin.caller.polls.shares({ id: both._id }))).toEqual(['East', 'Sales', 'Support']);
    expect(await code(mia.caller.polls.share({ id: both._id, groupId: t.groups.support.id, shared: true }))).toBe('NOT_FOUND');
    // A group outside the audience, even for an administrator.
    expect(await code(admin.caller.polls.share({ id: own._id, groupId: t.groups.support.id, shared: true }))).toBe('NOT_FOUND');
    // Restricted polls are never shared; drafts not yet.
    const restricted = await sentPoll(t, { access_level: 'restricted' }, t.admin);
    expect(await code(admin.caller.polls.shares({ id: restricted._id }))).toBe('NOT_FOUND');
    expect(await code(admin.caller.polls.share({ id: restricted._id, groupId: t.groups.sales.id, shared: true }))).toBe('NOT_FOUND');
    const draft = await mia.caller.polls.createDraft(threeQuestions({ groups: [t.groups.sales.id] }));
    expect(await code(mia.caller.polls.shares({ id: draft._id }))).toBe('NOT_FOUND');
    expect(await code(mia.caller.polls.share({ id: draft._id, groupId: t.groups.sales.id, shared: true }))).toBe('NOT_FOUND');
    // People who answer do not share.
    expect(await code(ana.caller.polls.shares({ id: own._id }))).toBe('FORBIDDEN');
    // A closed poll is still shared.
    await mia.caller.polls.close({ id: own._id, status: 'closed' });
    expect((await mia.caller.polls.share({ id: own._id, groupId: t.groups.east.id, shared: true })).groups.map((g) => g.shared)).toEqual([true, false]);
    expect(await shareRows(t, restricted._id)).toEqual([]);
  });

  it('shares and unshares with an audit row each, a repeat changing nothing', async () => {
    const t = await pollCompany();
    const poll = await sentPoll(t);
    const { caller } = await t.as(t.manager);
    const shared = await caller.polls.share({ id: poll._id, groupId: t.groups.east.id, shared: true });
    expect(shared.groups.map((g) => [g.name, g.shared])).toEqual([
      ['East', true],
      ['Sales', false],
    ]);
    expect(await shareRows(t, poll._id)).toEqual([{ group_id: t.groups.east.id, shared_by: t.manager.id }]);
    await caller.polls.share({ id: poll._id, groupId: t.groups.east.id, shared: true });
    await caller.polls.share({ id: poll._id, groupId: t.groups.sales.id, shared: true });
    expect((await caller.polls.shares({ id: poll._id })).groups.map((g) => g.shared)).toEqual([true, true]);
    const unshared = await caller.polls.share({ id: poll._id, groupId: t.groups.east.id, shared: false });
    expect(unshared.groups.map((g) => g.shared)).toEqual([false, true]);
    await caller.polls.share({ id: poll._id, groupId: t.groups.east.id, shared: false });
    expect(await shareRows(t, poll._id)).toEqual([{ group_id: t.groups.sales.id, shared_by: t.manager.id }]);
    const audit = await auditOf(t, poll._id);
    expect(audit.map((a) => [a.action, a.summary])).toEqual([
      ['create', 'Created the poll "Offsite check"'],
      ['launch', 'Sent the poll "Offsite check"'],
      ['share', 'Shared the results of the poll "Offsite check" with the group "East"'],
      ['share', 'Shared the results of the poll "Offsite check" with the group "Sales"'],
      ['unshare', 'Stopped sharing the results of the poll "Offsite check" with the group "East"'],
    ]);
    expect(audit.slice(2).map((a) => a.actor_id)).toEqual([t.manager.id, t.manager.id, t.manager.id]);
    expect(audit.at(-1)!.changes).toMatchObject({ groups: { from: ['East', 'Sales'], to: ['Sales'] }, '@subject': 'Offsite check' });
  });

  it('shows a shared group’s people its figures, as its leaders read them, with no text; 404 for anyone else', async () => {
    const t = await pollCompany();
    const poll = await sentPoll(t);
    const people = [...t.members.sales, ...t.members.east];
    for (const [i, person] of people.entries()) await answer((await t.as(person)).caller, poll._id, SIX_ANSWERS[i]!);
    await ended(t, poll._id);
    const mia = await t.as(t.manager);
    const [ana, bo, cy] = await Promise.all([t.as(t.people.ana), t.as(t.people.bo), t.as(t.people.cy)]);
    const input = { id: poll._id, groupId: t.groups.sales.id };
    // Not shared yet: nobody reads it.
    expect(await code(ana.caller.polls.sharedReport(input))).toBe('NOT_FOUND');
    await mia.caller.polls.share({ ...input, shared: true });

    const leaders = await mia.caller.polls.report(input);
    const read = await ana.caller.polls.sharedReport(input);
    // Everything but the texts is the leaders' report of Sales (six of six answered, as computed in report.test.ts).
    expect({ ...read, questions: undefined }).toEqual({ ...leaders, questions: undefined });
    expect(read.stats).toEqual({ respondents: 6, withheld: false, participationRate: 100 });
    expect(read.group).toEqual({ id: t.groups.sales.id, name: 'Sales' });
    const [q1, q2, q3] = read.questions;
    expect(q1).toEqual(leaders.questions[0]);
    expect(q1).toMatchObject({ uniqueAnswers: 5, skipped: 1, answers: [{ count: 3 }, { count: 2 }] });
    expect(q2).toEqual({ ...leaders.questions[1], feedback: { question: 'Why this score?', withheld: true, texts: null } });
    expect(q2).toMatchObject({ score: 7, uniqueAnswers: 5, skipped: 1 });
    // The leaders read five anonymous texts and a signed one (six answered); the group reads the
    // engine's count of the anonymous ones alone, and none of the texts.
    expect(leaders.questions[2]).toMatchObject({ uniqueAnswers: 6, skipped: 0 });
    expect(leaders.questions[2]!.texts).toHaveLength(6);
    expect(q3).toEqual({ ...leaders.questions[2], uniqueAnswers: 5, skipped: 1, texts: null });
    // A member of East (a subgroup of Sales) reads the same.
    expect(await bo.caller.polls.sharedReport(input)).toEqual(read);

    // Support's people, the manager of Sales (not a member), an unshared group: 404.
    expect(await code(cy.caller.polls.sharedReport(input))).toBe('NOT_FOUND');
    expect(await code(mia.caller.polls.sharedReport(input))).toBe('NOT_FOUND');
    expect(await code(bo.caller.polls.sharedReport({ id: poll._id, groupId: t.groups.east.id }))).toBe('NOT_FOUND');
    // East shared: its people read East; Sales' own people are above it, not of it.
    await mia.caller.polls.share({ id: poll._id, groupId: t.groups.east.id, shared: true });
    expect((await bo.caller.polls.sharedReport({ id: poll._id, groupId: t.groups.east.id })).stats).toEqual({ respondents: 3, withheld: false, participationRate: 100 });
    expect(await code(ana.caller.polls.sharedReport({ id: poll._id, groupId: t.groups.east.id }))).toBe('NOT_FOUND');
    // Unshared: gone.
    await mia.caller.polls.share({ ...input, shared: false });
    expect(await code(ana.caller.polls.sharedReport(input))).toBe('NOT_FOUND');
  });

  it('refuses a share of a restricted poll even when one is stored', async () => {
    const t = await pollCompany();
    const poll = await sentPoll(t, { access_level: 'restricted' });
    await withTenant(t.db, t.company.id, (tx) =>
      tx.insertInto('poll_shares').values({ company_id: t.company.id, survey_id: poll._id, group_id: t.groups.sales.id, shared_by: null }).execute(),
    );
    const ana = await t.as(t.people.ana);
    expect(await code(ana.caller.polls.sharedReport({ id: poll._id, groupId: t.groups.sales.id }))).toBe('NOT_FOUND');
    expect((await ana.caller.polls.list({ owner: 'my', status: 'shared', offset: 0, limit: 10 })).polls_summary).toEqual([]);
  });

  it('lists, for anyone, the polls shared with a group of theirs, with the group to open (their nearest)', async () => {
    const t = await pollCompany();
    const mia = (await t.as(t.manager)).caller;
    const first = await sentPoll(t, { title: 'First' });
    const second = await sentPoll(t, { title: 'Second' });
    await sentPoll(t, { title: 'Not shared' });
    await mia.polls.share({ id: first._id, groupId: t.groups.sales.id, shared: true });
    await mia.polls.share({ id: second._id, groupId: t.groups.sales.id, shared: true });
    await mia.polls.share({ id: second._id, groupId: t.groups.east.id, shared: true });
    const [ana, bo, cy] = await Promise.all([t.as(t.people.ana), t.as(t.people.bo), t.as(t.people.cy)]);
    const page = { offset: 0, limit: 10 };
    const list = async (who: typeof ana, over = {}) =>
      (await who.caller.polls.list({ owner: 'my', status: 'shared', ...page, ...over })).polls_summary.map((p) => [p.title, p.sharedGroupId]);
    // Newest first; East's people open East where it is shared, Sales elsewhere; `owner` changes nothing.
    expect(await list(bo)).toEqual([
      ['Second', t.groups.east.id],
      ['First', t.groups.sales.id],
    ]);
    expect(await list(ana, { owner: 'others' })).toEqual([
      ['Second', t.groups.sales.id],
      ['First', t.groups.sales.id],
    ]);
    expect(await list(cy)).toEqual([]);
    // v1, paged, with the total before paging; other lists carry no shared group.
    const res = await v1('GET', '/polls/my/shared', { token: bo.token, query: { offset: '1', limit: '1' } });
    expect([res.status, res.body.metadata, res.body.polls_summary.map((p: { _id: string; sharedGroupId: string }) => [p._id, p.sharedGroupId])]).toEqual([
      200,
      { total: 2 },
      [[first._id, t.groups.sales.id]],
    ]);
    expect((await mia.polls.list({ owner: 'my', status: 'active', ...page })).polls_summary.map((p) => p.sharedGroupId)).toEqual([null, null, null]);
  });
});
